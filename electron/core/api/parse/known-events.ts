// The hot path reads the same events over and over: a live list every few seconds, in which about
// one event in twenty has changed since the last look, and pushes of one event at a time. Running
// every event through the zod schema each time cost ten times what JSON.parse of the answer costs.
// This sits in front of the schema: an event whose raw JSON is the same as when it was read last
// (same id, same sport, same tournament group) is given the Match read then, with only the minute of
// a running match worked out anew (the one part that depends on when it is read). A new event is
// validated in full by the schema; a changed one by the caller's reader (the hand reader of
// fast-event-fields.ts, which leaves to the schema whatever it is not sure of). test/core/known-events.test.ts proves that a reading through
// this cache equals a fresh reading on every real answer and every demo form, at later moments too.

import type { ClockState, Match, SportSlug, TournamentRef } from '../../../../shared/domain';
import { fastTimeFields } from './fast-event-fields';
import { clockFields } from './match';
import { timeObject, type TimeFields } from './match-clock';

/** What the schema said of one raw event, in the shape of zod's safeParse. */
export type EventReading<E> = { success: true; data: Match } | { success: false; error: E };

interface Known {
  raw: unknown;
  group: TournamentRef | null;
  match: Match;
  /** The event's time object as the schema reads it, once it was needed (undefined: not yet). */
  time?: TimeFields | null;
  /** Pushes only: the reading before this one, so that a score flapping between two is read once each. */
  earlier?: Known;
}

/**
 * Pushed events kept per sport (a busy day has a few hundred football matches on). Past it the cache
 * is emptied: a flood of new ids must not keep its events long enough for them to outlive the young
 * generation of the heap (a bound of 1,000 quadrupled the CPU of the 100,000-new-ids flood).
 */
const MAX_PUSHED = 300;

export class KnownEvents {
  private readonly bySport = new Map<SportSlug, Map<unknown, Known>>();

  /**
   * Reads the raw events of one answer. `whole`: the answer is the sport's whole live list, so an
   * event it no longer holds is forgotten (the cache never holds more than the last list and the
   * pushes since). Otherwise (pushes) events are added, at most MAX_PUSHED of them.
   */
  read<E>(
    sport: SportSlug,
    items: readonly { raw: unknown; group: TournamentRef | null }[],
    now: number,
    whole: boolean,
    /** Reads the event at `index` anew; `seen`: an event of that id was read before (it changed). */
    fresh: (index: number, seen: boolean) => EventReading<E>,
  ): EventReading<E>[] {
    const before = this.bySport.get(sport);
    const after = whole ? new Map<unknown, Known>() : (before ?? new Map<unknown, Known>());
    if (!whole && after.size > MAX_PUSHED) after.clear();
    const readings = items.map(({ raw, group }, index): EventReading<E> => {
      const id = idOf(raw);
      const latest = id === undefined ? undefined : before?.get(id);
      const earlier = latest?.earlier;
      const known = isSame(latest, raw, group)
        ? latest
        : isSame(earlier, raw, group)
          ? earlier
          : undefined;
      if (id !== undefined && known !== undefined) {
        known.match = withClockAt(known, sport, now);
        if (known !== latest) {
          // Flapped back: the two readings swap places.
          known.earlier = latest;
          if (latest) latest.earlier = undefined;
        }
        after.set(id, known);
        return { success: true, data: known.match };
      }
      const reading = fresh(index, latest !== undefined);
      if (id !== undefined) {
        if (!reading.success) after.delete(id);
        else {
          if (latest) latest.earlier = undefined;
          // Whole lists keep one reading an event; pushes the one before too.
          const kept = whole ? undefined : latest;
          after.set(id, { raw, group, match: reading.data, ...(kept ? { earlier: kept } : {}) });
        }
      }
      return reading;
    });
    this.bySport.set(sport, after);
    return readings;
  }
}

/** Whether a known reading is of this very event (a function of its own: no closure per event). */
function isSame(candidate: Known | undefined, raw: unknown, group: TournamentRef | null): boolean {
  return (
    candidate !== undefined && sameGroup(candidate.group, group) && sameJson(candidate.raw, raw)
  );
}

function idOf(raw: unknown): number | string | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const id = (raw as { id?: unknown }).id;
  return typeof id === 'number' || typeof id === 'string' ? id : undefined;
}

function timeOf(raw: unknown): TimeFields | null {
  const time = (raw as { time?: unknown }).time;
  // The hand reader's reading where it is sure of it (the schema's otherwise): the same fields.
  const fast = fastTimeFields(time);
  return fast === undefined ? (timeObject.parse(time) ?? null) : fast;
}

/** The known Match, its clock worked out for `now`; the same object while the clock reads the same. */
function withClockAt(known: Known, sport: SportSlug, now: number): Match {
  const match = known.match;
  // A match that is not live has no clock at any moment.
  if (match.status.phase !== 'live') return match;
  // Read on the first reuse only: an event read once (a flood of pushes) never pays for it.
  if (known.time === undefined) known.time = timeOf(known.raw);
  const { clock, clockState } = clockFields(sport, match.status, known.time, now);
  if (clock === match.clock && sameClockState(clockState ?? null, match.clockState ?? null))
    return match;
  // Rebuilt in the order a fresh reading has (clockState, when there is one, before progress).
  const { clockState: _previous, progress, ...rest } = match;
  return {
    ...rest,
    clock,
    ...(clockState ? { clockState } : {}),
    ...(progress === undefined ? {} : { progress }),
  };
}

function sameClockState(a: ClockState | null, b: ClockState | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.scope === b.scope &&
    a.seconds === b.seconds &&
    a.at === b.at &&
    a.running === b.running &&
    a.periodEnd === b.periodEnd &&
    a.countdown === b.countdown
  );
}

function sameGroup(a: TournamentRef | null, b: TournamentRef | null): boolean {
  if (a === null || b === null) return a === b;
  return a.id === b.id && a.name === b.name && a.uniqueId === b.uniqueId;
}

/** Equality of two JSON.parse results: plain objects, arrays and primitives only. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let index = 0; index < a.length; index++) if (!sameJson(a[index], b[index])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  let keys = 0;
  for (const key in left) {
    keys++;
    if (!Object.hasOwn(right, key) || !sameJson(left[key], right[key])) return false;
  }
  for (const _key in right) keys--;
  return keys === 0;
}
