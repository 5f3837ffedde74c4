// Which sports to watch and how often. A sport is watched only while it can matter to the user: a
// followed match is on or about to start, or the user is looking at it. Everything else costs
// nothing but the occasional today refresh. The interval spends the quota where the matches are:
// the requests left (minus a reserve) are spread over the time followed matches are expected to be
// on until the reset, not over the clock, so a quiet morning does not starve the evening's match
// and a late match does not find the allowance gone. Sports whose alerts come only at moments that
// can be foreseen (alert-moments.ts: kick-offs, period and set ends) are polled densely only near
// those moments and at most `betweenMomentsMs` apart between them; when the quota is short, the
// time between moments is paid at that interval and the rest goes to the dense windows.

import type { QuotaPace, SportSlug, Transport } from '../../../shared/domain';
import type { FollowedActivity } from './followed-schedule';
import { momentSport } from './alert-moments';
import { laneTimes, type BusySpan } from './match-time';

export interface PlanInput {
  now: number;
  sports: readonly SportSlug[];
  activity: (sport: SportSlug) => FollowedActivity;
  /** Sports on screen (the window's live view, or the headless mode's --sport). */
  viewedSports: ReadonlySet<SportSlug>;
  /** settings.watchedSports: polled while the window is open. */
  watchedSports: ReadonlySet<SportSlug>;
  windowOpen: boolean;
  /** Sports with a push channel, and whether it is open now. */
  pushSports: ReadonlySet<SportSlug>;
  pushOpen: (sport: SportSlug) => boolean;
  quota: { remaining: number | null; resetAt: number | null };
  minIntervalMs: number;
  /**
   * When followed matches are expected to be on (live now and still to come before the reset).
   * Without it the requests left are spread over the whole time to the reset.
   */
  busy?: readonly BusySpan[];
  /** Requests kept back for fixture refreshes, confirmations and the window. */
  reserve?: number;
  /**
   * Sports polled together through one multi-sport request (the scores list): one request per
   * round for all of them, so their busy time counts once.
   */
  sharedRound?: (sport: SportSlug) => boolean;
  /**
   * For a sport polled for moments only (alert-moments.ts): the earliest time its next alert can
   * come (`nextAt`) and when the answer that says so was asked for (`seenAt`, null before the
   * first). Null or absent: the sport is polled densely throughout.
   */
  momentOf?: (sport: SportSlug) => SportMoment | null;
  /** The sparsest interval between moments (the ticker's score is never older than this). */
  betweenMomentsMs?: number;
}

export interface SportMoment {
  nextAt: number;
  seenAt: number | null;
}

export interface SportPlan {
  sport: SportSlug;
  /** Whether the sport matters now (its push channel should be open, or it is polled). */
  active: boolean;
  transport: Transport;
  /** Poll interval while transport is 'polling'; null otherwise. */
  intervalMs: number | null;
}

export interface QuotaPlan {
  plans: SportPlan[];
  /** Set when the quota, not the shortest interval, sets how often polled sports are updated. */
  pace: QuotaPace | null;
}

export const DEFAULT_RESERVE = 20;
const DAY_MS = 24 * 60 * 60_000;
/** Requests kept for the window however near the reset: a match page and a table or two. */
const WINDOW_LOOKS = 5;
/**
 * Between moments a sport is polled at least this often: its score in the ticker is then at most two
 * minutes old (about one tennis game), and a 2 h 45 tennis match costs about 80 requests between
 * its moments instead of about 1,000 at 10 s: what a 1,000-a-day quota needs for the goals of the
 * evening's futsal match (BENCHMARKS.md, "quota over one match day").
 */
export const BETWEEN_MOMENTS_MS = 2 * 60_000;
/**
 * The same cap as a multiple of the shortest interval (2 min at the usual 10 s), for a run whose
 * shortest interval is set otherwise: a headless run at `--poll-interval-ms 50` against a service
 * that changes a match at once would else wait up to two real minutes between moments.
 */
export const BETWEEN_MOMENTS_PER_SHORTEST_INTERVAL = 12;
/** A sport polled now with no followed match to say for how long (the user looks at it). */
export const LOOK_WITHOUT_MATCH_MS = 30 * 60_000;

export function planSports(input: PlanInput): SportPlan[] {
  return planQuota(input).plans;
}

export function planQuota(input: PlanInput): QuotaPlan {
  const plans = input.sports.map((sport): SportPlan => {
    const active =
      input.activity(sport) !== 'none' ||
      input.viewedSports.has(sport) ||
      (input.windowOpen && input.watchedSports.has(sport));
    if (!active) return { sport, active, transport: 'idle', intervalMs: null };
    if (input.pushSports.has(sport) && input.pushOpen(sport)) {
      return { sport, active, transport: 'websocket', intervalMs: null };
    }
    return { sport, active, transport: 'polling', intervalMs: null };
  });
  const polled = plans.filter((plan) => plan.transport === 'polling').map((plan) => plan.sport);
  const pace: Pace =
    input.busy === undefined
      ? uniformPace(pacedInterval(laneCount(polled, input.sharedRound), input))
      : matchPace(polled, input);
  const intervals = new Map(polled.map((sport) => [sport, sportInterval(sport, pace, input)]));
  // Sports read by one shared request are asked together: at the fastest any of them wants.
  const sharedPolled = polled.filter((sport) => input.sharedRound?.(sport));
  if (sharedPolled.length > 1) {
    const fastest = Math.min(...sharedPolled.map((sport) => intervals.get(sport)!));
    for (const sport of sharedPolled) intervals.set(sport, fastest);
  }
  const plansOut = plans.map((plan) =>
    plan.transport === 'polling' ? { ...plan, intervalMs: intervals.get(plan.sport)! } : plan,
  );
  const resetAt = input.quota.resetAt;
  // The pace text names which sports wait between moments and which are polled throughout (told
  // by goals, or with nothing to foresee by): saying "near kick-offs and period ends" of all of
  // them was wrong for a followed futsal match, polled every interval all match long.
  const atMoments = polled.filter((sport) => momentSport(sport) && input.momentOf?.(sport));
  const throughout = polled.filter((sport) => !atMoments.includes(sport));
  const forMoments = atMoments.length > 0;
  const stretched =
    pace.denseMs > input.minIntervalMs || (forMoments && pace.betweenMs > input.minIntervalMs);
  const between = forMoments && pace.betweenMs > pace.denseMs;
  return {
    plans: plansOut,
    pace:
      stretched && polled.length > 0 && resetAt !== null
        ? {
            intervalMs: pace.denseMs,
            until: resetAt,
            ...(between
              ? { betweenMs: pace.betweenMs, momentSports: atMoments, steadySports: throughout }
              : {}),
          }
        : null,
  };
}

/** The two intervals of a plan: near moments (and for goal sports), and between moments. */
interface Pace {
  denseMs: number;
  betweenMs: number;
}

/** Nothing is known of the followed matches' times: one interval, near moments and between. */
function uniformPace(intervalMs: number): Pace {
  return { denseMs: intervalMs, betweenMs: intervalMs };
}

/**
 * A sport's next poll: densely while its next moment can come any time; otherwise at its earliest
 * moment, but never sparser than the between-moments interval.
 */
function sportInterval(sport: SportSlug, pace: Pace, input: PlanInput): number {
  const moment = input.momentOf?.(sport) ?? null;
  if (moment === null || moment.seenAt === null) return pace.denseMs;
  const wait = moment.nextAt - moment.seenAt;
  return Math.max(pace.denseMs, Math.min(pace.betweenMs, wait));
}

/**
 * The intervals that make the requests left last through every followed match until the reset.
 * Each lane (a sport, or the sports of a shared request) polled now or with a followed match still
 * to come costs requests for as long as it is busy: its dense part at the dense interval, the rest
 * at the between-moments one. With quota for all of it at the shortest interval, that is the plan.
 * Else the time between moments is polled at `betweenMomentsMs` and the dense windows at what the
 * rest affords (the shortest interval when it can); if the sparse polls alone would eat it all,
 * one interval serves both.
 */
function matchPace(polledNow: readonly SportSlug[], input: PlanInput): Pace {
  const { remaining, resetAt } = input.quota;
  const { now, minIntervalMs: base } = input;
  const fastest = { denseMs: base, betweenMs: base };
  if (polledNow.length === 0 || remaining === null || resetAt === null || resetAt <= now) {
    return fastest;
  }
  // A push sport costs requests only while its channel is down, and then only for now.
  const spans = (input.busy ?? []).filter(
    (span) => !input.pushSports.has(span.sport) || polledNow.includes(span.sport),
  );
  for (const sport of polledNow) {
    const covered = spans.some(
      (span) => span.sport === sport && span.start <= now && span.end > now,
    );
    if (!covered) spans.push({ sport, start: now, end: now + LOOK_WITHOUT_MATCH_MS });
  }
  // A sport on screen or with a match on whose alerts cannot be foreseen is dense all through,
  // whatever its matches say; so is every sport when the caller plans without moments.
  const moments = input.momentOf;
  const dense = (span: BusySpan) =>
    !moments || (polledNow.includes(span.sport) && !moments(span.sport))
      ? { ...span, denseMs: undefined }
      : span;
  const shared = input.sharedRound;
  const lanes = spans
    .map(dense)
    .map((span) => (shared?.(span.sport) ? { ...span, sport: SHARED_LANE } : span));
  let denseMs = 0;
  let sparseMs = 0;
  for (const lane of laneTimes(lanes, now, resetAt).values()) {
    denseMs += lane.denseMs;
    sparseMs += lane.busyMs - lane.denseMs;
  }
  const usable = Math.max(1, remaining - (input.reserve ?? DEFAULT_RESERVE));
  if (denseMs + sparseMs <= usable * base) return fastest;
  const cap = Math.max(base, input.betweenMomentsMs ?? BETWEEN_MOMENTS_MS);
  // Short of that, the time between moments is polled at the cap and everything left goes to the
  // dense windows, unless even the most they can cost leaves a surplus (spareBetween).
  const leftAfterSparse = usable - sparseMs / cap;
  if (leftAfterSparse > 0 && denseMs / leftAfterSparse <= cap) {
    const dense = Math.max(base, Math.ceil(denseMs / leftAfterSparse));
    if (dense > base) return { denseMs: dense, betweenMs: cap };
    return { denseMs: base, betweenMs: spareBetween(lanes, usable, cap, input) };
  }
  const uniform = Math.max(base, Math.ceil((denseMs + sparseMs) / usable));
  return { denseMs: uniform, betweenMs: uniform };
}

/**
 * How far apart to poll between moments when the dense windows fit at the shortest interval: a user
 * who pays for more quota expects fresher scores, so a true surplus brings the between-moments
 * interval down from the cap, but never at the cost of a later window. Spreading a guessed spare
 * was measured worse (bench/quota-bench.ts: p95 12-13 s against 10 s at 1,000 a day): window costs
 * are estimates (a tie-break, a last quarter that drags, a half without a clock), and a morning
 * that spent the spare on tennis starved the evening's goals. So the needs of the rest of the day
 * are counted at the most they can plausibly cost: a match not yet begun polled densely
 * throughout, one on now running to its latest end (`lateEnd`) with twice its typical windows.
 * Only half of what is left over that is spent now: the plan is made again at every poll, and the
 * other half meets what no estimate foresaw.
 */
function spareBetween(
  lanes: readonly BusySpan[],
  usable: number,
  cap: number,
  input: PlanInput,
): number {
  const { now, minIntervalMs: base } = input;
  const resetAt = input.quota.resetAt ?? now;
  const atMost = lanes.map((span): BusySpan => {
    if (span.start > now) return { ...span, denseMs: undefined };
    const end = Math.max(span.end, span.lateEnd ?? span.end);
    if (span.denseMs === undefined) return { ...span, end };
    return { ...span, end, denseMs: Math.min(end - span.start, 2 * span.denseMs) };
  });
  let denseMs = 0;
  let sparseMs = 0;
  for (const lane of laneTimes(atMost, now, resetAt).values()) {
    denseMs += lane.denseMs;
    sparseMs += lane.busyMs - lane.denseMs;
  }
  const spare = usable - denseMs / base - sparseMs / cap;
  if (spare <= 0 || sparseMs <= 0) return cap;
  const between = Math.ceil(sparseMs / (sparseMs / cap + spare / 2));
  return Math.min(cap, Math.max(base, between));
}

/** Not a sport slug (those start with a letter): the lane of the sports of a shared round. */
const SHARED_LANE = '*shared-round';

/** Requests one poll round costs: one per sport, the sports of a shared round once together. */
function laneCount(polled: readonly SportSlug[], shared?: (sport: SportSlug) => boolean): number {
  const own = polled.filter((sport) => !shared?.(sport)).length;
  return own + (polled.length > own ? 1 : 0);
}

/**
 * The shortest interval that keeps `pollers` sports within the quota left until the reset, spread
 * over the clock. With no quota figures (the service did not send them) the configured shortest
 * interval applies. Used when nothing is known of the followed matches' times.
 */
export function pacedInterval(
  pollers: number,
  input: Pick<PlanInput, 'now' | 'quota' | 'minIntervalMs' | 'reserve'>,
): number {
  const { remaining, resetAt } = input.quota;
  if (pollers === 0 || remaining === null || resetAt === null || resetAt <= input.now) {
    return input.minIntervalMs;
  }
  const usable = Math.max(1, remaining - (input.reserve ?? DEFAULT_RESERVE));
  const msToReset = resetAt - input.now;
  return Math.max(input.minIntervalMs, Math.ceil((pollers * msToReset) / usable));
}

export interface ReserveInput {
  /** The daily allowance when the service names it, else what is left. */
  allowance: number;
  now: number;
  resetAt: number;
  /** Sports whose fixture lists are refreshed. */
  fixtureSports: number;
  fixtureRefreshMs: number;
  /** Followed matches not yet over today: each may need a confirmation or two. */
  matchesLeft: number;
}

/**
 * Requests kept back from the plan: fixture refreshes until the reset, two confirmations per
 * followed match still to end, and for what the user opens in the window a twentieth of the
 * allowance over a whole day, the share of it for the time left (the window can be opened at any
 * hour: kept whole to the end, it lapsed unused at the reset while the evening's last match was
 * slowed to keep it; BENCHMARKS.md); never more than a third of the allowance, so a small one
 * still mostly goes to the matches. Counted from the allowance, not from what is left, so the
 * reserve is not eaten as the day goes on.
 */
export function quotaReserve(input: ReserveInput): number {
  const msToReset = Math.max(0, input.resetAt - input.now);
  const refreshes = input.fixtureSports * Math.ceil(msToReset / input.fixtureRefreshMs);
  const confirmations = 2 * input.matchesLeft;
  // The window's share shrinks with the time left in which the user can open it; a few looks stay.
  const wholeDay = Math.ceil(input.allowance / 20);
  const window = Math.max(
    Math.min(wholeDay, WINDOW_LOOKS),
    Math.ceil((wholeDay * msToReset) / DAY_MS),
  );
  return Math.min(Math.floor(input.allowance / 3), refreshes + confirmations + window);
}
