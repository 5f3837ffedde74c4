// The minute label ("67'", "45+2'") of a running match, worked out from when the current period
// started. Only sports whose clock runs on (football-like) can be read this way; a stopped clock
// (basketball, ice hockey, futsal) would give a wrong minute, so those get null.

import { z } from 'zod';
import type { ClockState, MatchStatus, SportSlug } from '../../../../shared/domain';
import { periodOf } from '../../../../shared/match-clock';
import { sportInfo } from '../../../../shared/sports';
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
    totalPeriodCount: optionalNumber,
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
  /**
   * Stopped-clock sports: seconds played in the whole match so far (all periods before the current
   * one included), as of clockRunningLastUpdated. A basketball game in its 3rd quarter reads 1771
   * with periodLength 600: 571 s into Q3, 29 s left; finished games read 4 x 600.
   */
  played?: number | null;
  /** Regular periods of the match (4 quarters, 3 periods); overtime periods come after them. */
  totalPeriodCount?: number | null;
  clockRunning?: boolean | null;
  clockRunningLastUpdated?: string | null;
}

type PeriodSlot = Readonly<{ kind: 'regular' | 'extra'; index: 0 | 1 }>;

/**
 * The slot of each status read: a running match's clock is worked out again at every look for every
 * live event (known-events.ts), with the same status object while the event is unchanged.
 */
const slots = new WeakMap<MatchStatus, PeriodSlot | null>();

function periodSlot(status: MatchStatus): PeriodSlot | null {
  let slot = slots.get(status);
  if (slot === undefined) {
    slot = slotOf(status);
    slots.set(status, slot);
  }
  return slot;
}

function slotOf(status: MatchStatus): PeriodSlot | null {
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
  return stoppedClock(sport, status, time, nowMs);
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

function stoppedClock(
  sport: SportSlug,
  status: MatchStatus,
  time: TimeFields,
  nowMs: number,
): ClockState | null {
  const played = time.played;
  if (played === null || played === undefined || played < 0 || played > 6 * 3600) return null;
  const updated = time.clockRunningLastUpdated ? Date.parse(time.clockRunningLastUpdated) : NaN;
  const longAgo = Number.isFinite(updated) && nowMs - updated >= STALE_CLOCK_MS;
  // Running since longer than any period lasts: the time object is no longer updated, and its
  // reading says nothing of where the period stands (taken as now, it held the quota plan sparse).
  if (longAgo && time.clockRunning === true) return null;
  const period = currentPeriod(sport, status, played, time);
  if (!period) return null;
  // A reading stamped in the future or long ago is taken as of now, never run on from a wrong time.
  const at = Number.isFinite(updated) && updated <= nowMs && !longAgo ? updated : nowMs;
  return {
    scope: 'period',
    seconds: Math.min(period.length, Math.max(0, played - period.start)),
    at,
    running: time.clockRunning === true,
    periodEnd: period.length,
    countdown: COUNTDOWN_SPORTS.has(sport),
  };
}

/** Where the period under way starts in the whole match's seconds, and how long it is. */
interface PeriodSpan {
  start: number;
  length: number;
}

const OVERTIME_TEXT = /overtime|extra|^ot\s*\d*$/;

/**
 * The period under way: the one the status names ("3rd quarter", "2nd overtime") where it names
 * one, else the one the seconds played fall in. Without the period's length the whole-match
 * seconds cannot be split into periods, and there is no clock to show.
 */
function currentPeriod(
  sport: SportSlug,
  status: MatchStatus,
  played: number,
  time: TimeFields,
): PeriodSpan | null {
  const length = time.periodLength;
  if (!length || length <= 0) return null;
  const regular = wholeCount(time.totalPeriodCount) ?? sportInfo(sport).regularPeriods;
  const overtime = time.overtimeLength && time.overtimeLength > 0 ? time.overtimeLength : length;
  const regularEnd = regular === null ? null : regular * length;
  const text = status.text.trim().toLowerCase();
  const overtimeN = (n: number): PeriodSpan | null =>
    regularEnd === null ? null : { start: regularEnd + (n - 1) * overtime, length: overtime };
  if (OVERTIME_TEXT.test(text)) {
    const named = /(\d+)/.exec(text);
    const n = named
      ? Number(named[1])
      : regularEnd === null
        ? 1
        : overtimeAt(played, regularEnd, overtime);
    return overtimeN(Math.max(1, n));
  }
  const named = periodOf({ sport, status });
  if (named && named.kind !== 'set' && named.kind !== 'map' && named.kind !== 'inning') {
    if (regular !== null && named.n > regular) return overtimeN(named.n - regular);
    return { start: (named.n - 1) * length, length };
  }
  if (regularEnd !== null && played >= regularEnd) {
    // Exactly at the regular end with the clock stopped is the end of the last period, not overtime.
    if (played === regularEnd) return { start: regularEnd - length, length };
    return overtimeN(overtimeAt(played, regularEnd, overtime));
  }
  return { start: Math.floor(played / length) * length, length };
}

function overtimeAt(played: number, regularEnd: number, overtime: number): number {
  return Math.max(1, Math.ceil((played - regularEnd) / overtime));
}

function wholeCount(value: number | null | undefined): number | null {
  return value !== null && value !== undefined && Number.isInteger(value) && value > 0 && value < 20
    ? value
    : null;
}
