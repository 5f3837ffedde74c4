// The people and clubs of the demo world, made once per seed: teams (each in one sport), their
// players and the tournaments they play in. Ids are stable for a seed.

import { clubName, colourHex, gamerTag, nameCode, personName, placeName, slugOf } from './names';
import { createRandom, seedFrom } from './random';
import type { CategoryPlan, SimSport, TournamentPlan } from './sim-sport';
import { SIM_SPORTS } from './sport-catalog';

export interface DemoPlayer {
  id: number;
  name: string;
  shortName: string;
  position: string;
  jerseyNumber: string;
  teamId: number;
  sport: string;
}

export interface DemoTeam {
  id: number;
  sport: string;
  name: string;
  shortName: string;
  nameCode: string;
  slug: string;
  country: { name: string; alpha2?: string };
  colours: { primary: string; secondary: string; text: string };
  venue: string;
  manager: string;
  tournamentId: number;
  players: DemoPlayer[];
}

export interface DemoTournament {
  /** The unique-tournament id (tournament endpoints and images). */
  id: number;
  /** The per-season tournament id carried by events. */
  seasonTournamentId: number;
  sport: string;
  name: string;
  slug: string;
  knockout: boolean;
  /** Esports: the series length where it is not the sport's own. */
  bestOf?: number;
  /** Entrants are pairs of players (badminton doubles). */
  doubles: boolean;
  category: CategoryPlan;
  season: { id: number; name: string; year: string };
  previousSeasons: { id: number; name: string; year: string }[];
  colours: { primary: string; secondary: string };
}

export interface DemoRoster {
  teams: DemoTeam[];
  tournaments: DemoTournament[];
  teamsById: Map<number, DemoTeam>;
  playersById: Map<number, DemoPlayer>;
  tournamentsById: Map<number, DemoTournament>;
}

const POSITIONS: Record<string, string[]> = {
  football: ['G', 'D', 'D', 'D', 'D', 'M', 'M', 'M', 'F', 'F', 'F'],
  basketball: ['G', 'G', 'F', 'F', 'C'],
  'ice-hockey': ['G', 'D', 'D', 'C', 'L', 'R'],
  handball: ['G', 'LW', 'LB', 'CB', 'RB', 'RW', 'P'],
  futsal: ['G', 'D', 'W', 'W', 'P'],
  esports: ['IGL', 'AWP', 'Entry', 'Support', 'Lurker'],
  cycling: ['Leader', 'Climber', 'Sprinter', 'Domestique'],
  floorball: ['G', 'D', 'D', 'C', 'F', 'F'],
  'water-polo': ['GK', 'D', 'W', 'CF', 'W', 'D', 'U'],
  baseball: ['P', 'C', '1B', '2B', '3B', 'SS', 'LF', 'CF', 'RF'],
};

export function buildRoster(seed: number, year: number): DemoRoster {
  const teams: DemoTeam[] = [];
  const tournaments: DemoTournament[] = [];
  SIM_SPORTS.forEach((sport, sportIndex) => {
    const sportTournaments = sport.tournaments.map((plan, index) =>
      makeTournament(seed, sport, sportIndex, index, plan, year),
    );
    tournaments.push(...sportTournaments);
    teams.push(...makeTeams(seed, sport, sportIndex, sportTournaments));
  });
  const playersById = new Map<number, DemoPlayer>();
  for (const team of teams) for (const player of team.players) playersById.set(player.id, player);
  const tournamentsById = new Map<number, DemoTournament>();
  for (const tournament of tournaments) {
    tournamentsById.set(tournament.id, tournament);
    tournamentsById.set(tournament.seasonTournamentId, tournament);
  }
  return {
    teams,
    tournaments,
    teamsById: new Map(teams.map((team) => [team.id, team])),
    playersById,
    tournamentsById,
  };
}

function makeTournament(
  seed: number,
  sport: SimSport,
  sportIndex: number,
  index: number,
  { name, knockout, bestOf, doubles = false }: TournamentPlan,
  year: number,
): DemoTournament {
  const random = createRandom(seedFrom(seed, 'tournament', sport.slug, index));
  const id = 1000 * (sportIndex + 1) + 10 + index;
  const category = sport.categories[index % sport.categories.length] ?? {
    id: 1468,
    name: 'World',
    slug: 'world',
  };
  const seasonName = (y: number) =>
    `${name} ${sport.slug === 'football' || sport.slug === 'handball' ? `${y}/${String(y + 1).slice(2)}` : y}`;
  return {
    id,
    seasonTournamentId: 50_000 + id,
    sport: sport.slug,
    name,
    slug: slugOf(name),
    knockout,
    ...(bestOf === undefined ? {} : { bestOf }),
    doubles,
    category,
    season: { id: 90_000 + id * 10, name: seasonName(year), year: String(year) },
    previousSeasons: [1, 2].map((back) => ({
      id: 90_000 + id * 10 - back,
      name: seasonName(year - back),
      year: String(year - back),
    })),
    colours: { primary: colourHex(random), secondary: colourHex(random) },
  };
}

function makeTeams(
  seed: number,
  sport: SimSport,
  sportIndex: number,
  tournaments: DemoTournament[],
): DemoTeam[] {
  const random = createRandom(seedFrom(seed, 'teams', sport.slug));
  const usedNames = new Set<string>();
  const teams: DemoTeam[] = [];
  for (let i = 0; i < sport.teamCount; i++) {
    const id = 100_000 * (sportIndex + 1) + 1001 + i;
    const tournament = tournaments[i % tournaments.length] ?? tournaments[0];
    let name = '';
    let shortName = '';
    let people: string[] = [];
    for (let attempt = 0; attempt < 50 && (name === '' || usedNames.has(name)); attempt++) {
      if (sport.individual) {
        // A doubles pair is named as the service names one: both players, "A / B".
        const persons = tournament?.doubles
          ? [personName(random), personName(random)]
          : [personName(random)];
        people = persons.map((person) => `${person.first} ${person.last}`);
        name = people.join(' / ');
        shortName = persons
          .map((person) =>
            persons.length > 1 ? person.last : `${person.first[0] ?? ''}. ${person.last}`,
          )
          .join(' / ');
      } else {
        const place = placeName(random);
        name = sport.slug === 'cycling' ? `${place} Cycling` : clubName(random, sport.slug, place);
        shortName = place;
      }
    }
    usedNames.add(name);
    const country = tournament?.category.alpha2
      ? { name: tournament.category.name, alpha2: tournament.category.alpha2 }
      : { name: tournament?.category.name ?? 'World' };
    const team: DemoTeam = {
      id,
      sport: sport.slug,
      name,
      shortName,
      nameCode: nameCode(sport.individual ? (name.split(' ').at(-1) ?? name) : name),
      slug: slugOf(name),
      country,
      colours: { primary: colourHex(random), secondary: colourHex(random), text: '#ffffff' },
      venue: sport.individual
        ? 'Centre Court'
        : `${shortName} ${sport.slug === 'football' ? 'Park' : 'Arena'}`,
      manager: sport.individual ? '' : `${personName(random).first} ${personName(random).last}`,
      tournamentId: tournament?.id ?? 0,
      players: [],
    };
    team.players = makePlayers(random, sport, team, people);
    teams.push(team);
  }
  return teams;
}

function makePlayers(
  random: ReturnType<typeof createRandom>,
  sport: SimSport,
  team: DemoTeam,
  /** Individual sports: the one player, or the two of a doubles pair. */
  people: string[],
): DemoPlayer[] {
  if (sport.individual) {
    const shortNames = team.shortName.split(' / ');
    return people.map((name, n) => ({
      id: team.id * 100 + 1 + n,
      name,
      shortName: shortNames[n] ?? name,
      position: '',
      jerseyNumber: '',
      teamId: team.id,
      sport: sport.slug,
    }));
  }
  const positions = POSITIONS[sport.slug] ?? ['P'];
  const players: DemoPlayer[] = [];
  for (let n = 0; n < sport.squadSize; n++) {
    const id = team.id * 100 + 1 + n;
    if (sport.slug === 'esports') {
      const tag = gamerTag(random);
      players.push({
        id,
        name: tag,
        shortName: tag,
        position: positions[n % positions.length] ?? 'P',
        jerseyNumber: '',
        teamId: team.id,
        sport: sport.slug,
      });
      continue;
    }
    const person = personName(random);
    players.push({
      id,
      name: `${person.first} ${person.last}`,
      shortName: `${person.first[0] ?? ''}. ${person.last}`,
      position: positions[n % positions.length] ?? 'P',
      jerseyNumber: String(n + 1),
      teamId: team.id,
      sport: sport.slug,
    });
  }
  return players;
}
