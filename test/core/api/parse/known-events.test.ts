// The hot path's cache in front of the event schema (known-events.ts) must never change what is
// read: a list read through it equals a fresh reading of the same answer, on every real answer and
// every demo form, at the moment it was first read and at later ones (the minute of a running match
// moves on), after an event changed, and when a changed event is broken.

import { describe, expect, it } from 'vitest';
import type { Match } from '../../../../shared/domain';
import { KnownEvents } from '../../../../electron/core/api/parse/known-events';
import { parseMatchList } from '../../../../electron/core/api/parse/match-list';
import { dayList, liveList } from '../../../../electron/demo/payloads/lists';
import { createSimClock } from '../../../../electron/demo/sim/sim-clock';
import { DemoWorld } from '../../../../electron/demo/sim/world';
import { loadRealPayload } from '../../../fixtures/real-payloads';

const REAL_LISTS: Record<string, string> = {
  'research-all_sports-samples-football-sport-sport-events-live__1.json': 'football',
  'research-all_sports-samples-tennis-sport-sport-events-live__1.json': 'tennis',
  'research-all_sports-samples-esports-sport-sport-events-live__1.json': 'esports',
};
/** Shortly after the real live lists were fetched. */
const REAL_FETCHED_AT = Date.UTC(2026, 9, 1, 12, 11, 25);
/** Later moments a list may be read again at: the next look, a minute on, past a clock's bounds. */
const LATER_MS = [0, 1_000, 61_000, 3_600_000, 7 * 3_600_000];

function fresh(sport: string, body: unknown, now: number) {
  return parseMatchList('live list', body, { sport, now });
}

function throughCache(events: KnownEvents, sport: string, body: unknown, now: number) {
  return parseMatchList('live list', body, { sport, now }, { events, whole: true });
}

/** The body as it comes off the wire: a new object each time, as JSON.parse makes it. */
function wire(body: unknown): unknown {
  return JSON.parse(JSON.stringify(body)) as unknown;
}

function demoWorld(): DemoWorld {
  const startAt = Date.UTC(2026, 10, 28, 19, 30);
  return new DemoWorld(7, startAt, createSimClock({ startAt, speed: 1, mode: 'manual' }));
}

/** Every sport's whole day (matches not started, on and ended, in each sport's form) and live list. */
function demoBodies(world: DemoWorld): { sport: string; body: unknown }[] {
  return world.sports().flatMap((sport) => [
    { sport, body: wire(dayList(world, sport, null).body) },
    { sport, body: wire(liveList(world, sport, true).body) },
  ]);
}

describe('reading through the cache of known events', () => {
  it('gives the same matches and problems as a fresh reading of every real live list, at later moments too', () => {
    for (const [file, sport] of Object.entries(REAL_LISTS)) {
      const events = new KnownEvents();
      const body = loadRealPayload(file);
      expect(throughCache(events, sport, wire(body), REAL_FETCHED_AT)).toEqual(
        fresh(sport, wire(body), REAL_FETCHED_AT),
      );
      for (const later of LATER_MS) {
        const now = REAL_FETCHED_AT + later;
        const cached = throughCache(events, sport, wire(body), now);
        expect(cached).toEqual(fresh(sport, wire(body), now));
        // Key for key in the same order: a headless line prints the match as read.
        expect(cached.items.map((match) => JSON.stringify(match))).toEqual(
          fresh(sport, wire(body), now).items.map((match) => JSON.stringify(match)),
        );
      }
    }
  });

  it('gives the same matches as a fresh reading of every demo form while the demo day plays on', () => {
    const world = demoWorld();
    const events = new KnownEvents();
    let liveRead = 0;
    for (let step = 0; step < 2; step++) {
      for (const { sport, body } of demoBodies(world)) {
        // Two caches' worth of lists per sport: the day's list and the live list take turns.
        const cached = throughCache(events, sport, wire(body), world.now());
        const plain = fresh(sport, wire(body), world.now());
        expect(cached).toEqual(plain);
        expect(cached.items.map((match) => JSON.stringify(match))).toEqual(
          plain.items.map((match) => JSON.stringify(match)),
        );
        liveRead += plain.items.filter((match) => match.status.phase === 'live').length;
      }
      world.advance(97_000);
    }
    // The demo day had matches on while it was read: running clocks were compared too.
    expect(liveRead).toBeGreaterThan(0);
    // Building the demo's day for every sport takes seconds on a loaded machine.
  }, 90_000);

  it('reads a changed event anew and keeps an unchanged one as it was read', () => {
    const body = loadRealPayload(Object.keys(REAL_LISTS)[0]!) as {
      events: Record<string, unknown>[];
    };
    const events = new KnownEvents();
    const first = throughCache(events, 'football', wire(body), REAL_FETCHED_AT).items;
    const changed = wire(body) as { events: Record<string, unknown>[] };
    const target = changed.events[0]!;
    target.homeScore = { ...(target.homeScore as object), current: 9, display: 9 };
    const second = throughCache(events, 'football', changed, REAL_FETCHED_AT).items;
    expect(second[0]!.homeScore.current).toBe(9);
    expect(second[0]).toEqual(fresh('football', wire(changed), REAL_FETCHED_AT).items[0]);
    // Unchanged, read at the same moment: the very object read before (nothing to diff).
    expect(second.slice(1)).toHaveLength(first.length - 1);
    second.slice(1).forEach((match, index) => expect(match).toBe(first[index + 1]));
    expect(second[0]).not.toBe(first[0]);
  });

  it('reports an event that became unreadable, and reads it again once it is fixed', () => {
    const body = loadRealPayload(Object.keys(REAL_LISTS)[0]!) as {
      events: Record<string, unknown>[];
    };
    const events = new KnownEvents();
    const good = throughCache(events, 'football', wire(body), REAL_FETCHED_AT);
    const broken = wire(body) as { events: Record<string, unknown>[] };
    broken.events[0]!.homeTeam = null;
    const bad = throughCache(events, 'football', broken, REAL_FETCHED_AT);
    expect(bad.problems).toEqual(fresh('football', wire(broken), REAL_FETCHED_AT).problems);
    expect(bad.problems).toHaveLength(1);
    expect(bad.items).toHaveLength(good.items.length - 1);
    const fixed = throughCache(events, 'football', wire(body), REAL_FETCHED_AT);
    expect(fixed).toEqual(good);
  });

  it('reads a pushed score that flaps between two values as a fresh reading would, each time', () => {
    const body = loadRealPayload(Object.keys(REAL_LISTS)[0]!) as {
      events: Record<string, unknown>[];
    };
    const event = body.events[0]!;
    const scored = { ...event, homeScore: { ...(event.homeScore as object), current: 7 } };
    const events = new KnownEvents();
    const pushed = (raw: unknown, now: number) =>
      parseMatchList(
        'push',
        { events: [wire(raw)] },
        { sport: 'football', now },
        { events, whole: false },
      );
    [event, scored, event, scored, event].forEach((raw, index) => {
      const now = REAL_FETCHED_AT + index * 61_000;
      expect(pushed(raw, now)).toEqual(fresh('football', { events: [wire(raw)] }, now));
    });
  });

  it('does not take an event for the same one when the tournament group around it changed', () => {
    const grouped = (name: string) => ({
      tournaments: [
        {
          tournament: { id: 5, name },
          events: [
            {
              id: 1,
              homeTeam: { id: 10, name: 'Home' },
              awayTeam: { id: 11, name: 'Away' },
              homeScore: { current: 1 },
              awayScore: { current: 0 },
              status: { code: 6, description: '1st half', type: 'inprogress' },
            },
          ],
        },
      ],
    });
    const events = new KnownEvents();
    throughCache(events, 'football', grouped('Cup'), REAL_FETCHED_AT);
    const renamed: Match[] = throughCache(
      events,
      'football',
      grouped('League'),
      REAL_FETCHED_AT,
    ).items;
    expect(renamed[0]!.tournament.name).toBe('League');
  });
});
