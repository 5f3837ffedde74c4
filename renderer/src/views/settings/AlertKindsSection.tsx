import type { WordKey } from '../../../../shared/i18n';
import { useTranslation } from 'react-i18next';
import {
  PAUSED_UNTIL_RESUMED,
  type AlertChoices,
  type Settings,
} from '../../../../shared/settings';
import { minutesUntilTomorrowMorning } from '../../../../shared/alert-pause';
import { kickoffLabel } from '../../format/time';
import { useApp } from '../../state/app-context';
import { useState } from 'react';
import { errorMessage } from '../../bridge';
import { useNow } from '../../state/use-now';
import { useSettingsUpdate } from '../../state/use-settings-update';
import { CheckField, SaveError, SettingsSection } from './SettingsSection';
import { request } from '../../state/request';

const KINDS: { key: keyof AlertChoices; label: WordKey }[] = [
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

  const pause = async (minutes: number | null, untilResumed = false): Promise<void> => {
    setPauseError(null);
    try {
      acceptSettings(await request(api, 'alerts:pause', { minutes, untilResumed }));
    } catch (caught) {
      setPauseError(errorMessage(caught));
    }
  };

  return (
    <SettingsSection id="alerts" described>
      <div className="settings-grid">
        {KINDS.map((kind) => (
          <CheckField
            key={kind.key}
            label={t(kind.label)}
            checked={settings.alertKinds[kind.key]}
            disabled={saving}
            onChange={(checked) =>
              void update({ alertKinds: { ...settings.alertKinds, [kind.key]: checked } })
            }
          />
        ))}
      </div>
      {pausedUntil ? (
        <div className="settings-row settings-row--wrap">
          <span className="settings-note settings-row__grow" data-testid="paused-until">
            {pausedUntil >= PAUSED_UNTIL_RESUMED
              ? t('settings.alerts.pausedForever')
              : t('settings.alerts.pausedUntilDay', { when: kickoffLabel(pausedUntil, now) })}
          </span>
          <button type="button" className="btn btn--small" onClick={() => void pause(null)}>
            {t('settings.alerts.resume')}
          </button>
        </div>
      ) : (
        <div
          className="settings-row settings-row--wrap"
          role="group"
          aria-label={t('settings.alerts.pauseLabel')}
        >
          <span className="settings-note">{t('settings.alerts.pauseLabel')}</span>
          <button type="button" className="btn btn--small" onClick={() => void pause(60)}>
            {t('settings.alerts.pauseHour')}
          </button>
          <button
            type="button"
            className="btn btn--small"
            onClick={() => void pause(minutesUntilTomorrowMorning(api.now()))}
          >
            {t('settings.alerts.pauseTomorrow')}
          </button>
          <button type="button" className="btn btn--small" onClick={() => void pause(null, true)}>
            {t('settings.alerts.pauseForever')}
          </button>
        </div>
      )}
      <SaveError error={error ?? pauseError} />
    </SettingsSection>
  );
}
