// The football socket's message format is not documented (service-interface.md, "Events"). What is
// documented are the event forms, so a message is accepted when it carries events in one of those
// forms, whichever way they are wrapped; anything else only tells us that something happened and the
// live list should be fetched again.

export type PushMessage =
  { kind: 'events'; events: Record<string, unknown>[] } | { kind: 'unrecognised'; reason: string };

const WRAPPER_KEYS = ['event', 'events', 'data'] as const;
const MAX_WRAPPER_DEPTH = 3;

export function readPushMessage(raw: string): PushMessage {
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return { kind: 'unrecognised', reason: 'not JSON' };
  }
  const events = findEvents(body, 0);
  if (events === null || events.length === 0) {
    return { kind: 'unrecognised', reason: 'no event in a documented form' };
  }
  return { kind: 'events', events };
}

/** A live event in any documented form has an id and two sides, as objects or as name strings. */
export function looksLikeEvent(value: unknown): value is Record<string, unknown> {
  if (!isRecord(value)) return false;
  if (!isId(value.id)) return false;
  return hasSide(value, 'home') && hasSide(value, 'away');
}

function findEvents(value: unknown, depth: number): Record<string, unknown>[] | null {
  if (looksLikeEvent(value)) return [value];
  if (Array.isArray(value)) {
    const events = value.filter(looksLikeEvent);
    // A list that is only partly events is not a form we know; refetching is the safe reading.
    return events.length === value.length ? events : null;
  }
  if (!isRecord(value) || depth >= MAX_WRAPPER_DEPTH) return null;
  for (const key of WRAPPER_KEYS) {
    if (key in value) {
      const inner = findEvents(value[key], depth + 1);
      if (inner !== null) return inner;
    }
  }
  return null;
}

function hasSide(event: Record<string, unknown>, side: 'home' | 'away'): boolean {
  const team = event[`${side}Team`];
  if (typeof team === 'string') return true;
  return isRecord(team) && (isId(team.id) || typeof team.name === 'string');
}

function isId(value: unknown): boolean {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0;
  return typeof value === 'string' && /^\d{1,15}$/.test(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
