// The zod building blocks every parser shares. The service's "not shown" payloads make us lenient
// about decoration (a wrong optional field becomes null) and strict about identity (an id that is
// not a whole number fails the item).

import { z } from 'zod';
import { canonicalSport, SPORT_SLUG_PATTERN } from '../../../../shared/sports';

const MAX_INTEGER_CODE = 999_999_999;

/** Decoration is lenient: what the schema cannot read (or what is absent) becomes null. */
function orNull<S extends z.ZodType>(schema: S) {
  return schema
    .nullish()
    .catch(null)
    .transform((value) => value ?? null);
}
const NUMERIC_TEXT = /^\s*-?\d+(\.\d+)?\s*$/;
const WHOLE_TEXT = /^\s*\d+\s*$/;

/** A finite number, also when the service sends it as numeric text ("3"). */
export const numberLike = z.union([
  z.number().finite(),
  z
    .string()
    .regex(NUMERIC_TEXT)
    .transform((text) => Number(text)),
]);

/** An entity id: a non-negative whole number, or the same as text. */
export const entityId = z.union([
  z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  z
    .string()
    .regex(WHOLE_TEXT)
    .transform((text) => Number(text))
    .pipe(z.number().int().max(Number.MAX_SAFE_INTEGER)),
]);

/**
 * The largest score the engine takes (cricket runs, a darts total and a basketball score all stay far
 * below it). The state files hold the same range, so nothing read from the service is refused when
 * it is read back from disk.
 */
export const MAX_SCORE = 99_999;

const COUNT_TEXT = /^\s*\d{1,5}\s*$/;

/** A score figure: a whole number from 0 to MAX_SCORE, also as text; absent is null. */
export const scoreCount = z
  .union([
    z.number().int().min(0).max(MAX_SCORE),
    z
      .string()
      .regex(COUNT_TEXT)
      .transform((text) => Number(text))
      .pipe(z.number().max(MAX_SCORE)),
  ])
  .nullish()
  .transform((value) => value ?? null);

/** An optional whole number (a status code): anything else reads as null. */
export const optionalInteger = orNull(
  z.union([
    z.number().int().min(-MAX_INTEGER_CODE).max(MAX_INTEGER_CODE),
    z
      .string()
      .regex(/^\s*-?\d{1,9}\s*$/)
      .transform((text) => Number(text)),
  ]),
);

/** An optional number: anything that is not one reads as null. */
export const optionalNumber = orNull(numberLike);

/** An optional id: anything that is not one reads as null. */
export const optionalId = orNull(entityId);

/** Optional text; numbers are taken as their text, anything else reads as null. */
export const optionalText = orNull(
  z.union([
    z.string(),
    z
      .number()
      .finite()
      .transform((value) => String(value)),
  ]),
);

/** Optional boolean; also 1/0 and "true"/"false". */
export const optionalBoolean = orNull(
  z.union([
    z.boolean(),
    z.literal(1).transform(() => true),
    z.literal(0).transform(() => false),
    z.enum(['true', 'false']).transform((text) => text === 'true'),
  ]),
);

/** Any JSON object, its keys kept as they are (for the second, shape-specific pass). */
export const anyObject = z.record(z.string(), z.unknown());

export type AnyObject = z.infer<typeof anyObject>;

export function isObject(value: unknown): value is AnyObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads a named entity's display name from the usual fields. */
export const namedEntity = z.looseObject({
  name: optionalText,
  shortName: optionalText,
  title: optionalText,
});

export function nameOf(value: unknown): string | null {
  const parsed = namedEntity.safeParse(value);
  if (!parsed.success) return typeof value === 'string' ? value : null;
  return parsed.data.name ?? parsed.data.shortName ?? parsed.data.title;
}

/**
 * An event in any documented form has an id and two sides, as objects or as name strings: enough
 * to tell an event from the wrapper around it before the match schema reads it.
 */
export function looksLikeEvent(value: unknown): value is Record<string, unknown> {
  if (!isObject(value) || !isWholeId(value.id)) return false;
  return hasSide(value, 'home') && hasSide(value, 'away');
}

function hasSide(event: Record<string, unknown>, side: 'home' | 'away'): boolean {
  const team = event[`${side}Team`];
  if (typeof team === 'string') return true;
  return isObject(team) && (isWholeId(team.id) || typeof team.name === 'string');
}

function isWholeId(value: unknown): boolean {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0;
  return typeof value === 'string' && /^\d{1,15}$/.test(value);
}

/** An entity as the service describes it (team, player, tournament): its id, names and country. */
export const entityFields = z.object({
  id: entityId,
  name: optionalText,
  shortName: optionalText,
  country: z.unknown().optional(),
  category: z.unknown().optional(),
});

/** A sport as the service names it ("Ice Hockey", "hockey", "table_tennis"), as the app's slug. */
export const sportSlugText = z
  .string()
  .trim()
  .toLowerCase()
  .transform((slug) => canonicalSport(slug.replace(/[\s_]+/g, '-')))
  .pipe(z.string().regex(SPORT_SLUG_PATTERN));
