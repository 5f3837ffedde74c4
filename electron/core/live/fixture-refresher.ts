// Keeps the followed sports' fixture lists (today and tomorrow) fresh a few times a day. These lists
// are what lets polling stay off until a followed match is about to start, so they cost a handful of
// requests a day per sport and nothing more. Each day is asked again only once its own list has aged
// (the window's day view may have brought a newer one). In the first hours of a UTC day, yesterday's
// list is asked once too when none is held (an engine started after midnight): today's list does not
// hold a match that kicked off at 23:20 and is still being played, and without it nothing followed
// would seem on.

import type { SportSlug } from '../../../shared/domain';
import type { ServiceClient } from '../api/service-client-api';
import { isServiceError } from '../api/service-errors';
import type { Clock } from '../ports';
import type { FollowedSchedule } from './followed-schedule';
import { utcDate, utcDatePlusDays, utcDayOf } from '../../../shared/utc-day';

/**
 * How long after midnight UTC a match of yesterday's list may still be on: longer than any
 * single-day match runs (a five-set tennis match, extra time and penalties, a baseball game that
 * goes long take 5 to 6 hours at most). A match that lasts days (a test in cricket) is not covered.
 */
export const CARRY_OVER_MS = 6 * 3_600_000;

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
  /** `sport|date` of the yesterdays asked with this access (see wantsYesterday). */
  private readonly askedYesterday = new Set<string>();
  /** Counts key and address changes: a request begun before the last one is not this access's. */
  private generation = 0;
  /** Settles at the next key or address change: a refresh under way stops waiting then. */
  private superseded = signal();

  constructor(private readonly deps: FixtureRefresherDeps) {}

  /** When the sport's fixtures next need fetching (epoch ms; now or earlier means due). */
  dueAt(sport: SportSlug): number {
    const now = this.deps.clock.now();
    const today = this.deps.schedule.get(sport, utcDate(now));
    const tomorrow = this.deps.schedule.get(sport, utcDatePlusDays(now, 1));
    const attempted = this.lastAttempt.get(sport);
    const retryAt = attempted === undefined ? -Infinity : attempted + this.deps.retryMs;
    if (!today || !tomorrow || this.wantsYesterday(sport, now)) return Math.max(now, retryAt);
    const staleAt = Math.min(today.fetchedAt, tomorrow.fetchedAt) + this.deps.refreshMs;
    return Math.max(staleAt, retryAt);
  }

  /**
   * Yesterday's list is still to be asked: early in the day, none held, and not asked yet with this
   * access (asked once: a service that fails it costs one request, not one per retry for six hours).
   */
  private wantsYesterday(sport: SportSlug, now: number): boolean {
    const sinceMidnight = now - utcDayOf(now) * 86_400_000;
    const yesterday = utcDatePlusDays(now, -1);
    return (
      sinceMidnight < CARRY_OVER_MS &&
      !this.deps.schedule.get(sport, yesterday) &&
      !this.askedYesterday.has(`${sport}|${yesterday}`)
    );
  }

  private isFresh(sport: SportSlug, date: string, now: number): boolean {
    const held = this.deps.schedule.get(sport, date);
    return held !== undefined && now - held.fetchedAt < this.deps.refreshMs;
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

  /**
   * A request failed and is being tried again while these lists are asked: the service is failing
   * now. Until they come, nobody can say a followed match is not on, so their sports count as blind
   * at once rather than after the last retry (football's push channel opens, a polled sport is
   * watched). A list that then arrives ends it.
   */
  failingNow(): void {
    const today = utcDate(this.deps.clock.now());
    for (const sport of this.inFlight) {
      if (!this.deps.schedule.get(sport, today)) this.unavailable.add(sport);
    }
  }

  /**
   * The key or address changed: what was asked before is not waited for (a request the old service
   * holds open would otherwise keep the new one's fixtures back until it ends), and the old access's
   * failures and retry delays no longer count, so the next refresh is due at once.
   */
  accessChanged(): void {
    this.generation += 1;
    this.superseded.fire();
    this.superseded = signal();
    this.inFlight.clear();
    this.lastAttempt.clear();
    this.unavailable.clear();
    this.askedYesterday.clear();
  }

  async refresh(sport: SportSlug): Promise<void> {
    if (this.inFlight.has(sport)) return;
    this.inFlight.add(sport);
    const now = this.deps.clock.now();
    this.lastAttempt.set(sport, now);
    const generation = this.generation;
    const current = () => generation === this.generation;
    try {
      const client = this.deps.client();
      const today = utcDate(now);
      const tomorrow = utcDatePlusDays(now, 1);
      // Only a day whose list has aged is asked again: the day view hands in today's list when it
      // fetches one (DaySchedules), and that list serves here until it is as old as ours would be.
      const lists = Promise.all([
        this.isFresh(sport, today, now) ? null : client.today(sport),
        this.isFresh(sport, tomorrow, now) ? null : client.schedule(sport, tomorrow),
      ]);
      // Whoever waits on this refresh (the start's first look) does not wait on an access left
      // behind; what it answers late is dropped below.
      lists.catch(() => undefined);
      const answer = await Promise.race([lists, this.superseded.fired]);
      // Asked with an access the engine has left since: its answer is dropped, the new one asks.
      if (!current() || !answer) return;
      const [todays, tomorrows] = answer;
      const fetchedAt = this.deps.clock.now();
      if (todays) this.deps.schedule.put(sport, today, todays, fetchedAt);
      if (tomorrows) this.deps.schedule.put(sport, tomorrow, tomorrows, fetchedAt);
      // After today's came, not beside it: a service refusing the key or the quota is not asked a
      // third time. Yesterday's is asked once and kept; what changes in it now, the live feed sees.
      if (this.wantsYesterday(sport, now)) await this.askYesterday(sport, now, current);
      this.deps.schedule.prune(utcDatePlusDays(now, -1), now - 2 * 86_400_000);
      this.unavailable.delete(sport);
      this.deps.onResult(sport, null);
    } catch (error) {
      // A failure of the access left behind (aborted, or the old key refused) is not this one's.
      if (!current()) return;
      // Not sent because traffic is stopped: that says nothing about the fixtures themselves.
      if (!isServiceError(error, 'blocked')) this.unavailable.add(sport);
      this.deps.onResult(sport, error);
    } finally {
      if (current()) this.inFlight.delete(sport);
    }
  }

  private async askYesterday(sport: SportSlug, now: number, current: () => boolean) {
    const yesterday = utcDatePlusDays(now, -1);
    this.askedYesterday.add(`${sport}|${yesterday}`);
    const list = this.deps.client().schedule(sport, yesterday);
    list.catch(() => undefined);
    try {
      const answer = await Promise.race([list, this.superseded.fired]);
      if (current() && answer)
        this.deps.schedule.put(sport, yesterday, answer, this.deps.clock.now());
    } catch {
      // Only a match begun before midnight is missed, as it was before this was asked: today's and
      // tomorrow's lists, which the rest depends on, are in.
    }
  }
}

/** A promise that settles (with nothing) when fired. */
function signal(): { fired: Promise<void>; fire: () => void } {
  let fire = () => {};
  const fired = new Promise<void>((resolve) => (fire = resolve));
  return { fired, fire };
}
