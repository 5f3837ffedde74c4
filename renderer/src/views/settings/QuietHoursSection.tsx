import { useTranslation } from 'react-i18next';
import type { QuietHours, Settings } from '../../../../shared/settings';
import { useSettingsUpdate } from '../../state/use-settings-update';
import { SelectField } from '../../components/SelectField';
import { CheckField, SaveError, SettingsSection } from './SettingsSection';

/** The two ends of the quiet hours, each a time field, with its words. */
const EDGES = { start: 'settings.quiet.from', end: 'settings.quiet.to' } as const;

export function QuietHoursSection({ settings }: { settings: Settings }) {
  const { update, saving, error } = useSettingsUpdate();
  const quiet = settings.quietHours;
  const { t } = useTranslation();
  const change = (patch: Partial<QuietHours>): void =>
    void update({ quietHours: { ...quiet, ...patch } });
  return (
    <SettingsSection id="quiet" described>
      <CheckField
        label={t('settings.quiet.enabled')}
        checked={quiet.enabled}
        disabled={saving}
        onChange={(enabled) => change({ enabled })}
      />
      <div className="settings-row settings-row--wrap">
        {(['start', 'end'] as const).map((edge) => (
          <label key={edge} className="settings-inline">
            {t(EDGES[edge])}
            <input
              className="field"
              type="time"
              value={quiet[edge]}
              disabled={!quiet.enabled || saving}
              required
              onChange={(event) => event.target.value && change({ [edge]: event.target.value })}
            />
          </label>
        ))}
      </div>
      <SelectField
        id="quiet-mode"
        label={t('settings.quiet.mode')}
        value={quiet.mode}
        disabled={!quiet.enabled || saving}
        onChange={(value) => change({ mode: value === 'drop' ? 'drop' : 'summarise' })}
      >
        <option value="summarise">{t('settings.quiet.summarise')}</option>
        <option value="drop">{t('settings.quiet.drop')}</option>
      </SelectField>
      <SaveError error={error} />
    </SettingsSection>
  );
}
