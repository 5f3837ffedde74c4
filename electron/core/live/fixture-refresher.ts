// Keeps the followed sports' fixture lists (today and tomorrow) fresh a few times a day. These lists
// are what lets polling stay off until a followed match is about to start, so they cost a handful of
// requests a day per sport and nothing more.

import type { SportSlug } from '../../../shared/domain';
import type { ServiceClient } from '../api/service-client-api';
import { isServiceError } from '../api/service-errors';
import type { Clock } from '../ports';
import type { FollowedSchedule } from './followed-schedule';
import { utcDate, utcDatePlusDays } from '../../../shared/utc-day';

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
  private readonly unavailable = new Set<SportSlug>();

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

  /**
   * The sport's fixtures could not be had (the service failed or lacks the endpoint) and none are
   * known for today: without them nobody can say a followed match is not on.
   */
  isBlind(sport: SportSlug): boolean {
    return (
      this.unavailable.has(sport) && !this.deps.schedule.get(sport, utcDate(this.deps.clock.now()))
    );
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
      // Asked of a service the engine has left since (a new address): not this one's fixtures.
      if (this.deps.client() !== client) return;
      const fetchedAt = this.deps.clock.now();
      this.deps.schedule.put(sport, today, todays, fetchedAt);
      this.deps.schedule.put(sport, tomorrow, tomorrows, fetchedAt);
      this.deps.schedule.prune(utcDatePlusDays(now, -1), now - 2 * 86_400_000);
      this.unavailable.delete(sport);
      this.deps.onResult(sport, null);
    } catch (error) {
      // Not sent because traffic is stopped: that says nothing about the fixtures themselves.
      if (!isServiceError(error, 'blocked')) this.unavailable.add(sport);
      this.deps.onResult(sport, error);
    } finally {
      this.inFlight.delete(sport);
    }
  }
}
