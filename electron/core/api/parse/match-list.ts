// Where the events sit in a response, and reading them: lists keep every good event and report the
// bad ones; a single-event response is found at the top or under `event`, `match` or `data`.

import type { Match, TournamentRef } from '../../../../shared/domain';
import { collectReadings, describeShape, locateRecord, parseItems } from './containers';
import { eventReader } from './fast-event-fields';
import type { KnownEvents } from './known-events';
import { serviceEventSchema, type MatchContext } from './match';
import { describeIssues, ParseError, type ListResult } from './parse-error';
import { isObject, nameOf, optionalId } from './primitives';
import { entryOf } from '../../../../shared/map-entry';

interface LocatedItem {
  raw: unknown;
  groupTournament: TournamentRef | null;
}

/** Keys a list may sit under, in the order they are tried. */
const LIST_KEYS = ['events', 'data', 'matches', 'results'] as const;
const GROUP_KEYS = ['tournaments', 'groups', 'leagues'] as const;
const SINGLE_KEYS = ['event', 'match'] as const;

/** The events of a list response, or null when the body is in no shape we know. */
export function locateEvents(body: unknown, depth = 0): LocatedItem[] | null {
  if (Array.isArray(body)) return body.map((raw) => ({ raw, groupTournament: null }));
  if (!isObject(body) || depth > 2) return null;
  for (const key of LIST_KEYS) {
    const inner = body[key];
    if (Array.isArray(inner)) return inner.map((raw) => ({ raw, groupTournament: null }));
  }
  for (const key of GROUP_KEYS) {
    const groups = body[key];
    if (Array.isArray(groups) && groups.every(isObject)) return flattenGroups(groups);
  }
  const data = body.data;
  return isObject(data) ? locateEvents(data, depth + 1) : null;
}

/** Events grouped by tournament: each event without its own tournament takes the group's. */
function flattenGroups(groups: Record<string, unknown>[]): LocatedItem[] | null {
  const items: LocatedItem[] = [];
  for (const group of groups) {
    const events = group.events ?? group.matches;
    if (!Array.isArray(events)) return null;
    const groupTournament = groupTournamentOf(group);
    for (const raw of events) items.push({ raw, groupTournament });
  }
  return items;
}

function groupTournamentOf(group: Record<string, unknown>): TournamentRef | null {
  const source = group.tournament ?? group.league ?? group;
  if (typeof source === 'string') return { id: null, name: source };
  const name = nameOf(source);
  if (!isObject(source) || name === null) return null;
  return { id: optionalId.parse(source.id), name };
}

/**
 * The events of a list answer. With `known` (the hot path: live lists), an event read unchanged
 * last time is not validated again; `whole` says the answer is the sport's whole list.
 */
export function parseMatchList(
  what: string,
  body: unknown,
  context: Omit<MatchContext, 'groupTournament'>,
  known?: { events: KnownEvents; whole: boolean },
): ListResult<Match> {
  const located = locateEvents(body);
  if (!located)
    throw new ParseError(what, `no list of events in the response (${describeShape(body)})`);
  // One schema per group: building a zod schema costs more than reading an event with it.
  const schemas = new Map<TournamentRef | null, ReturnType<typeof serviceEventSchema>>();
  const schemaAt = (index: number) => {
    const groupTournament = located[index]?.groupTournament ?? null;
    return entryOf(schemas, groupTournament, () =>
      serviceEventSchema({ ...context, groupTournament }),
    );
  };
  const raws = located.map((item) => item.raw);
  if (!known) return parseItems(raws, schemaAt);
  // A changed event is read by hand (the schema when the hand reader is unsure); a new one by the schema.
  const readers = new Map<TournamentRef | null, ReturnType<typeof eventReader>>();
  const readerAt = (index: number) => {
    const groupTournament = located[index]?.groupTournament ?? null;
    return entryOf(readers, groupTournament, () => eventReader({ ...context, groupTournament }));
  };
  const readings = known.events.read(
    context.sport,
    located.map((item) => ({ raw: item.raw, group: item.groupTournament })),
    context.now,
    known.whole,
    (index, seen) => (seen ? readerAt(index)(raws[index]) : schemaAt(index).safeParse(raws[index])),
  );
  return collectReadings(raws, readings);
}

/** The event of a single-event response (match detail), wherever it sits. */
export function parseSingleMatch(what: string, body: unknown, context: MatchContext): Match {
  const candidate = locateSingle(body);
  if (candidate === null)
    throw new ParseError(what, `no event in the response (${describeShape(body)})`);
  const parsed = serviceEventSchema(context).safeParse(candidate);
  if (!parsed.success) throw new ParseError(what, describeIssues(parsed.error));
  return parsed.data;
}

function locateSingle(body: unknown): Record<string, unknown> | null {
  // Looser than a pushed event: a cycling stage's detail may come without an away side.
  return locateRecord(
    body,
    SINGLE_KEYS,
    (candidate) => 'homeTeam' in candidate && 'id' in candidate,
  );
}
