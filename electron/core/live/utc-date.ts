// The service's schedule endpoint takes a calendar date; the quota resets at midnight UTC, so UTC
// dates are the ones that line up with the service's day.

const DAY_MS = 86_400_000;

export function utcDate(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10);
}

export function utcDatePlusDays(epochMs: number, days: number): string {
  return utcDate(epochMs + days * DAY_MS);
}

export function nextUtcMidnight(epochMs: number): number {
  return (Math.floor(epochMs / DAY_MS) + 1) * DAY_MS;
}
