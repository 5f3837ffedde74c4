// What the competition page, browse-by-country, search across sports and the opt-in odds show.
// Pure types shared by the engine and the window. A figure the service does not tell is null,
// never worked out by the client.

import type { Match, SportSlug } from './domain';

/** One round of a competition season (a matchday, a cup round). */
export interface CompetitionRound {
  /** The number the round's fixtures are asked by (events/round/{round}). */
  round: number;
  /** The service's own label ("Quarterfinals"), or null: the window then says "Round N". */
  name: string | null;
}

export interface CompetitionRounds {
  /** The round the service calls current; null when it does not say. */
  current: number | null;
  rounds: CompetitionRound[];
}

export interface RoundFixtures {
  round: number;
  matches: Match[];
}

/**
 * A V6 top scorer. V6 ids are text of another numbering than V2's (service-interface.md,
 * Conventions), so a scorer opens no V2 player card: names only.
 */
export interface TopScorer {
  name: string;
  teamName: string | null;
  goals: number | null;
  assists: number | null;
}

/** One figure of the competition's statistics ("Goals per match", "2.71"), as the service words it. */
export interface CompetitionStat {
  name: string;
  value: string;
}

/** The V6 top scorers and statistics of a competition (cached 10 minutes, as documented). */
export interface CompetitionLeaders {
  /** null: the service has none for this competition ("not available"). */
  topScorers: TopScorer[] | null;
  stats: CompetitionStat[] | null;
}

export interface Champion {
  /** The season as the service labels it ("2023-2024"). */
  season: string;
  teamName: string;
}

/** A category of a sport: a country (esports: a game; cycling: International). */
export interface BrowseCountry {
  id: number;
  name: string;
  /** Two-letter code for the flag image, when the service gives one. */
  alpha2: string | null;
}

export interface BrowseTournament {
  sport: SportSlug;
  id: number;
  name: string;
}

/** The main 1X2 price and the win probability of a match, from the sportsbook event (V5). */
export interface MatchOdds {
  sport: SportSlug;
  matchId: number;
  /** Decimal prices; draw is null where the market has none. */
  prices: { home: number | null; draw: number | null; away: number | null } | null;
  /** 0 to 1 each. */
  probability: { home: number | null; draw: number | null; away: number | null } | null;
}
