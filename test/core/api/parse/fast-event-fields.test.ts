// The hand reader of the hot path (fast-event-fields.ts) must read every event exactly as the event
// schema does: on every event of every real answer, on every demo form while the demo day plays on,
// and on a sweep of odd values in each field the schema reads. Where the schema refuses an event, the
// reader gives the schema's own error (it leaves to the schema whatever it is not sure of).

import { describe, expect, it } from 'vitest';
import type { SportSlug } from '../../../../shared/domain';
import {
  eventReader,
  fastEventFields,
} from '../../../../electron/core/api/parse/fast-event-fields';
import {
  matchOf,
  serviceEventSchema,
  type MatchContext,
} from '../../../../electron/core/api/parse/match';
import { describeIssues } from '../../../../electron/core/api/parse/parse-error';
import { locateEvents } from '../../../../electron/core/api/parse/match-list';
import { dayList, liveList } from '../../../../electron/demo/payloads/lists';
import { createSimClock } from '../../../../electron/demo/sim/sim-clock';
import { DemoWorld } from '../../../../electron/demo/sim/world';
import { loadRealPayload, realPayloadFiles } from '../../../fixtures/real-payloads';

/** Shortly after the real answers were fetched, and later moments a running clock moves on to. */
const REAL_FETCHED_AT = Date.UTC(2026, 9, 1, 12, 11, 25);
const MOMENTS = [0, 61_000, 7 * 3_600_000].map((later) => REAL_FETCHED_AT + later);

/** Every object in a body that carries an id and a home team: what the schema is asked to read. */
function eventsIn(
  value: unknown,
  found: Record<string, unknown>[] = [],
): Record<string, unknown>[] {
  if (Array.isArray(value)) for (const item of value) eventsIn(item, found);
  else if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    if ('id' in record && 'homeTeam' in record) found.push(record);
    for (const inner of Object.values(record)) eventsIn(inner, found);
  }
  return found;
}

function sportOf(file: string): SportSlug {
  return (
    /samples-([a-z]+(?:-[a-z]+)?)-(?:event|sport|team|stage|tournament|A_|B\d|K\d|T\d)/.exec(
      file,
    )?.[1] ?? 'football'
  );
}

/** Building a schema costs more than reading an event with it: one per sport, moment and group. */
const built = new Map<
  string,
  [ReturnType<typeof serviceEventSchema>, ReturnType<typeof eventReader>]
>();
function readersOf(context: MatchContext) {
  const key = JSON.stringify(context);
  let pair = built.get(key);
  if (!pair) built.set(key, (pair = [serviceEventSchema(context), eventReader(context)]));
  return pair;
}

/** The hand reader agrees with the schema on this event: the same Match, key for key. */
function expectSameAsSchema(raw: unknown, context: MatchContext): 'read' | 'refused' {
  const [schemaOf, readerOf] = readersOf(context);
  const schema = schemaOf.safeParse(raw);
  const reader = readerOf(raw);
  if (!schema.success) {
    expect(reader.success).toBe(false);
    if (!reader.success) expect(describeIssues(reader.error)).toBe(describeIssues(schema.error));
    return 'refused';
  }
  expect(reader).toEqual(schema);
  if (reader.success) expect(JSON.stringify(reader.data)).toBe(JSON.stringify(schema.data));
  return 'read';
}

/** For an event the schema reads, the hand reader reads it on its own (no fallback needed). */
function expectReadByHand(raw: unknown, context: MatchContext): void {
  const fields = fastEventFields(raw);
  expect(fields).toBeDefined();
  const match = matchOf(fields!, context);
  const schema = readersOf(context)[0].safeParse(raw);
  expect(schema.success).toBe(true);
  expect(match).toEqual(schema.data);
  expect(JSON.stringify(match)).toBe(JSON.stringify(schema.data));
}

describe('the hand reader of changed events', () => {
  it('reads every event of every real answer by hand, exactly as the schema does', () => {
    let read = 0;
    const files = realPayloadFiles();
    for (const file of files) {
      const sport = sportOf(file);
      for (const raw of eventsIn(loadRealPayload(file))) {
        // Its own sport, and a stage sport (the other event form the schema tells apart).
        for (const context of [
          ...MOMENTS.map((now) => ({ sport, now })),
          { sport: 'cycling', now: REAL_FETCHED_AT },
        ]) {
          if (expectSameAsSchema(raw, context) === 'read') {
            expectReadByHand(raw, context);
            read += 1;
          }
        }
      }
    }
    // 41 events (the two live lists among them), each at four moments and forms.
    expect(read).toBeGreaterThanOrEqual(160);
  });

  it('reads every demo form by hand as the schema does while the demo day plays on', () => {
    const startAt = Date.UTC(2026, 10, 28, 19, 30);
    const world = new DemoWorld(7, startAt, createSimClock({ startAt, speed: 1, mode: 'manual' }));
    let live = 0;
    for (let step = 0; step < 2; step++) {
      for (const sport of world.sports()) {
        const bodies = [dayList(world, sport, null).body, liveList(world, sport, true).body];
        for (const body of bodies) {
          for (const item of locateEvents(JSON.parse(JSON.stringify(body))) ?? []) {
            const context = { sport, now: world.now(), groupTournament: item.groupTournament };
            expect(expectSameAsSchema(item.raw, context)).toBe('read');
            expectReadByHand(item.raw, context);
            const fields = fastEventFields(item.raw);
            if (fields && !Array.isArray(matchOf(fields, context))) live += 1;
          }
        }
      }
      world.advance(97_000);
    }
    expect(live).toBeGreaterThan(100);
  }, 90_000);

  it('gives what the schema gives, or the schema its error, for odd values in every field it reads', () => {
    const base = (
      loadRealPayload('research-all_sports-samples-football-sport-sport-events-live__1.json') as {
        events: Record<string, unknown>[];
      }
    ).events[0]!;
    const stringForm = {
      id: 9,
      homeTeam: 'Home',
      homeTeamId: 1,
      awayTeam: 'Away',
      awayTeamId: 2,
      status: 'Q3',
      statusCode: 15,
      tournament: 'League',
      tournamentId: 4,
      season: '25/26',
      homeScore: 80,
      awayScore: { current: '77', period1: 20, period3: 'x' },
    };
    const odd: unknown[] = [
      null,
      '',
      'x',
      '3',
      ' 12 ',
      '-4',
      '2.5',
      '007',
      'true',
      'false',
      '99999999999999999999',
      0,
      1,
      2,
      3,
      -1,
      -0,
      2.5,
      1e20,
      99_999,
      100_000,
      1_000_000_000,
      Number.MAX_SAFE_INTEGER,
      true,
      false,
      [],
      [1],
      {},
      { id: 1 },
      { id: 'x', name: 'N' },
      { id: 0, name: '' },
      { id: '12', name: 5, shortName: 'S', nameCode: ' ABC ' },
      { name: 'N' },
      { code: '7', description: 2, type: 'inprogress' },
      { current: 2.5 },
      { current: -1 },
      {
        current: '3',
        display: 4,
        period1: 1,
        period2: 'x',
        period12: 3,
        period0: 2,
        period41: 1,
        period01: 5,
        overtime: null,
        penalties: '2',
        point: 15,
      },
      { id: 3, name: 'T', uniqueTournament: { id: '8', displayInverseHomeAwayTeams: 1 } },
      { id: 3, uniqueTournament: [] },
      { id: 3, uniqueTournament: 'x' },
      {
        played: '1771',
        periodLength: 600,
        clockRunning: 'true',
        currentPeriodStartTimestamp: 1_759_320_000,
      },
    ];
    // Every top-level field the schema reads, so a field it learns is swept too.
    const fields = Object.keys(
      serviceEventSchema({ sport: 'football', now: REAL_FETCHED_AT }).in.shape,
    );
    const outcomes = { read: 0, refused: 0 };
    for (const event of [base, stringForm]) {
      for (const field of fields) {
        for (const value of [...odd, undefined]) {
          const raw: Record<string, unknown> = { ...event };
          if (value === undefined) delete raw[field];
          else raw[field] = value;
          for (const sport of ['football', 'cycling']) {
            outcomes[expectSameAsSchema(raw, { sport, now: REAL_FETCHED_AT })] += 1;
          }
        }
      }
    }
    // One level down: the score's figures, the clock, the status, a team, the tournament.
    const nested: [string, string][] = [
      ['homeScore', 'current'],
      ['homeScore', 'display'],
      ['homeScore', 'period2'],
      ['homeScore', 'penalties'],
      ['homeScore', 'point'],
      ['time', 'played'],
      ['time', 'currentPeriodStartTimestamp'],
      ['time', 'clockRunning'],
      ['status', 'code'],
      ['status', 'type'],
      ['status', 'description'],
      ['homeTeam', 'id'],
      ['homeTeam', 'name'],
      ['awayTeam', 'nameCode'],
      ['tournament', 'uniqueTournament'],
      ['tournament', 'id'],
      ['season', 'name'],
    ];
    for (const [field, key] of nested) {
      for (const value of odd) {
        const inner = { ...(base[field] as object), [key]: value };
        for (const sport of ['football']) {
          const raw = { ...base, [field]: inner };
          outcomes[expectSameAsSchema(raw, { sport, now: REAL_FETCHED_AT })] += 1;
        }
      }
    }
    // Both sides of the line were walked: events read and events refused with the schema's words.
    expect(outcomes.read).toBeGreaterThan(1000);
    expect(outcomes.refused).toBeGreaterThan(100);
    for (const raw of [null, 3, 'event', [base]]) {
      expect(eventReader({ sport: 'football', now: REAL_FETCHED_AT })(raw).success).toBe(false);
    }
  });
});
