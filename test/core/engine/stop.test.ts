// A stop never waits on the network: whatever the service does, engine.stop() aborts what is in
// flight and returns, a start under way gives up without announcing 'ready', and the state known so
// far is written. The client's idle timeouts are set far beyond the test's own timeout, so a stop
// that waited for the service would fail these tests.

import { describe, expect, it } from 'vitest';
import { followedTeamSchema } from '../../../shared/settings';
import { startHostileServer, type HostileServer } from '../../fixtures/hostile-server';
import { followHome, isLiveRead, liveMatchOf, useDemoEngines, waitFor } from './engine-harness';

const harness = useDemoEngines();
const PATIENT = { headersMs: 600_000, bodyMs: 600_000, totalMs: 600_000, deadlineMs: 600_000 };

async function hostile(mode: 'silent' | 'trickle'): Promise<HostileServer> {
  const server = await startHostileServer(mode);
  harness.onCleanup(() => server.close());
  return server;
}

/** An engine, not started, that would wait ten minutes for any answer or retry of the service. */
function patientEngineAgainst(baseUrl: string) {
  const { engine, seen } = harness.engineAgainst(baseUrl, {
    sessionFollows: [
      followedTeamSchema.parse({ sport: 'basketball', teamId: 100, name: 'Home 1' }),
    ],
    client: { timeouts: PATIENT, retry: { attempts: 3, baseDelayMs: 600_000 } },
    live: { firstLookTimeoutMs: 600_000 },
  });
  return { engine, ready: seen.ready, problems: seen.problems };
}

describe('engine.stop() never waits on the network', () => {
  for (const mode of ['silent', 'trickle'] as const) {
    it(`during the first look against a service that is ${mode}: the start gives up, the sockets are let go`, async () => {
      const server = await hostile(mode);
      const { engine, ready, problems } = patientEngineAgainst(server.url);
      const started = engine.start();
      await waitFor(() => server.received.length > 0, 'the first requests');
      await engine.stop();
      await started;
      expect(ready).toEqual([]);
      await waitFor(() => server.openConnections() === 0, 'every connection closed');
      expect(problems).toEqual([]);
    });
  }

  it('while waiting to try a 5xx again: the wait ends at once and nothing more is sent', async () => {
    const demo = await harness.startDemo();
    demo.faults.serverErrors(1_000, 503);
    const match = liveMatchOf(demo, 'basketball');
    const running = harness.startEngine(demo, {
      follows: [followHome(match)],
      options: { client: { retry: { attempts: 3, baseDelayMs: 600_000 } } },
    });
    const started = running.engine.start();
    await waitFor(() => demo.log.requests().some((request) => request.status === 503), 'a 503');
    // `ready` may already have come with the first failure (the headless contract: within a second
    // of the first answer or failure). What matters here: the stop does not wait out the ten-minute
    // retry (the test's own timeout is far shorter), and nothing more is sent once stopped.
    const sentBeforeStop = demo.log.requests().length;
    await running.stop();
    await started;
    expect(demo.log.requests().length).toBe(sentBeforeStop);
    // The stopped run is done with: a fresh one on the same service gets ready as usual.
    demo.faults.clear();
    const again = harness.startEngine(demo, { follows: [followHome(match)] });
    await again.engine.start();
    expect(again.seen.ready).toHaveLength(1);
    expect(demo.log.requests().some((request) => isLiveRead(request.path))).toBe(true);
  });

  it('a stopped engine starts again as a fresh run after a first look it gave up', async () => {
    const server = await hostile('silent');
    const { engine, ready } = patientEngineAgainst(server.url);
    const started = engine.start();
    await waitFor(() => server.received.length > 0, 'the first requests');
    await engine.stop();
    await started;
    const again = engine.start();
    await waitFor(() => server.received.length > 2, 'the second run asking');
    await engine.stop();
    await again;
    expect(ready).toEqual([]);
  });
});
