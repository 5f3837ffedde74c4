// The minute label ("67'", "45+2'") of a running match, worked out from when the current period
// started. Only sports whose clock runs on (football-like) can be read this way; a stopped clock
// (basketball, ice hockey, futsal) would give a wrong minute, so those get null.

import { z } from 'zod';
import type { ClockState, MatchStatus, SportSlug } from '../../../../shared/domain';
import { optionalBoolean, optionalNumber, optionalText } from './primitives';

interface RunningClockSport {
  periodSeconds: number;
  extraPeriodSeconds: number;
}

const RUNNING_CLOCK_SPORTS: Record<string, RunningClockSport> = {
  football: { periodSeconds: 45 * 60, extraPeriodSeconds: 15 * 60 },
  minifootball: { periodSeconds: 25 * 60, extraPeriodSeconds: 5 * 60 },
  bandy: { periodSeconds: 45 * 60, extraPeriodSeconds: 15 * 60 },
  handball: { periodSeconds: 30 * 60, extraPeriodSeconds: 5 * 60 },
};

export const timeObject = z
  .looseObject({
    currentPeriodStartTimestamp: optionalNumber,
    initial: optionalNumber,
    periodLength: optionalNumber,
    overtimeLength: optionalNumber,
    max: optionalNumber,
    played: optionalNumber,
    clockRunning: optionalBoolean,
    clockRunningLastUpdated: optionalText,
  })
  .nullish()
  .catch(null);

/** The time fields the clock reads; every one may be missing. */
export interface TimeFields {
  currentPeriodStartTimestamp?: number | null;
  initial?: number | null;
  periodLength?: number | null;
  overtimeLength?: number | null;
  max?: number | null;
  /** Stopped-clock sports: seconds played in the current period, as of clockRunningLastUpdated. */
  played?: number | null;
  clockRunning?: boolean | null;
  clockRunningLastUpdated?: string | null;
}

type PeriodSlot = { kind: 'regular' | 'extra'; index: 0 | 1 };

function periodSlot(status: MatchStatus): PeriodSlot | null {
  const text = status.text.toLowerCase();
  if (status.code === 6 || /\b(1st|first) half\b/.test(text)) return { kind: 'regular', index: 0 };
  if (status.code === 7 || /\b(2nd|second) half\b/.test(text)) return { kind: 'regular', index: 1 };
  if (status.code === 41 || /\b1st extra\b/.test(text)) return { kind: 'extra', index: 0 };
  if (status.code === 42 || /\b2nd extra\b/.test(text)) return { kind: 'extra', index: 1 };
  return null;
}

export function clockLabel(
  sport: SportSlug,
  status: MatchStatus,
  time: TimeFields | null,
  nowMs: number,
): string | null {
  const rules = RUNNING_CLOCK_SPORTS[sport];
  const startedAt = time?.currentPeriodStartTimestamp;
  if (!rules || status.phase !== 'live' || !time || startedAt === null || startedAt === undefined) {
    return null;
  }
  const slot = periodSlot(status);
  if (!slot) return null;
  const period = time.periodLength ?? rules.periodSeconds;
  const extra = time.overtimeLength ?? rules.extraPeriodSeconds;
  const periodStart =
    time.initial ??
    (slot.kind === 'regular' ? slot.index * period : 2 * period + slot.index * extra);
  const periodEnd = time.max ?? periodStart + (slot.kind === 'regular' ? period : extra);
  const elapsed = Math.floor(nowMs / 1000) - startedAt;
  // A start in the future or days ago means the timestamp is not about this period.
  if (elapsed < 0 || elapsed > 6 * 3600) return null;
  const minute = Math.floor((periodStart + elapsed) / 60) + 1;
  const lastMinute = Math.round(periodEnd / 60);
  return minute > lastMinute ? `${lastMinute}+${minute - lastMinute}'` : `${minute}'`;
}

/** A clock reading older than this is not run on (no period's clock runs an hour). */
const STALE_CLOCK_MS = 3600_000;

/** Sports whose period clock is shown as time left, as their fans read it. */
const COUNTDOWN_SPORTS = new Set(['basketball', 'ice-hockey', 'hockey', 'american-football']);

/**
 * The clock reading the window runs on between updates (shared/match-clock.ts): for running-clock
 * sports the period start and the minutes before it; for stopped-clock sports the seconds played in
 * the period when the service sends them. Null when there is nothing to tell the time by.
 */
export function clockState(
  sport: SportSlug,
  status: MatchStatus,
  time: TimeFields | null,
  nowMs: number,
): ClockState | null {
  if (status.phase !== 'live' || !time) return null;
  const rules = RUNNING_CLOCK_SPORTS[sport];
  if (rules) return runningClock(rules, status, time, nowMs);
  return stoppedClock(sport, time, nowMs);
}

function runningClock(
  rules: RunningClockSport,
  status: MatchStatus,
  time: TimeFields,
  nowMs: number,
): ClockState | null {
  const startedAt = time.currentPeriodStartTimestamp;
  const slot = periodSlot(status);
  if (startedAt === null || startedAt === undefined || !slot) return null;
  const elapsed = Math.floor(nowMs / 1000) - startedAt;
  if (elapsed < 0 || elapsed > 6 * 3600) return null;
  const period = time.periodLength ?? rules.periodSeconds;
  const extra = time.overtimeLength ?? rules.extraPeriodSeconds;
  const periodStart =
    time.initial ??
    (slot.kind === 'regular' ? slot.index * period : 2 * period + slot.index * extra);
  return {
    scope: 'match',
    seconds: periodStart,
    at: startedAt * 1000,
    running: true,
    periodEnd: time.max ?? periodStart + (slot.kind === 'regular' ? period : extra),
    countdown: false,
  };
}

function stoppedClock(sport: SportSlug, time: TimeFields, nowMs: number): ClockState | null {
  const played = time.played;
  if (played === null || played === undefined || played < 0 || played > 6 * 3600) return null;
  const updated = time.clockRunningLastUpdated ? Date.parse(time.clockRunningLastUpdated) : NaN;
  const longAgo = Number.isFinite(updated) && nowMs - updated >= STALE_CLOCK_MS;
  // Running since longer than any period lasts: the time object is no longer updated, and its
  // reading says nothing of where the period stands (taken as now, it held the quota plan sparse).
  if (longAgo && time.clockRunning === true) return null;
  // A reading stamped in the future or long ago is taken as of now, never run on from a wrong time.
  const at = Number.isFinite(updated) && updated <= nowMs && !longAgo ? updated : nowMs;
  return {
    scope: 'period',
    seconds: played,
    at,
    running: time.clockRunning === true,
    periodEnd: time.periodLength ?? null,
    countdown: COUNTDOWN_SPORTS.has(sport),
  };
}
