// The demo's match-centre answers, in the real service's shapes where known: /graph
// {graphPoints: [{minute, value}]} (momentum in football and its kin, the lead elsewhere),
// /highlights and /media {highlights: [{title, subtitle, url}]}, /missing-players {home, away}
// of {player, type, description}, /managers {homeManager, awayManager}, /pregame-form
// {homeTeam: {form, position, value}, awayTeam, label}, /votes {vote: {vote1, voteX, vote2}}.
// Consistent with the world: a missing player is in no line-up and in no incident of the match,
// the form is the teams' own last results, the table place the demo's own table's.

import { sportInfo } from '../../../shared/sports';
import { newBadmintonState, winBadmintonRally } from '../sim/badminton-score';
import { notFound, ok, type Reply } from '../http/reply';
import type { DemoPlayer, DemoTeam } from '../sim/entities';
import { displayTotal, isOver } from '../sim/match-state';
import { createRandom, seedFrom } from '../sim/random';
import type { DemoMatch } from '../sim/schedule';
import { simSport } from '../sim/sport-catalog';
import type { DemoWorld } from '../sim/world';
import type { Side } from '../demo-service-api';
import { standingsPayload } from './entity-payloads';
import { ratings } from './fan-payloads';
import { playerNamed, startersOf, type LineupExtras } from './match-detail';

const FOOTBALL_FAMILY = new Set(['football', 'futsal', 'minifootball']);
const DAY_MS = 24 * 3_600_000;

/** Sports of goals and points have a progression; sets, frames, innings and stages do not. */
export function graphPayload(world: DemoWorld, match: DemoMatch): Reply {
  if (sportInfo(match.sport.slug).form !== 'goals' || match.sport.individual)
    return notFound(`Graph of match ${match.id}`);
  const state = world.stateOf(match);
  if (state.startedAt === null) return ok({ graphPoints: [] });
  const goals = state.incidents.filter((incident) => incident.kind === 'goal');
  if (!FOOTBALL_FAMILY.has(match.sport.slug)) {
    // The lead after each score, from the start.
    const points = [{ minute: 0, value: 0 }];
    for (const goal of goals)
      points.push({ minute: goal.minute ?? points.at(-1)!.minute, value: goal.home - goal.away });
    return ok({ graphPoints: points });
  }
  const elapsed = (Math.min(world.now(), state.endedAt ?? Infinity) - state.startedAt) / 60_000;
  const last = Math.max(1, Math.min(Math.floor(elapsed), 90));
  const random = createRandom(seedFrom(world.seed, 'graph', match.id));
  const points: { minute: number; value: number }[] = [];
  let drift = 0;
  for (let minute = 1; minute <= last; minute++) {
    drift = drift * 0.7 + (random.next() - 0.5) * 40;
    // Pressure builds before a goal, for the side that scores it.
    const push = goals
      .filter((goal) => goal.minute !== null && goal.minute >= minute && goal.minute - minute < 5)
      .reduce((sum, goal) => sum + (goal.side === 'home' ? 45 : -45), 0);
    points.push({ minute, value: Math.max(-100, Math.min(100, Math.round(drift + push))) });
  }
  return ok({ graphPoints: points, periodTime: 45, periodCount: 2 });
}

/** A clip per goal once it is scored, and the extended highlights once the match is over. */
export function highlightsPayload(world: DemoWorld, match: DemoMatch): Reply {
  const state = world.stateOf(match);
  const base = `https://highlights.scoretray.example/${match.sport.slug}/${match.id}`;
  const clips = state.incidents
    .filter((incident) => incident.kind === 'goal' && incident.player)
    .map((goal) => ({
      id: goal.id,
      title: `${goal.player ?? ''} ${goal.minute ?? ''}'`.trim(),
      subtitle: `${goal.home}–${goal.away}`,
      url: `${base}/${goal.id}`,
      mediaType: 1,
    }));
  if (isOver(state))
    clips.unshift({
      id: 0,
      title: `${match.home.name} – ${match.away.name}`,
      subtitle: 'Extended highlights',
      url: `${base}/extended`,
      mediaType: 1,
    });
  return ok({ highlights: clips });
}

/** Names the match's script uses: a scorer, a card, a substitution. */
function namesInPlay(match: DemoMatch): Set<string> {
  const names = new Set<string>();
  for (const item of match.script as unknown as Record<string, unknown>[])
    for (const key of ['player', 'playerIn', 'playerOut'])
      if (typeof item[key] === 'string') names.add(item[key]);
  return names;
}

/** Up to two squad players a side who sit the match out (never one who plays in it). */
export function missingPlayersOf(
  world: DemoWorld,
  match: DemoMatch,
): { home: DemoPlayer[]; away: DemoPlayer[] } {
  if (match.sport.individual || match.sport.form === 'stage') return { home: [], away: [] };
  const playing = namesInPlay(match);
  const random = createRandom(seedFrom(world.seed, 'missing', match.id));
  const pick = (team: DemoTeam) =>
    team.players
      .slice(1)
      .filter((player) => !playing.has(player.name))
      .filter(() => random.next() < 0.12)
      .slice(0, 2);
  return { home: pick(match.home), away: pick(match.away) };
}

const REASONS = ['Knee injury', 'Hamstring injury', 'Suspended', 'Illness', 'Ankle injury'];

export function missingPlayersPayload(world: DemoWorld, match: DemoMatch): Reply {
  if (match.sport.individual || match.sport.form === 'stage')
    return notFound(`Missing players of match ${match.id}`);
  const missing = missingPlayersOf(world, match);
  const entry = (player: DemoPlayer) => ({
    player: {
      id: player.id,
      name: player.name,
      shortName: player.shortName,
      position: player.position,
    },
    type: player.id % 3 === 0 ? 'doubtful' : 'missing',
    description: REASONS[player.id % REASONS.length],
  });
  return ok({ home: missing.home.map(entry), away: missing.away.map(entry) });
}

export function managersPayload(_world: DemoWorld, match: DemoMatch): Reply {
  if (match.sport.individual || match.sport.form === 'stage')
    return notFound(`Managers of match ${match.id}`);
  const manager = (team: DemoTeam, id: number) => ({
    id,
    name: team.manager,
    shortName: team.manager,
  });
  return ok({
    homeManager: manager(match.home, match.home.id * 10),
    awayManager: manager(match.away, match.away.id * 10),
  });
}

/** The full match answer's referee and venue: the home side's ground. */
export function settingOf(match: DemoMatch): Record<string, unknown> {
  if (match.sport.form === 'stage') return {};
  const venue = { name: match.home.venue, city: { name: match.home.country.name } };
  if (match.sport.individual) return { venue };
  const random = createRandom(seedFrom(0, 'referee', match.id));
  const referees = ['Anna Keller', 'Marco Rossi', 'Jonas Berg', 'Lucía Marín', 'Tomás Novak'];
  return { venue, referee: { id: 900 + (match.id % 5), name: random.pick(referees) } };
}

export function pregameFormPayload(world: DemoWorld, match: DemoMatch): Reply {
  if (match.sport.form === 'stage') return notFound(`Form of match ${match.id}`);
  const sport = simSport(match.sport.slug);
  const table = sport ? standingsPayload(world, sport, match.tournament).body : null;
  const rows =
    (
      table as {
        standings?: { rows: { position: number; team: { id: number }; points: number }[] }[];
      }
    )?.standings?.[0]?.rows ?? [];
  const side = (team: DemoTeam) => {
    const row = rows.find((candidate) => candidate.team.id === team.id);
    return {
      form: formOf(world, match, team),
      ...(row ? { position: row.position, value: String(row.points) } : {}),
    };
  };
  return ok({ homeTeam: side(match.home), awayTeam: side(match.away), label: 'Pts' });
}

/** The team's last five results before this match, oldest first. */
function formOf(world: DemoWorld, match: DemoMatch, team: DemoTeam): string[] {
  const before = world
    .matchesBetween(match.sport.slug, match.startAt - 7 * DAY_MS, match.startAt)
    .filter(
      (other) => other.id !== match.id && (other.home.id === team.id || other.away.id === team.id),
    )
    .map((other) => ({ other, state: world.stateOf(other) }))
    .filter(({ state }) => isOver(state) && state.awardedTo === null);
  return before.slice(-5).map(({ other, state }) => {
    const mine = displayTotal(state, other.home.id === team.id ? 'home' : 'away');
    const theirs = displayTotal(state, other.home.id === team.id ? 'away' : 'home');
    return mine > theirs ? 'W' : mine < theirs ? 'L' : 'D';
  });
}

/** The fans' vote: counts that lean to the stronger side, growing towards the start. */
export function votesPayload(world: DemoWorld, match: DemoMatch): Reply {
  if (match.sport.form === 'stage') return notFound(`Votes of match ${match.id}`);
  const random = createRandom(seedFrom(world.seed, 'votes', match.id));
  const voters = 200 + random.int(0, 4_000);
  const home = 0.3 + random.next() * 0.4;
  const drawable = sportInfo(match.sport.slug).canDraw;
  const draw = drawable ? 0.15 + random.next() * 0.1 : 0;
  const vote: Record<string, number> = {
    vote1: Math.round(voters * home * (1 - draw)),
    vote2: Math.round(voters * (1 - home) * (1 - draw)),
  };
  if (drawable) vote.voteX = Math.round(voters * draw);
  return ok({ vote });
}

/** What the line-ups leave out (the missing) and add once play starts (ratings). */
export function lineupExtras(world: DemoWorld, match: DemoMatch): LineupExtras {
  const missing = missingPlayersOf(world, match);
  const state = world.stateOf(match);
  const rated =
    state.startedAt === null || match.sport.individual || match.sport.form === 'stage'
      ? []
      : ratings(world, match, state);
  return {
    missing: new Set([...missing.home, ...missing.away].map((player) => player.id)),
    ratings: new Map(rated.map((entry) => [entry.player.id, entry.rating])),
  };
}

/** Runs of results that reach up to the match, from the same results as the form. */
export function streaksPayload(world: DemoWorld, match: DemoMatch): Reply {
  if (match.sport.form === 'stage') return notFound(`Streaks of match ${match.id}`);
  const general: { name: string; value: string; team: 'home' | 'away'; continued: boolean }[] = [];
  for (const [team, side] of [
    [match.home, 'home'],
    [match.away, 'away'],
  ] as const) {
    const form = formOf(world, match, team);
    const run = (keeps: (result: string) => boolean) => {
      let count = 0;
      for (let index = form.length - 1; index >= 0 && keeps(form[index]!); index--) count++;
      return count;
    };
    const rules: [string, (result: string) => boolean, number][] = [
      ['Wins', (result) => result === 'W', 2],
      ['No losses', (result) => result !== 'L', 3],
      ['Losses', (result) => result === 'L', 2],
      ['No wins', (result) => result !== 'W', 3],
    ];
    for (const [name, keeps, least] of rules) {
      const count = run(keeps);
      if (count >= least) general.push({ name, value: String(count), team: side, continued: true });
    }
  }
  return ok({ general, head2head: [] });
}

/**
 * Each player who has played: the starters of the line-up and the substitutes brought on, with
 * the goals the incidents give them, minutes (football and its kin) and the same rating as the
 * line-ups and the best players.
 */
export function playerStatisticsPayload(world: DemoWorld, match: DemoMatch): Reply {
  if (match.sport.individual || match.sport.form === 'stage')
    return notFound(`Player statistics of match ${match.id}`);
  const state = world.stateOf(match);
  if (state.startedAt === null) return ok({ home: [], away: [] });
  const { missing, ratings: rated } = lineupExtras(world, match);
  const goals = new Map<number, number>();
  const cameOn = new Map<number, number | null>();
  const wentOff = new Map<number, number | null>();
  // Keyed by the player the incidents show (playerNamed): names may repeat across and within teams.
  const on = (incident: { side?: Side }, name: string) =>
    playerNamed(match, name, incident.side)?.id ?? 0;
  for (const incident of state.incidents) {
    if (incident.kind === 'goal' && incident.player) {
      const key = on(incident, incident.player);
      goals.set(key, (goals.get(key) ?? 0) + 1);
    }
    // The scripts may give a goal or a card to a bench player never brought on: in the figures
    // such a player came on at the first minute the incidents name them.
    if ((incident.kind === 'goal' || incident.kind === 'card') && incident.player) {
      const key = on(incident, incident.player);
      const known = cameOn.get(key);
      if (known === undefined || (known !== null && (incident.minute ?? 0) < known))
        cameOn.set(key, incident.minute);
    }
    if (incident.kind === 'substitution') {
      if (incident.playerIn) cameOn.set(on(incident, incident.playerIn), incident.minute);
      if (incident.playerOut) wentOff.set(on(incident, incident.playerOut), incident.minute);
    }
  }
  const timed = FOOTBALL_FAMILY.has(match.sport.slug);
  const elapsed = (Math.min(world.now(), state.endedAt ?? Infinity) - state.startedAt) / 60_000;
  const now = Math.max(1, Math.min(Math.floor(elapsed), 90));
  const side = (team: DemoTeam) => {
    const lineup = team.players.filter((player) => !missing.has(player.id));
    const starters = startersOf(match.sport.slug);
    const key = (player: DemoPlayer) => player.id;
    return lineup
      .filter((player, index) => index < starters || cameOn.has(key(player)))
      .map((player, index) => {
        const from = index < starters ? 0 : (cameOn.get(key(player)) ?? 0);
        const to = wentOff.get(key(player)) ?? now;
        return {
          player: {
            id: player.id,
            name: player.name,
            shortName: player.shortName,
            position: player.position,
          },
          statistics: {
            ...(timed ? { minutesPlayed: Math.max(0, Math.min(to, now) - from) } : {}),
            goals: goals.get(key(player)) ?? 0,
            ...(rated.has(player.id) ? { rating: rated.get(player.id) } : {}),
          },
        };
      });
  };
  return ok({ home: side(match.home), away: side(match.away) });
}

/** Badminton rally by rally: the script's rallies so far, replayed with the game's own rules. */
export function pointByPointPayload(world: DemoWorld, match: DemoMatch): Reply {
  if (match.sport.slug !== 'badminton') return notFound(`Point by point of match ${match.id}`);
  const state = world.stateOf(match);
  const now = Math.min(world.now(), state.endedAt ?? Infinity);
  const score = newBadmintonState();
  const games: {
    game: number;
    points: { homeScore: number; awayScore: number; scoring: 1 | 2 }[];
  }[] = [];
  if (state.startedAt !== null) {
    for (const item of match.script) {
      if (item.at > now || score.finished) break;
      if (item.at < state.startedAt || (item.kind !== 'point' && item.kind !== 'game')) continue;
      const index = score.games.home.length - 1;
      winBadmintonRally(score, item.side);
      const game = (games[index] ??= { game: index + 1, points: [] });
      game.points.push({
        homeScore: score.games.home[index] ?? 0,
        awayScore: score.games.away[index] ?? 0,
        scoring: item.side === 'home' ? 1 : 2,
      });
    }
  }
  return ok({ pointByPoint: games });
}
