import { useApp } from '../state/app-context';
import { BrandMark } from './BrandMark';
import './AppHeader.css';

const STATE_WORDS: Record<string, string> = {
  connected: 'Connected',
  reconnecting: 'Reconnecting',
  offline: 'Offline',
  unauthorized: 'Key rejected',
  suspended: 'Suspended',
  'quota-exhausted': 'Quota used up',
};

export function AppHeader() {
  const { status, navigate } = useApp();
  const state = status?.state ?? null;
  const words = state ? (STATE_WORDS[state] ?? state) : 'Starting';
  return (
    <header className="app-header">
      <div className="app-header__brand">
        <BrandMark className="app-header__logo" />
        <h1 className="app-header__title">Scoretray</h1>
      </div>
      <div className="app-header__side">
        {status?.demo && (
          <button
            type="button"
            className="app-header__demo"
            onClick={() => navigate({ name: 'settings' })}
            title="Showing demo data. Add your API key in Settings."
          >
            Demo
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
