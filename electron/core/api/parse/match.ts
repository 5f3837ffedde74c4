// One event of the service, in any of its documented forms, read into a Match:
// - object form: homeTeam {id, name}, status {code, description, type}, tournament {id, name};
// - basketball's string form: homeTeam "name" + homeTeamId, status "text" + statusCode,
//   tournament "name" + tournamentId, season "label";
// - cycling's stage form: ids 0, the stage label in the home name, an empty away team;
// - the richer real form (many more fields, all ignored).

import { z } from 'zod';
import type { Match, Side, SportSlug, TeamRef, TournamentRef } from '../../../../shared/domain';
import { deriveProgress } from '../../../../shared/match-progress';
import { sportInfo } from '../../../../shared/sports';
import { clockLabel, clockState, timeObject, type TimeFields } from './match-clock';
import {
  entityId,
  optionalBoolean,
  optionalId,
  optionalInteger,
  optionalNumber,
  optionalText,
} from './primitives';
import { scoreSide } from './score';
import { statusOf } from './status';

const teamObject = z.object({
  id: entityId,
  name: optionalText,
  shortName: optionalText,
  nameCode: optionalText,
});

const teamField = z.union([z.string(), teamObject]);

const statusObject = z.object({
  code: optionalInteger,
  description: optionalText,
  type: optionalText,
});

// displayInverseHomeAwayTeams sits on the unique tournament in the real answers (NHL, MLB, NCAA
// football: true); read on the event too, where a service may put it.
const uniqueTournamentField = z
  .object({ id: optionalId, displayInverseHomeAwayTeams: optionalBoolean })
  .nullish()
  .catch(null);

const tournamentField = z
  .union([
    z.string(),
    z.object({ id: optionalId, name: optionalText, uniqueTournament: uniqueTournamentField }),
  ])
  .nullish()
  .catch(null);

const seasonField = z
  .union([z.string(), z.object({ name: optionalText, id: optionalId })])
  .nullish()
  .catch(null);

const eventFields = z.object({
  id: entityId,
  homeTeam: teamField,
  awayTeam: teamField.nullish(),
  homeTeamId: optionalId,
  awayTeamId: optionalId,
  homeScore: scoreSide,
  awayScore: scoreSide,
  status: z.union([z.string(), statusObject]).nullish().catch(null),
  statusCode: optionalInteger,
  tournament: tournamentField,
  tournamentId: optionalId,
  season: seasonField,
  seasonId: optionalId,
  startTimestamp: optionalNumber,
  time: timeObject,
  bestOf: optionalNumber,
  firstToServe: optionalNumber,
  // Not in the interface; read when a service sends who serves now.
  serving: optionalNumber,
  // Not in the interface; every finished real event carries them (real-payloads/README.md).
  winnerCode: optionalNumber,
  winType: optionalText,
  // Not in the interface; real football events carry both once a player is sent off.
  homeRedCards: optionalNumber,
  awayRedCards: optionalNumber,
  displayInverseHomeAwayTeams: optionalBoolean,
});

/** An event's fields as the schema reads them, before they are made into a Match. */
export type EventFields = z.infer<typeof eventFields>;

export interface MatchContext {
  sport: SportSlug;
  /** Epoch ms, for the minute of a running match. */
  now: number;
  /** The tournament of the group an event came in, when the list groups events by tournament. */
  groupTournament?: TournamentRef | null;
}

/** A zod schema reading one raw event into a Match, for a given sport and moment. */
export function serviceEventSchema(context: MatchContext) {
  return eventFields.transform((fields, ctx): Match => {
    const read = matchOf(fields, context);
    if (!Array.isArray(read)) return read;
    for (const message of read) ctx.addIssue({ code: 'custom', message, input: fields });
    return z.NEVER;
  });
}

/**
 * The Match of an event's fields as the schema reads them, or why there is none. Shared by the schema
 * and the hand reader of the hot path (fast-event-fields.ts), so both build the very same Match.
 */
export function matchOf(fields: EventFields, context: MatchContext): Match | string[] {
  const stageForm = sportInfo(context.sport).eventForm === 'stage';
  const home = teamOf(fields.homeTeam, fields.homeTeamId, 'home', stageForm);
  const away = teamOf(fields.awayTeam, fields.awayTeamId, 'away', stageForm);
  if (typeof home === 'string' || typeof away === 'string')
    return [home, away].filter((side): side is string => typeof side === 'string');

  const isStage = stageForm || (home.id === 0 && away.id === 0 && away.name === '');
  const season = seasonName(fields.season);
  if (isStage && home.name === '' && season) home.name = season;

  const status = statusOf(rawStatus(fields));
  const { clock, clockState: running } = clockFields(
    context.sport,
    status,
    fields.time ?? null,
    context.now,
  );
  const match: Match = {
    sport: context.sport,
    id: fields.id,
    home,
    away,
    homeScore: fields.homeScore,
    awayScore: fields.awayScore,
    status,
    tournament: tournamentOf(fields, context.groupTournament ?? null),
    season,
    seasonId: seasonIdOf(fields),
    startTimestamp: epochSeconds(fields.startTimestamp),
    clock,
    isStage,
    // Left out rather than null when unknown, so a match without a clock reads as before.
    ...(running ? { clockState: running } : {}),
  };
  const winner = winnerOf(fields.winnerCode, status.phase);
  if (winner) match.winner = winner;
  const winType = fields.winType?.trim();
  if (winType && status.phase === 'finished') match.winType = winType.slice(0, 40);
  if (visitorsFirst(fields)) match.visitorsFirst = true;
  const red = redCardsOf(fields);
  if (red) match.redCards = red;
  match.progress = deriveProgress(match, {
    bestOf: fields.bestOf,
    firstToServe: sideOf(fields.firstToServe),
    server: sideOf(fields.serving),
  });
  return match;
}

/**
 * The only part of a Match that depends on the moment it is read (the minute of a running match):
 * an event read again unchanged needs only this worked out anew (known-events.ts).
 */
export function clockFields(
  sport: SportSlug,
  status: Match['status'],
  time: TimeFields | null,
  now: number,
): Pick<Match, 'clock' | 'clockState'> {
  return {
    clock: clockLabel(sport, status, time, now),
    clockState: clockState(sport, status, time, now),
  };
}

/** Players sent off by side, when the event counts any: a count that is not a whole number is not one. */
function redCardsOf(fields: EventFields): Match['redCards'] | null {
  const count = (value: number | null | undefined): number =>
    typeof value === 'number' && Number.isInteger(value) && value > 0 ? Math.min(value, 11) : 0;
  const home = count(fields.homeRedCards);
  const away = count(fields.awayRedCards);
  return home + away > 0 ? { home, away } : null;
}

/** 1 = home, 2 = away, as the service numbers sides (firstToServe, winnerCode). */
function sideOf(value: number | null): Side | null {
  if (value === 1) return 'home';
  if (value === 2) return 'away';
  return null;
}

/**
 * winnerCode on a finished event: 1 home, 2 away, 3 draw. Live events carry it too (esports sends 3
 * mid-series); it is no result until the end.
 */
function winnerOf(code: number | null, phase: Match['status']['phase']): Side | 'draw' | null {
  if (phase !== 'finished') return null;
  return code === 3 ? 'draw' : sideOf(code);
}

/** Longer than any team's name; such a name is neither shown, printed nor stored. */
const MAX_NAME_LENGTH = 200;

function tooLong(side: 'home' | 'away', name: string): string {
  return `${side}Team's name is ${name.length} characters long (at most ${MAX_NAME_LENGTH} are taken)`;
}

/** A TeamRef, or the reason there is none. */
function teamOf(
  field: EventFields['homeTeam'] | null | undefined,
  separateId: number | null,
  side: 'home' | 'away',
  stageForm: boolean,
): TeamRef | string {
  if (field === null || field === undefined) {
    // A stage has no away side; the service may leave it out altogether.
    return stageForm && side === 'away' ? { id: 0, name: '' } : `${side}Team is missing`;
  }
  if (typeof field === 'string') {
    const id = separateId ?? (stageForm ? 0 : null);
    if (id === null) return `${side}Team is a name without ${side}TeamId`;
    if (field.length > MAX_NAME_LENGTH) return tooLong(side, field);
    return { id, name: field.trim() };
  }
  const name = (field.name ?? field.shortName ?? '').trim();
  if (name === '' && !(stageForm || field.id === 0)) return `${side}Team has no name`;
  if (name.length > MAX_NAME_LENGTH) return tooLong(side, name);
  const team: TeamRef = { id: field.id, name };
  const code = field.nameCode?.trim();
  if (code) team.code = code;
  return team;
}

function rawStatus(fields: EventFields): {
  type: string | null;
  text: string | null;
  code: number | null;
} {
  const status = fields.status;
  if (status === null || status === undefined)
    return { type: null, text: null, code: fields.statusCode };
  if (typeof status === 'string') return { type: null, text: status, code: fields.statusCode };
  return { type: status.type, text: status.description, code: status.code ?? fields.statusCode };
}

function visitorsFirst(fields: EventFields): boolean {
  if (fields.displayInverseHomeAwayTeams !== null) return fields.displayInverseHomeAwayTeams;
  const raw = fields.tournament;
  return typeof raw === 'object' && raw?.uniqueTournament?.displayInverseHomeAwayTeams === true;
}

function tournamentOf(fields: EventFields, fromGroup: TournamentRef | null): TournamentRef {
  const raw = fields.tournament;
  // The string form's tournamentId is the unique-tournament id (the one its endpoints take).
  if (typeof raw === 'string')
    return { id: fields.tournamentId, name: raw, uniqueId: fields.tournamentId };
  if (raw) {
    const id = raw.id ?? fields.tournamentId;
    // The object form carries a per-season id; the endpoints want uniqueTournament.id when given.
    const uniqueId = raw.uniqueTournament?.id ?? fromGroup?.uniqueId ?? id;
    return { id, name: raw.name ?? fromGroup?.name ?? '', uniqueId };
  }
  return fromGroup ?? { id: fields.tournamentId, name: '', uniqueId: fields.tournamentId };
}

function seasonIdOf(fields: EventFields): number | null {
  const raw = fields.season;
  const nested = typeof raw === 'object' && raw !== null ? raw.id : null;
  return nested ?? fields.seasonId;
}

function seasonName(raw: EventFields['season']): string | null {
  if (typeof raw === 'string') return raw.trim() || null;
  return raw?.name?.trim() || null;
}

/** The service speaks seconds; a value in milliseconds is brought back to seconds. */
/** Past this (the year 9999) a time is not one: it would break every date shown. */
const LAST_EPOCH_SECONDS = 253_402_300_799;

function epochSeconds(value: number | null): number | null {
  if (value === null || value <= 0) return null;
  if (value > LAST_EPOCH_SECONDS * 1000) return null;
  return value > 1e12 ? Math.floor(value / 1000) : Math.floor(value);
}
