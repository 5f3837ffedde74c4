// Quota headers the client cannot take at their word: garbage, a reset in the past or years ahead,
// more left than the daily limit, a 429 without a reset. A sensible plan and a clear status each
// time, never a tight loop against the service and never silence.

import { describe, expect, it } from 'vitest';
import type { RateLimitOverrides } from '../../../electron/demo/demo-service-api';
import { requestsDuring, useDemoEngines, waitFor, waitForState } from './engine-harness';

const harness = useDemoEngines();
const NEXT_MIDNIGHT = Date.UTC(2026, 8, 30);
/** A live basketball match followed at a demo service that sends these quota headers. */
async function followBasketball(headers: RateLimitOverrides, exhausted: boolean) {
  const demo = await harness.startDemo();
  demo.faults.rateLimitHeaders(headers);
  if (exhausted) demo.faults.exhaustQuota(demo.world.now() + 3 * 3_600_000);
  const { running } = await harness.followLive('basketball', { demo });
  return { demo, running };
}

describe('bad quota headers', () => {
  it('a 429 without a reset: quota used up until the next midnight UTC, nothing sent meanwhile', async () => {
    const { demo, running } = await followBasketball({ reset: null }, true);
    const status = await waitForState(running.seen, 'quota-exhausted');
    expect(status.resetAt).toBe(NEXT_MIDNIGHT);
    expect(await requestsDuring(demo, running, 300)).toBe(0);
  });

  it('a 429 with a garbage reset: the same, the documented midnight', async () => {
    const { demo, running } = await followBasketball(
      { reset: 'soon-ish', remaining: 'lots', limit: '-1' },
      true,
    );
    const status = await waitForState(running.seen, 'quota-exhausted');
    expect(status.resetAt).toBe(NEXT_MIDNIGHT);
    expect(await requestsDuring(demo, running, 300)).toBe(0);
  });

  it('a 429 with a reset years ahead: capped at the next midnight UTC, not silent for good', async () => {
    const { running } = await followBasketball(
      { reset: String(Date.UTC(2093, 0, 1) / 1000) },
      true,
    );
    const status = await waitForState(running.seen, 'quota-exhausted');
    expect(status.resetAt).toBe(NEXT_MIDNIGHT);
  });

  it('a 429 with a reset in the past: a short pause, said so, and no tight loop', async () => {
    const { demo, running } = await followBasketball(
      { reset: String(Math.floor(Date.UTC(2026, 8, 29, 14) / 1000)) },
      true,
    );
    const status = await waitForState(running.seen, 'quota-exhausted');
    const now = demo.world.now();
    expect(status.resetAt).toBeGreaterThan(now);
    // A minute or two: the pause ends on a whole minute, so the looks refused together name one.
    expect(status.resetAt! - now).toBeLessThanOrEqual(120_000);
    // At the engine's 40 ms shortest interval a loop would send a dozen requests here.
    expect(await requestsDuring(demo, running, 500)).toBe(0);
  });

  it('a reset in the past again after the pause: a few requests per pause, never a loop', async () => {
    const past = String(Math.floor(Date.UTC(2026, 8, 29, 14) / 1000));
    const { demo, running } = await followBasketball({ reset: past }, true);
    const paused = await waitForState(running.seen, 'quota-exhausted');
    await running.engine.live.whenIdle();
    const before = demo.log.requests().length;

    // The pause runs out (the engine's clock is the world's); the service still refuses, naming
    // the same past reset.
    demo.world.advance(paused.resetAt! - demo.world.now() + 1_000);
    await waitFor(() => demo.log.requests().length > before, 'a look once the pause is over');
    await waitFor(
      () => (running.engine.status().resetAt ?? 0) > paused.resetAt!,
      'a new short pause',
    );
    const status = running.engine.status();
    expect(status.state).toBe('quota-exhausted');
    expect(status.resetAt! - demo.world.now()).toBeLessThanOrEqual(120_000);
    // The sport's fixtures (two lists) and its live list at most, all sent before the refusal.
    expect(demo.log.requests().length - before).toBeLessThanOrEqual(3);
    expect(await requestsDuring(demo, running, 500)).toBe(0);
  });

  it('garbage counts without a 429: polled at the shortest interval, the meter says nothing it does not know', async () => {
    const { demo, running } = await followBasketball({ remaining: 'lots', limit: 'many' }, false);
    await waitFor(() => running.seen.scores.length > 0, 'the followed match');
    // Not paced to save a quota nobody named: polling goes on, look after look (a state waited
    // for, not a count within a time, which a loaded machine could miss).
    expect(running.engine.status().quota.pace).toBeNull();
    const before = demo.log.requests().length;
    await waitFor(() => demo.log.requests().length >= before + 3, 'three more looks');
    const status = running.engine.status();
    expect(status.state).toBe('connected');
    expect(status.quota.remaining).toBeNull();
    expect(status.quota.limit).toBeNull();
  });

  it('more left than the daily limit: what is left counts as the limit, and the plan paces by it', async () => {
    const { running } = await followBasketball({ limit: '100', remaining: '5000' }, false);
    await waitFor(() => running.engine.status().quota.limit === 100, 'the quota figures');
    const status = running.engine.status();
    expect(status.quota.remaining).toBeLessThanOrEqual(100);
    // 100 a day cannot cover a basketball match at 40 ms: the status carries the pace to say.
    await waitFor(() => running.engine.status().quota.pace != null, 'a paced plan');
    expect(running.engine.status().quota.pace!.intervalMs).toBeGreaterThan(40);
  });
});
