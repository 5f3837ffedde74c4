import { describe, expect, it } from 'vitest';
import {
  quotaResetAt,
  readCount,
  readResetTime,
} from '../../../electron/core/api/rate-limit-headers';
import { nextUtcMidnight } from '../../../shared/utc-day';

const NOW = Date.UTC(2026, 8, 29, 15, 30, 0);
const IN_AN_HOUR = NOW + 3_600_000;

describe('X-RateLimit-Reset', () => {
  it.each([
    ['epoch seconds', String(IN_AN_HOUR / 1000)],
    ['epoch milliseconds', String(IN_AN_HOUR)],
    ['seconds from now', '3600'],
    ['an ISO date', new Date(IN_AN_HOUR).toISOString()],
    ['an HTTP date', new Date(IN_AN_HOUR).toUTCString()],
    ['a list of values', [String(IN_AN_HOUR / 1000), 'junk']],
  ])('is read as %s', (_form, header) => {
    expect(readResetTime(header, NOW)).toBe(IN_AN_HOUR);
  });

  it('junk names no time', () => {
    expect(readResetTime('soon', NOW)).toBeNull();
    expect(readResetTime('', NOW)).toBeNull();
    expect(readResetTime(undefined, NOW)).toBeNull();
  });

  it('absent, the next midnight UTC applies (the documented daily reset)', () => {
    expect(quotaResetAt(undefined, undefined, NOW)).toBe(Date.UTC(2026, 8, 30));
    expect(quotaResetAt('garbage', undefined, NOW)).toBe(Date.UTC(2026, 8, 30));
    expect(nextUtcMidnight(Date.UTC(2026, 8, 29))).toBe(Date.UTC(2026, 8, 30));
  });

  it('Retry-After is used when the reset header is missing', () => {
    expect(quotaResetAt(undefined, '120', NOW)).toBe(NOW + 120_000);
  });

  it('a reset in the past is a short pause, not a free pass nor a day-long block', () => {
    const at = quotaResetAt(String((NOW - 10_000) / 1000), undefined, NOW);
    expect(at).toBeGreaterThan(NOW);
    expect(at).toBeLessThanOrEqual(NOW + 5 * 60_000);
    // The answers of one look, a few milliseconds apart, name the same pause.
    const first = quotaResetAt('0', undefined, NOW + 1_000);
    expect(quotaResetAt('0', undefined, NOW + 1_007)).toBe(first);
  });

  it('a reset in the past keeps the pause already running, also across a whole minute', () => {
    // Two looks refused 20 ms apart on either side of 15:30:00 named 15:31 and 15:32: two status
    // lines for one pause (stand-in-quota.test failed so in a fresh clone under load).
    const first = quotaResetAt('0', undefined, NOW - 10);
    expect(quotaResetAt('0', undefined, NOW + 10, first)).toBe(first);
    // Once it has passed, a new refusal names a new pause.
    expect(quotaResetAt('0', undefined, first + 5, first)).toBeGreaterThan(first);
  });

  it('a reset weeks or years away is capped at the next midnight UTC: the quota is a daily one', () => {
    const midnight = (Math.floor(NOW / 86_400_000) + 1) * 86_400_000;
    expect(quotaResetAt(String(NOW + 30 * 86_400_000), undefined, NOW)).toBe(midnight);
    expect(quotaResetAt('2093-01-01T00:00:00Z', undefined, NOW)).toBe(midnight);
  });
});

describe('X-RateLimit-Limit and -Remaining', () => {
  it('whole numbers are read, anything else is not', () => {
    expect(readCount('1000')).toBe(1000);
    expect(readCount(' 7 ')).toBe(7);
    expect(readCount('-1')).toBeNull();
    expect(readCount('1e3')).toBeNull();
    expect(readCount(undefined)).toBeNull();
  });
});
