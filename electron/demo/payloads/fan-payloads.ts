// The demo's answers for a fan's day around a match: the player of the match (/best-players,
// /award), broadcast channels (/channels), and line-ups that are published an hour before the start
// (empty until then, as the real service has them). Shapes follow the real service: best-players
// {playerOfTheMatch: {value, label, player}, bestHomeTeamPlayers, bestAwayTeamPlayers} (football's
// summary form), and for basketball the singular {bestHomeTeamPlayer, bestAwayTeamPlayer} whose
// value is points and whose rating sits under additionalStatistics.

import { ok, notFound, type Reply } from '../http/reply';
import type { DemoPlayer, DemoTeam } from '../sim/entities';
import { displayTotal, isOver, type MatchState } from '../sim/match-state';
import { createRandom, seedFrom } from '../sim/random';
import type { DemoMatch } from '../sim/schedule';
import type { DemoWorld } from '../sim/world';
import { serializeEvent } from '../serialize/event-forms';
import { missingPlayersOf } from './match-centre';
import { playerNamed } from './match-detail';

/** Line-ups are out this long before the scheduled start. */
export const LINEUPS_PUBLISHED_BEFORE_MS = 60 * 60_000;

export function lineupsPublished(world: DemoWorld, match: DemoMatch): boolean {
  return world.now() >= match.startAt - LINEUPS_PUBLISHED_BEFORE_MS;
}

interface Rated {
  player: DemoPlayer;
  side: 'home' | 'away';
  rating: number;
}

/** Ratings that follow the match: scorers and the winning side rate higher. Stable per match. */
export function ratings(world: DemoWorld, match: DemoMatch, state: MatchState): Rated[] {
  const random = createRandom(seedFrom(world.seed, 'ratings', match.id));
  const goalsBy = new Map<number, number>();
  for (const incident of state.incidents) {
    // By the player the incidents show: names may repeat across and within teams.
    if (incident.kind === 'goal' && incident.player) {
      const id = playerNamed(match, incident.player, incident.side)?.id ?? 0;
      goalsBy.set(id, (goalsBy.get(id) ?? 0) + 1);
    }
  }
  const lead = displayTotal(state, 'home') - displayTotal(state, 'away');
  // Who sits the match out is never rated (nor named its best player).
  const missing = missingPlayersOf(world, match);
  const out = new Set([...missing.home, ...missing.away].map((player) => player.id));
  const rate = (team: DemoTeam, side: 'home' | 'away'): Rated[] =>
    team.players
      .filter((player) => !out.has(player.id))
      .map((player) => {
        const sideBonus = (side === 'home' ? lead : -lead) > 0 ? 0.4 : 0;
        const base = 6.2 + random.next() * 1.4 + sideBonus + (goalsBy.get(player.id) ?? 0) * 0.8;
        return { player, side, rating: Math.min(10, Math.round(base * 10) / 10) };
      });
  return [...rate(match.home, 'home'), ...rate(match.away, 'away')].sort(
    (a, b) => b.rating - a.rating || a.player.id - b.player.id,
  );
}

function entry(rated: Rated): Record<string, unknown> {
  return {
    value: rated.rating.toFixed(1),
    label: 'rating',
    player: {
      id: rated.player.id,
      name: rated.player.name,
      shortName: rated.player.shortName,
      position: rated.player.position,
    },
  };
}

export function bestPlayersPayload(world: DemoWorld, match: DemoMatch): Reply {
  const state = world.stateOf(match);
  if (state.startedAt === null || match.sport.form === 'stage' || match.sport.individual)
    return ok({});
  const rated = ratings(world, match, state);
  if (match.sport.slug === 'basketball') return ok(basketballBest(rated));
  const body: Record<string, unknown> = {
    bestHomeTeamPlayers: rated
      .filter((r) => r.side === 'home')
      .slice(0, 3)
      .map(entry),
    bestAwayTeamPlayers: rated
      .filter((r) => r.side === 'away')
      .slice(0, 3)
      .map(entry),
  };
  // Named once the match is over, as the real service does.
  const best = rated[0];
  if (isOver(state) && best) body.playerOfTheMatch = entry(best);
  return ok(body);
}

/** The real basketball form: one best player a side, points as the value, the rating beside. */
function basketballBest(rated: Rated[]): Record<string, unknown> {
  const one = (side: 'home' | 'away') => {
    const best = rated.find((r) => r.side === side);
    if (!best) return undefined;
    const { player } = entry(best) as { player: unknown };
    // Points that follow the rating, so the best rated has scored well: stable per match.
    const points = Math.round((best.rating - 5) * 6);
    return {
      value: String(points),
      label: 'pts',
      additionalStatistics: { points, rating: best.rating },
      player,
    };
  };
  return { bestHomeTeamPlayer: one('home'), bestAwayTeamPlayer: one('away') };
}

export function awardPayload(world: DemoWorld, match: DemoMatch): Reply {
  const state = world.stateOf(match);
  const best =
    isOver(state) && !match.sport.individual ? ratings(world, match, state)[0] : undefined;
  if (!best || match.sport.form === 'stage') return notFound(`Award of match ${match.id}`);
  return ok({ award: { type: 'playerOfTheMatch', ...entry(best) } });
}

const CHANNELS: Record<string, string[]> = {
  football: ['Pitchside TV', 'Goal Channel', 'Sport One', 'Matchday+'],
  basketball: ['Hoops Network', 'Sport One', 'Court TV'],
  'ice-hockey': ['Ice Channel', 'Sport One'],
  esports: ['twitch.tv/demo_esports', 'youtube.com/@demo_esports'],
  tennis: ['Centre Court TV', 'Sport Two'],
};

export function channelsPayload(world: DemoWorld, match: DemoMatch): Reply {
  const names = CHANNELS[match.sport.slug] ?? [];
  const random = createRandom(seedFrom(world.seed, 'channels', match.id));
  const picked = names.filter(() => random.next() < 0.6);
  const list = picked.length > 0 || names.length === 0 ? picked : names.slice(0, 1);
  return ok({ channels: list.map((name, index) => ({ id: index + 1, name })) });
}

const PAGE_SIZE = 20;
const HOUR_MS = 3_600_000;

/**
 * events/next/{page} and events/last/{page} of a tournament season: the same simulated matches as
 * the live and schedule lists, upcoming ones nearest first, finished ones latest first.
 */
export function seasonEventsPayload(
  world: DemoWorld,
  sport: string,
  tournamentId: number,
  which: 'next' | 'last',
  page: number,
): Reply {
  const now = world.now();
  const from = which === 'next' ? now : now - 48 * HOUR_MS;
  const to = which === 'next' ? now + 72 * HOUR_MS : now;
  const matches = world
    .matchesBetween(sport, from, to)
    .filter((match) => match.tournament.id === tournamentId)
    .map((match) => ({ match, state: world.stateOf(match) }))
    .filter(({ state }) => (which === 'next' ? state.status.type === 'notstarted' : isOver(state)));
  if (which === 'last') matches.reverse();
  const slice = matches.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
  return ok({
    events: slice.map(({ match, state }) => serializeEvent(match, state)),
    hasNextPage: matches.length > (page + 1) * PAGE_SIZE,
  });
}

/**
 * The bracket of a knockout competition: quarter-finals between its first eight teams, each with
 * the latest finished match between the two when there is one; later rounds are not drawn yet and
 * come without matches (a client must show them as not available).
 */
export function knockoutPayload(world: DemoWorld, sport: string, tournamentId: number): Reply {
  const teams = world.roster.teams.filter((team) => team.tournamentId === tournamentId).slice(0, 8);
  const played = world
    .matchesBetween(sport, world.now() - 48 * HOUR_MS, world.now())
    .filter((match) => match.tournament.id === tournamentId)
    .filter((match) => isOver(world.stateOf(match)))
    .reverse();
  const blocks = [];
  for (let index = 0; index + 1 < teams.length; index += 2) {
    const [home, away] = [teams[index]!, teams[index + 1]!];
    const match = played.find(
      (m) =>
        (m.home.id === home.id && m.away.id === away.id) ||
        (m.home.id === away.id && m.away.id === home.id),
    );
    const state = match ? world.stateOf(match) : null;
    blocks.push({
      events: match ? [match.id] : [],
      participants: [
        { team: { id: home.id, name: home.name } },
        { team: { id: away.id, name: away.name } },
      ],
      homeTeamScore:
        match && state
          ? String(displayTotal(state, match.home.id === home.id ? 'home' : 'away'))
          : undefined,
      awayTeamScore:
        match && state
          ? String(displayTotal(state, match.home.id === home.id ? 'away' : 'home'))
          : undefined,
      finished: match !== undefined,
    });
  }
  return ok({
    cupTrees: [
      {
        name: 'Knockout stage',
        rounds: [
          { order: 1, description: 'Quarter-finals', blocks },
          { order: 2, description: 'Semi-finals', blocks: [] },
          { order: 3, description: 'Final', blocks: [] },
        ],
      },
    ],
  });
}
