// The hot path (a changed event in a live list, a pushed event) read without zod's generic walk: zod
// cost about as much CPU per changed event as JSON.parse of the whole answer. This reads the fields
// of the event schema (match.ts) by hand, for the forms the service actually sends (numbers, text,
// booleans, plain objects, null). Whatever it is not sure of (an id that is no whole number, a score
// that is no score, an array where an object belongs, a team that cannot be told) gives `undefined`,
// and the caller reads the event with the schema instead: so an error reads exactly as before.
// test/core/api/parse/fast-event-fields.test.ts proves that it gives what the schema gives on every
// real answer, every demo form and a sweep of odd values.

import { emptyScoreSide, type ScoreSide } from '../../../../shared/domain';
import type { EventFields, MatchContext } from './match';
import { matchOf, serviceEventSchema } from './match';
import { MAX_SCORE } from './primitives';

/** What the schema's safeParse gives, with the schema's own error when the schema was asked. */
type Reading = ReturnType<ReturnType<typeof serviceEventSchema>['safeParse']>;

/**
 * A reader of raw events for one sport, moment and tournament group: the hand reader first, the
 * schema (built on first need) when the hand reader is not sure or the event is no match.
 */
export function eventReader(context: MatchContext): (raw: unknown) => Reading {
  let schema: ReturnType<typeof serviceEventSchema> | undefined;
  return (raw) => {
    const fields = fastEventFields(raw);
    if (fields !== undefined) {
      const match = matchOf(fields, context);
      if (!Array.isArray(match)) return { success: true, data: match };
    }
    schema ??= serviceEventSchema(context);
    return schema.safeParse(raw);
  };
}

/** Not sure: the schema decides. */
const UNSURE = Symbol('unsure');
type Unsure = typeof UNSURE;

const MAX_INTEGER_CODE = 999_999_999;
const NUMERIC_TEXT = /^\s*-?\d+(\.\d+)?\s*$/;
const WHOLE_TEXT = /^\s*\d+\s*$/;
const INTEGER_TEXT = /^\s*-?\d{1,9}\s*$/;
const COUNT_TEXT = /^\s*\d{1,5}\s*$/;
const PERIOD_KEY = /^period(\d{1,2})$/;
const MAX_PERIODS = 40;

/** The event's fields as the schema would read them, or undefined when the schema must decide. */
export function fastEventFields(raw: unknown): EventFields | undefined {
  if (!isPlainObject(raw)) return undefined;
  const id = entityId(raw.id);
  const homeTeam = team(raw.homeTeam);
  const awayTeam =
    raw.awayTeam === null || raw.awayTeam === undefined ? raw.awayTeam : team(raw.awayTeam);
  const homeScore = scoreSide(raw.homeScore);
  const awayScore = scoreSide(raw.awayScore);
  const status = statusField(raw.status);
  const tournament = tournamentField(raw.tournament);
  const season = seasonField(raw.season);
  const time = timeField(raw.time);
  if (
    id === UNSURE ||
    homeTeam === UNSURE ||
    awayTeam === UNSURE ||
    homeScore === UNSURE ||
    awayScore === UNSURE ||
    status === UNSURE ||
    tournament === UNSURE ||
    season === UNSURE ||
    time === UNSURE
  )
    return undefined;
  return {
    id,
    homeTeam,
    awayTeam,
    homeTeamId: optionalId(raw.homeTeamId),
    awayTeamId: optionalId(raw.awayTeamId),
    homeScore,
    awayScore,
    status,
    statusCode: optionalInteger(raw.statusCode),
    tournament,
    tournamentId: optionalId(raw.tournamentId),
    season,
    seasonId: optionalId(raw.seasonId),
    startTimestamp: optionalNumber(raw.startTimestamp),
    time,
    bestOf: optionalNumber(raw.bestOf),
    firstToServe: optionalNumber(raw.firstToServe),
    serving: optionalNumber(raw.serving),
    winnerCode: optionalNumber(raw.winnerCode),
    winType: optionalText(raw.winType),
    homeRedCards: optionalNumber(raw.homeRedCards),
    awayRedCards: optionalNumber(raw.awayRedCards),
    displayInverseHomeAwayTeams: optionalBoolean(raw.displayInverseHomeAwayTeams),
  };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** primitives.ts entityId: strict, so anything but a plain whole number or its text is the schema's. */
function entityId(value: unknown): number | Unsure {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : UNSURE;
  if (typeof value === 'string' && WHOLE_TEXT.test(value)) {
    const id = Number(value);
    return Number.isSafeInteger(id) ? id : UNSURE;
  }
  return UNSURE;
}

/** primitives.ts optionalId: an entity id, or null for anything else. */
function optionalId(value: unknown): number | null {
  const id = entityId(value);
  return id === UNSURE ? null : id;
}

/** primitives.ts optionalText. */
function optionalText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** primitives.ts optionalNumber (numberLike or null). */
function optionalNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && NUMERIC_TEXT.test(value)) return Number(value);
  return null;
}

/** primitives.ts optionalInteger. */
function optionalInteger(value: unknown): number | null {
  if (typeof value === 'number')
    return Number.isInteger(value) && Math.abs(value) <= MAX_INTEGER_CODE ? value : null;
  if (typeof value === 'string' && INTEGER_TEXT.test(value)) return Number(value);
  return null;
}

/** primitives.ts optionalBoolean. */
function optionalBoolean(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === 'true') return true;
  if (value === 0 || value === 'false') return false;
  return null;
}

/** primitives.ts scoreCount: a figure, null when absent, UNSURE when it is no score. */
function scoreCount(value: unknown): number | null | Unsure {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number')
    return Number.isInteger(value) && value >= 0 && value <= MAX_SCORE ? value : UNSURE;
  if (typeof value === 'string' && COUNT_TEXT.test(value)) return Number(value);
  return UNSURE;
}

/** score.ts scoreSide. */
function scoreSide(value: unknown): ScoreSide | Unsure {
  if (typeof value === 'number') {
    const figure = scoreCount(value);
    return figure === UNSURE ? UNSURE : { ...emptyScoreSide(), current: figure, display: figure };
  }
  if (!isPlainObject(value)) return emptyScoreSide();
  const current = scoreCount(value.current);
  const display = scoreCount(value.display);
  const overtime = scoreCount(value.overtime);
  const penalties = scoreCount(value.penalties);
  if (current === UNSURE || display === UNSURE || overtime === UNSURE || penalties === UNSURE)
    return UNSURE;
  return {
    current,
    display,
    periods: periodsOf(value),
    overtime,
    penalties,
    point: optionalText(value.point),
  };
}

function periodsOf(score: Record<string, unknown>): (number | null)[] {
  let periods: (number | null)[] | undefined;
  for (const key of Object.keys(score)) {
    if (!key.startsWith('period')) continue;
    const found = PERIOD_KEY.exec(key);
    if (!found?.[1]) continue;
    const index = Number(found[1]);
    if (index < 1 || index > MAX_PERIODS) continue;
    const figure = scoreCount(score[key]);
    periods ??= [];
    while (periods.length < index) periods.push(null);
    periods[index - 1] = figure === UNSURE ? null : figure;
  }
  return periods ?? [];
}

function team(value: unknown): EventFields['homeTeam'] | Unsure {
  if (typeof value === 'string') return value;
  if (!isPlainObject(value)) return UNSURE;
  const id = entityId(value.id);
  if (id === UNSURE) return UNSURE;
  return {
    id,
    name: optionalText(value.name),
    shortName: optionalText(value.shortName),
    nameCode: optionalText(value.nameCode),
  };
}

function statusField(value: unknown): EventFields['status'] | Unsure {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (!isPlainObject(value)) return typeof value === 'object' ? UNSURE : null;
  return {
    code: optionalInteger(value.code),
    description: optionalText(value.description),
    type: optionalText(value.type),
  };
}

function tournamentField(value: unknown): EventFields['tournament'] | Unsure {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (!isPlainObject(value)) return typeof value === 'object' ? UNSURE : null;
  const unique = value.uniqueTournament;
  let uniqueTournament: { id: number | null; displayInverseHomeAwayTeams: boolean | null } | null =
    null;
  if (isPlainObject(unique))
    uniqueTournament = {
      id: optionalId(unique.id),
      displayInverseHomeAwayTeams: optionalBoolean(unique.displayInverseHomeAwayTeams),
    };
  else if (Array.isArray(unique)) return UNSURE;
  return { id: optionalId(value.id), name: optionalText(value.name), uniqueTournament };
}

function seasonField(value: unknown): EventFields['season'] | Unsure {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (!isPlainObject(value)) return typeof value === 'object' ? UNSURE : null;
  return { name: optionalText(value.name), id: optionalId(value.id) };
}

/** An event's time object as the clock reads it, or undefined when the schema must decide. */
export function fastTimeFields(value: unknown): EventFields['time'] | undefined {
  const time = timeField(value);
  return time === UNSURE ? undefined : time;
}

/** match-clock.ts timeObject: only the fields the clock reads (the schema keeps the rest, unread). */
function timeField(value: unknown): EventFields['time'] | Unsure {
  if (value === null || value === undefined) return null;
  if (!isPlainObject(value)) return typeof value === 'object' ? UNSURE : null;
  return {
    currentPeriodStartTimestamp: optionalNumber(value.currentPeriodStartTimestamp),
    initial: optionalNumber(value.initial),
    periodLength: optionalNumber(value.periodLength),
    overtimeLength: optionalNumber(value.overtimeLength),
    max: optionalNumber(value.max),
    played: optionalNumber(value.played),
    totalPeriodCount: optionalNumber(value.totalPeriodCount),
    clockRunning: optionalBoolean(value.clockRunning),
    clockRunningLastUpdated: optionalText(value.clockRunningLastUpdated),
  };
}
