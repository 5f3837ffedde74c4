// The demo follows the real answers in how matches end: now and then a walkover (code 91, no
// score), a tennis retirement (code 92) or an interrupted football match (code 80, type
// interrupted) that goes on where it stopped; every finished event carries winnerCode. Chosen by
// match id, so the same seed gives the same matches every run.

import { describe, expect, it } from 'vitest';
import { parsePlayerOfMatch } from '../../electron/core/api/parse/player-of-match';
import { bestPlayersPayload } from '../../electron/demo/payloads/fan-payloads';
import { serializeEvent } from '../../electron/demo/serialize/event-forms';
import { INTERRUPTION_MS } from '../../electron/demo/sim/off-field-ends';
import type { DemoMatch } from '../../electron/demo/sim/schedule';
import { createSimClock } from '../../electron/demo/sim/sim-clock';
import { DemoWorld } from '../../electron/demo/sim/world';
import { FIXED_START } from './demo-test-kit';

const DAY = 24 * 3600_000;
const clock = createSimClock({ startAt: FIXED_START, speed: 1, mode: 'manual' });
const world = new DemoWorld(42, FIXED_START, clock);
world.ensureUntil(FIXED_START + 3 * DAY);

/** Four days of a sport's matches: the day before the start and three after. */
function week(sport: string): DemoMatch[] {
  return world.matchesBetween(sport, FIXED_START - DAY, FIXED_START + 3 * DAY);
}

type Event = Record<string, unknown> & { status: unknown; winnerCode?: number };

function eventAt(match: DemoMatch, at: number): Event {
  return serializeEvent(match, world.stateOf(match, at)) as Event;
}

const ended = (match: DemoMatch) => (match.script.at(-1)?.at ?? match.startAt) + 1000;

describe('demo matches that end off the field', () => {
  it('a walkover: finished at its start with code 91, no score, and the winner in winnerCode', () => {
    const walkovers = [...week('tennis'), ...week('basketball')].filter(
      (match) => match.script.length === 1,
    );
    expect(walkovers.length).toBeGreaterThan(0);
    for (const match of walkovers) {
      const event = eventAt(match, match.startAt + 1000);
      const status = event.status as { code?: number } | string;
      const code = typeof status === 'object' ? status.code : event.statusCode;
      expect(code).toBe(91);
      expect([1, 2]).toContain(event.winnerCode);
    }
  });

  it('a tennis retirement: code 92 and the other player given the match', () => {
    const retired = week('tennis').filter((match) => {
      const status = eventAt(match, ended(match)).status as { code: number };
      return status.code === 92;
    });
    expect(retired.length).toBeGreaterThan(0);
    for (const match of retired) {
      const event = eventAt(match, ended(match));
      expect(event.status).toMatchObject({ type: 'finished', description: 'Retired' });
      expect(event.winnerCode).toBe(match.id % 2 === 0 ? 1 : 2);
    }
  });

  it('an interrupted football match stands still, then goes on at the minute it stopped', () => {
    const interrupted = week('football').filter((match) =>
      match.script.some((item) => item.kind === 'status' && item.type === 'interrupted'),
    );
    expect(interrupted.length).toBeGreaterThan(0);
    const match = interrupted[0]!;
    const stop = match.script.find((item) => item.kind === 'status' && item.type === 'interrupted')!;
    const during = eventAt(match, stop.at + 60_000);
    expect(during.status).toEqual({ code: 80, description: 'Interrupted', type: 'interrupted' });
    const before = world.stateOf(match, stop.at - 1);
    const after = eventAt(match, stop.at + INTERRUPTION_MS + 1000);
    expect(after.status).toMatchObject({ type: 'inprogress', code: before.status.code });
    // The clock picks up where it stood: the period's start minute moved on by what was played.
    const time = after.time as { initial: number; max: number };
    expect(time.initial).toBeGreaterThan(before.clock!.offsetSeconds);
    expect(time.max).toBe(before.clock!.offsetSeconds + before.clock!.lengthSeconds);
  });

  it('every finished event of every sport carries winnerCode', () => {
    for (const sport of ['football', 'basketball', 'tennis', 'ice-hockey', 'esports', 'futsal']) {
      const finished = week(sport).filter((match) => ended(match) < FIXED_START + 3 * DAY);
      expect(finished.length).toBeGreaterThan(0);
      for (const match of finished) expect(eventAt(match, ended(match)).winnerCode).toBeDefined();
    }
  });
});

describe('demo answers in the real forms', () => {
  it("basketball's best players come in the singular form, read as the best-rated player", () => {
    const game = week('basketball').find(
      (match) => match.script.length > 1 && ended(match) < FIXED_START,
    );
    expect(game).toBeDefined();
    const reply = bestPlayersPayload(world, game!);
    const body = reply.body as Record<string, { additionalStatistics: { rating: number } }>;
    expect(Object.keys(body).sort()).toEqual(['bestAwayTeamPlayer', 'bestHomeTeamPlayer']);
    const best = Math.max(
      body.bestHomeTeamPlayer!.additionalStatistics.rating,
      body.bestAwayTeamPlayer!.additionalStatistics.rating,
    );
    expect(parsePlayerOfMatch(body)?.rating).toBe(String(best));
  });
});
