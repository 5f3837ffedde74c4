// The window's day view: one sport's matches of the user's local day (or yesterday, or tomorrow),
// from /schedule/{date}. The service's dates are UTC days, so a local day takes the one or two UTC
// days it overlaps, cut to the local day's bounds. Lists are cached by UTC day: a day gone by barely
// changes, today changes with every result (the live state is laid over it, so a few minutes of age
// cost nothing visible), days ahead change little. The engine's own lists of today and tomorrow
// (live polling keeps them for followed sports) and these are one: each side takes the other's
// newer list, so the same day is not asked for twice.

import { matchKey, type Match, type SportSlug } from '../../../shared/domain';
import type { DaySchedule } from '../../../shared/fansday';
import { utcDate, utcDayOf } from '../../../shared/utc-day';
import type { ServiceClient } from '../api/service-client-api';
import type { Clock } from '../ports';

const DAY_MS = 86_400_000;
/** Freshness of a cached UTC day's list, by where the day lies from now. */
const DAY_FRESH_MS = { past: 6 * 3_600_000, today: 5 * 60_000, ahead: 30 * 60_000 };
/** Longest stretch one request may ask for: a local day is at most 25 hours (daylight saving). */
const MAX_DAY_SPAN_MS = 2 * DAY_MS;
/** Lists kept; beyond this the oldest fetched goes (a user paging through weeks). */
const MAX_CACHED_DAYS = 64;

interface CachedDay {
  matches: Match[];
  fetchedAt: number;
}

/** The engine's own fixture lists (followed sports' today and tomorrow: FollowedSchedule). */
export interface SharedDayLists {
  get(sport: SportSlug, date: string): CachedDay | undefined;
  /** A list this view fetched, for a day the engine keeps too. */
  offer(sport: SportSlug, date: string, matches: Match[], fetchedAt: number): void;
}

export interface DayScheduleDeps {
  clock: Clock;
  client: () => ServiceClient;
  /** What the live feed shows now: fresher than any list. */
  shown: () => readonly Match[];
  /**
   * One list of a day serves both the day view and live polling: whichever asked last, the other
   * takes it while it is fresh enough for its own use, instead of asking the service again.
   */
  shared: () => SharedDayLists | null;
}

export class DaySchedules {
  private readonly days = new Map<string, CachedDay>();
  /**
   * Lists being fetched. One asked with an older key or address never holds a newer ask up: a
   * switch aborts it (ServiceConnection), so it ends at once.
   */
  private readonly inFlight = new Map<string, Promise<Match[]>>();

  constructor(private readonly deps: DayScheduleDeps) {}

  async day(sport: SportSlug, from: number, to: number): Promise<DaySchedule> {
    if (!(to > from) || to - from > MAX_DAY_SPAN_MS)
      throw new RangeError('A day is asked for with a start before its end, 48 hours at most');
    const dates: string[] = [];
    for (let day = utcDayOf(from); day <= utcDayOf(to - 1); day += 1)
      dates.push(utcDate(day * DAY_MS));
    const lists = await Promise.all(dates.map((date) => this.list(sport, date)));
    const byKey = new Map<string, Match>();
    for (const match of lists.flat()) byKey.set(matchKey(match.sport, match.id), match);
    for (const match of this.deps.shown()) {
      const key = matchKey(match.sport, match.id);
      if (byKey.has(key)) byKey.set(key, match);
    }
    const matches = [...byKey.values()].filter((match) => {
      const start = match.startTimestamp === null ? null : match.startTimestamp * 1000;
      return start !== null && start >= from && start < to;
    });
    return { sport, from, to, matches };
  }

  private list(sport: SportSlug, date: string): Promise<Match[]> {
    const key = `${sport}|${date}`;
    const now = this.deps.clock.now();
    const own = this.days.get(key);
    const engines = this.deps.shared()?.get(sport, date);
    const cached = engines && (!own || engines.fetchedAt > own.fetchedAt) ? engines : own;
    if (cached && now - cached.fetchedAt < freshFor(date, now))
      return Promise.resolve(cached.matches);
    const client = this.deps.client();
    const running = this.inFlight.get(key);
    if (running) return running;
    const fetching = client
      .schedule(sport, date)
      .then(
        (matches) => {
          const fetchedAt = this.deps.clock.now();
          this.remember(key, { matches, fetchedAt });
          // Asked of a service the engine has left since (a new address): not this one's fixtures.
          if (this.deps.client() === client)
            this.deps.shared()?.offer(sport, date, matches, fetchedAt);
          return matches;
        },
        (error: unknown) => {
          // An older list beats an error; with none, the caller hears why.
          if (cached) return cached.matches;
          throw error;
        },
      )
      .finally(() => {
        if (this.inFlight.get(key) === fetching) this.inFlight.delete(key);
      });
    this.inFlight.set(key, fetching);
    return fetching;
  }

  private remember(key: string, entry: CachedDay): void {
    this.days.delete(key);
    this.days.set(key, entry);
    // Map order is insertion order: the first key is the one fetched longest ago.
    while (this.days.size > MAX_CACHED_DAYS) {
      const oldest = this.days.keys().next().value;
      if (oldest === undefined) break;
      this.days.delete(oldest);
    }
  }
}

function freshFor(date: string, now: number): number {
  const today = utcDate(now);
  if (date < today) return DAY_FRESH_MS.past;
  return date === today ? DAY_FRESH_MS.today : DAY_FRESH_MS.ahead;
}
