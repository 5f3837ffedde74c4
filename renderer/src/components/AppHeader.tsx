import { useTranslation } from 'react-i18next';
import { useApp } from '../state/app-context';
import { isConnecting } from '../../../shared/connecting';
import { BrandMark } from './BrandMark';
import './AppHeader.css';

export function AppHeader() {
  const { status, navigate } = useApp();
  const state = status ? (isConnecting(status) ? 'connecting' : status.state) : null;
  const { t } = useTranslation();
  const words = state ? t(`header.state.${state}`, { defaultValue: state }) : t('header.starting');
  return (
    <header className="app-header">
      <div className="app-header__brand">
        <BrandMark className="app-header__logo" />
        <h1 className="app-header__title">{t('app.name')}</h1>
      </div>
      <div className="app-header__side">
        {status?.demo && (
          <button
            type="button"
            className="app-header__demo"
            onClick={() => navigate({ name: 'settings' })}
            title={t('header.demoTitle')}
          >
            {t('header.demo')}
          </button>
        )}
        <span className="app-header__state" data-state={state ?? 'starting'} role="status">
          <span className="app-header__dot" aria-hidden="true" />
          {words}
        </span>
      </div>
    </header>
  );
}
