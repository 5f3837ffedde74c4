import { describe, expect, it } from 'vitest';
import {
  agoLabel,
  calendarDayOffset,
  kickoffLabel,
  timeOfDay,
} from '../../renderer/src/format/time';

const BERLIN = { locale: 'en-GB', timeZone: 'Europe/Berlin' };
const NEW_YORK = { locale: 'en-US', timeZone: 'America/New_York' };
// Saturday 21 November 2026, 22:30 UTC (23:30 in Berlin, 17:30 in New York).
const NOW = Date.UTC(2026, 10, 21, 22, 30);

describe('times in the user locale and zone', () => {
  it('writes a time of day as the locale does', () => {
    expect(timeOfDay(NOW, BERLIN)).toBe('23:30');
    expect(timeOfDay(NOW, NEW_YORK)).toBe('5:30 PM');
  });

  it('counts calendar days in the user zone, not in UTC', () => {
    const fortyMinutesLater = NOW + 40 * 60_000; // 00:10 in Berlin: tomorrow there, today in New York
    expect(calendarDayOffset(fortyMinutesLater, NOW, BERLIN.timeZone)).toBe(1);
    expect(calendarDayOffset(fortyMinutesLater, NOW, NEW_YORK.timeZone)).toBe(0);
  });

  it('says today and tomorrow in words, a weekday and date further out', () => {
    expect(kickoffLabel(NOW + 10 * 60_000, NOW, BERLIN)).toBe('Today, 23:40');
    expect(kickoffLabel(NOW + 3 * 3_600_000, NOW, BERLIN)).toBe('Tomorrow, 02:30');
    expect(kickoffLabel(NOW + 3 * 86_400_000, NOW, BERLIN)).toBe('Tue 24 Nov, 23:30');
    expect(kickoffLabel(NOW - 20 * 3_600_000, NOW, BERLIN)).toBe('Today, 03:30');
    expect(kickoffLabel(NOW - 26 * 3_600_000, NOW, BERLIN)).toBe('Yesterday, 21:30');
  });

  it('says how long ago something was', () => {
    expect(agoLabel(NOW - 10_000, NOW, BERLIN)).toBe('now');
    expect(agoLabel(NOW - 3 * 60_000, NOW, BERLIN)).toBe('3 minutes ago');
    expect(agoLabel(NOW - 2 * 3_600_000, NOW, BERLIN)).toBe('2 hours ago');
    expect(agoLabel(NOW + 60_000, NOW, BERLIN)).toBe('now');
  });
});
