// The fan's day as the window, the tray and the headless mode ask for it: a sport's day of matches,
// followed teams' answers (next match with where to watch it, last result, form, table place), a
// competition's table and bracket, and the calendar of next fixtures. It joins the caches that keep
// this cheap (team-fixtures.ts per competition, day-schedule.ts per day, channels and brackets here)
// so the engine only hands questions through.

import type { Match, SportSlug } from '../../../shared/domain';
import type {
  Bracket,
  CompetitionRef,
  CompetitionTables,
  DaySchedule,
  TeamOverview,
} from '../../../shared/fansday';
import type { FollowedTeam } from '../../../shared/settings';
import type { FanDataClient } from '../api/fan-data-client';
import type { ServiceClient } from '../api/service-client-api';
import { isServiceError } from '../api/service-errors';
import type { Clock } from '../ports';
import { buildCalendar, type BuiltCalendar } from './calendar';
import { DaySchedules, type SharedDayLists } from './day-schedule';
import { TeamFixtures } from './team-fixtures';

/** Channels and brackets change rarely; a day's worth of asking once per match or cup is plenty. */
const CHANNELS_FRESH_MS = 6 * 3_600_000;
const BRACKET_FRESH_MS = 6 * 3_600_000;
/** A competition without a bracket (404) gets none within a day: asked once a day, not hourly. */
const NO_BRACKET_FRESH_MS = 24 * 3_600_000;
/** A new season starts once a year: the current one asked once a day is plenty. */
const SEASON_FRESH_MS = 24 * 3_600_000;
/** A failed ask (an outage, the quota) is tried again this much sooner. */
const RETRY_FAILED_MS = 10 * 60_000;

interface Timed<T> {
  value: T;
  at: number;
}

export interface FansDayDeps {
  clock: Clock;
  client: () => ServiceClient;
  fan: () => FanDataClient;
  /** Matches the engine knows already (fixture lists, live, memory): free to use. */
  known: () => Match[];
  /** What the live feed shows now. */
  shown: () => readonly Match[];
  follows: () => readonly FollowedTeam[];
  /** The live engine's fixture lists (today and tomorrow of followed sports), once it runs. */
  fixtureLists: () => SharedDayLists | null;
}

export class FansDay {
  readonly fixtures: TeamFixtures;
  private readonly days: DaySchedules;
  private readonly channels = new Map<string, Timed<string[] | null>>();
  private readonly brackets = new Map<string, Timed<Bracket | null>>();
  private readonly seasons = new Map<string, Timed<number | null>>();

  constructor(private readonly deps: FansDayDeps) {
    this.fixtures = new TeamFixtures({ clock: deps.clock, fan: deps.fan, known: deps.known });
    this.days = new DaySchedules({
      clock: deps.clock,
      client: deps.client,
      shown: deps.shown,
      shared: deps.fixtureLists,
    });
  }

  day(sport: SportSlug, from: number, to: number): Promise<DaySchedule> {
    return this.days.day(sport, from, to);
  }

  async overviews(): Promise<TeamOverview[]> {
    const overviews = await this.fixtures.overviews(this.deps.follows());
    return Promise.all(
      overviews.map(async (overview) => ({
        ...overview,
        channels: overview.next ? await this.channelsOf(overview.next) : null,
      })),
    );
  }

  /** The table and the bracket; a part the competition does not have (404, no rows) is null. */
  async tables(ref: CompetitionRef): Promise<CompetitionTables> {
    const [standings, bracket] = await Promise.all([
      this.fixtures.standings(ref),
      this.bracketOf(ref),
    ]);
    const hasTable = standings !== null && standings.tables.some((table) => table.rows.length > 0);
    const hasBracket = bracket !== null && bracket.rounds.some((round) => round.matches.length > 0);
    return { standings: hasTable ? standings : null, bracket: hasBracket ? bracket : null };
  }

  /**
   * The season a competition's table is of when none is named: its current one, as the service
   * lists it first (the window takes a match's season instead). Null when it lists none; a failure
   * (an unknown tournament's not-found too) is thrown, so the asker can say which it was.
   */
  async currentSeason(sport: SportSlug, tournamentId: number): Promise<number | null> {
    const key = `${sport}:${tournamentId}`;
    const held = this.seasons.get(key);
    const now = this.deps.clock.now();
    if (held && now - held.at < SEASON_FRESH_MS) return held.value;
    const value = await this.deps.fan().currentSeason(sport, tournamentId);
    this.seasons.set(key, { value, at: now });
    return value;
  }

  /** Followed teams' next fixtures as iCalendar text, with their channels where known. */
  async calendar(timeZone: string): Promise<BuiltCalendar> {
    const overviews = await this.overviews();
    const follows = this.deps.follows();
    const plays = (match: Match) =>
      follows.some(
        (team) =>
          team.sport === match.sport &&
          (team.teamId === match.home.id || team.teamId === match.away.id),
      );
    const matches = [
      ...overviews.flatMap((overview) => (overview.next ? [overview.next] : [])),
      ...this.fixtures.upcoming(follows),
      ...this.deps.known().filter(plays),
    ];
    const channels = new Map<string, readonly string[]>();
    for (const overview of overviews) {
      if (overview.next && overview.channels)
        channels.set(`${overview.next.sport}:${overview.next.id}`, overview.channels);
    }
    return buildCalendar(matches, { timeZone, now: this.deps.clock.now(), channels });
  }

  private async channelsOf(match: Match): Promise<string[] | null> {
    const key = `${match.sport}:${match.id}`;
    return this.cached(this.channels, key, CHANNELS_FRESH_MS, async () => {
      const names = await this.deps.fan().channels(match.sport, match.id);
      // An empty list says nothing about where to watch: "not available", not "nowhere".
      return names.length > 0 ? names : null;
    });
  }

  private bracketOf(ref: CompetitionRef): Promise<Bracket | null> {
    const key = `${ref.sport}:${ref.tournamentId}:${ref.seasonId}`;
    return this.cached(
      this.brackets,
      key,
      BRACKET_FRESH_MS,
      () => this.deps.fan().knockout(ref.sport, ref.tournamentId, ref.seasonId),
      NO_BRACKET_FRESH_MS,
    );
  }

  /**
   * A value asked for at most once per freshness span; after a failure, sooner (as "not known"),
   * except a 404, which says there is none: that holds for `absentMs` (by default, freshMs).
   */
  private async cached<T>(
    store: Map<string, Timed<T | null>>,
    key: string,
    freshMs: number,
    load: () => Promise<T | null>,
    absentMs = freshMs,
  ): Promise<T | null> {
    const now = this.deps.clock.now();
    const held = store.get(key);
    if (held && now - held.at < freshMs) return held.value;
    let value: T | null;
    let at = now;
    try {
      value = await load();
    } catch (error) {
      // Given up (a stop, or a new key or address): it says nothing of the service, so nothing is
      // remembered and the next ask, with the new access, goes out at once.
      if (isServiceError(error, 'aborted')) throw error;
      const absent = isServiceError(error, 'not-found');
      value = absent ? null : (held?.value ?? null);
      at = absent ? now - freshMs + absentMs : now - freshMs + RETRY_FAILED_MS;
    }
    // No answer of an older key can come after a newer key's: a key change aborts the old asks
    // (ServiceConnection), and an abort is not kept (above).
    if (store.size > 500) store.clear();
    store.set(key, { value, at });
    return value;
  }
}
