// A new key or address takes effect at once: polled sports ask the new service straight away,
// not when the old poll timers run out, and the old service's late answers are not shown.

import { describe, expect, it } from 'vitest';
import type { DemoService } from '../../../electron/demo/demo-service-api';
import { startTestDemo, WORLD_START } from '../../fixtures/demo-service';
import { FAST_LIVE, useDemoEngines, waitFor } from './engine-harness';

const harness = useDemoEngines();

describe('a new service address or key', () => {
  it('is polled at once, and the window shows the new service data, not the old', async () => {
    const before = await harness.startDemo();
    const after = await startTestDemo({ seed: 77, startAt: WORLD_START });
    harness.onCleanup(() => after.close());
    let current: DemoService = before;
    // The access the engine reads on start and on keyChanged(): whichever service is current.
    const switching = {
      get url() {
        return current.url;
      },
      get apiKey() {
        return current.apiKey;
      },
      world: before.world,
    } as DemoService;
    // Poll interval and longest wait far beyond the test's time limit: only an immediate poll passes.
    const running = harness.startEngine(switching, {
      options: { live: { ...FAST_LIVE, minPollIntervalMs: 10 * 60_000, maxSleepMs: 10 * 60_000 } },
    });
    await running.engine.start();
    running.engine.live.view(['tennis']);
    await waitFor(() => running.engine.live.list().some((m) => m.sport === 'tennis'), 'tennis');
    // Told apart by who plays: the two worlds are seeded differently.
    const oldIds = new Set(before.world.matches('tennis').map((m) => m.homeTeamName));
    const newIds = new Set(after.world.matches('tennis').map((m) => m.homeTeamName));
    expect([...newIds].some((id) => !oldIds.has(id))).toBe(true);

    current = after;
    running.engine.keyChanged();
    await waitFor(
      () => after.log.requests().some((r) => r.path === '/v2/tennis/live'),
      'the new service polled',
    );
    await waitFor(
      () =>
        running.engine.live
          .list()
          .filter((m) => m.sport === 'tennis')
          .every((m) => newIds.has(m.home.name)) &&
        running.engine.live.list().some((m) => m.sport === 'tennis' && !oldIds.has(m.home.name)),
      'the new service data shown',
    );
  });
});
