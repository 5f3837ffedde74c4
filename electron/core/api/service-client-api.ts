// What the engine asks of the data service. The undici implementation lives in service-client.ts;
// every method returns domain types from shared/domain.ts and throws ServiceError.

import type {
  ImageId,
  ImageKind,
  Match,
  QuotaInfo,
  SearchResult,
  SportSlug,
  TeamInfo,
} from '../../../shared/domain';
import type { ApiVersion } from './addresses';
import type {
  HeadToHead,
  Incident,
  Lineups,
  StatisticRow,
  WinProbability,
} from '../../../shared/match-detail';

export interface ImageResponse {
  bytes: Uint8Array;
  contentType: string;
}

/** Account-level state as the HTTP layer sees it; the engine adds connection state on top. */
export type AccessState =
  | { state: 'ok' }
  | { state: 'unauthorized'; message: string }
  | { state: 'suspended'; message: string }
  | { state: 'quota-exhausted'; resetAt: number };

export interface ServiceClient {
  live(sport: SportSlug): Promise<Match[]>;
  today(sport: SportSlug): Promise<Match[]>;
  /** date as YYYY-MM-DD */
  schedule(sport: SportSlug, date: string): Promise<Match[]>;
  match(sport: SportSlug, matchId: number): Promise<Match>;
  incidents(sport: SportSlug, matchId: number): Promise<Incident[]>;
  statistics(sport: SportSlug, matchId: number): Promise<StatisticRow[]>;
  lineups(sport: SportSlug, matchId: number): Promise<Lineups>;
  h2h(sport: SportSlug, matchId: number): Promise<HeadToHead>;
  winningOdds(sport: SportSlug, matchId: number): Promise<WinProbability>;
  search(sport: SportSlug, query: string): Promise<SearchResult[]>;
  team(sport: SportSlug, teamId: number): Promise<TeamInfo>;
  image(kind: ImageKind, sport: SportSlug, id: ImageId): Promise<ImageResponse>;
  /**
   * The raw JSON of a V2 data path of the sport (e.g. "match/7/best-players"), with the same key,
   * retries, quota and access rules as every call above. For the readers in api/ only (the fan
   * data client), which parse it at this edge as the methods above do.
   */
  json(sport: SportSlug, path: string, query?: Record<string, string>): Promise<unknown>;
  /**
   * The raw JSON of a multi-sport global endpoint ("sports" for /api/v1/sports), with the same
   * key, retries, quota and access rules; parsed by its reader in api/.
   */
  globalJson(path: string, query?: Record<string, string>): Promise<unknown>;
  /**
   * The raw JSON of a V6 competition path of a sport ("competition/17/top-scorers") or of a V5
   * sportsbook path (sport null: "event/12"), with the same key, retries, quota and access rules.
   */
  versionJson(
    version: ApiVersion,
    sport: SportSlug | null,
    path: string,
    query?: Record<string, string>,
  ): Promise<unknown>;
  /** The push channel's address with the key as query parameter (football only). */
  webSocketUrl(sport: SportSlug): string;
  quota(): QuotaInfo;
  access(): AccessState;
  onAccessChange(listener: (access: AccessState) => void): () => void;
  /** Lets traffic flow again after the user changed the key. */
  resetAccess(): void;
}
