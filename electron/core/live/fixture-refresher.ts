// Keeps the followed sports' fixture lists (today and tomorrow) fresh a few times a day. These lists
// are what lets polling stay off until a followed match is about to start, so they cost a handful of
// requests a day per sport and nothing more.

import type { SportSlug } from '../../../shared/domain';
import type { ServiceClient } from '../api/service-client-api';
import type { Clock } from '../ports';
import type { FollowedSchedule } from './followed-schedule';
import { utcDate, utcDatePlusDays } from './utc-date';

export interface FixtureRefresherDeps {
  clock: Clock;
  client: () => ServiceClient;
  schedule: FollowedSchedule;
  /** How old a fetched day may get before it is fetched again. */
  refreshMs: number;
  /** How long to wait after a failed refresh. */
  retryMs: number;
  onResult: (sport: SportSlug, error: unknown | null) => void;
}

export class FixtureRefresher {
  private readonly inFlight = new Set<SportSlug>();
  private readonly lastAttempt = new Map<SportSlug, number>();

  constructor(private readonly deps: FixtureRefresherDeps) {}

  /** When the sport's fixtures next need fetching (epoch ms; now or earlier means due). */
  dueAt(sport: SportSlug): number {
    const now = this.deps.clock.now();
    const today = this.deps.schedule.get(sport, utcDate(now));
    const tomorrow = this.deps.schedule.get(sport, utcDatePlusDays(now, 1));
    const attempted = this.lastAttempt.get(sport);
    const retryAt = attempted === undefined ? -Infinity : attempted + this.deps.retryMs;
    if (!today || !tomorrow) return Math.max(now, retryAt);
    const staleAt = Math.min(today.fetchedAt, tomorrow.fetchedAt) + this.deps.refreshMs;
    return Math.max(staleAt, retryAt);
  }

  isBusy(sport: SportSlug): boolean {
    return this.inFlight.has(sport);
  }

  async refresh(sport: SportSlug): Promise<void> {
    if (this.inFlight.has(sport)) return;
    this.inFlight.add(sport);
    const now = this.deps.clock.now();
    this.lastAttempt.set(sport, now);
    try {
      const client = this.deps.client();
      const today = utcDate(now);
      const tomorrow = utcDatePlusDays(now, 1);
      const [todays, tomorrows] = await Promise.all([
        client.today(sport),
        client.schedule(sport, tomorrow),
      ]);
      const fetchedAt = this.deps.clock.now();
      this.deps.schedule.put(sport, today, todays, fetchedAt);
      this.deps.schedule.put(sport, tomorrow, tomorrows, fetchedAt);
      this.deps.schedule.prune(utcDatePlusDays(now, -1), now - 2 * 86_400_000);
      this.deps.onResult(sport, null);
    } catch (error) {
      this.deps.onResult(sport, error);
    } finally {
      this.inFlight.delete(sport);
    }
  }
}
