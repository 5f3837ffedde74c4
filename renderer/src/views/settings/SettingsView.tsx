import { useApp } from '../../state/app-context';
import { AlertKindsSection } from './AlertKindsSection';
import { ApiKeySection } from './ApiKeySection';
import { GeneralSection } from './GeneralSection';
import { QuietHoursSection } from './QuietHoursSection';
import { QuotaMeter } from './QuotaMeter';
import { ServiceSection } from './ServiceSection';
import { SportsSection } from './SportsSection';
import './SettingsView.css';

export function SettingsView() {
  const { settings, status } = useApp();
  return (
    <div className="settings scroll">
      {status?.demo && (
        <div className="settings__demo" role="note">
          <strong>Demo mode.</strong> Scores come from Scoretray's built-in simulation, not from the
          real service. Until you follow teams of your own, the app alerts you about a few that are
          playing now. Save your API key below to switch to live data.
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
          <ServiceSection settings={settings} />
        </>
      ) : (
        <div className="empty" role="status">
          <div className="spinner" aria-hidden="true" />
          <p className="empty__title">Loading settings…</p>
        </div>
      )}
    </div>
  );
}
