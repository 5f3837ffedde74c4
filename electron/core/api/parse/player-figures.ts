// A player's figures beside the profile: a season's (or the last year's) summary, recent matches
// with the player's rating, the attribute overview against the position's average, strengths and
// weaknesses, transfers and national-team figures. The interface documents the characteristics and
// attribute-overview records; for the rest it shows no field names, so each is read from the names
// the service family uses and left null where absent, never worked out.

import { z } from 'zod';
import { readableScore, type SportSlug } from '../../../../shared/domain';
import type {
  AttributeOverview,
  NationalTeamFigures,
  PlayerAttributes,
  PlayerCharacteristics,
  PlayerRecentMatch,
  PlayerSeasonSummary,
  PlayerTransfer,
} from '../../../../shared/people';
import { describeShape, locateArray, locateRecord } from './containers';
import { locateEvents, parseMatchList } from './match-list';
import { ParseError } from './parse-error';
import { entityId, isObject, nameOf, optionalNumber, optionalText } from './primitives';

const summaryFields = z.object({
  appearances: optionalNumber,
  matches: optionalNumber,
  matchesPlayed: optionalNumber,
  goals: optionalNumber,
  assists: optionalNumber,
  goalAssist: optionalNumber,
  minutesPlayed: optionalNumber,
  minutes: optionalNumber,
  yellowCards: optionalNumber,
  redCards: optionalNumber,
  rating: optionalNumber,
  avgRating: optionalNumber,
  averageRating: optionalNumber,
});

const SUMMARY_KEYS = [
  'appearances',
  'matches',
  'matchesPlayed',
  'goals',
  'assists',
  'minutesPlayed',
  'rating',
  'avgRating',
];

/**
 * A season's figures from /statistics, /summary or /last-year-summary: the record at the top or
 * under `statistics`, `summary` or `data`. Null when the answer holds none of the figures.
 */
export function parseSeasonSummary(body: unknown): PlayerSeasonSummary | null {
  const record = locateRecord(body, ['statistics', 'summary', 'seasonStatistics'], (candidate) =>
    SUMMARY_KEYS.some((key) => key in candidate),
  );
  if (!record) return null;
  const f = summaryFields.parse(record);
  const summary: PlayerSeasonSummary = {
    appearances: f.appearances ?? f.matches ?? f.matchesPlayed,
    goals: f.goals,
    assists: f.assists ?? f.goalAssist,
    minutes: f.minutesPlayed ?? f.minutes,
    yellowCards: f.yellowCards,
    redCards: f.redCards,
    rating: roundRating(f.rating ?? f.avgRating ?? f.averageRating),
  };
  return Object.values(summary).some((value) => value !== null) ? summary : null;
}

function roundRating(value: number | null): number | null {
  return value === null || value <= 0 || value > 10 ? null : Math.round(value * 100) / 100;
}

const ratingFields = z.object({
  rating: optionalNumber,
  playerRating: optionalNumber,
  statistics: z.unknown().optional(),
});

function ratingOf(value: unknown): number | null {
  if (typeof value === 'number' || typeof value === 'string') return roundRating(Number(value));
  if (!isObject(value)) return null;
  const fields = ratingFields.parse(value);
  const nested = isObject(fields.statistics) ? ratingOf(fields.statistics) : null;
  return roundRating(fields.rating ?? fields.playerRating) ?? nested;
}

/**
 * Recent matches (/events/last/{page}): the events in any list form, each with the player's rating
 * from the event itself or from a map beside the list keyed by the match id (statisticsMap,
 * ratings, playerStatistics). Newest first.
 */
export function parseRecentMatches(
  body: unknown,
  context: { sport: SportSlug; now: number },
): PlayerRecentMatch[] {
  const matches = parseMatchList('player events', body, context).items;
  const byId = new Map<number, unknown>();
  for (const { raw } of locateEvents(body) ?? []) {
    if (isObject(raw)) {
      const id = entityId.safeParse(raw.id);
      if (id.success) byId.set(id.data, raw);
    }
  }
  const maps = isObject(body)
    ? [body.statisticsMap, body.ratings, body.playerStatistics].filter(isObject)
    : [];
  return matches
    .map((match) => ({
      matchId: match.id,
      home: { id: match.home.id, name: match.home.name },
      away: { id: match.away.id, name: match.away.name },
      score: readableScore(match),
      startTimestamp: match.startTimestamp,
      rating:
        ratingOf(byId.get(match.id)) ??
        maps.map((map) => ratingOf(map[String(match.id)])).find((value) => value !== null) ??
        null,
    }))
    .sort((a, b) => (b.startTimestamp ?? 0) - (a.startTimestamp ?? 0));
}

const axis = optionalNumber.transform((value) =>
  value === null || value < 0 || value > 100 ? null : Math.round(value),
);

const overviewFields = z.object({
  attacking: axis,
  technical: axis,
  tactical: axis,
  defending: axis,
  creativity: axis,
  position: optionalText,
  yearShift: optionalNumber,
});

/** The documented record: this season's entry (yearShift 0, else the nearest) and its average. */
export function parseAttributeOverviews(body: unknown): PlayerAttributes | null {
  const record = locateRecord(body, [], (candidate) => 'playerAttributeOverviews' in candidate);
  if (!record) {
    throw new ParseError(
      'attribute overviews',
      `no playerAttributeOverviews (${describeShape(body)})`,
    );
  }
  const entries = (list: unknown) =>
    (Array.isArray(list) ? list : [])
      .map((raw) => overviewFields.safeParse(raw))
      .flatMap((parsed) => (parsed.success ? [parsed.data] : []))
      .sort((a, b) => (a.yearShift ?? 99) - (b.yearShift ?? 99));
  const own = entries(record.playerAttributeOverviews)[0];
  if (!own) return null;
  const average = entries(record.averageAttributeOverviews).find(
    (entry) => (entry.yearShift ?? 0) === (own.yearShift ?? 0),
  );
  return {
    position: own.position,
    player: axesOf(own),
    average: average ? axesOf(average) : null,
  };
}

function axesOf(entry: z.infer<typeof overviewFields>): AttributeOverview {
  const { attacking, technical, tactical, defending, creativity } = entry;
  return { attacking, technical, tactical, defending, creativity };
}

const traitFields = z.object({ type: entityId, rank: optionalNumber });

/** The documented characteristics record: positive, negative, positions. */
export function parseCharacteristics(body: unknown): PlayerCharacteristics {
  const record = locateRecord(
    body,
    ['characteristics'],
    (candidate) => 'positive' in candidate || 'negative' in candidate,
  );
  if (!record)
    throw new ParseError('characteristics', `no strengths or weaknesses (${describeShape(body)})`);
  const traits = (list: unknown) =>
    (Array.isArray(list) ? list : [])
      .map((raw) => traitFields.safeParse(raw))
      .flatMap((parsed) => (parsed.success ? [parsed.data] : []));
  return {
    strengths: traits(record.positive),
    weaknesses: traits(record.negative),
    positions: (Array.isArray(record.positions) ? record.positions : []).filter(
      (code): code is string => typeof code === 'string' && code.trim() !== '',
    ),
  };
}

const transferFields = z.object({
  transferFrom: z.unknown().optional(),
  transferTo: z.unknown().optional(),
  from: z.unknown().optional(),
  to: z.unknown().optional(),
  fromTeamName: optionalText,
  toTeamName: optionalText,
  transferDateTimestamp: optionalNumber,
  date: optionalNumber,
  transferFeeDescription: optionalText,
  fee: optionalText,
  type: optionalText,
});

/** Transfers, newest first: clubs, date, fee and kind as told (a numeric kind code is not a word). */
export function parseTransfers(body: unknown): PlayerTransfer[] {
  const list = locateArray(body, ['transferHistory', 'transfers']);
  if (!list) throw new ParseError('transfer history', `no transfers (${describeShape(body)})`);
  return list
    .map((raw) => transferFields.safeParse(raw))
    .flatMap((parsed) => (parsed.success ? [parsed.data] : []))
    .map((f) => ({
      from: nameOf(f.transferFrom ?? f.from) ?? f.fromTeamName,
      to: nameOf(f.transferTo ?? f.to) ?? f.toTeamName,
      date: f.transferDateTimestamp ?? f.date,
      fee: f.transferFeeDescription ?? f.fee,
      kind: f.type !== null && /^\d+$/.test(f.type) ? null : f.type,
    }))
    .filter((transfer) => transfer.from !== null || transfer.to !== null)
    .sort((a, b) => (b.date ?? 0) - (a.date ?? 0));
}

const nationalFields = z.object({
  team: z.unknown().optional(),
  appearances: optionalNumber,
  caps: optionalNumber,
  goals: optionalNumber,
  assists: optionalNumber,
});

/** National-team figures: one entry per national team (senior, youth), or one record. */
export function parseNationalTeam(body: unknown): NationalTeamFigures[] {
  const list =
    locateArray(body, ['statistics', 'nationalTeamStatistics']) ??
    (isObject(body) ? [body.statistics ?? body] : []);
  return list
    .map((raw) => nationalFields.safeParse(raw))
    .flatMap((parsed) => (parsed.success ? [parsed.data] : []))
    .map((f) => ({
      team: nameOf(f.team),
      appearances: f.appearances ?? f.caps,
      goals: f.goals,
      assists: f.assists,
    }))
    .filter((entry) => entry.appearances !== null || entry.goals !== null);
}
