// What the flags that name things take: SPORT, SPORT:ID, SPORT:TOURNAMENT_ID[:SEASON_ID] and
// SPORT[:DATE]. A malformed value is a UsageError (exit 2) whose sentence says what was wrong, as
// for every flag (args.ts reads the command line and checks the rest).

import { canonicalSport, SPORT_SLUG_PATTERN } from '../../shared/sports';

export class UsageError extends Error {
  override readonly name = 'UsageError';
}

export interface FollowFlag {
  sport: string;
  teamId: number;
}

export interface TournamentFlag {
  sport: string;
  tournamentId: number;
}

/** --table: a competition's table; seasonId null: the season the engine picks (its current one). */
export interface TableFlag {
  sport: string;
  tournamentId: number;
  seasonId: number | null;
}

/** --day: a sport's day list; `day` a word counted from the engine's today, or a calendar date. */
export interface DayFlag {
  sport: string;
  day: { offset: -1 | 0 | 1 } | { year: number; month: number; date: number };
}

/** How each SPORT:ID flag is told in its error: the form it takes, and what its id is. */
const SPORT_ID_FLAGS = {
  '--follow': ['SPORT:TEAM_ID (e.g. football:4012)', 'a team id'],
  '--player': ['SPORT:ID (e.g. football:1201)', 'an id'],
  '--team': ['SPORT:ID (e.g. football:1201)', 'an id'],
  '--follow-tournament': ['SPORT:TOURNAMENT_ID (e.g. cycling:1458)', 'a tournament id'],
  '--match': ['SPORT:MATCH_ID (e.g. football:12345)', 'a match id'],
} as const;

/** SPORT:ID, the id a whole number above 0. */
function sportAndId(
  flag: keyof typeof SPORT_ID_FLAGS,
  text: string,
): { sport: string; id: number } {
  const [usage, idName] = SPORT_ID_FLAGS[flag];
  const match = /^([^:]+):(\d{1,15})$/.exec(text.trim());
  if (!match) throw new UsageError(`${flag} takes ${usage}, not "${text}"`);
  const sport = parseSport(match[1]!);
  const id = Number(match[2]);
  if (!Number.isSafeInteger(id) || id <= 0)
    throw new UsageError(`${flag} needs ${idName} above 0, not "${match[2]}"`);
  return { sport, id };
}

export function parseFollow(text: string): FollowFlag {
  const { sport, id } = sportAndId('--follow', text);
  return { sport, teamId: id };
}

/** --player and --team: SPORT:ID (the id in `teamId`, as --follow reads it). */
export function parsePersonFlag(flag: '--player' | '--team', text: string): FollowFlag {
  const { sport, id } = sportAndId(flag, text);
  return { sport, teamId: id };
}

export function parseFollowTournament(text: string): TournamentFlag {
  const { sport, id } = sportAndId('--follow-tournament', text);
  return { sport, tournamentId: id };
}

/** --search: what the window's search box takes (2 to 100 characters once trimmed). */
export function parseSearch(text: string): string {
  const query = text.trim();
  if (query.length < 2 || query.length > 100)
    throw new UsageError(`--search takes 2 to 100 characters, not "${text}"`);
  return query;
}

export function parseTable(text: string): TableFlag {
  const match = /^([^:]+):(\d{1,15})(?::(\d{1,15}))?$/.exec(text.trim());
  if (!match) {
    throw new UsageError(
      `--table takes SPORT:TOURNAMENT_ID or SPORT:TOURNAMENT_ID:SEASON_ID (e.g. football:17:61627), not "${text}"`,
    );
  }
  const sport = parseSport(match[1]!);
  const tournamentId = Number(match[2]);
  const seasonId = match[3] === undefined ? null : Number(match[3]);
  for (const [id, what] of [
    [tournamentId, 'tournament'],
    [seasonId, 'season'],
  ] as const) {
    if (id !== null && (!Number.isSafeInteger(id) || id <= 0))
      throw new UsageError(`--table needs a ${what} id above 0, not "${text}"`);
  }
  return { sport, tournamentId, seasonId };
}

const DAY_WORDS = { yesterday: -1, today: 0, tomorrow: 1 } as const;

export function parseDay(text: string): DayFlag {
  const [slug = '', when = 'today', ...rest] = text.trim().split(':');
  const wrong = () =>
    new UsageError(
      `--day takes SPORT or SPORT:DATE, DATE being YYYY-MM-DD, yesterday, today or tomorrow (e.g. football:tomorrow), not "${text}"`,
    );
  if (slug === '' || rest.length > 0) throw wrong();
  const sport = parseSport(slug);
  const word = when.toLowerCase();
  if (Object.hasOwn(DAY_WORDS, word))
    return { sport, day: { offset: DAY_WORDS[word as keyof typeof DAY_WORDS] } };
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(when);
  if (!match) throw wrong();
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // new Date rolls 2026-02-30 over into March: a date that does not come back as given is none.
  const made = new Date(year, month - 1, date);
  if (made.getFullYear() !== year || made.getMonth() !== month - 1 || made.getDate() !== date)
    throw new UsageError(`--day: ${when} is not a date in the calendar`);
  return { sport, day: { year, month, date } };
}

/** A sport slug, in the app's one name for it (hockey and ice-hockey are one sport). */
export function parseSport(text: string): string {
  const slug = text.trim().toLowerCase();
  if (!SPORT_SLUG_PATTERN.test(slug)) {
    throw new UsageError(
      `"${text}" is not a sport slug (lowercase words joined by dashes, e.g. ice-hockey)`,
    );
  }
  return canonicalSport(slug);
}

/** --match: one match's page, by the service's id of the match in the sport. */
export interface MatchFlag {
  sport: string;
  matchId: number;
}

export function parseMatch(text: string): MatchFlag {
  const { sport, id } = sportAndId('--match', text);
  return { sport, matchId: id };
}
