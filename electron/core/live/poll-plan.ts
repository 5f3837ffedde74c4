// Which sports to watch and how often. A sport is watched only while it can matter to the user: a
// followed match is on or about to start, or the user is looking at it. Everything else costs
// nothing but the occasional today refresh. The interval spends the quota where the matches are:
// the requests left (minus a reserve) are spread over the time followed matches are expected to be
// on until the reset, not over the clock, so a quiet morning does not starve the evening's match
// and a late match does not find the allowance gone.

import type { QuotaPace, SportSlug, Transport } from '../../../shared/domain';
import type { FollowedActivity } from './followed-schedule';
import { busyTime, type BusySpan } from './match-time';

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
  const pace =
    input.busy === undefined
      ? { intervalMs: pacedInterval(laneCount(polled, input.sharedRound), input), stretched: false }
      : matchPace(polled, input);
  const plansOut = plans.map((plan) =>
    plan.transport === 'polling' ? { ...plan, intervalMs: pace.intervalMs } : plan,
  );
  const resetAt = input.quota.resetAt;
  return {
    plans: plansOut,
    pace:
      pace.stretched && polled.length > 0 && resetAt !== null
        ? { intervalMs: pace.intervalMs, until: resetAt }
        : null,
  };
}

/**
 * The interval that makes the requests left last through every followed match until the reset:
 * each sport polled now, and each sport with a followed match still to come, costs one request
 * per interval for as long as it is busy. Never faster than the shortest interval.
 */
function matchPace(
  polledNow: readonly SportSlug[],
  input: PlanInput,
): { intervalMs: number; stretched: boolean } {
  const { remaining, resetAt } = input.quota;
  const { now, minIntervalMs } = input;
  if (polledNow.length === 0 || remaining === null || resetAt === null || resetAt <= now) {
    return { intervalMs: minIntervalMs, stretched: false };
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
  const shared = input.sharedRound;
  const lanes = shared
    ? spans.map((span) => (shared(span.sport) ? { ...span, sport: SHARED_LANE } : span))
    : spans;
  const busyMs = busyTime(lanes, now, resetAt);
  const usable = Math.max(1, remaining - (input.reserve ?? DEFAULT_RESERVE));
  const needed = Math.ceil(busyMs / usable);
  return { intervalMs: Math.max(minIntervalMs, needed), stretched: needed > minIntervalMs };
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
 * followed match still to end, and a twentieth of the allowance for what the user opens in the
 * window; never more than a third of the allowance, so a small one still mostly goes to the
 * matches. Counted from the allowance, not from what is left, so the reserve is not eaten as the
 * day goes on.
 */
export function quotaReserve(input: ReserveInput): number {
  const msToReset = Math.max(0, input.resetAt - input.now);
  const refreshes = input.fixtureSports * Math.ceil(msToReset / input.fixtureRefreshMs);
  const confirmations = 2 * input.matchesLeft;
  const window = Math.ceil(input.allowance / 20);
  return Math.min(Math.floor(input.allowance / 3), refreshes + confirmations + window);
}
