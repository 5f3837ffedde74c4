import type { Settings } from '../../../../shared/settings';
import { useSettingsUpdate } from '../../state/use-settings-update';
import { SaveError, SettingsSection } from './SettingsSection';

const SPOILER_DELAYS = [0, 15, 30, 60, 120, 300, 600];

function delayLabel(seconds: number): string {
  if (seconds === 0) return 'No delay';
  const unit = seconds < 60 ? 'second' : 'minute';
  const value = seconds < 60 ? seconds : seconds / 60;
  return new Intl.NumberFormat(undefined, { style: 'unit', unit, unitDisplay: 'long' }).format(
    value,
  );
}

export function GeneralSection({ settings }: { settings: Settings }) {
  const { update, saving, error } = useSettingsUpdate();
  const delays = SPOILER_DELAYS.includes(settings.spoilerDelaySeconds)
    ? SPOILER_DELAYS
    : [...SPOILER_DELAYS, settings.spoilerDelaySeconds].sort((a, b) => a - b);
  return (
    <SettingsSection id="general" title="General">
      <label className="settings-label" htmlFor="spoiler-delay">
        Spoiler delay
      </label>
      <select
        id="spoiler-delay"
        className="field"
        value={settings.spoilerDelaySeconds}
        disabled={saving}
        aria-describedby="spoiler-note"
        onChange={(event) => void update({ spoilerDelaySeconds: Number(event.target.value) })}
      >
        {delays.map((seconds) => (
          <option key={seconds} value={seconds}>
            {delayLabel(seconds)}
          </option>
        ))}
      </select>
      <p className="settings-note" id="spoiler-note">
        Holds scores and alerts back, so they do not run ahead of a stream or broadcast you watch.
      </p>
      <label className="settings-check settings-check--spaced">
        <input
          type="checkbox"
          checked={settings.launchAtLogin}
          disabled={saving}
          onChange={(event) => void update({ launchAtLogin: event.target.checked })}
        />
        Start Scoretray when I log in
      </label>
      <SaveError error={error} />
    </SettingsSection>
  );
}
