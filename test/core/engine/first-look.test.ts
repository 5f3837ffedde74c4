// The first look never blocks what the user is told: ready and the true status come as soon as the
// first answer or failure does, and what is pushed meanwhile is applied, never swallowed.
// firstLookTimeoutMs is set far beyond the test's own time limit, so a first look that waited for
// the quota reset or the end of an outage fails the test instead of passing late.

import { describe, expect, it } from 'vitest';
import { startTestDemo, WORLD_START } from '../../fixtures/demo-service';
import type { DemoService } from '../../../electron/demo/demo-service-api';
import {
  FAST_LIVE,
  followHome,
  liveMatchOf,
  startEngine,
  useDemoEngines,
  waitFor,
} from './engine-harness';

const harness = useDemoEngines();
const NEVER_MS = 10 * 60_000;
const live = { ...FAST_LIVE, firstLookTimeoutMs: NEVER_MS };

describe('the first look never blocks what the user is told', () => {
  it('starts with the quota used up: ready at once, quota-exhausted with the service reset time, and a pushed goal alerts', async () => {
    const demo = await harness.startDemo();
    const football = liveMatchOf(demo, 'football');
    const basketball = liveMatchOf(demo, 'basketball');
    const resetAt = demo.world.now() + 6 * 3_600_000;
    demo.faults.exhaustQuota(resetAt);
    const running = harness.startEngine(demo, {
      follows: [followHome(football), followHome(basketball)],
      options: { live },
    });
    await running.engine.start();
    expect(running.seen.ready).toHaveLength(1);
    const status = running.engine.status();
    expect(status.state).toBe('quota-exhausted');
    expect(status.resetAt).toBe(Math.floor(resetAt / 1000) * 1000);
    expect(running.seen.statuses.at(-1)?.state).toBe('quota-exhausted');

    // HTTP is blocked for hours; the push channel still carries the goal, and it is told.
    await waitFor(
      () => demo.log.requests().some((r) => r.path.includes('/football/ws') && r.status === 101),
      'the push channel open',
    );
    demo.world.score('football', football.id, 'home');
    await waitFor(
      () => running.seen.alerts.some((alert) => alert.matchId === football.id),
      'an alert for the pushed goal',
    );
    const alert = running.seen.alerts.find((a) => a.matchId === football.id)!;
    expect(alert.score.home).toBe(football.home + 1);
    expect(running.engine.live.list().some((m) => m.id === football.id)).toBe(true);
  });

  it('starts during an outage: ready and a reconnecting or offline status at once, scores as soon as the service answers', async () => {
    const first = await harness.startDemo();
    const match = liveMatchOf(first, 'basketball');
    const { apiKey, url } = first;
    const port = Number(new URL(url).port);
    await first.close();

    // An engine pointed at an address where nothing answers yet.
    const running = startEngine({ ...first, url } as DemoService, {
      follows: [followHome(match)],
      apiKey,
      options: { live },
    });
    harness.onCleanup(() => running.stop());
    await running.engine.start();
    expect(running.seen.ready).toHaveLength(1);
    expect(['reconnecting', 'offline']).toContain(running.engine.status().state);
    expect(running.seen.scores).toEqual([]);

    const back = await startTestDemo({ port, apiKey, seed: 11, startAt: WORLD_START });
    harness.onCleanup(() => back.close());
    await waitFor(
      () => running.seen.scores.some((m) => m.id === match.id),
      'the followed score once the service answers',
    );
    await waitFor(() => running.engine.status().state === 'connected', 'connected');
  });
});
