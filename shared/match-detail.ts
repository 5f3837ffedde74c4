// What a match's detail page shows beyond the score: incidents, statistics, line-ups, the head to
// head and the win probability, each read from its own endpoint at the edge (electron/core/api/parse).

import type { Match, StageResult } from './domain';

export type IncidentKind =
  | 'goal'
  | 'card'
  | 'substitution'
  | 'period'
  | 'penalty-shootout'
  | 'suspension'
  | 'timeout'
  | 'other';

export interface Incident {
  kind: IncidentKind;
  /** Minute in the match when given. */
  time: number | null;
  addedTime: number | null;
  isHome: boolean | null;
  /** A short line a person reads: "Goal — J. Sarmiento", "HT", "Yellow card — A. Tahiri". */
  text: string;
  /** The service's incident type and class, lower case ("vardecision", "missed"), for the window's words and markers. */
  type?: string | null;
  variant?: string | null;
  /** Who it was about, when named. */
  person?: string | null;
  homeScore: number | null;
  awayScore: number | null;
  /** The player's full name, when the service names one (the scorer of a goal). */
  player?: string | null;
  /** That player's id, when the service gives one (opens the player's card). */
  playerId?: number | null;
}

export interface StatisticRow {
  group: string;
  name: string;
  home: string;
  away: string;
}

export interface LineupPlayer {
  /** The service's player id, when it gives one (the player card opens by it). */
  id?: number | null;
  name: string;
  position: string | null;
  shirtNumber: string | null;
  substitute: boolean;
  /** The match rating (0-10) the service gives a player who has played; absent or null before. */
  rating?: number | null;
}

export interface Lineups {
  home: LineupPlayer[];
  away: LineupPlayer[];
  /** Each side's formation ("4-3-3") where the sport has one and the service tells it. */
  formation?: { home: string | null; away: string | null };
}

export interface HeadToHead {
  homeWins: number | null;
  awayWins: number | null;
  draws: number | null;
}

export interface WinProbability {
  home: number | null;
  draw: number | null;
  away: number | null;
}

/** Everything the detail view shows; each part is null when the service had none. */
export interface MatchDetail {
  match: Match;
  incidents: Incident[] | null;
  statistics: StatisticRow[] | null;
  lineups: Lineups | null;
  h2h: HeadToHead | null;
  winProbability: WinProbability | null;
  /** Cycling and other stage races: the stage's results; null when the service had none yet. */
  stageResults?: StageResult[] | null;
}
