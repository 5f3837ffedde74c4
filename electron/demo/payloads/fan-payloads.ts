// The demo's answers for a fan's day around a match: the player of the match (/best-players,
// /award), broadcast channels (/channels), and line-ups that are published an hour before the start
// (empty until then, as the real service has them). Shapes follow the real service: best-players
// {playerOfTheMatch: {value, label, player}, bestHomeTeamPlayers, bestAwayTeamPlayers}.

import { ok, notFound, type Reply } from '../http/reply';
import type { DemoPlayer, DemoTeam } from '../sim/entities';
import { displayTotal, isOver, type MatchState } from '../sim/match-state';
import { createRandom, seedFrom } from '../sim/random';
import type { DemoMatch } from '../sim/schedule';
import type { DemoWorld } from '../sim/world';

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
function ratings(world: DemoWorld, match: DemoMatch, state: MatchState): Rated[] {
  const random = createRandom(seedFrom(world.seed, 'ratings', match.id));
  const goalsBy = new Map<string, number>();
  for (const incident of state.incidents) {
    if (incident.kind === 'goal' && incident.player)
      goalsBy.set(incident.player, (goalsBy.get(incident.player) ?? 0) + 1);
  }
  const lead = displayTotal(state, 'home') - displayTotal(state, 'away');
  const rate = (team: DemoTeam, side: 'home' | 'away'): Rated[] =>
    team.players.map((player) => {
      const sideBonus = (side === 'home' ? lead : -lead) > 0 ? 0.4 : 0;
      const base = 6.2 + random.next() * 1.4 + sideBonus + (goalsBy.get(player.name) ?? 0) * 0.8;
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
