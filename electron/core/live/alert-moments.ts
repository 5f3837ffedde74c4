// When the next alert of a followed match can come, from what the last answer said of it. Sports
// told by goals can alert at any second; the others alert only at moments (DESIGN.md "What counts
// as an alert": kick-off, the end of a period, set or game, full time), and those can be foreseen:
// - kick-off: the fixture list's start time;
// - the end of a timed period: the clock cannot run faster than real time, so the period cannot
//   end before the clock's reading plus the time left on it;
// - the end of a set or game: the score says how many points are still needed at the least, and a
//   point takes some seconds to play.
// The quota plan polls such a sport densely once its earliest moment has come, and sparsely before
// it (poll-plan.ts). Whatever cannot be foreseen (baseball's runs, esports maps, overtime that a goal
// can end, a sport we do not know) is treated as "any second now".

import type { Match, SportSlug } from '../../../shared/domain';
import { progressOf } from '../../../shared/match-progress';
import { isKnownSport, sportInfo } from '../../../shared/sports';

/** Polling turns dense this long before a scheduled start (a kick-off on time is then seen at once). */
export const KICKOFF_LEAD_MS = 60_000;
/**
 * A match not seen live this long after its start time is polled sparsely until it is: waiting
 * densely through a long delay (rain, a late previous match on court) would eat the day's quota.
 */
export const KICKOFF_LATE_CAP_MS = 20 * 60_000;
/**
 * What the polls near one moment typically cost, as time at the dense interval, for the budget:
 * a kick-off from a minute before to a few minutes late; a period's end, which the clock foretells
 * to the second (a few polls as its last minute runs out); a set's end, which the score foretells
 * only point by point through the set's last games (5-4, 5-5, a tie-break).
 */
export const KICKOFF_WINDOW_MS = 4 * 60_000;
export const PERIOD_WINDOW_MS = 60_000;
export const SET_WINDOW_MS = 5 * 60_000;
/**
 * In a break of a timed sport the clock is not sent: the next period end is at least this far
 * (overtime periods are the shortest: 5 minutes in basketball and handball).
 */
const BREAK_FLOOR_MS = 5 * 60_000;

interface SetRule {
  /** Points (games in tennis) that win a set, and in the deciding set when it differs. */
  target: number;
  decidingTarget?: number;
  decidingSet?: number;
  /** A set is won at this many points whatever the lead (badminton's 30). */
  cap?: number;
  /** The shortest time one point takes, serve to serve: the least time between two steps. */
  pointMs: number;
}

/**
 * Set sports whose set ends the score foretells. `pointMs` is a short end of the time from one
 * point to the next (tennis: the 25-second serve clock, often not used up; rally sports' quick
 * exchanges), never the average: a set must not end before the engine looks.
 */
const SET_RULES: Record<string, SetRule> = {
  tennis: { target: 6, pointMs: 15_000 },
  volleyball: { target: 25, decidingTarget: 15, decidingSet: 5, pointMs: 8_000 },
  'beach-volleyball': { target: 21, decidingTarget: 15, decidingSet: 3, pointMs: 8_000 },
  badminton: { target: 21, cap: 30, pointMs: 6_000 },
  'table-tennis': { target: 11, pointMs: 5_000 },
};

/** Whether a sport's alerts come only at moments the engine can foresee from its state. */
export function momentSport(sport: SportSlug): boolean {
  // A sport we do not know may score in any way: nothing of its form can be foreseen.
  if (!isKnownSport(sport)) return false;
  const info = sportInfo(sport);
  if (info.goalAlerts || info.periodAlerts !== 'each') return false;
  return info.form === 'goals' || SET_RULES[sport] !== undefined;
}

/**
 * The earliest time (epoch ms) an alert of this followed match can come, given its state as the
 * answer read at `seenAt` showed it. At or before now: it can come any second (poll densely).
 * Infinity: nothing foreseeable is left (a match still not begun past the late cap): poll sparsely.
 */
export function nextMomentAt(match: Match, seenAt: number): number {
  const phase = match.status.phase;
  if (phase === 'scheduled' || phase === 'unknown') {
    if (match.startTimestamp === null) return seenAt;
    const start = match.startTimestamp * 1000;
    // A status we cannot read may be a match under way (the live list shows it so): the late
    // cap is for a match the service says has not begun, not for one it may be playing.
    if (phase === 'unknown' && seenAt >= start - KICKOFF_LEAD_MS) return seenAt;
    return seenAt > start + KICKOFF_LATE_CAP_MS ? Infinity : start - KICKOFF_LEAD_MS;
  }
  if (phase !== 'live' && phase !== 'paused' && phase !== 'interrupted') return Infinity;
  // Stopped where no break was due: it goes on when it goes on, and then a period has to run first.
  if (phase === 'interrupted') return seenAt + BREAK_FLOOR_MS;
  if (!momentSport(match.sport)) return seenAt;
  const progress = progressOf(match);
  // Overtime can end with any goal (sudden death), a shoot-out with any kick.
  if (progress.extra !== null) return seenAt;
  const rule = SET_RULES[match.sport];
  if (rule) {
    // No set scores at all (the shared scores list carries the sets won only): the set under way
    // may be at set point, so nothing is foreseen. A break between sets waits for a whole set.
    if (phase === 'live' && !setScoresSent(match)) return seenAt;
    return seenAt + (pointsToSetEnd(match, rule) - 1) * rule.pointMs;
  }
  if (pastRegularTime(match, progress.current)) return seenAt;
  if (phase === 'paused') return seenAt + BREAK_FLOOR_MS;
  const clock = match.clockState;
  if (!clock || clock.periodEnd === null) return seenAt;
  // The clock reads `seconds` at `at`; even running without a stop it reaches the end no sooner.
  return clock.at + Math.max(0, clock.periodEnd - clock.seconds) * 1000;
}

/**
 * A timed sport's overtime the status does not spell out: a period beyond its regular ones, or a code of the
 * overtime range (40-50, as the phase is read). Its clock cannot be trusted to foretell the end:
 * it carries the regular period's length (basketball's 600 s, not the 300 s of an overtime).
 */
function pastRegularTime(match: Match, current: number | null): boolean {
  const code = match.status.code;
  if (code !== null && code >= 40 && code <= 50) return true;
  const regular = sportInfo(match.sport).regularPeriods;
  return current !== null && regular !== null && current > regular;
}

/**
 * The fewest points after which the set under way can be over (at least 1). In tennis the points
 * of this game, then 4 a game for the games still needed; a tie-break counts its own points.
 */
function pointsToSetEnd(match: Match, rule: SetRule): number {
  const progress = progressOf(match);
  const set = progress.current ?? progress.played + 1;
  const score = progress.current !== null ? progress.periods[set - 1] : undefined;
  const home = score?.home ?? 0;
  const away = score?.away ?? 0;
  const target = set === rule.decidingSet ? (rule.decidingTarget ?? rule.target) : rule.target;
  if (match.sport !== 'tennis') {
    return Math.max(
      1,
      Math.min(needed(home, away, target, rule.cap), needed(away, home, target, rule.cap)),
    );
  }
  const points = progress.points;
  if (home === 6 && away === 6) {
    // A tie-break: its points are counted, first to 7 by two. Without them it may be at set point.
    if (!points) return 1;
    const mine = Number(points?.home ?? 0) || 0;
    const theirs = Number(points?.away ?? 0) || 0;
    return Math.max(1, Math.min(needed(mine, theirs, 7), needed(theirs, mine, 7)));
  }
  const game = (mine: string | null | undefined, theirs: string | null | undefined) =>
    points ? needed(callPoints(mine), callPoints(theirs), 4) : 1;
  const viaHome = game(points?.home, points?.away) + 4 * (gamesToSet(home, away, target) - 1);
  const viaAway = game(points?.away, points?.home) + 4 * (gamesToSet(away, home, target) - 1);
  return Math.max(1, Math.min(viaHome, viaAway));
}

function setScoresSent(match: Match): boolean {
  return match.homeScore.periods.length > 0 || match.awayScore.periods.length > 0;
}

/** Steps one side needs to win first to `target` by two (or to `cap`) from `mine` to `theirs`. */
function needed(mine: number, theirs: number, target: number, cap?: number): number {
  const plain = Math.max(target - mine, theirs + 2 - mine, 1);
  return cap !== undefined ? Math.min(plain, Math.max(1, cap - mine)) : plain;
}

/** Games one side needs to win the set, counting a tie-break at 6-6 as a game. */
function gamesToSet(mine: number, theirs: number, target: number): number {
  if (theirs >= target) return Math.max(1, target + 1 - mine);
  return needed(mine, theirs, target);
}

/** A tennis call as points won in the game ("40" is 3, "A" is 4); unreadable counts as 0. */
function callPoints(call: string | null | undefined): number {
  const index = ['0', '15', '30', '40', 'A'].indexOf((call ?? '0').trim().toUpperCase());
  return index < 0 ? 0 : index;
}

/**
 * How much of a followed match's busy span (`start` to `end`, epoch ms) is expected to be polled
 * densely, for the budget: a sport told by goals (or one whose moments cannot be foreseen) from a
 * minute before kick-off to the end; a moment sport for its kick-off window, if it has not begun,
 * and a typical window for each period or set end still to come (`periodsLeft`).
 */
export function denseMsOf(
  match: Match,
  span: { start: number; end: number },
  periodsLeft: number,
): number {
  const length = Math.max(0, span.end - span.start);
  const before = match.status.phase === 'scheduled' || match.status.phase === 'unknown';
  // A status that cannot be read is polled densely from a minute before kick-off (nextMomentAt).
  if (!momentSport(match.sport) || match.status.phase === 'unknown') {
    if (!before || match.startTimestamp === null) return length;
    const denseFrom = Math.max(span.start, match.startTimestamp * 1000 - KICKOFF_LEAD_MS);
    return Math.min(length, Math.max(0, span.end - denseFrom));
  }
  const window = SET_RULES[match.sport] ? SET_WINDOW_MS : PERIOD_WINDOW_MS;
  const windows = (before ? KICKOFF_WINDOW_MS : 0) + Math.max(1, periodsLeft) * window;
  return Math.min(length, windows);
}
