import { useTranslation } from 'react-i18next';
import { useApp } from '../../state/app-context';
import { AlertKindsSection } from './AlertKindsSection';
import { ApiKeySection } from './ApiKeySection';
import { DesktopSection } from './DesktopSection';
import { GeneralSection } from './GeneralSection';
import { QuietHoursSection } from './QuietHoursSection';
import { QuotaMeter } from './QuotaMeter';
import { ServiceSection } from './ServiceSection';
import { SportsSection } from './SportsSection';
import './SettingsView.css';

export function SettingsView() {
  const { settings, status } = useApp();
  const { t } = useTranslation();
  return (
    <div className="settings scroll">
      {status?.demo && (
        <div className="settings__demo" role="note">
          <strong>{t('settings.demoStrong')}</strong> {t('settings.demoText')}
        </div>
      )}
      <ApiKeySection />
      {status && <QuotaMeter status={status} />}
      {settings ? (
        <>
          <SportsSection settings={settings} />
          <AlertKindsSection settings={settings} />
          <QuietHoursSection settings={settings} />
          <GeneralSection settings={settings} />
          <DesktopSection settings={settings} />
          <ServiceSection settings={settings} />
        </>
      ) : (
        <div className="empty" role="status">
          <div className="spinner" aria-hidden="true" />
          <p className="empty__title">{t('settings.loading')}</p>
        </div>
      )}
    </div>
  );
}
