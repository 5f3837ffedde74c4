// Finding the part of a response that holds what we want. The detail payloads are "not shown" in
// the interface, so each is looked for at the top, under its own name, or under `data`.

import {
  describeIssues,
  itemIdOf,
  ParseError,
  type ItemProblem,
  type ListResult,
} from './parse-error';
import { isObject, type AnyObject } from './primitives';
import type { z } from 'zod';

/** The first array found under one of `keys`, at the top or under `data`; the body itself if it is one. */
export function locateArray(body: unknown, keys: readonly string[], depth = 0): unknown[] | null {
  if (Array.isArray(body)) return body;
  if (!isObject(body) || depth > 2) return null;
  for (const key of [...keys, 'data']) {
    const inner = body[key];
    if (Array.isArray(inner)) return inner;
  }
  for (const key of [...keys, 'data']) {
    const inner = body[key];
    if (isObject(inner)) {
      const found = locateArray(inner, keys, depth + 1);
      if (found) return found;
    }
  }
  return null;
}

/**
 * The first object that `accepts`, looked for at the top, then under one of `keys` or `data`
 * (breadth first, a few levels deep).
 */
export function locateRecord(
  body: unknown,
  keys: readonly string[],
  accepts: (candidate: AnyObject) => boolean,
  depth = 0,
): AnyObject | null {
  if (!isObject(body) || depth > 3) return null;
  if (accepts(body)) return body;
  for (const key of [...keys, 'data']) {
    const found = locateRecord(body[key], keys, accepts, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * The one record that `what` names (a player, a team): at the top, under its own name or under
 * `data`, read with `schema`, with a name or short name to show it by.
 */
export function readNamedRecord<T extends { name: string | null; shortName: string | null }>(
  body: unknown,
  what: string,
  schema: z.ZodType<T>,
): { record: AnyObject; fields: T; name: string } {
  const record = locateRecord(
    body,
    [what],
    (candidate) => 'id' in candidate && ('name' in candidate || 'shortName' in candidate),
  );
  if (!record) throw new ParseError(what, `no ${what} in the response (${describeShape(body)})`);
  const parsed = schema.safeParse(record);
  if (!parsed.success) throw new ParseError(what, describeIssues(parsed.error));
  const name = parsed.data.name ?? parsed.data.shortName;
  if (!name) throw new ParseError(what, `the ${what} has no name`);
  return { record, fields: parsed.data, name };
}

/**
 * Reads every item with `schema` (or the schema for its place in the list), keeping the good ones
 * and reporting the bad ones.
 */
export function parseItems<T>(
  items: readonly unknown[],
  schema: z.ZodType<T> | ((index: number) => z.ZodType<T>),
): ListResult<T> {
  return collectReadings(
    items,
    items.map((raw, index) =>
      (typeof schema === 'function' ? schema(index) : schema).safeParse(raw),
    ),
  );
}

/** The good items and the reported bad ones, from each item's reading (zod's safeParse shape). */
export function collectReadings<T>(
  items: readonly unknown[],
  readings: readonly ({ success: true; data: T } | { success: false; error: z.ZodError })[],
): ListResult<T> {
  const good: T[] = [];
  const problems: ItemProblem[] = [];
  readings.forEach((parsed, index) => {
    if (parsed.success) good.push(parsed.data);
    else
      problems.push({ index, id: itemIdOf(items[index]), message: describeIssues(parsed.error) });
  });
  return { items: good, problems };
}

/** locateArray + parseItems, with a ParseError when there is no list at all. */
export function parseListAt<T>(
  what: string,
  body: unknown,
  keys: readonly string[],
  schema: z.ZodType<T>,
): ListResult<T> {
  const items = locateArray(body, keys);
  if (!items) throw new ParseError(what, `no list in the response (${describeShape(body)})`);
  return parseItems(items, schema);
}

/** A short description of a body for an error message; the service's own error text when it sent one. */
export function describeShape(body: unknown): string {
  if (isObject(body) && body.success === false && isObject(body.error)) {
    const { message, code } = body.error;
    const said =
      typeof message === 'string' ? message : typeof code === 'string' ? code : 'no message';
    return `the service answered with an error: ${said}`;
  }
  if (Array.isArray(body)) return `an array of ${body.length}`;
  if (isObject(body)) {
    const keys = Object.keys(body).slice(0, 6);
    return keys.length > 0 ? `an object with ${keys.join(', ')}` : 'an empty object';
  }
  return body === null ? 'null' : `a ${typeof body}`;
}
