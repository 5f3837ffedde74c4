import { describe, expect, it } from 'vitest';
import type { DemoService } from '../../../electron/demo/demo-service-api';
import {
  FAST_LIVE,
  isLiveRead,
  requestsDuring,
  useDemoEngines,
  waitFor,
  waitForState,
  type RunningEngine,
} from './engine-harness';

let demo: DemoService;
let running: RunningEngine;
const harness = useDemoEngines();

/** A followed live basketball match: its sport is polled, so faults of HTTP answers reach it. */
async function followBasketball(live: typeof FAST_LIVE = FAST_LIVE) {
  const following = await harness.followLive('basketball', { options: { live } });
  ({ demo, running } = following);
  expect(running.seen.ready[0]?.transports.basketball).toBe('polling');
  return following.match;
}

const requestCount = () => demo.log.requests().length;

describe('the engine when the service misbehaves', () => {
  it('stops all traffic on 401 until the key is tried again, and says when that is', async () => {
    // The key's first try again a minute away, as at the default 10 s polling.
    await followBasketball({ ...FAST_LIVE, refusalRetryMs: 60_000 });
    demo.faults.rejectKeys(401);
    const status = await waitForState(running.seen, 'unauthorized');
    expect(status.detail).toMatch(/the key is tried again at /);
    expect(await requestsDuring(demo, running, 300)).toBe(0);
    expect(running.engine.status().transports.basketball).toBe('idle');
  });

  it('tries a refused key again after a wait, and polls again once it is accepted, with no key change', async () => {
    await followBasketball();
    demo.faults.rejectKeys(401);
    await waitForState(running.seen, 'unauthorized');
    const refusedAt = requestCount();
    await waitFor(() => requestCount() > refusedAt, 'the key tried again');
    demo.faults.rejectKeys(null);
    await waitForState(running.seen, 'connected');
    const before = requestCount();
    await waitFor(() => requestCount() > before + 2, 'polling again');
  });

  it('says suspended on 403, and starts again after the key changed', async () => {
    await followBasketball();
    demo.faults.rejectKeys(403);
    await waitForState(running.seen, 'suspended');
    demo.faults.rejectKeys(null);
    running.engine.keyChanged();
    await waitForState(running.seen, 'connected');
    const before = requestCount();
    await waitFor(() => requestCount() > before + 2, 'polling again');
  });

  it('sends nothing before the quota reset, says until when, and resumes after it', async () => {
    await followBasketball();
    const resetAt = demo.world.now() + 60_000;
    demo.faults.exhaustQuota(resetAt);
    const status = await waitForState(running.seen, 'quota-exhausted');
    expect(status.resetAt).toBe(Math.floor(resetAt / 1000) * 1000);
    expect(await requestsDuring(demo, running, 300)).toBe(0);
    const blockedAt = requestCount();

    demo.faults.clear();
    demo.world.advance(61_000);
    await waitFor(() => requestCount() > blockedAt, 'a request after the reset');
    await waitForState(running.seen, 'connected');
  });

  it('rides out a short 5xx burst with retries, unseen by the user', async () => {
    await followBasketball();
    demo.faults.serverErrors(2, 503);
    const before = requestCount();
    await waitFor(
      () =>
        demo.log
          .requests()
          .slice(before)
          .some((r) => r.status === 200 && isLiveRead(r.path)),
      'a good answer after the burst',
    );
    expect(
      demo.log
        .requests()
        .slice(before)
        .filter((r) => r.status === 503),
    ).toHaveLength(2);
    expect(running.seen.statuses.some((s) => s.state === 'offline')).toBe(false);
  });

  it('goes offline during a long 5xx outage, then catches up what happened in it', async () => {
    const match = await followBasketball();
    demo.faults.serverErrors(1_000, 500);
    await waitForState(running.seen, 'offline');
    expect(running.seen.problems.some((p) => p.code === 'server')).toBe(true);
    demo.world.finish('basketball', match.id);
    demo.faults.clear();
    await waitForState(running.seen, 'connected');
    await waitFor(
      () =>
        running.seen.alerts.some(
          (a) => a.matchId === match.id && (a.kind === 'fulltime' || a.kind === 'summary'),
        ),
      'the full time alert',
    );
  });

  it('surfaces broken JSON as a problem and keeps running', async () => {
    const match = await followBasketball();
    demo.faults.brokenJson(1);
    await waitFor(() => running.seen.problems.some((p) => p.code === 'bad-payload'), 'the problem');
    demo.world.finish('basketball', match.id);
    await waitFor(
      () => running.seen.alerts.some((a) => a.matchId === match.id && a.kind === 'fulltime'),
      'the full time alert',
    );
  });
});
