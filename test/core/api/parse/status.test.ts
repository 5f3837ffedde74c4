import { describe, expect, it } from 'vitest';
import { statusOf } from '../../../../electron/core/api/parse/status';

const phase = (type: string | null, text: string | null, code: number | null) =>
  statusOf({ type, text, code }).phase;

describe('status phase', () => {
  it.each([
    ['notstarted', 'Not started', 0, 'scheduled'],
    ['inprogress', '1st half', 6, 'live'],
    ['inprogress', 'Halftime', 31, 'paused'],
    ['inprogress', 'Pause', 30, 'paused'],
    ['inprogress', 'Break', 1000, 'paused'],
    ['inprogress', 'Penalties', 50, 'live'],
    ['finished', 'AP', 120, 'finished'],
    ['postponed', 'Postponed', 60, 'postponed'],
    ['canceled', 'Canceled', 70, 'cancelled'],
    ['cancelled', 'Cancelled', 70, 'cancelled'],
    // Real answers: an interrupted football match; the scraper's cricket "End of day 1".
    ['interrupted', 'Interrupted', 80, 'interrupted'],
    ['willcontinue', 'End of day 1', null, 'paused'],
    ['finished', 'Walkover', 91, 'finished'],
    ['finished', 'Retired', 92, 'finished'],
    // A type nobody listed: its words or code still tell; with neither, unknown (shown by its text).
    ['somethingnew', '1st half', 6, 'live'],
    ['somethingnew', 'Suspended', null, 'interrupted'],
    ['somethingnew', 'Golden point', null, 'unknown'],
  ])('type %s (%s, %s) is %s', (type, text, code, expected) => {
    expect(phase(type, text, code)).toBe(expected);
  });

  it.each([
    ['Not started', 0, 'scheduled'],
    ['1st quarter', 13, 'live'],
    ['4th quarter', 16, 'live'],
    ['Overtime', 40, 'live'],
    ['Pause', 30, 'paused'],
    ['Halftime', 31, 'paused'],
    ['Ended', 100, 'finished'],
    ['AOT', 110, 'finished'],
    ['Postponed', 60, 'postponed'],
  ])('basketball text "%s" with code %s is %s', (text, code, expected) => {
    expect(phase(null, text, code)).toBe(expected);
  });

  it('without words, the code decides; without both, the phase is unknown', () => {
    expect(phase(null, null, 14)).toBe('live');
    expect(phase(null, '', 100)).toBe('finished');
    expect(phase(null, 'Gremlins', 14)).toBe('live');
    expect(phase(null, 'Gremlins', 555)).toBe('unknown');
    expect(phase(null, null, null)).toBe('unknown');
  });

  it('"Final set" is still being played, "Final" alone is over', () => {
    expect(phase(null, 'Final set', null)).toBe('unknown');
    expect(phase(null, 'Final', null)).toBe('finished');
  });

  it('keeps the service words and code as they came', () => {
    expect(statusOf({ type: 'inprogress', text: ' 2nd half ', code: 7 })).toEqual({
      phase: 'live',
      text: '2nd half',
      code: 7,
    });
  });
});
