import { describe, expect, it } from 'vitest';
import { defaultSettings, settingsPatchSchema, settingsSchema } from '../../shared/settings';

describe('settings schema', () => {
  it('fills every default for an empty document', () => {
    const settings = settingsSchema.parse({});
    expect(settings.follows).toEqual([]);
    expect(settings.quietHours.mode).toBe('summarise');
    expect(settings.spoilerDelaySeconds).toBe(0);
  });

  it('keeps a patch to the keys it names, so one change never resets the others', () => {
    expect(settingsPatchSchema.parse({ launchAtLogin: true })).toEqual({ launchAtLogin: true });
  });

  it('rejects unknown keys and out-of-range values in a patch', () => {
    expect(settingsPatchSchema.safeParse({ apiKey: 'x' }).success).toBe(false);
    expect(settingsPatchSchema.safeParse({ spoilerDelaySeconds: -5 }).success).toBe(false);
    expect(settingsPatchSchema.safeParse({ quietHours: { start: '25:00' } }).success).toBe(false);
  });

  it('fills defaults inside a nested object that a patch replaces', () => {
    const patch = settingsPatchSchema.parse({ quietHours: { enabled: true } });
    expect(patch.quietHours).toEqual({ ...defaultSettings().quietHours, enabled: true });
  });
});
