// The V2 endpoints of one sport, path relative to /v2/{sport}/ (or /api/ in the classic form).

import { isKnownSport } from '../../../shared/sports';
import {
  dayList,
  envelope,
  liveList,
  liveTournaments,
  newlyAdded,
  scheduledTournaments,
} from '../payloads/lists';
import {
  h2hPayload,
  incidentsPayload,
  lineupsPayload,
  matchPayload,
  scoresPayload,
  statisticsPayload,
  winningOddsPayload,
} from '../payloads/match-detail';
import {
  countriesPayload,
  playersPayload,
  searchPayload,
  seasonsPayload,
  standingsPayload,
  teamPayload,
  tournamentInfoPayload,
} from '../payloads/entity-payloads';
import {
  awardPayload,
  bestPlayersPayload,
  channelsPayload,
  knockoutPayload,
  lineupsPublished,
  seasonEventsPayload,
} from '../payloads/fan-payloads';
import {
  categoryTournamentsPayload,
  roundEventsPayload,
  roundsPayload,
} from '../payloads/competition-payloads';
import { newsPayload, playerPart } from '../payloads/people-payloads';
import {
  graphPayload,
  highlightsPayload,
  lineupExtras,
  managersPayload,
  missingPlayersPayload,
  playerStatisticsPayload,
  pointByPointPayload,
  pregameFormPayload,
  streaksPayload,
  votesPayload,
} from '../payloads/match-centre';
import type { DemoMatch } from '../sim/schedule';
import type { SimSport } from '../sim/sim-sport';
import { simSport } from '../sim/sport-catalog';
import type { DemoWorld } from '../sim/world';
import { badRequest, errorReply, notFound, ok, type Reply } from './reply';

export interface RouteContext {
  world: DemoWorld;
  sport: string;
  path: string;
  query: URLSearchParams;
}

type Handler = (context: RouteContext, params: string[]) => Reply;

const MATCH_PARTS: Record<string, (world: DemoWorld, match: DemoMatch) => Reply> = {
  '': matchPayload,
  scores: scoresPayload,
  incidents: incidentsPayload,
  statistics: statisticsPayload,
  lineups: (world, match) =>
    lineupsPayload(match, lineupsPublished(world, match), lineupExtras(world, match)),
  'best-players': bestPlayersPayload,
  award: awardPayload,
  channels: channelsPayload,
  h2h: h2hPayload,
  'winning-odds': winningOddsPayload,
  graph: graphPayload,
  highlights: highlightsPayload,
  media: highlightsPayload,
  'missing-players': missingPlayersPayload,
  managers: managersPayload,
  'pregame-form': pregameFormPayload,
  votes: votesPayload,
  streaks: streaksPayload,
  'player-statistics': playerStatisticsPayload,
  'point-by-point': pointByPointPayload,
};

const ROUTES: [RegExp, Handler][] = [
  [
    /^(?:events\/)?live$/,
    ({ world, sport }) => listOrEmpty(world, sport, () => liveList(world, sport, false)),
  ],
  [
    /^(?:events\/)?live\/all$/,
    ({ world, sport }) => listOrEmpty(world, sport, () => liveList(world, sport, true)),
  ],
  [/^today$/, ({ world, sport }) => listOrEmpty(world, sport, () => dayList(world, sport, null))],
  [
    /^schedule\/([^/]+)$/,
    ({ world, sport }, [date]) =>
      listOrEmpty(world, sport, () => dayList(world, sport, date ?? '')),
  ],
  [
    /^live-tournaments$/,
    ({ world, sport }) => listOrEmpty(world, sport, () => liveTournaments(world, sport)),
  ],
  [
    /^scheduled-tournaments\/([^/]+)$/,
    ({ world, sport }, [date]) =>
      listOrEmpty(world, sport, () => scheduledTournaments(world, sport, date ?? '')),
  ],
  [
    /^newly-added-events$/,
    ({ world, sport }) => listOrEmpty(world, sport, () => newlyAdded(world, sport)),
  ],
  [/^search$/, ({ world, sport, query }) => search(world, sport, query)],
  [/^countries$/, ({ sport }) => withSport(sport, (simulated) => countriesPayload(simulated))],
  [
    /^match\/([^/]+)(?:\/([a-z0-9-]+))?$/,
    ({ world, sport }, [id, part]) => matchPart(world, sport, id ?? '', part ?? ''),
  ],
  [/^teams\/([^/]+)$/, ({ world, sport }, [id]) => team(world, sport, id ?? '', false)],
  [/^teams\/([^/]+)\/players$/, ({ world, sport }, [id]) => team(world, sport, id ?? '', true)],
  [
    /^players\/([^/]+)(?:\/((?:[a-z0-9-]+\/?){1,6}))?$/,
    ({ world, sport }, [id, part]) => player(world, sport, id ?? '', part ?? ''),
  ],
  [/^news$/, ({ world, sport, query }) => newsPayload(world, sport, query)],
  [
    /^tournaments?\/([^/]+)(?:\/info)?$/,
    ({ world, sport }, [id]) =>
      tournament(world, sport, id ?? '', (s, t) => tournamentInfoPayload(world, s, t)),
  ],
  [
    /^tournament\/([^/]+)\/seasons$/,
    ({ world, sport }, [id]) => tournament(world, sport, id ?? '', (_s, t) => seasonsPayload(t)),
  ],
  [
    /^tournament\/([^/]+)\/season\/([^/]+)\/standings$/,
    ({ world, sport }, [id, seasonId]) =>
      tournament(world, sport, id ?? '', (s, t) =>
        Number(seasonId) === t.season.id ||
        t.previousSeasons.some((season) => season.id === Number(seasonId))
          ? standingsPayload(world, s, t)
          : notFound(`Season ${seasonId ?? ''}`),
      ),
  ],
  [
    /^tournament\/([^/]+)\/season\/([^/]+)\/events\/(next|last)\/(\d{1,4})$/,
    ({ world, sport }, [id, seasonId, which, page]) =>
      tournament(world, sport, id ?? '', (_s, t) =>
        Number(seasonId) === t.season.id
          ? seasonEventsPayload(
              world,
              sport,
              t.id,
              which === 'next' ? 'next' : 'last',
              Number(page),
            )
          : notFound(`Season ${seasonId ?? ''}`),
      ),
  ],
  [
    /^tournament\/([^/]+)\/season\/([^/]+)\/rounds$/,
    ({ world, sport }, [id, seasonId]) =>
      tournament(world, sport, id ?? '', (_s, t) =>
        Number(seasonId) === t.season.id
          ? roundsPayload(world, t)
          : notFound(`Season ${seasonId ?? ''}`),
      ),
  ],
  [
    /^tournament\/([^/]+)\/season\/([^/]+)\/events\/round\/(\d{1,4})$/,
    ({ world, sport }, [id, seasonId, round]) =>
      tournament(world, sport, id ?? '', (_s, t) =>
        Number(seasonId) === t.season.id
          ? roundEventsPayload(world, t, Number(round))
          : notFound(`Season ${seasonId ?? ''}`),
      ),
  ],
  [
    /^categories\/(\d{1,12})\/tournaments$/,
    ({ world, sport }, [id]) =>
      withSport(sport, (simulated) => categoryTournamentsPayload(world, simulated, Number(id))),
  ],
  [
    /^tournament\/([^/]+)\/season\/([^/]+)\/knockout$/,
    ({ world, sport }, [id, seasonId]) =>
      tournament(world, sport, id ?? '', (_s, t) =>
        Number(seasonId) === t.season.id && t.knockout
          ? knockoutPayload(world, sport, t.id)
          : notFound(`Knockout of season ${seasonId ?? ''}`),
      ),
  ],
];

export function routeV2(context: RouteContext): Reply {
  if (!simSport(context.sport) && !isKnownSport(context.sport)) {
    return errorReply(404, 'NOT_FOUND', `Unknown sport "${context.sport}"`);
  }
  for (const [pattern, handler] of ROUTES) {
    const match = pattern.exec(context.path);
    if (match)
      return handler(
        context,
        match.slice(1).map((group) => group ?? ''),
      );
  }
  return errorReply(404, 'NOT_FOUND', `No endpoint ${context.path || '/'} for ${context.sport}`);
}

/** A sport the service knows but the demo does not simulate has simply nothing on. */
function listOrEmpty(world: DemoWorld, sport: string, list: () => Reply): Reply {
  return world.has(sport) ? list() : ok(envelope([]));
}

function withSport(sport: string, handler: (simulated: SimSport) => Reply): Reply {
  const simulated = simSport(sport);
  return simulated ? handler(simulated) : ok({ categories: [] });
}

function search(world: DemoWorld, sport: string, query: URLSearchParams): Reply {
  const q = (query.get('q') ?? '').trim();
  if (q.length < 2) return badRequest('The search query q must be at least 2 characters long');
  return searchPayload(world, sport, q);
}

function parseId(raw: string): number | null {
  return /^\d{1,12}$/.test(raw) ? Number(raw) : null;
}

function matchPart(world: DemoWorld, sport: string, rawId: string, part: string): Reply {
  const handler = MATCH_PARTS[part];
  if (!handler) return errorReply(404, 'NOT_FOUND', `No endpoint match/{id}/${part}`);
  const id = parseId(rawId);
  const match = id === null ? undefined : world.find(sport, id);
  return match ? handler(world, match) : notFound(`Match ${rawId}`);
}

function team(world: DemoWorld, sport: string, rawId: string, players: boolean): Reply {
  const id = parseId(rawId);
  const found = id === null ? undefined : world.roster.teamsById.get(id);
  const simulated = simSport(sport);
  if (!found || found.sport !== sport || !simulated) return notFound(`Team ${rawId}`);
  return players ? playersPayload(found) : teamPayload(world, simulated, found);
}

function player(world: DemoWorld, sport: string, rawId: string, part: string): Reply {
  const id = parseId(rawId);
  const found = id === null ? undefined : world.roster.playersById.get(id);
  if (!found || found.sport !== sport) return notFound(`Player ${rawId}`);
  return playerPart(world, found, part);
}

function tournament(
  world: DemoWorld,
  sport: string,
  rawId: string,
  handler: (
    simulated: SimSport,
    found: NonNullable<ReturnType<typeof world.roster.tournamentsById.get>>,
  ) => Reply,
): Reply {
  const id = parseId(rawId);
  const found = id === null ? undefined : world.roster.tournamentsById.get(id);
  const simulated = simSport(sport);
  if (!found || found.sport !== sport || !simulated) return notFound(`Tournament ${rawId}`);
  return handler(simulated, found);
}
