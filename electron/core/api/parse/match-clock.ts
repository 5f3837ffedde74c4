// The minute label ("67'", "45+2'") of a running match, worked out from when the current period
// started. Only sports whose clock runs on (football-like) can be read this way; a stopped clock
// (basketball, ice hockey, futsal) would give a wrong minute, so those get null.

import { z } from 'zod';
import type { MatchStatus, SportSlug } from '../../../../shared/domain';
import { optionalNumber } from './primitives';

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
