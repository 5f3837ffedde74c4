// What the quota plan needs to know of the day: when the followed matches are expected to be on
// (from the fixture lists and the live feed) and how many requests to keep back for the rest.

import type { SportSlug } from '../../../shared/domain';
import type { FollowIndex } from './follow-index';
import type { ActivityWindow, FollowedSchedule } from './followed-schedule';
import { followedSpans, matchDurationMs, type BusySpan } from './match-time';
import { quotaReserve } from './poll-plan';

export interface QuotaBudgetInput {
  now: number;
  quota: { limit: number | null; remaining: number | null; resetAt: number | null };
  follows: FollowIndex;
  schedule: FollowedSchedule;
  /** A sport whose fixture lists cannot be had is expected busy now: it is polled blind. */
  isBlind: (sport: SportSlug) => boolean;
  window: ActivityWindow;
  fixtureRefreshMs: number;
}

export interface QuotaBudget {
  busy: BusySpan[];
  reserve: number | undefined;
}

export function quotaBudget(input: QuotaBudgetInput): QuotaBudget {
  const { now, follows } = input;
  const busy: BusySpan[] = [];
  const sports = follows.sports();
  for (const sport of sports) {
    if (input.isBlind(sport)) busy.push({ sport, start: now, end: now + matchDurationMs(sport) });
    busy.push(
      ...followedSpans(
        input.schedule.matchesOf(sport),
        (match) => follows.isFollowedMatch(match),
        now,
        input.window,
      ),
    );
  }
  const { remaining, resetAt } = input.quota;
  const reserve =
    remaining === null || resetAt === null
      ? undefined
      : quotaReserve({
          allowance: Math.max(remaining, input.quota.limit ?? 0),
          now,
          resetAt,
          fixtureSports: sports.length,
          fixtureRefreshMs: input.fixtureRefreshMs,
          matchesLeft: busy.length,
        });
  return { busy, reserve };
}
