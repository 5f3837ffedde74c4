// Reading the quota headers. X-RateLimit-Reset's format is not shown in the interface ("reset time,
// UTC"), so every plausible form is accepted: epoch seconds, epoch milliseconds, seconds from now,
// an ISO date or an HTTP date. When it is absent or unreadable, the documented daily reset applies:
// the next midnight UTC.

import { nextUtcMidnight } from '../../../shared/utc-day';

/** Below this a bare number cannot be an epoch (1e9 s is 2001), so it is a delay in seconds. */
const EPOCH_SECONDS_FLOOR = 1e9;
/** Above this a bare number is epoch milliseconds (1e12 ms is 2001). */
const EPOCH_MS_FLOOR = 1e12;
/** A reset that already passed or lies absurdly far ahead is not trusted as given. */
const SHORT_PAUSE_MS = 60_000;

export type HeaderValue = string | string[] | undefined;

function firstValue(value: HeaderValue): string | null {
  const text = Array.isArray(value) ? value[0] : value;
  const trimmed = text?.trim();
  return trimmed ? trimmed : null;
}

/** A non-negative whole number header (limit, remaining), or null. */
export function readCount(value: HeaderValue): number | null {
  const text = firstValue(value);
  if (text === null || !/^\d+$/.test(text)) return null;
  const count = Number(text);
  return Number.isSafeInteger(count) ? count : null;
}

/** The instant (epoch ms) a reset header names, or null when it names none. */
export function readResetTime(value: HeaderValue, now: number): number | null {
  const text = firstValue(value);
  if (text === null) return null;
  if (/^\d+(\.\d+)?$/.test(text)) {
    const number = Number(text);
    if (number >= EPOCH_MS_FLOOR) return Math.round(number);
    if (number >= EPOCH_SECONDS_FLOOR) return Math.round(number * 1000);
    return now + Math.round(number * 1000);
  }
  const parsed = Date.parse(text);
  return Number.isNaN(parsed) ? null : parsed;
}

/**
 * When sending may start again after a 429: the reset header, else Retry-After, else next midnight
 * UTC. A reset in the past becomes a short pause (one look a minute or two, never a tight loop); one
 * beyond the next midnight UTC is capped there, since the quota is a daily one (years ahead would
 * silence the app for good).
 */
export function quotaResetAt(
  reset: HeaderValue,
  retryAfter: HeaderValue,
  now: number,
  running: number | null = null,
): number {
  const named = readResetTime(reset, now) ?? readResetTime(retryAfter, now);
  if (named === null) return nextUtcMidnight(now);
  if (named <= now) {
    // A pause already running is kept: the looks refused together (one per followed sport) name
    // one pause, and the user is told it once, also when they straddle a whole minute.
    if (running !== null && running > now) return running;
    return Math.ceil((now + SHORT_PAUSE_MS) / SHORT_PAUSE_MS) * SHORT_PAUSE_MS;
  }
  return Math.min(named, Math.max(nextUtcMidnight(now), now + SHORT_PAUSE_MS));
}
