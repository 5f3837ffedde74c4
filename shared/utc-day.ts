// The service's day is the UTC day: its quota resets at midnight UTC and its schedule endpoint takes
// a calendar date, so UTC dates are the ones that line up with it. Used by the engine (quota,
// fixtures) and the window (quota meter) alike.

const DAY_MS = 86_400_000;

/** The calendar date (YYYY-MM-DD) of a moment, in UTC. */
export function utcDate(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10);
}

export function utcDatePlusDays(epochMs: number, days: number): string {
  return utcDate(epochMs + days * DAY_MS);
}

/** Midnight UTC after a moment: when the service resets quotas if it does not say otherwise. */
export function nextUtcMidnight(epochMs: number): number {
  return (Math.floor(epochMs / DAY_MS) + 1) * DAY_MS;
}

/** Days since the epoch, in UTC: two moments of the same service day share it. */
export function utcDayOf(epochMs: number): number {
  return Math.floor(epochMs / DAY_MS);
}
