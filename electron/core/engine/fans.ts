// The engine's fan's-day side: the watchlist, the day view, tables and the calendar (FansDay), and
// the reminders and line-up alerts (FanAlerts). They work from what the live engine already knows
// (its fixture lists and what it shows) before they ask the service for more.

import type { Match } from '../../../shared/domain';
import type { Settings } from '../../../shared/settings';
import type { WatchlistEntry } from '../../../shared/watchlist';
import type { Announcement } from '../alerts/alert-center-api';
import { FanAlerts, type FanAlertsTiming } from '../alerts/fan-alerts';
import type { FanDataClient } from '../api/fan-data-client';
import type { ServiceClient } from '../api/service-client-api';
import { buildWatchlist } from './watchlist';
import { FansDay } from '../fansday/fans-day';
import type { FollowIndex } from '../live/follow-index';
import type { LiveEngine } from '../live/live-engine';
import type { EnginePorts } from '../ports';

const WATCHLIST_FRESH_MS = 6 * 3_600_000;

export interface FanSideDeps {
  ports: EnginePorts;
  settings: () => Settings;
  follows: () => FollowIndex;
  /** The live engine while the engine runs. */
  live: () => LiveEngine | null;
  client: () => ServiceClient;
  fan: () => FanDataClient;
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

  day(): FansDay {
    return this.fansDay;
  }

  /** Another service's ids name other teams and fixtures: nothing cached from the old one stays. */
  serviceChanged(): void {
    this.fansDay = this.makeFansDay();
  }

  watchlist(live: LiveEngine): Promise<WatchlistEntry[]> {
    return buildWatchlist({
      client: this.deps.client(),
      schedule: live.fixtureBook(),
      now: this.deps.ports.clock.now(),
      shown: live.shownMatches(),
      follows: this.deps.settings().follows,
      daysAhead: this.deps.watchlistDays ?? 4,
      freshForMs: WATCHLIST_FRESH_MS,
    });
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
      settings: this.deps.settings,
      upcoming: () => {
        const follows = this.deps.follows();
        const teams = this.deps.settings().follows;
        return [...this.knownMatches(), ...this.fansDay.fixtures.upcoming(teams)].filter((match) =>
          follows.isFollowedMatch(match),
        );
      },
      lineups: (sport, matchId) => this.deps.client().lineups(sport, matchId),
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
      client: this.deps.client,
      fan: this.deps.fan,
      known: () => this.knownMatches(),
      shown: () => this.deps.live()?.shownMatches() ?? [],
      follows: () => this.deps.settings().follows,
      fixtureLists: () => this.deps.live()?.fixtureBook() ?? null,
    });
  }

  /** What the engine knows without asking: fixture lists of followed sports and what is shown. */
  private knownMatches(): Match[] {
    const live = this.deps.live();
    if (!live) return [];
    const book = live.fixtureBook();
    const sports = new Set(this.deps.settings().follows.map((team) => team.sport));
    return [...[...sports].flatMap((sport) => book.matchesOf(sport)), ...live.shownMatches()];
  }
}
