// When a followed match is expected to be on: the time the quota plan spreads its requests over.
// A match live now runs until its expected end, read from its start and from how many of its
// periods are played; one still to come today runs from a little before its kick-off for as long as
// a match of its sport usually lasts. Figures are typical whole-match times including breaks, on
// the generous side: a plan that expects a match to end too early runs dry before the last minute.

import type { Match, SportSlug } from '../../../shared/domain';
import { denseMsOf } from './alert-moments';
import { periodCount } from './snapshot-diff';

interface SportTime {
  /** Start to final whistle, breaks and usual stoppages included. */
  durationMin: number;
  /** Regular periods (halves, quarters, sets of a typical match). */
  periods: number;
}

const SPORT_TIMES: Record<string, SportTime> = {
  football: { durationMin: 115, periods: 2 },
  futsal: { durationMin: 85, periods: 2 },
  minifootball: { durationMin: 70, periods: 2 },
  handball: { durationMin: 90, periods: 2 },
  basketball: { durationMin: 135, periods: 4 },
  'ice-hockey': { durationMin: 150, periods: 3 },
  hockey: { durationMin: 150, periods: 3 },
  bandy: { durationMin: 115, periods: 2 },
  floorball: { durationMin: 110, periods: 3 },
  volleyball: { durationMin: 120, periods: 4 },
  'beach-volleyball': { durationMin: 60, periods: 3 },
  tennis: { durationMin: 150, periods: 3 },
  badminton: { durationMin: 60, periods: 3 },
  'table-tennis': { durationMin: 45, periods: 4 },
  esports: { durationMin: 150, periods: 3 },
  cycling: { durationMin: 300, periods: 1 },
  'american-football': { durationMin: 195, periods: 4 },
  baseball: { durationMin: 190, periods: 9 },
  rugby: { durationMin: 100, periods: 2 },
  'aussie-rules': { durationMin: 150, periods: 4 },
  'water-polo': { durationMin: 70, periods: 4 },
  darts: { durationMin: 120, periods: 5 },
  snooker: { durationMin: 200, periods: 9 },
  cricket: { durationMin: 480, periods: 2 },
  motorsport: { durationMin: 120, periods: 1 },
  mma: { durationMin: 60, periods: 3 },
};

/** A sport nobody listed: long enough not to run dry, short enough not to starve the others. */
const UNKNOWN_SPORT: SportTime = { durationMin: 150, periods: 2 };
/** A match past its expected end is still watched until its end is confirmed. */
const OVERTIME_ALLOWANCE_MS = 15 * 60_000;
/**
 * Matches run over their usual length more often than under it (stoppages, a deciding set): a
 * plan that kept nothing for that would slow down most at the end of the day's last match.
 */
const OVERRUN_MARGIN_MS = 10 * 60_000;

export function matchDurationMs(sport: SportSlug): number {
  return (SPORT_TIMES[sport] ?? UNKNOWN_SPORT).durationMin * 60_000;
}

/** When a match that is on now is expected to end (epoch ms), never before a short while from now. */
export function expectedEnd(match: Match, now: number): number {
  const time = SPORT_TIMES[match.sport] ?? UNKNOWN_SPORT;
  const duration = time.durationMin * 60_000;
  const floor = now + OVERTIME_ALLOWANCE_MS;
  // The periods played say more than the clock: a late kick-off or a long break moves the end.
  const played = periodCount(match);
  if (played > 0) {
    const left = Math.max(0, time.periods - played) + currentPeriodLeft(match, 0.5);
    return Math.max(floor, now + (duration * left) / time.periods);
  }
  if (match.startTimestamp !== null) {
    return Math.max(floor, match.startTimestamp * 1000 + duration + OVERRUN_MARGIN_MS);
  }
  return Math.max(floor, now + duration);
}

/**
 * The latest a match on now can be expected to end: as `expectedEnd`, but with the period under
 * way counted whole unless its clock says how much of it is left. Time between moments is only
 * made fresher with requests that are left over even if the match runs that long (poll-plan.ts).
 */
export function latestEnd(match: Match, now: number): number {
  const time = SPORT_TIMES[match.sport] ?? UNKNOWN_SPORT;
  const played = periodCount(match);
  if (played === 0) return expectedEnd(match, now);
  const left = Math.max(0, time.periods - played) + currentPeriodLeft(match, 1);
  const duration = time.durationMin * 60_000;
  return Math.max(
    expectedEnd(match, now),
    now + (duration * left) / time.periods + OVERRUN_MARGIN_MS,
  );
}

/**
 * The share of the period under way still to play: from a period clock that knows where the period
 * ends (time played against its length), else `unknown` (half on average, all of it at the latest).
 */
function currentPeriodLeft(match: Match, unknown: number): number {
  const clock = match.clockState;
  if (!clock || clock.scope !== 'period' || !clock.periodEnd || clock.periodEnd <= 0) {
    return unknown;
  }
  return Math.min(1, Math.max(0, (clock.periodEnd - clock.seconds) / clock.periodEnd));
}

/** A span of time during which one sport has a followed match on (epoch ms, end exclusive). */
export interface BusySpan {
  sport: SportSlug;
  start: number;
  end: number;
  /**
   * How much of the span is expected to be polled densely (alert-moments.ts); the rest is polled
   * between moments. Absent: all of it (nothing is known to foresee its alerts by).
   */
  denseMs?: number;
  /** For a match on now, the latest it can be expected to end (`latestEnd`); else `end`. */
  lateEnd?: number;
}

/** Busy time of one lane (a sport, or the sports of a shared request) and its dense part, ms. */
export interface LaneTime {
  busyMs: number;
  denseMs: number;
}

/**
 * The time (ms) summed over sports that each sport is busy between `from` and `until`: one poller
 * per sport, so two overlapping matches of one sport cost once, matches of two sports twice.
 */
export function busyTime(spans: readonly BusySpan[], from: number, until: number): number {
  const bySport = new Map<SportSlug, BusySpan[]>();
  for (const span of spans) {
    const start = Math.max(from, span.start);
    const end = Math.min(until, span.end);
    if (end <= start) continue;
    const list = bySport.get(span.sport) ?? [];
    list.push({ sport: span.sport, start, end });
    bySport.set(span.sport, list);
  }
  let total = 0;
  for (const list of bySport.values()) {
    list.sort((a, b) => a.start - b.start);
    let coveredUntil = -Infinity;
    for (const span of list) {
      const start = Math.max(span.start, coveredUntil);
      if (span.end > start) total += span.end - start;
      coveredUntil = Math.max(coveredUntil, span.end);
    }
  }
  return total;
}

/**
 * Per lane (a sport, or several sharing one request), the time it is busy between `from` and
 * `until` (overlaps once) and how much of that is dense: the spans' dense parts, each cut to the
 * share of its span inside the time, summed and never more than the busy time. Summing overlapping
 * dense parts counts them twice: a plan that expects more dense polling than comes keeps requests
 * over, never runs dry.
 */
export function laneTimes(
  spans: readonly BusySpan[],
  from: number,
  until: number,
): Map<SportSlug, LaneTime> {
  const lanes = new Map<SportSlug, LaneTime>();
  for (const span of spans) {
    const inside = Math.min(until, span.end) - Math.max(from, span.start);
    if (inside <= 0) continue;
    const length = span.end - span.start;
    const dense = span.denseMs === undefined ? inside : (span.denseMs * inside) / length;
    const lane = lanes.get(span.sport) ?? { busyMs: 0, denseMs: 0 };
    lane.denseMs += dense;
    lanes.set(span.sport, lane);
  }
  for (const [sport, lane] of lanes) {
    lane.busyMs = busyTime(
      spans.filter((span) => span.sport === sport),
      from,
      until,
    );
    lane.denseMs = Math.min(lane.busyMs, lane.denseMs);
  }
  return lanes;
}

export interface SpanWindow {
  /** Polling starts this long before a kick-off. */
  leadMs: number;
  /** A match not seen live this long after its start time is no longer expected. */
  lateMs: number;
}

/**
 * When each followed match known here is expected to be on, from `now` on: live ones until their
 * expected end, ones still to come from a little before kick-off for a match's length.
 */
export function followedSpans(
  matches: readonly Match[],
  isFollowed: (match: Match) => boolean,
  now: number,
  window: SpanWindow,
): BusySpan[] {
  const spans: BusySpan[] = [];
  for (const match of matches) {
    if (!isFollowed(match)) continue;
    const phase = match.status.phase;
    if (phase === 'live' || phase === 'paused' || phase === 'interrupted') {
      const span = { start: now, end: expectedEnd(match, now) };
      spans.push({
        sport: match.sport,
        ...span,
        denseMs: denseMsOf(match, span, periodsLeft(match)),
        lateEnd: latestEnd(match, now),
      });
      continue;
    }
    if (phase !== 'scheduled' && phase !== 'unknown') continue;
    if (match.startTimestamp === null) {
      if (phase === 'unknown') {
        spans.push({ sport: match.sport, start: now, end: now + matchDurationMs(match.sport) });
      }
      continue;
    }
    const start = match.startTimestamp * 1000;
    if (start + window.lateMs < now) continue;
    const end = Math.max(
      start + matchDurationMs(match.sport) + OVERRUN_MARGIN_MS,
      now + OVERTIME_ALLOWANCE_MS,
    );
    const span = { start: Math.max(now, start - window.leadMs), end };
    spans.push({
      sport: match.sport,
      ...span,
      denseMs: denseMsOf(match, span, periodsLeft(match)),
    });
  }
  return spans;
}

/** Regular periods (sets of a typical match) still to end: each is a moment to poll densely for. */
function periodsLeft(match: Match): number {
  const time = SPORT_TIMES[match.sport] ?? UNKNOWN_SPORT;
  return Math.max(1, time.periods - periodCount(match));
}
