import { useTranslation } from 'react-i18next';
import type { QuietHours, Settings } from '../../../../shared/settings';
import { useSettingsUpdate } from '../../state/use-settings-update';
import { SaveError, SettingsSection } from './SettingsSection';

export function QuietHoursSection({ settings }: { settings: Settings }) {
  const { update, saving, error } = useSettingsUpdate();
  const quiet = settings.quietHours;
  const { t } = useTranslation();
  const change = (patch: Partial<QuietHours>): void =>
    void update({ quietHours: { ...quiet, ...patch } });
  return (
    <SettingsSection
      id="quiet"
      title={t('settings.quiet.title')}
      description={t('settings.quiet.description')}
    >
      <label className="settings-check">
        <input
          type="checkbox"
          checked={quiet.enabled}
          disabled={saving}
          onChange={(event) => change({ enabled: event.target.checked })}
        />
        {t('settings.quiet.enabled')}
      </label>
      <div className="settings-row settings-row--wrap">
        <label className="settings-inline">
          {t('settings.quiet.from')}
          <input
            className="field"
            type="time"
            value={quiet.start}
            disabled={!quiet.enabled || saving}
            required
            onChange={(event) => event.target.value && change({ start: event.target.value })}
          />
        </label>
        <label className="settings-inline">
          {t('settings.quiet.to')}
          <input
            className="field"
            type="time"
            value={quiet.end}
            disabled={!quiet.enabled || saving}
            required
            onChange={(event) => event.target.value && change({ end: event.target.value })}
          />
        </label>
      </div>
      <label className="settings-label" htmlFor="quiet-mode">
        {t('settings.quiet.mode')}
      </label>
      <select
        id="quiet-mode"
        className="field"
        value={quiet.mode}
        disabled={!quiet.enabled || saving}
        onChange={(event) => change({ mode: event.target.value === 'drop' ? 'drop' : 'summarise' })}
      >
        <option value="summarise">{t('settings.quiet.summarise')}</option>
        <option value="drop">{t('settings.quiet.drop')}</option>
      </select>
      <SaveError error={error} />
    </SettingsSection>
  );
}
