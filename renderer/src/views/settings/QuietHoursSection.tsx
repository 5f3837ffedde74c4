import type { QuietHours, Settings } from '../../../../shared/settings';
import { useSettingsUpdate } from '../../state/use-settings-update';
import { SaveError, SettingsSection } from './SettingsSection';

export function QuietHoursSection({ settings }: { settings: Settings }) {
  const { update, saving, error } = useSettingsUpdate();
  const quiet = settings.quietHours;
  const change = (patch: Partial<QuietHours>): void =>
    void update({ quietHours: { ...quiet, ...patch } });
  return (
    <SettingsSection
      id="quiet"
      title="Quiet hours"
      description="No notifications during these hours."
    >
      <label className="settings-check">
        <input
          type="checkbox"
          checked={quiet.enabled}
          disabled={saving}
          onChange={(event) => change({ enabled: event.target.checked })}
        />
        Keep quiet at night
      </label>
      <div className="settings-row settings-row--wrap">
        <label className="settings-inline">
          From
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
          to
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
        Alerts during quiet hours
      </label>
      <select
        id="quiet-mode"
        className="field"
        value={quiet.mode}
        disabled={!quiet.enabled || saving}
        onChange={(event) => change({ mode: event.target.value === 'drop' ? 'drop' : 'summarise' })}
      >
        <option value="summarise">One summary when they end</option>
        <option value="drop">Drop them</option>
      </select>
      <SaveError error={error} />
    </SettingsSection>
  );
}
