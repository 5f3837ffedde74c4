// Nothing holds a request for ever: every call has a total deadline, whatever the service does, and
// the caller's signal (the engine's stop) ends it at once, in flight or waiting for a retry. The
// idle timeouts are set far beyond the test's own timeout, so only the deadline or the abort can
// end these calls.

import { afterEach, describe, expect, it } from 'vitest';
import { clientFor, requestCount } from '../../fixtures/demo-service';
import { startHostileServer, type HostileServer } from '../../fixtures/hostile-server';
import { waitFor } from '../live/wait-for';
import { failure, useSharedDemo } from './shared-demo';

const demo = useSharedDemo();
const hostiles: HostileServer[] = [];
afterEach(async () => {
  for (const server of hostiles.splice(0)) await server.close();
});

async function hostile(mode: 'silent' | 'trickle'): Promise<HostileServer> {
  const server = await startHostileServer(mode);
  hostiles.push(server);
  return server;
}

const PATIENT = { headersMs: 600_000, bodyMs: 600_000, totalMs: 600_000 };

function clientOf(server: HostileServer, extra: Parameters<typeof clientFor>[1] = {}) {
  return clientFor(demo(), {
    endpoint: { addressForm: 'path', baseUrl: server.url },
    retry: { attempts: 1 },
    ...extra,
  });
}

describe('a request has a total deadline', () => {
  it('a service that never answers: the call fails as timeout at its deadline', async () => {
    const server = await hostile('silent');
    const client = clientOf(server, { timeouts: { ...PATIENT, deadlineMs: 300 } });
    const error = await failure(client.live('football'));
    expect(error.kind).toBe('timeout');
    expect(server.received).toEqual(['/v2/football/live']);
  });

  it('a service that trickles its body: the attempt is cut at its total time, the socket let go', async () => {
    const server = await hostile('trickle');
    const client = clientOf(server, { timeouts: { ...PATIENT, totalMs: 300 } });
    const error = await failure(client.live('football'));
    expect(error.kind).toBe('timeout');
    await waitFor(() => server.openConnections() === 0, 'the connection closed');
  });

  it('retries stop at the deadline: no further attempt once it has passed', async () => {
    demo().faults.serverErrors(100, 503);
    const client = clientFor(demo(), {
      retry: { attempts: 10, baseDelayMs: 200, jitter: 0 },
      timeouts: { deadlineMs: 500 },
    });
    const error = await failure(client.live('football'));
    expect(error.kind).toBe('server');
    // 200 ms, then 400 ms of waiting: the third attempt would start past the 500 ms deadline.
    expect(requestCount(demo())).toBeLessThanOrEqual(2);
  });
});

describe("the caller's signal ends a call at once", () => {
  it('in flight: the request is aborted, the socket let go, the error is aborted', async () => {
    const server = await hostile('silent');
    const stop = new AbortController();
    const client = clientOf(server, { timeouts: PATIENT, signal: stop.signal });
    const call = failure(client.live('football'));
    await waitFor(() => server.received.length === 1, 'the request to arrive');
    stop.abort();
    expect((await call).kind).toBe('aborted');
    await waitFor(() => server.openConnections() === 0, 'the connection closed');
  });

  it('while waiting to try again after a 5xx: no further request is sent', async () => {
    demo().faults.serverErrors(5, 502);
    const stop = new AbortController();
    const warnings: string[] = [];
    const client = clientFor(demo(), {
      retry: { attempts: 3, baseDelayMs: 600_000 },
      signal: stop.signal,
      log: (_level, message) => warnings.push(message),
    });
    const call = failure(client.live('football'));
    await waitFor(() => warnings.some((line) => /trying again/.test(line)), 'the retry wait');
    stop.abort();
    expect((await call).kind).toBe('aborted');
    expect(requestCount(demo())).toBe(1);
  });

  it('already stopped: nothing is sent', async () => {
    const stop = new AbortController();
    stop.abort();
    const error = await failure(clientFor(demo(), { signal: stop.signal }).live('football'));
    expect(error.kind).toBe('aborted');
    expect(requestCount(demo())).toBe(0);
  });
});
