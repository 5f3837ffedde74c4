// The player and team endpoints (service-interface.md, "V2 players" and the team paths), each
// parsed at this edge. Built on the service client's json(), so keys, retries, quota and access
// rules are those of every other request; an answer in no shape we can read is bad-payload.

import type { SportSlug } from '../../../shared/domain';
import type {
  NationalTeamFigures,
  NewsItem,
  PlayerAttributes,
  PlayerCharacteristics,
  PlayerProfile,
  PlayerRecentMatch,
  PlayerSeasonSummary,
  PlayerTransfer,
  SeasonRef,
  SquadPlayer,
  TeamRecord,
} from '../../../shared/people';
import { parsePlayerProfile } from './parse/player-profile';
import {
  parseAttributeOverviews,
  parseCharacteristics,
  parseNationalTeam,
  parseRecentMatches,
  parseSeasonSummary,
  parseTransfers,
} from './parse/player-figures';
import { parseSquad, parseTeamNews, parseTeamRecord } from './parse/team-page';
import type { ServiceClient } from './service-client-api';
import { jsonReader, requestId } from './service-errors';

export interface PeopleClient {
  profile(sport: SportSlug, playerId: number): Promise<PlayerProfile>;
  seasonSummary(
    sport: SportSlug,
    playerId: number,
    season: SeasonRef,
  ): Promise<PlayerSeasonSummary | null>;
  lastYear(sport: SportSlug, playerId: number): Promise<PlayerSeasonSummary | null>;
  recent(sport: SportSlug, playerId: number): Promise<PlayerRecentMatch[]>;
  attributes(sport: SportSlug, playerId: number): Promise<PlayerAttributes | null>;
  characteristics(sport: SportSlug, playerId: number): Promise<PlayerCharacteristics>;
  transfers(sport: SportSlug, playerId: number): Promise<PlayerTransfer[]>;
  nationalTeam(sport: SportSlug, playerId: number): Promise<NationalTeamFigures[]>;
  team(sport: SportSlug, teamId: number): Promise<TeamRecord>;
  squad(sport: SportSlug, teamId: number): Promise<SquadPlayer[]>;
  /** The sport's news in the language (lang=), the articles about the team only. */
  teamNews(
    sport: SportSlug,
    team: { id: number; name: string },
    language: string,
  ): Promise<NewsItem[]>;
}

export function createPeopleClient(client: ServiceClient, now: () => number): PeopleClient {
  const read = jsonReader(client);
  const player = (playerId: number) => `players/${requestId(playerId, 'player id')}`;
  const team = (teamId: number) => `teams/${requestId(teamId, 'team id')}`;

  return {
    profile: (sport, playerId) =>
      read(sport, player(playerId), (body) => parsePlayerProfile(body, now())),
    seasonSummary: (sport, playerId, season) =>
      read(
        sport,
        `${player(playerId)}/tournament/${requestId(season.tournamentId, 'tournament id')}/season/${requestId(season.seasonId, 'season id')}/summary`,
        parseSeasonSummary,
      ),
    lastYear: (sport, playerId) =>
      read(sport, `${player(playerId)}/last-year-summary`, parseSeasonSummary),
    recent: (sport, playerId) =>
      read(sport, `${player(playerId)}/events/last/0`, (body) =>
        parseRecentMatches(body, { sport, now: now() }),
      ),
    attributes: (sport, playerId) =>
      read(sport, `${player(playerId)}/attribute-overviews`, parseAttributeOverviews),
    characteristics: (sport, playerId) =>
      read(sport, `${player(playerId)}/characteristics`, parseCharacteristics),
    transfers: (sport, playerId) =>
      read(sport, `${player(playerId)}/transfer-history`, parseTransfers),
    nationalTeam: (sport, playerId) =>
      read(sport, `${player(playerId)}/national-team-statistics`, parseNationalTeam),
    team: (sport, teamId) => read(sport, team(teamId), parseTeamRecord),
    squad: (sport, teamId) => read(sport, `${team(teamId)}/players`, parseSquad),
    teamNews: (sport, about, language) =>
      read(sport, 'news', (body) => parseTeamNews(body, about), { lang: language }),
  };
}
