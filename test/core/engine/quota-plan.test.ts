import { describe, expect, it } from 'vitest';
import type { DemoService } from '../../../electron/demo/demo-service-api';
import { FAST_LIVE, useDemoEngines, waitFor, type RunningEngine } from './engine-harness';
import { translator } from '../../../shared/i18n';
import { statusSentence } from '../../../shared/status-words';

let demo: DemoService;
let running: RunningEngine;
const harness = useDemoEngines();

async function followLiveBasketball(dailyQuota: number, minPollIntervalMs: number) {
  ({ demo, running } = await harness.followLive('basketball', {
    demo: await harness.startDemo({ dailyQuota }),
    options: { live: { ...FAST_LIVE, minPollIntervalMs } },
  }));
}

describe('the quota plan against the demo service', () => {
  it('when the allowance cannot cover the match at the shortest interval, the status says how often it updates and until when', async () => {
    await followLiveBasketball(150, 40);
    await waitFor(() => running.seen.statuses.some((s) => s.quota.pace), 'a paced status');
    const status = running.seen.statuses.findLast((s) => s.quota.pace)!;
    expect(status.state).toBe('connected');
    const utc = (epochMs: number) => new Date(epochMs).toISOString().slice(11, 16);
    expect(statusSentence(status, translator('en'), utc)).toMatch(
      /^Updates every \d+ (s|min) so the quota lasts until 00:00$/,
    );
    // Spread over the match's expected time, not the shortest interval: the meter says so too.
    expect(status.quota.pace!.intervalMs).toBeGreaterThan(40);
    expect(status.quota.pace!.until).toBe(Date.UTC(2026, 8, 30));
    expect(running.engine.status().transports.basketball).toBe('polling');
  });

  it('when the allowance covers the followed matches, it polls at the shortest interval and says nothing of pace', async () => {
    await followLiveBasketball(10_000_000, 200);
    await waitFor(() => running.seen.scores.length > 0, 'the followed match');
    const before = demo.log.requests().length;
    await waitFor(() => demo.log.requests().length >= before + 3, 'polling');
    expect(running.engine.status().quota.pace).toBeNull();
    expect(statusSentence(running.engine.status(), translator('en'), String)).toBeNull();
  });
});
