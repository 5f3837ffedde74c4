// The live lists, checked against the interface's tables: envelope and timezone, each sport's event
// form, and each sport's score object fields.

import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { DemoService } from '../../electron/demo/demo-service-api';
import {
  basketballEventSchema,
  envelopeSchema,
  objectEventSchema,
  scoreSchemas,
  stageEventSchema,
} from './interface-schemas';
import { SIMULATED_SPORTS, getJson, startTestService } from './demo-test-kit';

let service: DemoService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.close());

function schemaFor(sport: (typeof SIMULATED_SPORTS)[number]) {
  if (sport === 'basketball') return basketballEventSchema;
  if (sport === 'cycling') return stageEventSchema;
  return objectEventSchema(scoreSchemas[sport]);
}

describe('live lists', () => {
  it.each(SIMULATED_SPORTS)(
    '%s: several live events, each in the documented form of the sport',
    async (sport) => {
      const { status, body } = await getJson(service, `/v2/${sport}/live`);
      expect(status).toBe(200);
      const parsed = envelopeSchema(schemaFor(sport)).parse(body);
      expect(parsed.count).toBe(parsed.events.length);
      expect(parsed.count).toBeGreaterThanOrEqual(3);
      expect(parsed.timezone.utcOffset).toBe('+00:00');
    },
  );

  it('object-form statuses of live events are in progress, and the basketball ones use live quarter or pause codes', async () => {
    const football = (await getJson(service, '/v2/football/live')).body;
    for (const event of football.events) expect(event.status.type).toBe('inprogress');
    const basketball = (await getJson(service, '/v2/basketball/live')).body;
    for (const event of basketball.events)
      expect([13, 14, 15, 16, 30, 31, 40]).toContain(event.statusCode);
  });

  it('football shows the documented codes and a minute can be told from the time object', async () => {
    const { body } = await getJson(service, '/v2/football/live');
    const known = new Map([
      [6, '1st half'],
      [31, 'Halftime'],
      [7, '2nd half'],
      [41, '1st extra'],
      [42, '2nd extra'],
      [33, 'Extra time halftime'],
      [32, 'Awaiting extra time'],
      [34, 'Awaiting penalties'],
      [50, 'Penalties'],
    ]);
    for (const event of body.events) {
      expect(known.get(event.status.code)).toBe(event.status.description);
      if (event.status.code === 6 || event.status.code === 7) {
        const minute =
          Math.floor(
            (service.world.now() / 1000 -
              event.time.currentPeriodStartTimestamp +
              event.time.initial) /
              60,
          ) + 1;
        expect(minute).toBeGreaterThan(event.status.code === 6 ? 0 : 45);
      }
    }
  });

  it("basketball's live events carry the real payloads' time object: the whole match's clock, stopping in play", async () => {
    // Its own world: the shared one must not move on for the tests after it.
    const own = await startTestService();
    onTestFinished(() => own.close());
    const read = async () => {
      const { body } = await getJson(own, '/v2/basketball/live');
      return new Map<number, { statusCode: number; time: Record<string, unknown> }>(
        body.events.map((event: { id: number }) => [event.id, event]),
      );
    };
    const before = await read();
    const inQuarter = [...before.values()].filter((event) =>
      [13, 14, 15, 16].includes(event.statusCode),
    );
    expect(inQuarter.length).toBeGreaterThan(0);
    for (const event of inQuarter) {
      expect(event.time).toMatchObject({
        periodLength: 600,
        overtimeLength: 300,
        totalPeriodCount: 4,
        clockRunning: expect.any(Boolean),
      });
      // As the real answers count it: seconds of the whole match, within the quarter under way
      // (1771 in the 3rd quarter of the real sample: 571 s into it).
      const quarter = event.statusCode - 12;
      expect(event.time.played).toBeGreaterThanOrEqual((quarter - 1) * 600);
      expect(event.time.played).toBeLessThanOrEqual(quarter * 600);
      expect(Date.parse(String(event.time.clockRunningLastUpdated))).toBe(
        Math.floor(own.world.now() / 1000) * 1000,
      );
    }
    // A minute on the clock runs slower than real time (the quarter's 10 minutes take 14), and
    // never backwards.
    own.world.advance(60_000);
    const after = await read();
    for (const event of inQuarter) {
      const later = after.get((event as unknown as { id: number }).id);
      if (later?.statusCode !== event.statusCode) continue;
      const ran = Number(later.time.played) - Number(event.time.played);
      expect(ran).toBeGreaterThanOrEqual(40);
      expect(ran).toBeLessThan(60);
    }
    // Breaks send no clock.
    for (const event of after.values()) {
      if (event.statusCode === 31 || event.statusCode === 30) expect(event.time).toEqual({});
    }
  });

  it('the score a person reads adds up: current is the sum of the periods (plus shoot-out goals)', async () => {
    for (const sport of ['football', 'basketball', 'futsal', 'handball', 'ice-hockey'] as const) {
      const { body } = await getJson(service, `/v2/${sport}/live`);
      for (const event of body.events) {
        for (const score of [event.homeScore, event.awayScore]) {
          const periods = ['period1', 'period2', 'period3', 'period4', 'extra1', 'extra2'].reduce(
            (sum, key) => sum + (score[key] ?? 0),
            0,
          );
          const overtime = sport === 'football' ? 0 : (score.overtime ?? 0);
          expect(score.display).toBe(periods + overtime);
          expect(score.current).toBe(score.display + (score.penalties ?? 0));
        }
      }
    }
  });

  it('live/all carries the same live events', async () => {
    const live = (await getJson(service, '/v2/football/live')).body;
    const all = (await getJson(service, '/v2/football/live/all')).body;
    const liveIds = live.events.map((event: { id: number }) => event.id);
    expect(all.events.map((event: { id: number }) => event.id)).toEqual(
      expect.arrayContaining(liveIds),
    );
  });

  it('today and schedule/{date} list the day in the envelope, finished and upcoming matches included', async () => {
    const today = (await getJson(service, '/v2/football/today')).body;
    const parsed = envelopeSchema(
      objectEventSchema(scoreSchemas.football.or(objectEmpty())).omit({ time: true }),
    ).parse(today);
    const types = new Set(parsed.events.map((event) => event.status.type));
    expect(types).toEqual(new Set(['finished', 'inprogress', 'notstarted']));
    const byDate = (await getJson(service, '/v2/football/schedule/2026-11-21')).body;
    expect(byDate.events.map((event: { id: number }) => event.id)).toEqual(
      parsed.events.map((event) => event.id),
    );
  });

  it("basketball's schedule by date groups events by tournament and keeps the flat list", async () => {
    const { body } = await getJson(service, '/v2/basketball/schedule/2026-11-22');
    expect(body.events.length).toBeGreaterThan(10);
    const grouped = body.tournaments.flatMap((group: { events: unknown[] }) => group.events);
    expect(grouped).toHaveLength(body.events.length);
    for (const group of body.tournaments)
      expect(group.tournament).toEqual({ name: expect.any(String), id: expect.any(Number) });
  });
});

function objectEmpty() {
  return scoreSchemas.cycling.partial().strict();
}
