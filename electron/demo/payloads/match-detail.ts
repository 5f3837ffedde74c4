// The match endpoints. Their shapes are not documented; these follow the real payloads:
// match {event}, incidents {incidents} newest first, statistics {statistics: [{period, groups}]},
// lineups {home, away}, h2h {teamDuel}, winning-odds {home, draw, away}, scores {home, away}.

import { ok, type Reply } from '../http/reply';
import { scoreObject } from '../serialize/score-object';
import { serializeEvent } from '../serialize/event-forms';
import type { IncidentRecord, MatchState } from '../sim/match-state';
import { displayTotal } from '../sim/match-state';
import { createRandom, seedFrom } from '../sim/random';
import type { DemoMatch } from '../sim/schedule';
import type { DemoWorld } from '../sim/world';
import type { Side } from '../demo-service-api';
import type { DemoPlayer, DemoTeam } from '../sim/entities';
import { settingOf } from './match-centre';

export function matchPayload(world: DemoWorld, match: DemoMatch): Reply {
  const event = serializeEvent(match, world.stateOf(match)) as Record<string, unknown>;
  return ok({ event: { ...event, ...settingOf(match) } });
}

export function scoresPayload(world: DemoWorld, match: DemoMatch): Reply {
  const state = world.stateOf(match);
  if (match.sport.form === 'stage')
    return ok({ status: state.status, results: stageResults(world, match, state) });
  return ok({
    home: scoreObject(match.sport.slug, state, 'home'),
    away: scoreObject(match.sport.slug, state, 'away'),
    periods: match.sport.periodLabels,
    status: { ...state.status },
  });
}

/**
 * The player a match's script names: on the incident's own side first, the first of that name.
 * Two teams, or one squad, may hold two players of the same name; the incidents, the player figures
 * and the ratings all name the same one, so a goal is counted for the player it shows.
 */
export function playerNamed(
  match: DemoMatch,
  name: string,
  side: Side | undefined,
): DemoPlayer | undefined {
  const sides = side === 'away' ? [match.away, match.home] : [match.home, match.away];
  return sides.flatMap((team) => team.players).find((player) => player.name === name);
}

export function incidentsPayload(world: DemoWorld, match: DemoMatch): Reply {
  const state = world.stateOf(match);
  const person = (name: string | undefined, side: Side | undefined) => {
    if (!name) return undefined;
    const player = playerNamed(match, name, side);
    return player
      ? { id: player.id, name: player.name, shortName: player.shortName }
      : { id: 0, name, shortName: name };
  };
  // Basketball timelines list periods only, as the real service does; a basket is not an incident.
  const shown =
    match.sport.slug === 'basketball'
      ? state.incidents.filter((incident) => incident.kind !== 'goal')
      : state.incidents;
  const incidents = [...shown].reverse().map((incident) => incidentJson(incident, person));
  return ok({ incidents });
}

function incidentJson(
  incident: IncidentRecord,
  personOn: (name: string | undefined, side: Side | undefined) => unknown,
): Record<string, unknown> {
  const person = (name?: string) => personOn(name, incident.side);
  const base: Record<string, unknown> = {
    id: incident.id,
    time: incident.minute ?? 999,
    homeScore: incident.home,
    awayScore: incident.away,
  };
  if (incident.addedTime !== null) base.addedTime = incident.addedTime;
  const isHome = incident.side === undefined ? undefined : incident.side === 'home';
  switch (incident.kind) {
    case 'period':
      return { ...base, incidentType: 'period', text: incident.text, isLive: false };
    case 'goal':
      return {
        ...base,
        incidentType: 'goal',
        incidentClass: 'regular',
        isHome,
        player: person(incident.player),
      };
    case 'card':
      return {
        ...base,
        incidentType: 'card',
        incidentClass: incident.colour,
        isHome,
        player: person(incident.player),
        reason: 'Foul',
      };
    case 'substitution':
      return {
        ...base,
        incidentType: 'substitution',
        incidentClass: 'regular',
        isHome,
        playerIn: person(incident.playerIn),
        playerOut: person(incident.playerOut),
      };
    case 'varDecision':
      return {
        ...base,
        incidentType: 'varDecision',
        incidentClass: 'goalNotAwarded',
        isHome,
        confirmed: false,
      };
    case 'penaltyShootout':
      return {
        ...base,
        incidentType: 'penaltyShootout',
        incidentClass: incident.scored ? 'scored' : 'missed',
        description: incident.scored ? 'Scored' : 'Missed',
        sequence: incident.sequence,
        isHome,
        player: person(incident.player),
      };
  }
}

/** Plausible numbers that grow with the match and lean towards the side that is scoring more. */
export function statisticsPayload(world: DemoWorld, match: DemoMatch): Reply {
  const state = world.stateOf(match);
  if (state.startedAt === null || match.sport.form === 'stage') return ok({ statistics: [] });
  const random = createRandom(seedFrom(world.seed, 'stats', match.id));
  const played = Math.min(
    1,
    (Math.min(world.now(), state.endedAt ?? Infinity) - state.startedAt) / (100 * 60_000),
  );
  const lean = (displayTotal(state, 'home') - displayTotal(state, 'away')) * 2;
  const possession = Math.max(25, Math.min(75, 50 + random.int(-10, 10) + lean));
  const count = (base: number, bias = 0) =>
    Math.round((base + random.int(0, base)) * played) + Math.max(0, bias);
  const item = (name: string, home: number, away: number, suffix = '') => ({
    name,
    home: `${home}${suffix}`,
    away: `${away}${suffix}`,
    homeValue: home,
    awayValue: away,
    compareCode: home > away ? 1 : home < away ? 2 : 3,
  });
  const groups = SPORT_STATISTICS[match.sport.slug]?.(item, count) ?? [
    {
      groupName: 'Match overview',
      statisticsItems: [
        item('Ball possession', possession, 100 - possession, '%'),
        item('Total shots', count(8, lean), count(8)),
        item('Corner kicks', count(4), count(4)),
        item('Fouls', count(8), count(8)),
      ],
    },
    {
      groupName: 'Shots',
      statisticsItems: [
        item(
          'Shots on target',
          count(3, displayTotal(state, 'home')),
          count(3, displayTotal(state, 'away')),
        ),
        item('Shots off target', count(4), count(4)),
      ],
    },
  ];
  return ok({ statistics: [{ period: 'ALL', groups }] });
}

type StatItem = (name: string, home: number, away: number, suffix?: string) => unknown;
type StatCount = (base: number, bias?: number) => number;

/** Sports whose statistics are not a ball game's shots and corners. */
const SPORT_STATISTICS: Record<
  string,
  (item: StatItem, count: StatCount) => { groupName: string; statisticsItems: unknown[] }[]
> = {
  baseball: (item, count) => [
    {
      groupName: 'Batting',
      statisticsItems: [
        item('Hits', count(5), count(5)),
        item('Home runs', count(1), count(1)),
        item('Walks', count(2), count(2)),
        item('Strikeouts', count(5), count(5)),
      ],
    },
    { groupName: 'Fielding', statisticsItems: [item('Errors', count(1), count(1))] },
  ],
  snooker: (item, count) => [
    {
      groupName: 'Breaks',
      statisticsItems: [
        item('Highest break', 40 + count(50), 40 + count(50)),
        item('Century breaks', count(1), count(1)),
        item('50+ breaks', count(3), count(3)),
      ],
    },
  ],
};

/**
 * Who sits the match out is in no line-up; once play starts each player carries a rating under
 * statistics, as the real answer has it.
 */
export interface LineupExtras {
  missing: ReadonlySet<number>;
  ratings: ReadonlyMap<number, number>;
}

export function lineupsPayload(
  match: DemoMatch,
  published = true,
  extras: LineupExtras = { missing: new Set(), ratings: new Map() },
): Reply {
  if (!published) return ok({ confirmed: false, home: { players: [] }, away: { players: [] } });
  const side = (team: DemoTeam) => ({
    formation: match.sport.slug === 'football' ? '4-3-3' : undefined,
    players: team.players
      .filter((player) => !extras.missing.has(player.id))
      .map((player, index) => ({
        player: {
          id: player.id,
          name: player.name,
          shortName: player.shortName,
          position: player.position,
        },
        shirtNumber: Number(player.jerseyNumber) || undefined,
        jerseyNumber: player.jerseyNumber,
        position: player.position,
        substitute: index >= startersOf(match.sport.slug),
        ...(extras.ratings.has(player.id)
          ? { statistics: { rating: extras.ratings.get(player.id) } }
          : {}),
      })),
  });
  return ok({ confirmed: true, home: side(match.home), away: side(match.away) });
}

export function startersOf(sport: string): number {
  return (
    (
      {
        football: 11,
        basketball: 5,
        futsal: 5,
        handball: 7,
        'ice-hockey': 6,
        esports: 5,
        floorball: 6,
        'water-polo': 7,
        baseball: 9,
      } as Record<string, number>
    )[sport] ?? 1
  );
}

export function h2hPayload(world: DemoWorld, match: DemoMatch): Reply {
  const [low, high] = [match.home.id, match.away.id].sort((a, b) => a - b);
  const random = createRandom(seedFrom(world.seed, 'h2h', low ?? 0, high ?? 0));
  const draws = DRAWABLE.has(match.sport.slug) ? random.int(0, 4) : 0;
  return ok({ teamDuel: { homeWins: random.int(0, 6), awayWins: random.int(0, 6), draws } });
}

/** Win probabilities as fractions of 1; `draw` is 0 where a sport has no draws. */
/** Sports whose matches may end level, so their forecast gives the draw a chance. */
const DRAWABLE = new Set([
  'football',
  'futsal',
  'minifootball',
  'handball',
  'floorball',
  'water-polo',
]);

export function winningOddsPayload(world: DemoWorld, match: DemoMatch): Reply {
  const random = createRandom(seedFrom(world.seed, 'odds', match.id));
  const drawable = DRAWABLE.has(match.sport.slug);
  const draw = drawable ? 0.2 + random.next() * 0.1 : 0;
  const home = (1 - draw) * (0.3 + random.next() * 0.4);
  const round = (value: number) => Math.round(value * 100) / 100;
  return ok({ home: round(home), draw: round(draw), away: round(1 - draw - home) });
}

function stageResults(world: DemoWorld, match: DemoMatch, state: MatchState): unknown[] {
  if (state.endedAt === null || state.startedAt === null) return [];
  const random = createRandom(seedFrom(world.seed, 'stage', match.id));
  const riders = world.roster.teams
    .filter((team) => team.sport === 'cycling')
    .flatMap((team) => team.players.map((player) => ({ player, team })));
  const winnerSeconds = Math.round((state.endedAt - state.startedAt) / 1000);
  let gap = 0;
  return riders
    .map((entry) => ({ entry, order: random.next() }))
    .sort((a, b) => a.order - b.order)
    .slice(0, 20)
    .map(({ entry }, index) => {
      if (index > 0) gap += random.int(0, 40);
      return {
        position: index + 1,
        // As the real stage results name them: the rider in `team`, the rider's team in its
        // `parentTeam` (real-payloads: cycling-stage-id-standings-competitor).
        team: {
          id: entry.player.id,
          name: entry.player.name,
          parentTeam: { id: entry.team.id, name: entry.team.name },
        },
        time: winnerSeconds + gap,
        gap,
      };
    });
}
