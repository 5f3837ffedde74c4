// The competition page's answers, consistent with the demo's own world: a season's rounds and a
// round's fixtures (V2, from the matches the schedule holds), the V6 top scorers (counted from the
// goals of the tournament's matches, so every scorer scored and plays for the team named), the V6
// statistics (from the same matches, as the standings count them) and champions history (the
// previous seasons' winners), a category's tournaments, and the V5 sportsbook event of a match
// (prices from a probability fixed per seed and match, the book's margin on top). Shapes: V2 rounds {currentRound, rounds}, events
// {events}; V6 {success, data}; V5 {data: {odds: {"1x2"}, winProbability: {P1, PX, P2}, markets}}.

import { ok, notFound, type Reply } from '../http/reply';
import type { DemoTournament } from '../sim/entities';
import { displayTotal, isOver } from '../sim/match-state';
import { createRandom, seedFrom } from '../sim/random';
import type { DemoMatch } from '../sim/schedule';
import type { SimSport } from '../sim/sim-sport';
import type { DemoWorld } from '../sim/world';
import { serializeEvent } from '../serialize/event-forms';

const HOUR_MS = 3_600_000;

/** The tournament's matches the schedule holds around now: the season as far as it is known. */
function seasonMatches(world: DemoWorld, tournament: DemoTournament): DemoMatch[] {
  const now = world.now();
  return world
    .matchesBetween(tournament.sport, now - 48 * HOUR_MS, now + 72 * HOUR_MS)
    .filter((match) => match.tournament.id === tournament.id);
}

/** Matches the table counts: those that kicked off up to now (as standingsPayload reads them). */
function playedMatches(world: DemoWorld, tournament: DemoTournament): DemoMatch[] {
  return world
    .matchesBetween(tournament.sport, 0, world.now())
    .filter((match) => match.tournament.id === tournament.id);
}

export function roundsPayload(world: DemoWorld, tournament: DemoTournament): Reply {
  const matches = seasonMatches(world, tournament);
  const rounds = [...new Set(matches.map((match) => match.round))].sort((a, b) => a - b);
  const now = world.now();
  const current = matches.find((match) => match.startAt >= now)?.round ?? rounds.at(-1) ?? null;
  return ok({
    currentRound: current === null ? undefined : { round: current },
    rounds: rounds.map((round) => ({ round })),
  });
}

export function roundEventsPayload(
  world: DemoWorld,
  tournament: DemoTournament,
  round: number,
): Reply {
  const matches = seasonMatches(world, tournament).filter((match) => match.round === round);
  if (matches.length === 0) return notFound(`Round ${round}`);
  return ok({
    events: matches.map((match) => serializeEvent(match, world.stateOf(match))),
  });
}

export function categoryTournamentsPayload(
  world: DemoWorld,
  sport: SimSport,
  categoryId: number,
): Reply {
  const category = sport.categories.find((candidate) => candidate.id === categoryId);
  if (!category) return notFound(`Category ${categoryId}`);
  const tournaments = world.roster.tournaments.filter(
    (tournament) => tournament.sport === sport.slug && tournament.category.id === categoryId,
  );
  return ok({
    groups: [
      {
        uniqueTournaments: tournaments.map((tournament) => ({
          id: tournament.id,
          name: tournament.name,
          slug: tournament.slug,
          category: { id: category.id, name: category.name },
        })),
      },
    ],
  });
}

export function topScorersPayload(world: DemoWorld, tournament: DemoTournament): Reply {
  const goals = new Map<
    string,
    { name: string; team: { id: string; name: string }; goals: number }
  >();
  for (const match of playedMatches(world, tournament)) {
    for (const incident of world.stateOf(match).incidents) {
      if (incident.kind !== 'goal' || !incident.player || !incident.side) continue;
      const team = incident.side === 'home' ? match.home : match.away;
      const key = `${team.id}:${incident.player}`;
      const entry = goals.get(key) ?? {
        name: incident.player,
        team: { id: String(team.id), name: team.name },
        goals: 0,
      };
      entry.goals += 1;
      goals.set(key, entry);
    }
  }
  const sorted = [...goals.values()]
    .sort((a, b) => b.goals - a.goals || a.name.localeCompare(b.name))
    .slice(0, 20);
  return ok({
    success: true,
    data: {
      topScorers: sorted.map((entry, index) => ({
        rank: index + 1,
        player: { name: entry.name },
        team: entry.team,
        goals: entry.goals,
      })),
    },
  });
}

export function competitionStatsPayload(world: DemoWorld, tournament: DemoTournament): Reply {
  let played = 0;
  let scored = 0;
  let homeWins = 0;
  let draws = 0;
  for (const match of playedMatches(world, tournament)) {
    const state = world.stateOf(match);
    if (!isOver(state)) continue;
    const home = displayTotal(state, 'home');
    const away = displayTotal(state, 'away');
    played += 1;
    scored += home + away;
    if (home > away) homeWins += 1;
    else if (home === away) draws += 1;
  }
  return ok({
    success: true,
    data: {
      stats: [
        { name: 'Matches played', value: played },
        { name: 'Goals', value: scored },
        { name: 'Goals per match', value: played === 0 ? 0 : Number((scored / played).toFixed(2)) },
        { name: 'Home wins', value: homeWins },
        { name: 'Draws', value: draws },
      ],
    },
  });
}

/** Previous seasons' champions: teams of the competition, the same for a seed. */
export function archivePayload(world: DemoWorld, tournament: DemoTournament): Reply {
  const teams = world.roster.teams.filter((team) => team.tournamentId === tournament.id);
  const random = createRandom(seedFrom(world.seed, 'champions', tournament.id));
  const seasons = tournament.previousSeasons.map((season) => {
    const year = Number(season.year);
    const winner = teams[Math.floor(random.next() * teams.length)];
    return {
      season: { id: String(season.id), year: `${year}-${year + 1}` },
      team: winner ? { id: String(winner.id), name: winner.name } : undefined,
    };
  });
  return ok({ success: true, data: { archive: seasons.filter((entry) => entry.team) } });
}

/** The sportsbook's event for a demo match that has not ended (an ended one is off the book). */
export function sportsbookEventPayload(world: DemoWorld, match: DemoMatch): Reply {
  const state = world.stateOf(match);
  if (isOver(state)) return notFound(`Event ${match.id}`);
  const random = createRandom(seedFrom(world.seed, 'odds', match.id));
  const home = 0.3 + random.next() * 0.3;
  const draw = match.sport.slug === 'football' ? 0.22 + random.next() * 0.08 : 0;
  const away = 1 - home - draw;
  const price = (p: number) => (p <= 0 ? undefined : Number((1 / (p * 1.06)).toFixed(2)));
  const odds = { home: price(home), draw: price(draw), away: price(away) };
  return ok({
    data: {
      id: match.id,
      sportId: match.sport.sportId,
      leagueId: match.tournament.id,
      leagueName: match.tournament.name,
      homeTeam: match.home.name,
      awayTeam: match.away.name,
      startTime: Math.floor(match.startAt / 1000),
      startTimeISO: new Date(match.startAt).toISOString(),
      marketCount: 1,
      winProbability: {
        P1: Number(home.toFixed(3)),
        PX: Number(draw.toFixed(3)),
        P2: Number(away.toFixed(3)),
      },
      markets: [
        {
          id: 1,
          name: 'Full Time Result',
          markets: [
            { type: 1, odds: odds.home, isMainLine: true },
            ...(odds.draw === undefined ? [] : [{ type: 2, odds: odds.draw, isMainLine: true }]),
            { type: 3, odds: odds.away, isMainLine: true },
          ],
        },
      ],
      odds: { '1x2': odds },
    },
  });
}
