// The engine's fan's-day side: the watchlist, the day view, tables and the calendar (FansDay), and
// the reminders and line-up alerts (FanAlerts). They work from what the live engine already knows
// (its fixture lists and what it shows) before they ask the service for more.

import type { Match, SportSlug } from '../../../shared/domain';
import type {
  CompetitionRef,
  CompetitionTables,
  DaySchedule,
  TeamOverview,
} from '../../../shared/fansday';
import type { BuiltCalendar } from '../fansday/calendar';
import type { WatchlistEntry } from '../../../shared/watchlist';
import type { Announcement } from '../alerts/alert-center-api';
import { FanAlerts, type FanAlertsTiming } from '../alerts/fan-alerts';
import { buildWatchlist } from './watchlist';
import { FansDay } from '../fansday/fans-day';
import type { LiveEngine } from '../live/live-engine';
import type { EnginePorts } from '../ports';
import type { RunSettings } from '../run-settings';
import type { ServiceConnection } from './connection';

const WATCHLIST_FRESH_MS = 6 * 3_600_000;

/** What the fan side answers to the window and the headless views. */
export type FanPages = Pick<
  FanSide,
  'watchlist' | 'schedule' | 'overviews' | 'tables' | 'currentSeason' | 'calendar'
>;

export interface FanSideDeps {
  ports: EnginePorts;
  /** The settings and follows of this run. */
  runSettings: Pick<RunSettings, 'get' | 'follows'>;
  /** The live engine while the engine runs. */
  live: () => LiveEngine | null;
  /** The clients, and asking: a question under a switch of key is asked again of the new one. */
  connection: Pick<ServiceConnection, 'requireClient' | 'requireFan' | 'ask'>;
  announce: (items: Announcement[]) => void;
  /** How many days ahead the watchlist looks for a next match. */
  watchlistDays?: number;
  fanAlerts?: Partial<FanAlertsTiming>;
}

export class FanSide {
  /** Made anew when the service changes: its caches hold the old service's teams and fixtures. */
  private fansDay: FansDay;
  private fanAlerts: FanAlerts | null = null;

  constructor(private readonly deps: FanSideDeps) {
    this.fansDay = this.makeFansDay();
  }

  /** The people's pages (people.ts) read a team's next and last match and form from the day. */
  day(): FansDay {
    return this.fansDay;
  }

  /** Another service's ids name other teams and fixtures: nothing cached from the old one stays. */
  serviceChanged(): void {
    this.fansDay = this.makeFansDay();
  }

  /** Each followed team's live or next match. */
  watchlist(): Promise<WatchlistEntry[]> {
    return this.deps.connection.ask(() => {
      const live = this.deps.live();
      if (!live) throw new Error('The engine has not been started');
      return buildWatchlist({
        client: this.deps.connection.requireClient(),
        schedule: live.fixtureBook(),
        now: this.deps.ports.clock.now(),
        shown: live.shownMatches(),
        follows: this.deps.runSettings.get().follows,
        daysAhead: this.deps.watchlistDays ?? 4,
        freshForMs: WATCHLIST_FRESH_MS,
      });
    });
  }

  // The questions of the fan's day, each asked of the day of the current service (fansday/).

  /** One sport's matches starting in [from, to) (the user's local day), live state laid over. */
  schedule(sport: SportSlug, from: number, to: number): Promise<DaySchedule> {
    return this.deps.connection.ask(() => this.fansDay.day(sport, from, to));
  }

  /** Each followed team's next match (with channels), last result, form and table position. */
  overviews(): Promise<TeamOverview[]> {
    return this.deps.connection.ask(() => this.fansDay.overviews());
  }

  /** A competition season's table and knockout bracket; null for a part it does not have. */
  tables(ref: CompetitionRef): Promise<CompetitionTables> {
    return this.deps.connection.ask(() => this.fansDay.tables(ref));
  }

  /** A tournament's current season, the one its table is of when none is named; null: none listed. */
  currentSeason(sport: SportSlug, tournamentId: number): Promise<number | null> {
    return this.deps.connection.ask(() => this.fansDay.currentSeason(sport, tournamentId));
  }

  /** Followed teams' next fixtures as iCalendar text (times UTC, the zone named). */
  calendar(timeZone: string): Promise<BuiltCalendar> {
    return this.deps.connection.ask(() => this.fansDay.calendar(timeZone));
  }

  /**
   * A new key or address: the line-up looks start over with it. A look the old access left open
   * was aborted with it, and its "asked a moment ago" must not keep the new access from asking now
   * (reminders and line-ups already told stay told: the alert record holds them).
   */
  accessChanged(): void {
    if (!this.fanAlerts) return;
    this.startAlerts();
    // The new access's fixture lists (all of them at a new address) come a moment later: what they
    // make due, a reminder say, is told once they are in, not at the next look a minute on.
    void this.deps
      .live()
      ?.whenIdle()
      .then(() => this.fanAlerts?.poke());
  }

  /** Reminders and line-ups, from what the fixture lists know of followed teams' next matches. */
  startAlerts(): void {
    this.fanAlerts?.stop();
    const { ports } = this.deps;
    this.fanAlerts = new FanAlerts({
      clock: ports.clock,
      settings: () => this.deps.runSettings.get(),
      upcoming: () => {
        const follows = this.deps.runSettings.follows();
        const teams = this.deps.runSettings.get().follows;
        return [...this.knownMatches(), ...this.fansDay.fixtures.upcoming(teams)].filter((match) =>
          follows.isFollowedMatch(match),
        );
      },
      lineups: (sport, matchId) => this.deps.connection.requireClient().lineups(sport, matchId),
      announce: this.deps.announce,
      timing: this.deps.fanAlerts,
      systemLanguages: ports.systemLanguages,
    });
    this.fanAlerts.start();
  }

  stopAlerts(): void {
    this.fanAlerts?.stop();
    this.fanAlerts = null;
  }

  /** The settings changed: reminders and line-ups look again at once. */
  settingsChanged(): void {
    this.fanAlerts?.poke();
  }

  private makeFansDay(): FansDay {
    return new FansDay({
      clock: this.deps.ports.clock,
      client: () => this.deps.connection.requireClient(),
      fan: () => this.deps.connection.requireFan(),
      known: () => this.knownMatches(),
      shown: () => this.deps.live()?.shownMatches() ?? [],
      follows: () => this.deps.runSettings.get().follows,
      fixtureLists: () => this.deps.live()?.fixtureBook() ?? null,
    });
  }

  /** What the engine knows without asking: fixture lists of followed sports and what is shown. */
  private knownMatches(): Match[] {
    const live = this.deps.live();
    if (!live) return [];
    const book = live.fixtureBook();
    const sports = new Set(this.deps.runSettings.get().follows.map((team) => team.sport));
    return [...[...sports].flatMap((sport) => book.matchesOf(sport)), ...live.shownMatches()];
  }
}
