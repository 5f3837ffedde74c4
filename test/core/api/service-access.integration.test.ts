// Account-level answers against the demo service: 401 and 403 stop all traffic, 429 stops it
// until the reset, the quota headers are tracked, and a throwaway client can test another key.

import { describe, expect, it } from 'vitest';
import { testServiceKey } from '../../../electron/core/api/key-test';
import type { AccessState } from '../../../electron/core/api/service-client-api';
import { clientFor, requestCount, testClientOptions } from '../../fixtures/demo-service';
import { ManualClock } from '../../fixtures/manual-clock';
import { failure, useSharedDemo } from './shared-demo';

const demo = useSharedDemo({ dailyQuota: 1_000 });

describe('401 and 403', () => {
  it('a refused key stops all traffic: later calls are not sent, until access is reset', async () => {
    const client = clientFor(demo());
    const heard: AccessState[] = [];
    client.onAccessChange((access) => heard.push(access));
    demo().faults.rejectKeys(401);

    const refused = await failure(client.live('football'));
    expect(refused.kind).toBe('unauthorized');
    expect(refused.message).toMatch(/valid x-api-key/);
    expect(client.access()).toMatchObject({ state: 'unauthorized' });
    expect(requestCount(demo())).toBe(1);

    for (const call of [
      client.live('basketball'),
      client.match('football', 1),
      client.image('team', 'football', 1),
    ]) {
      const blocked = await failure(call);
      expect(blocked.kind).toBe('blocked');
      expect(blocked.details.code).toBe('unauthorized');
    }
    expect(requestCount(demo())).toBe(1);

    demo().faults.clear();
    client.resetAccess();
    await expect(client.live('football')).resolves.toBeInstanceOf(Array);
    expect(heard.map((access) => access.state)).toEqual(['unauthorized', 'ok']);
  });

  it('a wrong key is refused the same way, without retries', async () => {
    const client = clientFor(demo(), { apiKey: 'not-the-key' });
    expect((await failure(client.live('football'))).kind).toBe('unauthorized');
    expect(requestCount(demo())).toBe(1);
  });

  it('a suspended account stops all traffic and says so', async () => {
    const client = clientFor(demo());
    demo().faults.rejectKeys(403);
    expect((await failure(client.today('football'))).kind).toBe('suspended');
    expect(client.access()).toMatchObject({
      state: 'suspended',
      message: expect.stringMatching(/suspended/),
    });
    expect((await failure(client.today('football'))).kind).toBe('blocked');
    expect(requestCount(demo())).toBe(1);
  });
});

describe('429 and the quota', () => {
  it('after a 429 nothing is sent until the reset time, then traffic flows again', async () => {
    const clock = new ManualClock(demo().world.now());
    const client = clientFor(demo(), { clock });
    const heard: string[] = [];
    client.onAccessChange((access) => heard.push(access.state));
    const resetAt = Math.floor((demo().world.now() + 10 * 60_000) / 1000) * 1000;
    demo().faults.exhaustQuota(resetAt);

    const exhausted = await failure(client.live('football'));
    expect(exhausted.kind).toBe('quota');
    expect(exhausted.details.resetAt).toBe(resetAt);
    expect(client.access()).toEqual({ state: 'quota-exhausted', resetAt });
    expect(client.quota()).toMatchObject({ remaining: 0, resetAt });

    clock.advance(9 * 60_000);
    const blocked = await failure(client.live('football'));
    expect(blocked).toMatchObject({ kind: 'blocked', details: { code: 'quota', resetAt } });
    expect(requestCount(demo())).toBe(1);

    clock.advance(60_000);
    expect(heard).toEqual(['quota-exhausted', 'ok']);
    demo().faults.clear();
    await expect(client.live('football')).resolves.toBeInstanceOf(Array);
    expect(requestCount(demo())).toBe(2);
  });

  it('the quota headers are read on every answer and requests are counted for the UTC day', async () => {
    const clock = new ManualClock(demo().world.now());
    const client = clientFor(demo(), { clock });
    await client.live('football');
    const first = client.quota();
    await client.today('football');
    await client.live('tennis');
    const after = client.quota();
    expect(after.limit).toBe(1_000);
    expect(after.remaining).toBe((first.remaining ?? 0) - 2);
    expect(after.usedToday).toBe(3);
    clock.set(after.resetAt ?? 0);
    expect(client.quota().usedToday).toBe(0);
  });
});

describe('testing another key', () => {
  it('tells a valid key from a refused one, a suspended account, a used-up quota and no service', async () => {
    const options = testClientOptions(demo());
    expect(await testServiceKey(options, demo().apiKey)).toBe('valid');
    expect(await testServiceKey(options, 'wrong')).toBe('rejected');
    expect(await testServiceKey(options, 'line\nbreak')).toBe('rejected');
    expect(await testServiceKey(options, '')).toBe('rejected');
    demo().faults.rejectKeys(403);
    expect(await testServiceKey(options, demo().apiKey)).toBe('suspended');
    demo().faults.clear();
    demo().faults.exhaustQuota(demo().world.now() + 60_000);
    expect(await testServiceKey(options, demo().apiKey)).toBe('quota-exhausted');
    demo().faults.clear();
    const nowhere = testClientOptions(demo(), {
      endpoint: { addressForm: 'path', baseUrl: 'http://127.0.0.1:9' },
    });
    expect(await testServiceKey(nowhere, demo().apiKey)).toBe('unreachable');
  });

  it("a refused test key leaves the engine's own client flowing", async () => {
    const client = clientFor(demo());
    await testServiceKey(testClientOptions(demo()), 'wrong');
    expect(client.access()).toEqual({ state: 'ok' });
    await expect(client.live('football')).resolves.toBeInstanceOf(Array);
  });
});
