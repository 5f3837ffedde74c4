// The match centre's parts beyond the detail page's first look (shared/match-detail.ts): the
// scoring progression, highlights, team news before kick-off, the pre-game form and the fans' vote.
// Each is read from its own endpoint when its tab (or the headless --match line) asks for it.

/** One point of the scoring progression: momentum in football (pressure, -100..100), the lead elsewhere. Positive favours home. */
export interface ProgressionPoint {
  minute: number;
  value: number;
}

export interface Highlight {
  title: string;
  /** An https address only: anything else from the service is dropped, never offered to open. */
  url: string;
  subtitle: string | null;
}

export interface MissingPlayer {
  id: number | null;
  name: string;
  side: 'home' | 'away';
  /** "Knee injury", "Suspended"; null when not told. */
  reason: string | null;
  /** Doubtful rather than ruled out. */
  doubtful: boolean;
}

/** What is known before kick-off; each part null where the service does not tell it. */
export interface TeamNews {
  missingPlayers: MissingPlayer[] | null;
  managers: { home: string | null; away: string | null } | null;
  referee: string | null;
  venue: string | null;
}

export interface TeamForm {
  /** Latest last, each 'W', 'D' or 'L'. */
  form: string[];
  /** Place in the competition's table, when the service tells it. */
  position: number | null;
}

export interface PregameForm {
  home: TeamForm;
  away: TeamForm;
}

/** A run of results before the match: "Wins 3" for home, "No losses 5/6" for both. */
export interface Streak {
  name: string;
  value: string;
  team: 'home' | 'away' | 'both';
}

/** One player's figures in the match; null where the service does not give one. */
export interface PlayerStatLine {
  id: number | null;
  name: string;
  side: 'home' | 'away';
  minutes: number | null;
  goals: number | null;
  assists: number | null;
  rating: number | null;
}

/** One game of a rally sport, rally by rally: the score after each and who won the rally. */
export interface RallyGame {
  game: number;
  points: { home: number; away: number; scorer: 'home' | 'away' }[];
}

/** The fans' vote on who wins, as shares of 1. */
export interface FanVotes {
  home: number;
  draw: number | null;
  away: number;
  total: number;
}

export const MATCH_CENTRE_PARTS = [
  'progression',
  'playerStatistics',
  'highlights',
  'pointByPoint',
  'teamNews',
  'form',
  'streaks',
  'votes',
  'channels',
] as const;

export type MatchCentrePart = (typeof MATCH_CENTRE_PARTS)[number];

/** What a part holds; null when the service has none for this match. */
export interface MatchCentre {
  progression: ProgressionPoint[] | null;
  playerStatistics: PlayerStatLine[] | null;
  highlights: Highlight[] | null;
  pointByPoint: RallyGame[] | null;
  teamNews: TeamNews;
  form: PregameForm | null;
  streaks: Streak[] | null;
  votes: FanVotes | null;
  channels: string[] | null;
}
