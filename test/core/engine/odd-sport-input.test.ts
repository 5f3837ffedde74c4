// Bad input in a sport's own fields, end to end against a hostile service on loopback: esports map
// fields of odd types (text, negative, a fraction, an object) and a race's stage that ends with no
// results to name a winner. The engine shows what it can, keeps running, and tells exactly the
// alerts the policy names: no map counted that was not played, no winner made up.

import { describe, expect, it } from 'vitest';
import { followedCompetitionSchema, followedTeamSchema } from '../../../shared/settings';
import { startOnePathServer } from '../../fixtures/one-path-server';
import type { EngineOptions } from '../../../electron/core/engine/options';
import { useDemoEngines, waitFor, type RunningEngine } from './engine-harness';

const harness = useDemoEngines();
const FAST = { minPollIntervalMs: 20, maxSleepMs: 20, backoff: { baseMs: 10, capMs: 40 } };

interface Look {
  status: { code: number; description: string; type: string };
  home: Record<string, unknown>;
  away: Record<string, unknown>;
}

const zeros = { period1: 0, period2: 0, period3: 0, period4: 0, period5: 0 };

/** A series at the stages the test moves it through, with odd values in the map fields. */
const SERIES: Look[] = [
  {
    status: { code: 1001, description: 'First game', type: 'inprogress' },
    home: { current: 0, ...zeros, period2: 'x', period3: -1, period4: 1.5, period5: {} },
    away: { current: 0, ...zeros },
  },
  {
    status: { code: 1002, description: 'Second game', type: 'inprogress' },
    home: { current: 1, ...zeros, period1: 1, period3: { won: true }, period4: -3 },
    away: { current: 0, ...zeros, period2: 2.5 },
  },
  {
    status: { code: 100, description: 'Ended', type: 'finished' },
    home: { current: 2, ...zeros, period1: 1, period2: 1, period3: 'none', period4: 0.5 },
    away: { current: 0, ...zeros, period5: [] },
  },
];

function seriesEvent(look: Look) {
  return {
    id: 7,
    homeTeam: { id: 70, name: 'Northbridge Five' },
    awayTeam: { id: 71, name: 'Eastham Gaming' },
    homeScore: look.home,
    awayScore: look.away,
    status: look.status,
    tournament: { id: 3, name: 'Pro Circuit' },
    startTimestamp: Math.floor(Date.now() / 1000) - 600,
    bestOf: 3,
  };
}

async function seenStatus(running: RunningEngine, matchId: number, text: string): Promise<void> {
  await waitFor(
    () => running.seen.scores.some((match) => match.id === matchId && match.status.text === text),
    `the engine shows ${text}`,
  );
}

/**
 * An engine on the service at `answers`, following what `follows` says, started, and past its
 * first look at the match, which must be silent.
 */
async function silentFirstLook(
  answers: Parameters<typeof startOnePathServer>[0],
  follows: Pick<EngineOptions, 'sessionFollows' | 'sessionCompetitions'>,
  first: { matchId: number; text: string },
): Promise<RunningEngine> {
  const service = await startOnePathServer(answers);
  harness.onCleanup(() => service.close());
  const running = harness.engineAgainst(service.url, {
    ...follows,
    live: FAST,
    prefetchCrests: false,
  });
  await running.engine.start();
  await seenStatus(running, first.matchId, first.text);
  await running.engine.live.whenIdle();
  expect(running.seen.alerts).toEqual([]);
  return running;
}

describe('odd sport input from the service', () => {
  it('esports map fields of odd types: the map played is told once, full time once, nothing else', async () => {
    let at = 0;
    const running = await silentFirstLook(
      {
        '/v2/esports/live': () => ({ events: [seriesEvent(SERIES[at]!)] }),
        '/v2/esports/match/7': () => ({ event: seriesEvent(SERIES[at]!) }),
      },
      {
        sessionFollows: [
          followedTeamSchema.parse({ sport: 'esports', teamId: 70, name: 'Northbridge Five' }),
        ],
      },
      { matchId: 7, text: 'First game' },
    );

    for (const [index, look] of SERIES.entries()) {
      at = index;
      await seenStatus(running, 7, look.status.description);
    }
    await waitFor(() => running.seen.alerts.some((a) => a.kind === 'fulltime'), 'full time');
    await running.engine.live.whenIdle();

    expect(running.seen.alerts.map((alert) => alert.kind)).toEqual(['period-end', 'fulltime']);
    expect(running.seen.alerts[0]!.title).toContain('1–0');
    expect(running.seen.alerts[1]!.title).toBe(
      'Match over, Northbridge Five won: Northbridge Five 2–0 Eastham Gaming',
    );
    const shown = running.seen.scores.at(-1)!;
    expect(shown.homeScore.periods).toEqual([1, 1, null, null, 0]);
  });

  it('a stage that ends without results: "Stage finished", no winner named, the run goes on', async () => {
    let finished = false;
    const stage = () => ({
      id: 9,
      homeTeam: { id: 0, name: 'Stage 3: Marshford - Lakewood' },
      awayTeam: { id: 0, name: '' },
      homeScore: { current: 0, display: 0 },
      awayScore: { current: 0, display: 0 },
      status: finished
        ? { code: 100, description: 'Ended', type: 'finished' }
        : { code: 6, description: 'In Progress', type: 'inprogress' },
      tournament: { id: 4, name: 'Tour of the Hills' },
      season: { name: 'Stage 3: Marshford - Lakewood' },
      startTimestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    const running = await silentFirstLook(
      {
        '/v2/cycling/live': () => ({ events: [stage()] }),
        '/v2/cycling/match/9': () => ({ event: stage() }),
        // Results that are no list: a body of the wrong shape, as a hostile service sends.
        '/v2/cycling/match/9/scores': () => ({ results: 'pending', status: { type: 'finished' } }),
      },
      {
        sessionCompetitions: [
          followedCompetitionSchema.parse({ sport: 'cycling', tournamentId: 4, name: 'The race' }),
        ],
      },
      { matchId: 9, text: 'In Progress' },
    );

    finished = true;
    await waitFor(() => running.seen.alerts.some((a) => a.kind === 'fulltime'), 'the stage end');
    await running.engine.live.whenIdle();
    expect(running.seen.alerts.map((alert) => alert.kind)).toEqual(['fulltime']);
    const [end] = running.seen.alerts;
    expect(end!.title).toBe('Stage finished: Stage 3: Marshford - Lakewood');
    expect(end!.body).not.toMatch(/Won by/);
    const page = await running.engine.details.get('cycling', 9);
    expect(page.stageResults).toEqual([]);
  });
});
