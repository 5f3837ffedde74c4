import type { AlertChoices, Settings } from '../../../../shared/settings';
import { timeOfDay } from '../../format/time';
import { useApp } from '../../state/app-context';
import { useState } from 'react';
import { errorMessage } from '../../bridge';
import { useNow } from '../../state/use-now';
import { useSettingsUpdate } from '../../state/use-settings-update';
import { SaveError, SettingsSection } from './SettingsSection';

const KINDS: { key: keyof AlertChoices; label: string }[] = [
  { key: 'goals', label: 'Goals' },
  { key: 'kickoff', label: 'Kick-off' },
  { key: 'fulltime', label: 'Full time' },
  { key: 'periods', label: 'Half-time and periods' },
];

export function AlertKindsSection({ settings }: { settings: Settings }) {
  const { api, acceptSettings } = useApp();
  const { update, saving, error } = useSettingsUpdate();
  const [pauseError, setPauseError] = useState<string | null>(null);
  const now = useNow(30_000);
  const pausedUntil =
    settings.alertsPausedUntil !== null && settings.alertsPausedUntil > now
      ? settings.alertsPausedUntil
      : null;

  const pause = async (minutes: number | null): Promise<void> => {
    setPauseError(null);
    try {
      acceptSettings(await api.invoke('alerts:pause', { minutes }));
    } catch (caught) {
      setPauseError(errorMessage(caught));
    }
  };

  return (
    <SettingsSection
      id="alerts"
      title="Alerts"
      description="What to be told about in your teams' matches. Each team can narrow this in the watchlist."
    >
      <div className="settings-grid">
        {KINDS.map((kind) => (
          <label key={kind.key} className="settings-check">
            <input
              type="checkbox"
              checked={settings.alertKinds[kind.key]}
              disabled={saving}
              onChange={(event) =>
                void update({
                  alertKinds: { ...settings.alertKinds, [kind.key]: event.target.checked },
                })
              }
            />
            {kind.label}
          </label>
        ))}
      </div>
      <div className="settings-row">
        {pausedUntil ? (
          <>
            <span className="settings-note settings-row__grow">
              Paused until {timeOfDay(pausedUntil)}
            </span>
            <button type="button" className="btn btn--small" onClick={() => void pause(null)}>
              Resume alerts
            </button>
          </>
        ) : (
          <button type="button" className="btn btn--small" onClick={() => void pause(60)}>
            Pause alerts for 1 hour
          </button>
        )}
      </div>
      <SaveError error={error ?? pauseError} />
    </SettingsSection>
  );
}
