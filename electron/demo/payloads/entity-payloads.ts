// Team, player, tournament, countries and search payloads. Shapes are ours (the interface does not
// show them), modelled on the real service: {team}, {players: [{player}]}, {player}, {tournament},
// {seasons}, {standings: [{rows}]}, {categories}, {results: [{type, entity}]}.

import { ok, type Reply } from '../http/reply';
import { teamObject, tournamentObject } from '../serialize/event-forms';
import type { DemoPlayer, DemoTeam, DemoTournament } from '../sim/entities';
import { displayTotal, isOver } from '../sim/match-state';
import type { SimSport } from '../sim/sim-sport';
import { simSport } from '../sim/sport-catalog';
import type { DemoWorld } from '../sim/world';

const sportRefOf = (sport: SimSport) => ({ name: sport.name, slug: sport.slug, id: sport.sportId });

export function teamPayload(world: DemoWorld, sport: SimSport, team: DemoTeam): Reply {
  const tournament = world.roster.tournamentsById.get(team.tournamentId);
  return ok({
    team: {
      ...teamObject(team, sportRefOf(sport), sport.individual),
      fullName: team.name,
      venue: { name: team.venue, city: { name: team.shortName } },
      manager: team.manager ? { name: team.manager } : undefined,
      tournament: tournament ? tournamentObject(tournament, sportRefOf(sport)) : undefined,
    },
  });
}

export function playersPayload(team: DemoTeam): Reply {
  return ok({ players: team.players.map((player) => ({ player: playerObject(player) })) });
}

function playerObject(player: DemoPlayer): Record<string, unknown> {
  return {
    id: player.id,
    name: player.name,
    shortName: player.shortName,
    position: player.position,
    jerseyNumber: player.jerseyNumber,
  };
}

export function tournamentInfoPayload(
  world: DemoWorld,
  sport: SimSport,
  tournament: DemoTournament,
): Reply {
  const teams = world.roster.teams.filter((team) => team.tournamentId === tournament.id);
  return ok({
    tournament: {
      ...tournamentObject(tournament, sportRefOf(sport)),
      currentSeason: tournament.season,
      teamCount: teams.length,
      knockout: tournament.knockout,
    },
  });
}

export function seasonsPayload(tournament: DemoTournament): Reply {
  return ok({ seasons: [tournament.season, ...tournament.previousSeasons] });
}

/** A league table from the matches the tournament has finished in the simulated window. */
export function standingsPayload(
  world: DemoWorld,
  sport: SimSport,
  tournament: DemoTournament,
): Reply {
  const rows = new Map<
    number,
    {
      team: DemoTeam;
      matches: number;
      wins: number;
      draws: number;
      losses: number;
      scoresFor: number;
      scoresAgainst: number;
    }
  >();
  for (const team of world.roster.teams) {
    if (team.tournamentId === tournament.id)
      rows.set(team.id, {
        team,
        matches: 0,
        wins: 0,
        draws: 0,
        losses: 0,
        scoresFor: 0,
        scoresAgainst: 0,
      });
  }
  const now = world.now();
  for (const match of world.matchesBetween(sport.slug, 0, now)) {
    if (match.tournament.id !== tournament.id) continue;
    const state = world.stateOf(match);
    if (!isOver(state)) continue;
    const home = displayTotal(state, 'home');
    const away = displayTotal(state, 'away');
    const homeExtra = state.points.home.penalties ?? 0;
    const awayExtra = state.points.away.penalties ?? 0;
    for (const [row, mine, theirs, tiebreak] of [
      [rows.get(match.home.id), home, away, homeExtra - awayExtra],
      [rows.get(match.away.id), away, home, awayExtra - homeExtra],
    ] as const) {
      if (!row) continue;
      row.matches += 1;
      row.scoresFor += mine;
      row.scoresAgainst += theirs;
      if (mine > theirs || (mine === theirs && tiebreak > 0)) row.wins += 1;
      else if (mine < theirs || tiebreak < 0) row.losses += 1;
      else row.draws += 1;
    }
  }
  const sorted = [...rows.values()]
    .map((row) => ({ ...row, points: row.wins * 3 + row.draws }))
    .sort(
      (a, b) =>
        b.points - a.points ||
        b.scoresFor - b.scoresAgainst - (a.scoresFor - a.scoresAgainst) ||
        a.team.name.localeCompare(b.team.name),
    );
  return ok({
    standings: [
      {
        type: 'total',
        name: tournament.name,
        tournament: tournamentObject(tournament, sportRefOf(sport)),
        rows: sorted.map((row, index) => ({
          position: index + 1,
          team: { id: row.team.id, name: row.team.name, nameCode: row.team.nameCode },
          matches: row.matches,
          wins: row.wins,
          draws: row.draws,
          losses: row.losses,
          scoresFor: row.scoresFor,
          scoresAgainst: row.scoresAgainst,
          points: row.points,
        })),
      },
    ],
  });
}

export function countriesPayload(sport: SimSport): Reply {
  return ok({
    categories: sport.categories.map((category) => ({ ...category, flag: category.slug })),
  });
}

export function searchPayload(world: DemoWorld, sportSlug: string, query: string): Reply {
  const sport = simSport(sportSlug);
  const needle = query.trim().toLowerCase();
  const results: unknown[] = [];
  if (sport) {
    const sportRef = { name: sport.name, slug: sport.slug, id: sport.sportId };
    for (const team of world.roster.teams) {
      if (team.sport !== sport.slug || !team.name.toLowerCase().includes(needle)) continue;
      results.push({
        type: 'team',
        entity: {
          id: team.id,
          name: team.name,
          nameCode: team.nameCode,
          shortName: team.shortName,
          sport: sportRef,
          country: team.country,
        },
      });
    }
    for (const tournament of world.roster.tournaments) {
      if (tournament.sport !== sport.slug || !tournament.name.toLowerCase().includes(needle))
        continue;
      results.push({
        type: 'tournament',
        entity: {
          id: tournament.id,
          name: tournament.name,
          category: { name: tournament.category.name },
          sport: sportRef,
        },
      });
    }
    for (const player of world.roster.playersById.values()) {
      if (
        player.sport !== sport.slug ||
        sport.individual ||
        !player.name.toLowerCase().includes(needle)
      )
        continue;
      const team = world.roster.teamsById.get(player.teamId);
      results.push({
        type: 'player',
        entity: {
          id: player.id,
          name: player.name,
          position: player.position,
          team: team ? { id: team.id, name: team.name } : undefined,
          sport: sportRef,
        },
      });
      if (results.length >= 40) break;
    }
  }
  return ok({ results: results.slice(0, 40) });
}
