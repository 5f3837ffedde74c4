// --watchlist: the window's watchlist answers as headless lines, one `watchlist` line per followed
// team: its next match (opponent, competition, kick-off, where to watch), its last result with
// won/drew/lost, the form of its last five and its table place. Printed after the first look and
// again for a team whose answers changed; a part the service does not tell is null, never guessed.

import { readableScore, type Match } from '../../shared/domain';
import type { TeamOverview } from '../../shared/fansday';
import type { TFunction } from '../../shared/i18n';
import type { Engine } from '../core/engine/api';
import type { Clock, TimerHandle } from '../core/ports';
import type { OutputLine, WatchlistLine } from './output';

/**
 * Looked at again at least this often: a table is refetched at most hourly after a followed match
 * ends (team-fixtures.ts), and a kick-off moves "next" on. The engine's caches make a look that
 * finds nothing new cost no request.
 */
const LOOK_AGAIN_MS = 3_600_000;

/** One team's line; `name` is the team's name as its matches or the settings give it (or null). */
export function watchlistLine(
  overview: TeamOverview,
  name: string | null,
  t: TFunction,
): WatchlistLine {
  const { next, last, standing, competition, teamId } = overview;
  return {
    type: 'watchlist',
    sport: overview.sport,
    team: { id: teamId, name },
    next: next
      ? {
          ...sideOf(next, teamId),
          kickoff:
            next.startTimestamp === null
              ? null
              : new Date(next.startTimestamp * 1000).toISOString(),
          // An empty list says nothing about where to watch: null, as the window's "not available".
          channels:
            overview.channels && overview.channels.length > 0 ? [...overview.channels] : null,
        }
      : null,
    last:
      last && overview.lastOutcome
        ? { ...sideOf(last, teamId), score: readableScore(last), outcome: overview.lastOutcome }
        : null,
    form: [...overview.form],
    // A row without its place is no place: the window shows "not available" for it, and so do we.
    table:
      standing && standing.position !== null && competition
        ? {
            competition: {
              name: competition.name,
              tournamentId: competition.tournamentId,
              seasonId: competition.seasonId,
            },
            position: standing.position,
            points: standing.points,
            text: placeText(t, standing.position, standing.points),
          }
        : null,
  };
}

/** The other side, whether we are at home, the match's competition. */
function sideOf(match: Match, teamId: number) {
  const home = match.home.id === teamId;
  const opponent = home ? match.away : match.home;
  return {
    matchId: match.id,
    opponent: { id: opponent.id, name: opponent.name },
    home,
    competition: match.tournament.name,
  };
}

/** "3rd · 34 pts", in the run's language; the points only when the table gives them. */
function placeText(t: TFunction, position: number, points: number | null): string {
  const place = t('fansday.overview.place', { count: position, ordinal: true });
  return points === null ? place : `${place} · ${t('fansday.overview.points', { count: points })}`;
}

/** The team's name as a match of its says it (the flags know only ids), else the settings'. */
function nameOf(overview: TeamOverview, engine: Engine): string | null {
  for (const match of [overview.next, overview.last]) {
    if (match?.home.id === overview.teamId) return match.home.name;
    if (match?.away.id === overview.teamId) return match.away.name;
  }
  const stored = engine.settings
    .get()
    .follows.find((team) => team.sport === overview.sport && team.teamId === overview.teamId);
  return stored?.name ?? null;
}

export interface WatchlistWatchDeps {
  engine: Engine;
  clock: Clock;
  send(line: OutputLine): void;
  /** The run's words (--language), asked at each look: the settings' choice may still change. */
  words(): TFunction;
  failed(error: unknown): void;
}

/**
 * Looks at the watchlist after the first look, whenever a followed match changes (a kick-off moves
 * "next" on, a full time gives a result, form and later a new table), and hourly; prints the teams
 * whose line differs from the one printed last. Looks never overlap: one asked for during a look
 * runs once after it.
 */
export class WatchlistWatch {
  private readonly told = new Map<string, string>();
  private looking = false;
  private again = false;
  private timer: TimerHandle | null = null;
  private stopped = false;
  private failing = false;
  private readonly unsubscribe: () => void;

  constructor(private readonly deps: WatchlistWatchDeps) {
    this.unsubscribe = deps.engine.on('score', () => this.look());
  }

  look(): void {
    if (this.stopped) return;
    if (this.looking) {
      this.again = true;
      return;
    }
    this.looking = true;
    void this.lookOnce().finally(() => {
      this.looking = false;
      if (this.again) {
        this.again = false;
        this.look();
      }
    });
  }

  stop(): void {
    this.stopped = true;
    this.unsubscribe();
    if (this.timer) this.deps.clock.clearTimeout(this.timer);
    this.timer = null;
  }

  private async lookOnce(): Promise<void> {
    if (this.timer) this.deps.clock.clearTimeout(this.timer);
    this.timer = null;
    try {
      const overviews = await this.deps.engine.fans.overviews();
      if (this.stopped) return;
      this.failing = false;
      const t = this.deps.words();
      for (const overview of overviews) {
        const line = watchlistLine(overview, nameOf(overview, this.deps.engine), t);
        const key = `${overview.sport}:${overview.teamId}`;
        const text = JSON.stringify(line);
        if (this.told.get(key) === text) continue;
        this.told.set(key, text);
        this.deps.send(line);
      }
    } catch (error) {
      // Said once per stretch of failures, not at every look.
      if (!this.failing) this.deps.failed(error);
      this.failing = true;
    }
    if (this.stopped) return;
    this.timer = this.deps.clock.setTimeout(() => this.look(), LOOK_AGAIN_MS);
    // The hourly look never keeps the process alive on its own.
    this.timer.unref?.();
  }
}
