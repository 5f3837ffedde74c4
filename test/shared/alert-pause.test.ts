// "Until tomorrow" pauses alerts through the night to the next 07:00 local time, whatever the hour
// the fan chooses it: late in the evening, or after midnight before going to bed.

import { describe, expect, it } from 'vitest';
import { minutesUntilTomorrowMorning, pausedUntil } from '../../shared/alert-pause';

/** Local wall time on 28 November 2026 (the test runs in the machine's own zone). */
const at = (hours: number, minutes = 0, day = 28) =>
  new Date(2026, 10, day, hours, minutes).getTime();

describe('pause until tomorrow', () => {
  it('at 23:00 lasts until 07:00 the next day', () => {
    expect(pausedUntil('tomorrow', at(23))).toBe(at(7, 0, 29));
    expect(minutesUntilTomorrowMorning(at(23))).toBe(8 * 60);
  });

  it('after midnight lasts until the same morning’s 07:00, not a day and a night', () => {
    expect(pausedUntil('tomorrow', at(2, 45))).toBe(at(7));
    expect(minutesUntilTomorrowMorning(at(0, 10))).toBe(6 * 60 + 50);
  });

  it('at 07:00 and after it lasts until 07:00 the next day', () => {
    expect(pausedUntil('tomorrow', at(7))).toBe(at(7, 0, 29));
    expect(pausedUntil('tomorrow', at(12, 30))).toBe(at(7, 0, 29));
  });

  it('an hour is an hour, and "until resumed" has no end', () => {
    expect(pausedUntil('1h', at(12))).toBe(at(13));
    expect(pausedUntil('resumed', at(12))).toBeGreaterThan(at(12) + 365 * 24 * 3_600_000);
  });
});
