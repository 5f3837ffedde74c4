// Which sports to watch and how often. A sport is watched only while it can matter to the user: a
// followed match is on or about to start, or the user is looking at it. Everything else costs
// nothing but the occasional today refresh. The interval is paced so that the requests planned never
// exceed what the quota has left until it resets.

import type { SportSlug, Transport } from '../../../shared/domain';
import type { FollowedActivity } from './followed-schedule';

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
  /** Requests kept back for today refreshes, confirmations and the detail view. */
  reserve?: number;
}

export interface SportPlan {
  sport: SportSlug;
  /** Whether the sport matters now (its push channel should be open, or it is polled). */
  active: boolean;
  transport: Transport;
  /** Poll interval while transport is 'polling'; null otherwise. */
  intervalMs: number | null;
}

export const DEFAULT_RESERVE = 20;

export function planSports(input: PlanInput): SportPlan[] {
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
  const polled = plans.filter((plan) => plan.transport === 'polling').length;
  const interval = pacedInterval(polled, input);
  return plans.map((plan) =>
    plan.transport === 'polling' ? { ...plan, intervalMs: interval } : plan,
  );
}

/**
 * The shortest interval that keeps `pollers` sports within the quota left until the reset. With no
 * quota figures (the service did not send them) the configured shortest interval applies.
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
