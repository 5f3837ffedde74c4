// The football socket's message format is not documented (service-interface.md, "Events"). What is
// documented are the event forms, so a message is accepted when it carries events in one of those
// forms, wrapped the way the service wraps any payload (bare, a list, or under `event`, `events` or
// `data`) or under any other key a level or two down; anything else only tells us that something happened and the live list should be fetched
// again. Pushed events are read with the same parser as the live list, so a pushed match is the
// same Match a poll would have produced.

import type { Match, SportSlug } from '../../../shared/domain';
import { parsePlainJson } from '../../../shared/plain-text';
import { jsonLimitBreach } from '../api/parse/json-limits';
import { locateArray, locateRecord } from '../api/parse/containers';
import { KnownEvents } from '../api/parse/known-events';
import { eventReader } from '../api/parse/fast-event-fields';
import { serviceEventSchema } from '../api/parse/match';
import { looksLikeEvent } from '../api/parse/primitives';

export type PushMessage =
  { kind: 'events'; events: Record<string, unknown>[] } | { kind: 'unrecognised'; reason: string };

export type PushReading =
  | { kind: 'matches'; matches: Match[] }
  /** Not something we can apply: fetch the live list instead. */
  | { kind: 'refetch'; reason: string };

const WRAPPER_KEYS = ['events', 'event'] as const;

export function readPushMessage(raw: string): PushMessage {
  const breach = jsonLimitBreach(raw);
  if (breach !== null) return { kind: 'unrecognised', reason: `a message holding ${breach}` };
  let body: unknown;
  try {
    body = parsePlainJson(raw);
  } catch {
    return { kind: 'unrecognised', reason: 'not JSON' };
  }
  const events = findEvents(body);
  if (events === null || events.length === 0) {
    return { kind: 'unrecognised', reason: 'no event in a documented form' };
  }
  return { kind: 'events', events };
}

/** `known`: the events pushed before, so that one pushed again unchanged is not validated again. */
export function readPushedMatches(
  raw: string,
  sport: SportSlug,
  now: number,
  known: KnownEvents = new KnownEvents(),
): PushReading {
  const message = readPushMessage(raw);
  if (message.kind === 'unrecognised') return { kind: 'refetch', reason: message.reason };
  const schema = serviceEventSchema({ sport, now });
  // A pushed event seen before (a new score) is read by hand; a new one by the schema.
  const reader = eventReader({ sport, now });
  const readings = known.read(
    sport,
    message.events.map((event) => ({ raw: event, group: null })),
    now,
    false,
    (index, seen) =>
      seen ? reader(message.events[index]) : schema.safeParse(message.events[index]),
  );
  const matches: Match[] = [];
  for (const parsed of readings) {
    // One unreadable event means the message may hide a change we cannot see: refetch the list.
    if (!parsed.success) return { kind: 'refetch', reason: 'a pushed event could not be read' };
    matches.push(parsed.data);
  }
  return { kind: 'matches', matches };
}

function findEvents(body: unknown): Record<string, unknown>[] | null {
  const list = locateArray(body, WRAPPER_KEYS);
  // A list that is only partly events is not a form we know; refetching is the safe reading.
  if (list !== null) return list.every(looksLikeEvent) ? list : null;
  const single = locateRecord(body, WRAPPER_KEYS, looksLikeEvent);
  return single ? [single] : findUnderAnyKey(body, 0);
}

/**
 * Events under a key nobody named ({type, payload}, {match}): the wrapping is not shown, and a
 * refetch is no help while HTTP is refused (quota used up, outage), when the channel is all there
 * is. Only whole events or lists of nothing but events count, a level or two down.
 */
function findUnderAnyKey(body: unknown, depth: number): Record<string, unknown>[] | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body) || depth > 2) return null;
  const values = Object.values(body);
  for (const value of values) {
    if (looksLikeEvent(value)) return [value];
    if (Array.isArray(value) && value.length > 0 && value.every(looksLikeEvent)) return value;
  }
  for (const value of values) {
    const found = findUnderAnyKey(value, depth + 1);
    if (found) return found;
  }
  return null;
}
