// The endpoints of a fan's day around the match (DESIGN: alerts, watchlist, standings): the player
// of the match, broadcast channels, a tournament season's fixtures and results, a team's own games
// and results (the multi-sport group's competitor lists), its table and its bracket. Built on the service client's json(), so keys, retries, quota and access rules are the
// same as for every other request; each answer is parsed here, at the edge, tolerantly.

import type {
  GlobalId,
  GlobalSearchHit,
  Match,
  ServiceSport,
  SportSlug,
  StageResult,
} from '../../../shared/domain';
import type { Bracket, CompetitionRef, PlayerOfMatch, Standings } from '../../../shared/fansday';
import { multiSportGroupSlug } from '../../../shared/sports';
import { parseCompetitorGames } from './parse/competitor-games';
import { parseGlobalSearch, readGlobalId } from './parse/global-search';
import { parseServiceSports } from './parse/sports-list';
import { parseCurrentSeason, parseTeamTournament } from './parse/team-competition';
import { parseMatchList } from './parse/match-list';
import { parsePlayerOfMatch } from './parse/player-of-match';
import { parseChannels } from './parse/channels';
import { parseBracket, parseStandings } from './parse/standings';
import { parseStageResults } from './parse/stage-results';
import type { ServiceClient } from './service-client-api';
import { jsonReader, parsed, requestId, ServiceError } from './service-errors';

export interface FanDataClient {
  bestPlayers(sport: SportSlug, matchId: number): Promise<PlayerOfMatch | null>;
  award(sport: SportSlug, matchId: number): Promise<PlayerOfMatch | null>;
  /** Broadcast channels (esports: stream names), empty when the service lists none. */
  channels(sport: SportSlug, matchId: number): Promise<string[]>;
  /** A stage's results (cycling: /match/{id}/scores), places in order; empty before it ends. */
  stageResults(sport: SportSlug, matchId: number): Promise<StageResult[]>;
  /** A tournament season's upcoming ('next') or played ('last') events; page 0 is the nearest. */
  seasonEvents(
    sport: SportSlug,
    tournamentId: number,
    seasonId: number,
    which: 'next' | 'last',
    page: number,
  ): Promise<Match[]>;
  /**
   * A team's games to play ('games') or played ('results') from /api/v1/{sport}/competitor/{id}/...
   * by the group's own (global) id of the team, never its V2 number. Throws not-found without
   * asking for a sport outside the nine the group serves, and bad-payload for an answer with no
   * readable games in it (the endpoint is then as good as absent).
   */
  competitorGames(
    sport: SportSlug,
    globalId: GlobalId,
    which: 'games' | 'results',
  ): Promise<Match[]>;
  /** Teams and tournaments across sports by name (/api/v1/search?q=), ids as text. */
  globalSearch(query: string): Promise<GlobalSearchHit[]>;
  /** The service's sports list (/api/v1/sports), with each sport's global id where given. */
  globalSports(): Promise<ServiceSport[]>;
  /** The season's table(s), type total; no tables when the competition has none. */
  standings(sport: SportSlug, tournamentId: number, seasonId: number): Promise<Standings>;
  knockout(sport: SportSlug, tournamentId: number, seasonId: number): Promise<Bracket>;
  /** The competition a team plays in (its team record's tournament, current season); null if none. */
  teamCompetition(sport: SportSlug, teamId: number): Promise<CompetitionRef | null>;
  /** A tournament's current season (the first its seasons list names); null if it lists none. */
  currentSeason(sport: SportSlug, tournamentId: number): Promise<number | null>;
}

export function createFanDataClient(client: ServiceClient, now: () => number): FanDataClient {
  const read = jsonReader(client);
  const season = (tournamentId: number, seasonId: number) =>
    `tournament/${requestId(tournamentId, 'tournament id')}/season/${requestId(seasonId, 'season id')}`;

  const currentSeason = (sport: SportSlug, tournamentId: number) =>
    read(
      sport,
      `tournament/${requestId(tournamentId, 'tournament id')}/seasons`,
      parseCurrentSeason,
    );

  return {
    currentSeason,
    teamCompetition: async (sport, teamId) => {
      const tournament = await read(
        sport,
        `teams/${requestId(teamId, 'team id')}`,
        parseTeamTournament,
      );
      if (!tournament) return null;
      const seasonId = await currentSeason(sport, tournament.id);
      return seasonId === null
        ? null
        : { sport, tournamentId: tournament.id, seasonId, name: tournament.name };
    },
    bestPlayers: (sport, matchId) =>
      read(sport, `match/${requestId(matchId, 'match id')}/best-players`, parsePlayerOfMatch),
    award: (sport, matchId) =>
      read(sport, `match/${requestId(matchId, 'match id')}/award`, parsePlayerOfMatch),
    channels: (sport, matchId) =>
      read(sport, `match/${requestId(matchId, 'match id')}/channels`, parseChannels),
    stageResults: (sport, matchId) =>
      read(sport, `match/${requestId(matchId, 'match id')}/scores`, parseStageResults),
    seasonEvents: (sport, tournamentId, seasonId, which, page) =>
      read(
        sport,
        `${season(tournamentId, seasonId)}/events/${which}/${requestId(page, 'page')}`,
        (body) => parseMatchList(`${which} events`, body, { sport, now: now() }).items,
      ),
    globalSearch: async (query) => {
      const body = await client.globalJson('search', { q: query });
      return parsed(() => parseGlobalSearch(body));
    },
    globalSports: async () => {
      const body = await client.globalJson('sports');
      return parsed(() => parseServiceSports(body));
    },
    competitorGames: async (sport, globalId, which) => {
      const groupSlug = multiSportGroupSlug(sport);
      if (groupSlug === null)
        throw new ServiceError('not-found', `The multi-sport group has no ${sport}`);
      const body = await client.globalJson(
        `${groupSlug}/competitor/${globalIdIn(globalId)}/${which}`,
      );
      return parsed(() => parseCompetitorGames(`team ${which}`, body, { sport, now: now() }));
    },
    standings: (sport, tournamentId, seasonId) =>
      read(
        sport,
        `${season(tournamentId, seasonId)}/standings`,
        (body) => parseStandings(body, { sport, tournamentId, seasonId }),
        { type: 'total' },
      ),
    knockout: (sport, tournamentId, seasonId) =>
      read(sport, `${season(tournamentId, seasonId)}/knockout`, (body) =>
        parseBracket(body, { sport, tournamentId, seasonId }),
      ),
  };
}

function globalIdIn(value: GlobalId): GlobalId {
  const id = readGlobalId(value);
  if (id === null) throw new ServiceError('bad-request', `${value} is not a valid global team id`);
  return id;
}
