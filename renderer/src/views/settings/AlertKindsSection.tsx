import { useTranslation } from 'react-i18next';
import type { AlertChoices, Settings } from '../../../../shared/settings';
import { timeOfDay } from '../../format/time';
import { useApp } from '../../state/app-context';
import { useState } from 'react';
import { errorMessage } from '../../bridge';
import { useNow } from '../../state/use-now';
import { useSettingsUpdate } from '../../state/use-settings-update';
import { SaveError, SettingsSection } from './SettingsSection';

const KINDS: { key: keyof AlertChoices; label: string }[] = [
  { key: 'goals', label: 'alertKind.goals' },
  { key: 'kickoff', label: 'alertKind.kickoff' },
  { key: 'fulltime', label: 'alertKind.fulltime' },
  { key: 'periods', label: 'alertKind.periodsLong' },
];

export function AlertKindsSection({ settings }: { settings: Settings }) {
  const { api, acceptSettings } = useApp();
  const { update, saving, error } = useSettingsUpdate();
  const [pauseError, setPauseError] = useState<string | null>(null);
  const now = useNow(30_000);
  const { t } = useTranslation();
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
      title={t('settings.alerts.title')}
      description={t('settings.alerts.description')}
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
            {t(kind.label)}
          </label>
        ))}
      </div>
      <div className="settings-row">
        {pausedUntil ? (
          <>
            <span className="settings-note settings-row__grow">
              {t('settings.alerts.pausedUntil', { time: timeOfDay(pausedUntil) })}
            </span>
            <button type="button" className="btn btn--small" onClick={() => void pause(null)}>
              {t('settings.alerts.resume')}
            </button>
          </>
        ) : (
          <button type="button" className="btn btn--small" onClick={() => void pause(60)}>
            {t('settings.alerts.pauseHour')}
          </button>
        )}
      </div>
      <SaveError error={error ?? pauseError} />
    </SettingsSection>
  );
}
