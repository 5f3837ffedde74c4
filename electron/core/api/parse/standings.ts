// A tournament season's table and its knockout bracket. Neither payload is shown in the interface,
// so both are read as the real shapes suggest and nothing is made up:
// - standings {standings: [{type: 'total', name, rows: [{position, team {id, name}, matches, wins,
//   draws, losses, scoresFor, scoresAgainst, points}]}]}, plainer field names (played, goalsFor,
//   pts, rank), or the V6 row form with numeric detail keys (1 played .. 10 points);
// - brackets {cupTrees: [{rounds: [{description, blocks: [{participants, homeTeamScore}]}]}]} or the
//   multi-sport draw {rounds: [{name, matches: [{homeTeam, awayTeam, homeScore, status}]}]}.
// A row without a team is left out; a figure the service does not give stays null.

import type {
  Bracket,
  BracketMatch,
  BracketRound,
  StandingRow,
  Standings,
  StandingsTable,
} from '../../../../shared/fansday';
import { describeShape, locateArray } from './containers';
import { ParseError } from './parse-error';
import { isObject, type AnyObject } from './primitives';

interface Where {
  sport: string;
  tournamentId: number;
  seasonId: number;
}

const MAX_ROWS = 400;

export function parseStandings(body: unknown, where: Where): Standings {
  const list = locateArray(body, ['standings', 'tables']);
  if (!list)
    throw new ParseError('standings', `no tables in the response (${describeShape(body)})`);
  // A list of rows straight away (one table), or a list of tables with rows.
  const tableLike = list.filter((entry) => isObject(entry) && Array.isArray(entry.rows));
  const candidates: AnyObject[] =
    tableLike.length > 0 ? (tableLike as AnyObject[]) : [{ rows: list }];
  const typed = candidates.filter((table) => typeof table.type === 'string');
  const totals =
    typed.length > 0 ? candidates.filter((table) => table.type === 'total') : candidates;
  let tournamentName = '';
  const tables: StandingsTable[] = [];
  for (const table of totals) {
    const rows = (table.rows as unknown[])
      .slice(0, MAX_ROWS)
      .map(rowOf)
      .filter((row): row is StandingRow => row !== null);
    if (rows.length === 0) continue;
    const name =
      textOf(table.name) ?? textOf(isObject(table.tournament) ? table.tournament.name : null) ?? '';
    if (!tournamentName) tournamentName = name;
    tables.push({ name, rows });
  }
  return { ...where, tournamentName, tables };
}

function rowOf(raw: unknown): StandingRow | null {
  if (!isObject(raw)) return null;
  const team = isObject(raw.team) ? raw.team : isObject(raw.competitor) ? raw.competitor : null;
  const teamId = count(team?.id ?? raw.teamId);
  const teamName = textOf(team?.name) ?? textOf(team?.shortName) ?? textOf(raw.teamName);
  if (teamId === null || teamName === null) return null;
  const detail = isObject(raw.fbDetail) ? raw.fbDetail : isObject(raw.detail) ? raw.detail : {};
  const pick = (...values: unknown[]) => {
    for (const value of values) {
      const number = count(value);
      if (number !== null) return number;
    }
    return null;
  };
  return {
    position: pick(raw.position, raw.rank, raw.pos),
    teamId,
    teamName,
    played: pick(raw.matches, raw.played, raw.gamesPlayed, detail['1']),
    wins: pick(raw.wins, raw.won, detail['2']),
    draws: pick(raw.draws, raw.drawn, raw.ties, detail['3']),
    losses: pick(raw.losses, raw.lost, detail['4']),
    scoresFor: pick(raw.scoresFor, raw.goalsFor, raw.for, detail['7']),
    scoresAgainst: pick(raw.scoresAgainst, raw.goalsAgainst, raw.against, detail['8']),
    points: pick(raw.points, raw.pts, detail['10']),
  };
}

export function parseBracket(body: unknown, where: Where): Bracket {
  const rounds = locateRounds(body);
  if (!rounds)
    throw new ParseError('knockout', `no rounds in the response (${describeShape(body)})`);
  const read: BracketRound[] = rounds.filter(isObject).map((round, index) => ({
    name:
      textOf(round.name) ??
      textOf(round.description) ??
      textOf(round.roundName) ??
      `Round ${index + 1}`,
    matches: (locateArray(round, ['matches', 'blocks', 'events']) ?? [])
      .filter(isObject)
      .map(bracketMatchOf),
  }));
  return { ...where, rounds: read };
}

function locateRounds(body: unknown): unknown[] | null {
  if (!isObject(body)) return Array.isArray(body) ? body : null;
  const trees = locateArray(body, ['cupTrees', 'brackets', 'draws']);
  const firstTree = trees?.find(isObject);
  if (firstTree && Array.isArray(firstTree.rounds)) return firstTree.rounds;
  return locateArray(body, ['rounds', 'knockout', 'bracket']);
}

function bracketMatchOf(raw: AnyObject): BracketMatch {
  const participants = Array.isArray(raw.participants) ? raw.participants.filter(isObject) : [];
  const side = (key: 'homeTeam' | 'awayTeam', index: number): string | null => {
    const value = raw[key];
    if (typeof value === 'string') return textOf(value);
    if (isObject(value)) return textOf(value.name) ?? textOf(value.shortName);
    const participant = participants[index];
    const team = participant && isObject(participant.team) ? participant.team : null;
    return textOf(team?.name) ?? textOf(team?.shortName);
  };
  const score = (...values: unknown[]): number | null => {
    for (const value of values) {
      const direct = count(value);
      if (direct !== null) return direct;
      if (isObject(value)) {
        const inner = count(value.display) ?? count(value.current);
        if (inner !== null) return inner;
      }
    }
    return null;
  };
  const status = isObject(raw.status) ? textOf(raw.status.description) : textOf(raw.status);
  const events = Array.isArray(raw.events) ? raw.events : [];
  return {
    id: count(raw.id) ?? count(events[0]),
    home: side('homeTeam', 0),
    away: side('awayTeam', 1),
    homeScore: score(raw.homeScore, raw.homeTeamScore),
    awayScore: score(raw.awayScore, raw.awayTeamScore),
    status: status ?? (raw.finished === true ? 'finished' : null),
  };
}

function count(value: unknown): number | null {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return value;
  if (typeof value === 'string' && /^\s*\d{1,9}\s*$/.test(value)) return Number(value);
  return null;
}

function textOf(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 200) : null;
}
