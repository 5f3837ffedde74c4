// What the fan's day around the match is made of, beyond the live score: the player of the match,
// league tables, knockout brackets, a team's fixtures and results. Pure types and small helpers
// shared by the engine and the window.

import { readableScore, type Match, type SportSlug } from './domain';
import type { ProblemWords } from './problems';
import { sportInfo } from './sports';

export interface PlayerOfMatch {
  name: string;
  /** The rating or value the service gives with it ("8.4"), when it gives one. */
  rating: string | null;
}

export interface StandingRow {
  /** As the service numbers it; null when it does not (never worked out from the order). */
  position: number | null;
  teamId: number;
  teamName: string;
  played: number | null;
  wins: number | null;
  draws: number | null;
  losses: number | null;
  scoresFor: number | null;
  scoresAgainst: number | null;
  points: number | null;
}

export interface StandingsTable {
  /** The table's name (a league, or a group of a cup). */
  name: string;
  rows: StandingRow[];
}

export interface Standings {
  sport: SportSlug;
  tournamentId: number;
  seasonId: number;
  tournamentName: string;
  tables: StandingsTable[];
}

export interface BracketMatch {
  id: number | null;
  home: string | null;
  away: string | null;
  homeScore: number | null;
  awayScore: number | null;
  /** What the service says of it ("finished", "Not started"), when it says anything. */
  status: string | null;
}

export interface BracketRound {
  name: string;
  matches: BracketMatch[];
}

export interface Bracket {
  sport: SportSlug;
  tournamentId: number;
  seasonId: number;
  rounds: BracketRound[];
}

/** Where a competition lives at the service: the unique-tournament id and the season id. */
export interface CompetitionRef {
  sport: SportSlug;
  tournamentId: number;
  seasonId: number;
  name: string;
}

/** The competition of a match, when its event carried both ids; null otherwise (never guessed). */
export function competitionOf(match: Match): CompetitionRef | null {
  const tournamentId = match.tournament.uniqueId ?? null;
  const seasonId = match.seasonId ?? null;
  if (tournamentId === null || seasonId === null || tournamentId <= 0 || seasonId <= 0) return null;
  return { sport: match.sport, tournamentId, seasonId, name: match.tournament.name };
}

export type Outcome = 'won' | 'drew' | 'lost';

/** The outcome of a finished match for one side, or null when the score does not say. */
export function outcomeFor(match: Match, teamId: number): Outcome | null {
  if (match.status.phase !== 'finished') return null;
  const isHome = match.home.id === teamId;
  if (!isHome && match.away.id !== teamId) return null;
  // The service's own word on the result (winnerCode) where given: a walkover has no score.
  if (match.winner === 'home' || match.winner === 'away')
    return (match.winner === 'home') === isHome ? 'won' : 'lost';
  const level = sportInfo(match.sport).canDraw ? 'drew' : null;
  if (match.winner === 'draw') return level;
  const { home, away } = readableScore(match);
  if (home === null || away === null) return null;
  const mine = isHome ? home : away;
  const theirs = isHome ? away : home;
  if (mine !== theirs) return mine > theirs ? 'won' : 'lost';
  // Level after play: a shoot-out decides when there was one.
  const homePens = match.homeScore.penalties;
  const awayPens = match.awayScore.penalties;
  if (homePens !== null && awayPens !== null && homePens !== awayPens) {
    const minePens = isHome ? homePens : awayPens;
    const theirPens = isHome ? awayPens : homePens;
    return minePens > theirPens ? 'won' : 'lost';
  }
  return level;
}

/** What the watchlist answers for a followed team: when do we play, how did we do, where we stand. */
export interface TeamOverview {
  sport: SportSlug;
  teamId: number;
  /** The next match not yet started, or null when none is known (shown as "not available"). */
  next: Match | null;
  /** The last finished match and its outcome for the team. */
  last: Match | null;
  lastOutcome: Outcome | null;
  /** Outcomes of the last (up to) five finished matches, newest first. */
  form: Outcome[];
  competition: CompetitionRef | null;
  /** Place in the competition's table, when it has one that lists the team. */
  standing: { position: number | null; points: number | null } | null;
  /** Where to watch the next match (/match/{id}/channels); null when the service does not say. */
  channels: string[] | null;
}

/** One sport's matches of a stretch of time (the user's local day), as the schedule lists them. */
export interface DaySchedule {
  sport: SportSlug;
  from: number;
  to: number;
  /** Matches starting in [from, to), the live state laid over the listed one. */
  matches: Match[];
}

/** What a competition page shows: its table(s) and its bracket; null for a part it does not have. */
export interface CompetitionTables {
  standings: Standings | null;
  bracket: Bracket | null;
}

/** The .ics export of followed teams' next fixtures. */
export type CalendarExport =
  | { result: 'saved'; path: string; events: number }
  | { result: 'cancelled' }
  | { result: 'empty' }
  /** Why, as words the window and the tray say in the user's language (shared/problems.ts). */
  | { result: 'failed'; words: ProblemWords };
