// The player and team pages' endpoints of the demo world: a player's profile, season summary,
// recent matches with ratings, attribute overview against the position's average, strengths and
// weaknesses, transfers and national-team figures; the sport's news. The interface shows no field
// names for most of these (only characteristics and attribute overviews are documented); the shapes
// follow the service family's. Every figure agrees with the world: a player's goals are the goals
// the simulated incidents give him, his matches are his team's finished ones.

import { errorReply, notFound, ok, type Reply } from '../http/reply';
import { serializeEvent } from '../serialize/event-forms';
import type { DemoPlayer, DemoTeam } from '../sim/entities';
import { displayTotal, isOver } from '../sim/match-state';
import { createRandom, seedFrom } from '../sim/random';
import type { DemoMatch } from '../sim/schedule';
import type { DemoWorld } from '../sim/world';

const DAY_MS = 24 * 3_600_000;
const YEAR_MS = 365 * DAY_MS;

/** Attribute overviews, characteristics, transfers and national teams: football's endpoints only. */
const FOOTBALL_ONLY = new Set([
  'attribute-overviews',
  'characteristics',
  'transfer-history',
  'national-team-statistics',
]);

export function playerPart(world: DemoWorld, player: DemoPlayer, part: string): Reply {
  if (FOOTBALL_ONLY.has(part) && player.sport !== 'football')
    return errorReply(404, 'NOT_FOUND', `No endpoint players/{id}/${part} for ${player.sport}`);
  const team = world.roster.teamsById.get(player.teamId);
  if (!team) return notFound(`Player ${player.id}`);
  switch (part) {
    case '':
      return ok({ player: profile(world, player, team) });
    case 'events/last/0':
      return recentPayload(world, player, team);
    case 'last-year-summary':
      return ok({ summary: figures(world, player, team, () => true, world.now() - YEAR_MS) });
    case 'attribute-overviews':
      return attributesPayload(world, player);
    case 'characteristics':
      return characteristicsPayload(world, player);
    case 'transfer-history':
      return transfersPayload(world, player, team);
    case 'national-team-statistics':
      return ok({
        statistics: [
          {
            team: { name: team.country.name, national: true },
            appearances: 3 + (player.id % 17),
            goals: player.position === 'F' ? player.id % 7 : player.id % 2,
          },
        ],
      });
    default: {
      const season = /^tournament\/(\d+)\/season\/(\d+)\/summary$/.exec(part);
      if (!season) return errorReply(404, 'NOT_FOUND', `No endpoint players/{id}/${part}`);
      const tournament = world.roster.tournamentsById.get(Number(season[1]));
      if (!tournament || tournament.sport !== player.sport)
        return notFound(`Tournament ${season[1]}`);
      if (tournament.season.id !== Number(season[2])) return notFound(`Season ${season[2]}`);
      return ok({
        statistics: figures(world, player, team, (match) => match.tournament.id === tournament.id),
      });
    }
  }
}

function profile(world: DemoWorld, player: DemoPlayer, team: DemoTeam): Record<string, unknown> {
  const random = createRandom(seedFrom(world.seed, 'profile', player.id));
  const age = 18 + random.int(0, 16);
  const born = world.now() - age * YEAR_MS - random.int(10, 300) * DAY_MS;
  const value = player.sport === 'football' ? random.int(2, 90) * 500_000 : undefined;
  return {
    id: player.id,
    name: player.name,
    shortName: player.shortName,
    position: player.position || undefined,
    jerseyNumber: player.jerseyNumber || undefined,
    height: 168 + random.int(0, 30),
    preferredFoot:
      player.sport === 'football' ? (random.next() < 0.75 ? 'Right' : 'Left') : undefined,
    dateOfBirthTimestamp: Math.floor(born / 1000),
    country: { name: team.country.name, alpha2: team.country.alpha2 },
    team: { id: team.id, name: team.name, nameCode: team.nameCode },
    proposedMarketValueRaw: value === undefined ? undefined : { value, currency: 'EUR' },
  };
}

/** The team's finished matches, newest first, from `since` on. */
function playedMatches(world: DemoWorld, team: DemoTeam, since = 0): DemoMatch[] {
  return world
    .matchesBetween(team.sport, since, world.now())
    .filter((match) => match.home.id === team.id || match.away.id === team.id)
    .filter((match) => isOver(world.stateOf(match)))
    .sort((a, b) => b.startAt - a.startAt);
}

function goalsIn(world: DemoWorld, match: DemoMatch, player: DemoPlayer): number {
  return world
    .stateOf(match)
    .incidents.filter((incident) => incident.kind === 'goal' && incident.player === player.name)
    .length;
}

function ratingIn(world: DemoWorld, match: DemoMatch, player: DemoPlayer): number {
  const random = createRandom(seedFrom(world.seed, 'rating', match.id, player.id));
  const rating = 6 + random.next() * 1.8 + goalsIn(world, match, player) * 0.7;
  return Math.round(Math.min(10, rating) * 10) / 10;
}

function cardsIn(world: DemoWorld, match: DemoMatch, player: DemoPlayer, colour: 'yellow' | 'red') {
  return world
    .stateOf(match)
    .incidents.filter(
      (incident) =>
        incident.kind === 'card' && incident.player === player.name && incident.colour === colour,
    ).length;
}

function figures(
  world: DemoWorld,
  player: DemoPlayer,
  team: DemoTeam,
  counts: (match: DemoMatch) => boolean,
  since = 0,
): Record<string, number> {
  const matches = playedMatches(world, team, since).filter(counts);
  const ratings = matches.map((match) => ratingIn(world, match, player));
  const sum = (each: (match: DemoMatch) => number) =>
    matches.reduce((total, match) => total + each(match), 0);
  const average = ratings.reduce((a, b) => a + b, 0) / Math.max(1, ratings.length);
  return {
    appearances: matches.length,
    goals: sum((match) => goalsIn(world, match, player)),
    minutesPlayed: matches.length * (player.sport === 'football' ? 90 : 60),
    yellowCards: sum((match) => cardsIn(world, match, player, 'yellow')),
    redCards: sum((match) => cardsIn(world, match, player, 'red')),
    ...(matches.length > 0 ? { rating: Math.round(average * 100) / 100 } : {}),
  };
}

function recentPayload(world: DemoWorld, player: DemoPlayer, team: DemoTeam): Reply {
  const matches = playedMatches(world, team).slice(0, 10);
  const statisticsMap: Record<string, unknown> = {};
  for (const match of matches) {
    statisticsMap[String(match.id)] = {
      rating: ratingIn(world, match, player),
      goals: goalsIn(world, match, player),
    };
  }
  return ok({
    events: matches.map((match) => serializeEvent(match, world.stateOf(match))),
    statisticsMap,
    hasNextPage: false,
  });
}

const AXES = ['attacking', 'technical', 'tactical', 'defending', 'creativity'] as const;

function axes(random: ReturnType<typeof createRandom>, position: string): Record<string, number> {
  const bias: Record<string, Partial<Record<(typeof AXES)[number], number>>> = {
    F: { attacking: 20, creativity: 10 },
    M: { technical: 15, tactical: 15 },
    D: { defending: 25, tactical: 10 },
    G: { defending: 30 },
  };
  return Object.fromEntries(
    AXES.map((axis) => [
      axis,
      Math.min(99, 30 + random.int(0, 45) + (bias[position]?.[axis] ?? 0)),
    ]),
  );
}

function attributesPayload(world: DemoWorld, player: DemoPlayer): Reply {
  const position = ['F', 'M', 'D', 'G'].includes(player.position) ? player.position : 'M';
  const own = createRandom(seedFrom(world.seed, 'attributes', player.id));
  const peers = createRandom(seedFrom(world.seed, 'attributes-average', position.charCodeAt(0)));
  return ok({
    playerAttributeOverviews: [0, 1].map((yearShift) => ({
      ...axes(own, position),
      position,
      yearShift,
      id: player.id * 10 + yearShift,
    })),
    averageAttributeOverviews: [0, 1].map((yearShift) => ({
      ...axes(peers, position),
      position,
      yearShift,
      id: position.charCodeAt(0) * 10 + yearShift,
    })),
  });
}

function characteristicsPayload(world: DemoWorld, player: DemoPlayer): Reply {
  const random = createRandom(seedFrom(world.seed, 'characteristics', player.id));
  const trait = () => ({ type: random.int(1, 40), rank: random.int(1, 400) });
  const codes: Record<string, string[]> = {
    F: ['ST', 'RW'],
    M: ['CM', 'AM'],
    D: ['CB', 'RB'],
    G: ['GK'],
  };
  return ok({
    positive: [trait(), trait()],
    negative: [trait()],
    positions: codes[player.position] ?? [],
  });
}

function transfersPayload(world: DemoWorld, player: DemoPlayer, team: DemoTeam): Reply {
  const random = createRandom(seedFrom(world.seed, 'transfers', player.id));
  const others = world.roster.teams.filter((t) => t.sport === team.sport && t.id !== team.id);
  const from = others[random.int(0, Math.max(0, others.length - 1))];
  const when = Math.floor((world.now() - random.int(200, 900) * DAY_MS) / 1000);
  const fee = random.int(1, 40) * 250_000;
  return ok({
    transferHistory: from
      ? [
          {
            transferFrom: { id: from.id, name: from.name },
            transferTo: { id: team.id, name: team.name },
            transferDateTimestamp: when,
            transferFeeDescription: `€${(fee / 1_000_000).toFixed(2)}m`,
            type: random.next() < 0.8 ? 'permanent' : 'loan',
          },
        ]
      : [],
  });
}

/**
 * The sport's news: a report of each of the last finished matches, in the asked language (German
 * where asked, English otherwise), naming both teams.
 */
export function newsPayload(world: DemoWorld, sport: string, query: URLSearchParams): Reply {
  const german = (query.get('lang') ?? 'en').toLowerCase().startsWith('de');
  const finished = world
    .matchesBetween(sport, world.now() - 3 * DAY_MS, world.now())
    .filter((match) => match.sport.form !== 'stage' && isOver(world.stateOf(match)))
    .sort((a, b) => b.startAt - a.startAt)
    .slice(0, 30);
  return ok({
    news: finished.map((match) => {
      const state = world.stateOf(match);
      const score = `${displayTotal(state, 'home')}:${displayTotal(state, 'away')}`;
      return {
        id: match.id,
        title: german
          ? `${match.home.name} gegen ${match.away.name} endet ${score}`
          : `${match.home.name} and ${match.away.name} finish ${score}`,
        publishedAtTimestamp: Math.floor((state.endedAt ?? match.startAt) / 1000),
        teams: [
          { id: match.home.id, name: match.home.name },
          { id: match.away.id, name: match.away.name },
        ],
        lang: german ? 'de' : 'en',
      };
    }),
  });
}
