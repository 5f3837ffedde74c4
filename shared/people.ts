// The player card and the team page: what the service tells of a person and of a club. The
// interface shows none of these payloads' field names ("Gaps in fields"), so every figure is null
// where the answer does not carry it, and a part the service lacks is null as a whole.

import type { Match, SportSlug } from './domain';
import type { Outcome } from './fansday';

export interface PersonRef {
  id: number;
  name: string;
}

export interface PlayerProfile {
  id: number;
  name: string;
  team: PersonRef | null;
  position: string | null;
  shirtNumber: string | null;
  nationality: string | null;
  /** Years, as told, or from the date of birth the service gives. */
  age: number | null;
  /** Centimetres. */
  height: number | null;
  preferredFoot: string | null;
  marketValue: { value: number; currency: string | null } | null;
}

/** A season's (or the last year's) figures; each null where the service does not tell it. */
export interface PlayerSeasonSummary {
  appearances: number | null;
  goals: number | null;
  assists: number | null;
  minutes: number | null;
  yellowCards: number | null;
  redCards: number | null;
  rating: number | null;
}

export interface PlayerRecentMatch {
  matchId: number;
  home: PersonRef;
  away: PersonRef;
  score: { home: number | null; away: number | null };
  startTimestamp: number | null;
  /** The player's rating in the match, null when the service gives none. */
  rating: number | null;
}

export interface AttributeOverview {
  attacking: number | null;
  technical: number | null;
  tactical: number | null;
  defending: number | null;
  creativity: number | null;
}

/** Football: this season's attribute overview and the position's average beside it. */
export interface PlayerAttributes {
  position: string | null;
  player: AttributeOverview;
  average: AttributeOverview | null;
}

/** Strengths and weaknesses: the service's attribute ids and ranks (it gives no labels). */
export interface PlayerCharacteristics {
  strengths: { type: number; rank: number | null }[];
  weaknesses: { type: number; rank: number | null }[];
  positions: string[];
}

export interface PlayerTransfer {
  from: string | null;
  to: string | null;
  /** Epoch seconds. */
  date: number | null;
  fee: string | null;
  kind: string | null;
}

export interface NationalTeamFigures {
  team: string | null;
  appearances: number | null;
  goals: number | null;
  assists: number | null;
}

export type PlayerTab = 'overview' | 'attributes' | 'career';

/** The competition the card was opened from (a match's): its season summary is shown. */
export interface SeasonRef {
  tournamentId: number;
  seasonId: number;
}

export interface PlayerRequest {
  sport: SportSlug;
  playerId: number;
  tab: PlayerTab;
  season?: SeasonRef | null;
}

export interface PlayerOverview {
  tab: 'overview';
  profile: PlayerProfile;
  /** The season's summary in the competition (the match's, else the team's); null: not told. */
  season: PlayerSeasonSummary | null;
  recent: PlayerRecentMatch[] | null;
}

export interface PlayerAttributesTab {
  tab: 'attributes';
  attributes: PlayerAttributes | null;
  characteristics: PlayerCharacteristics | null;
}

export interface PlayerCareer {
  tab: 'career';
  lastYear: PlayerSeasonSummary | null;
  transfers: PlayerTransfer[] | null;
  nationalTeam: NationalTeamFigures[] | null;
}

export type PlayerTabData = PlayerOverview | PlayerAttributesTab | PlayerCareer;

export interface SquadPlayer {
  id: number;
  name: string;
  position: string | null;
  shirtNumber: string | null;
}

export interface NewsItem {
  title: string;
  url: string | null;
  /** Epoch seconds. */
  publishedAt: number | null;
}

export interface TeamRecord {
  id: number;
  name: string;
  country: string | null;
  manager: string | null;
  venue: string | null;
}

export interface TeamPage {
  sport: SportSlug;
  team: TeamRecord;
  /** Null: the service gave no squad. */
  squad: SquadPlayer[] | null;
  next: Match | null;
  last: Match | null;
  /** Outcomes of the last (up to) five finished matches, newest first. */
  form: Outcome[];
  table: {
    tournamentId: number;
    seasonId: number;
    name: string;
    position: number | null;
    points: number | null;
  } | null;
  /** Null: the service has no news (in the asked language) or none names the team. */
  news: NewsItem[] | null;
}
