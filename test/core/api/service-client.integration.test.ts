// The service client against the embedded demo service over real loopback sockets: addresses,
// the key header, retries, and every way a request can fail.

import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { clientFor, requestCount } from '../../fixtures/demo-service';
import { createLoopbackDispatcher, recordingDispatcher } from '../../fixtures/loopback-dispatcher';
import { ManualClock, settle, until } from '../../fixtures/manual-clock';
import { failure, useSharedDemo } from './shared-demo';

const demo = useSharedDemo();

describe('addresses and key', () => {
  it('the path form reaches /v2/{sport}/... and sends the key on every data and image request', async () => {
    const { dispatcher, sent } = recordingDispatcher();
    const client = clientFor(demo(), { dispatcher });
    const live = await client.live('football');
    expect(live.length).toBeGreaterThan(0);
    const match = live[0]!;
    await client.match('football', match.id);
    const image = await client.image('team', 'football', match.home.id);
    expect(image.contentType).toBe('image/png');
    expect(Buffer.from(image.bytes).subarray(1, 4).toString()).toBe('PNG');
    expect(
      demo()
        .log.requests()
        .map((request) => request.path),
    ).toEqual([
      '/v2/football/live',
      `/v2/football/match/${match.id}`,
      `/v2/football/images/teams/${match.home.id}`,
    ]);
    expect(sent.map((request) => request.headers['x-api-key'])).toEqual([
      demo().apiKey,
      demo().apiKey,
      demo().apiKey,
    ]);
  });

  it('the classic form reaches v2.{sport}.{domain}/api/... with the same data', async () => {
    const port = new URL(demo().url).port;
    const { dispatcher, sent } = recordingDispatcher(createLoopbackDispatcher());
    const classic = clientFor(demo(), {
      endpoint: { addressForm: 'classic', baseUrl: `scores.test:${port}` },
      classicScheme: 'http',
      dispatcher,
    });
    const viaClassic = await classic.live('basketball');
    const viaPath = await clientFor(demo()).live('basketball');
    expect(viaClassic).toEqual(viaPath);
    expect(viaClassic.length).toBeGreaterThan(0);
    expect(sent[0]).toMatchObject({
      origin: `http://v2.basketball.scores.test:${port}`,
      path: '/api/live',
    });
    expect(sent[0]?.headers['x-api-key']).toBe(demo().apiKey);
  });

  it('every documented list and detail endpoint answers in a shape the parsers take', async () => {
    const logs: string[] = [];
    const client = clientFor(demo(), { log: (_level, message) => logs.push(message) });
    const today = await client.today('futsal');
    const match = today.find((candidate) => candidate.status.phase === 'finished') ?? today[0]!;
    await expect(client.incidents('futsal', match.id)).resolves.toBeInstanceOf(Array);
    await expect(client.statistics('futsal', match.id)).resolves.toBeInstanceOf(Array);
    expect((await client.lineups('futsal', match.id)).home.length).toBeGreaterThan(0);
    expect(await client.h2h('futsal', match.id)).toHaveProperty('homeWins');
    expect(await client.winningOdds('futsal', match.id)).toHaveProperty('home');
    expect((await client.team('futsal', match.home.id)).name).toBe(match.home.name);
    expect((await client.search('futsal', match.home.name.slice(0, 4))).length).toBeGreaterThan(0);
    const date = new Date(demo().world.now()).toISOString().slice(0, 10);
    expect((await client.schedule('basketball', date)).length).toBeGreaterThan(0);
    expect((await client.live('cycling')).every((stage) => stage.isStage)).toBe(true);
    expect(logs).toEqual([]);
  });

  it('invalid input is refused before anything is sent', async () => {
    const client = clientFor(demo());
    expect((await failure(client.search('football', ' a '))).kind).toBe('bad-request');
    expect((await failure(client.schedule('football', '2026-13-01'))).kind).toBe('bad-request');
    expect((await failure(client.match('football', -1))).kind).toBe('bad-request');
    expect((await failure(client.live('../etc'))).kind).toBe('bad-request');
    expect(requestCount(demo())).toBe(0);
  });

  it('a bad service address or an unusable key fails each call clearly, sending nothing', async () => {
    const nowhere = clientFor(demo(), {
      endpoint: { addressForm: 'path', baseUrl: 'not an address' },
    });
    const badAddress = await failure(nowhere.live('football'));
    expect(badAddress.kind).toBe('bad-request');
    expect(badAddress.message).toMatch(/not a valid address/);
    const badKey = await failure(
      clientFor(demo(), { apiKey: 'abc\r\nx-evil: 1' }).live('football'),
    );
    expect(badKey.kind).toBe('bad-request');
    expect(badKey.message).toMatch(/API key/);
    expect(requestCount(demo())).toBe(0);
  });

  it('an unknown match is not-found, and is not retried', async () => {
    const error = await failure(clientFor(demo()).match('football', 999_999_999));
    expect(error.kind).toBe('not-found');
    expect(error.details.status).toBe(404);
    expect(requestCount(demo())).toBe(1);
  });
});

describe('retries', () => {
  it('a burst of 5xx is retried with backoff and then succeeds', async () => {
    demo().faults.serverErrors(2, 503);
    const live = await clientFor(demo()).live('football');
    expect(live.length).toBeGreaterThan(0);
    expect(
      demo()
        .log.requests()
        .map((request) => request.status),
    ).toEqual([503, 503, 200]);
  });

  it("retries wait on the client's clock: nothing is sent again before about 1 s, then 2 s, have passed", async () => {
    demo().faults.serverErrors(2, 500);
    const clock = new ManualClock(demo().world.now());
    const client = clientFor(demo(), { clock, retry: { baseDelayMs: 1_000 }, random: () => 0.5 });
    const call = client.live('football');
    await until(() => clock.pendingTimers() === 1);
    clock.advance(999);
    await settle();
    expect(requestCount(demo())).toBe(1);
    clock.advance(1);
    await until(() => clock.pendingTimers() === 1 && requestCount(demo()) === 2);
    clock.advance(1_999);
    await settle();
    expect(requestCount(demo())).toBe(2);
    clock.advance(1);
    await expect(call).resolves.not.toHaveLength(0);
    expect(
      demo()
        .log.requests()
        .map((request) => request.status),
    ).toEqual([500, 500, 200]);
    expect(client.quota().usedToday).toBe(3);
  });

  it('5xx beyond three attempts fails with server, after exactly three requests', async () => {
    demo().faults.serverErrors(5, 500);
    const error = await failure(clientFor(demo()).live('football'));
    expect(error.kind).toBe('server');
    expect(error.details.status).toBe(500);
    expect(error.message).toMatch(/Internal server error/);
    expect(requestCount(demo())).toBe(3);
  });

  it('broken JSON is bad-payload with a clear message, is not retried, and the next call works', async () => {
    demo().faults.brokenJson(1);
    const client = clientFor(demo());
    const error = await failure(client.live('football'));
    expect(error.kind).toBe('bad-payload');
    expect(error.message).toMatch(/broken JSON/);
    expect(requestCount(demo())).toBe(1);
    await expect(client.live('football')).resolves.not.toHaveLength(0);
  });

  it('a slow answer hits the timeout, is retried, and fails as timeout', async () => {
    demo().faults.slow(1_000);
    const client = clientFor(demo(), {
      retry: { attempts: 2, baseDelayMs: 10 },
      timeouts: { headersMs: 100, totalMs: 300 },
    });
    const error = await failure(client.live('football'));
    expect(error.kind).toBe('timeout');
    demo().faults.slow(0);
    await expect(client.live('football')).resolves.toBeInstanceOf(Array);
  });

  it('a refused connection is a network error after the retries', async () => {
    const closedPort = await freePort();
    const client = clientFor(demo(), {
      endpoint: { addressForm: 'path', baseUrl: `http://127.0.0.1:${closedPort}` },
    });
    const error = await failure(client.live('football'));
    expect(error.kind).toBe('network');
    expect(error.message).toMatch(/ECONNREFUSED/);
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
