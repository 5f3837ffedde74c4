import { describe, expect, it } from 'vitest';
import { pacedInterval, planSports, type PlanInput } from '../../../electron/core/live/poll-plan';
import { planInput } from '../../fixtures/plan-input';

const NOW = Date.UTC(2026, 8, 29, 12, 0, 0);

function input(overrides: Partial<PlanInput> = {}): PlanInput {
  return planInput({
    now: NOW,
    sports: ['football', 'basketball', 'tennis'],
    activity: () => 'none',
    watchedSports: new Set(['football', 'basketball', 'tennis']),
    ...overrides,
  });
}

const transports = (plan: ReturnType<typeof planSports>) =>
  Object.fromEntries(plan.map((p) => [p.sport, p.transport]));

describe('which sports are watched', () => {
  it('watches nothing while nothing followed is on and the window is closed', () => {
    expect(transports(planSports(input()))).toEqual({
      football: 'idle',
      basketball: 'idle',
      tennis: 'idle',
    });
  });

  it('polls a sport whose followed match is live or about to start', () => {
    const plan = planSports(
      input({
        activity: (sport) =>
          sport === 'basketball' ? 'live' : sport === 'tennis' ? 'soon' : 'none',
      }),
    );
    expect(transports(plan)).toEqual({
      football: 'idle',
      basketball: 'polling',
      tennis: 'polling',
    });
  });

  it('uses the push channel for football while it is open, polling while it is down', () => {
    const live = { activity: () => 'live' as const };
    expect(transports(planSports(input(live))).football).toBe('websocket');
    expect(transports(planSports(input({ ...live, pushOpen: () => false }))).football).toBe(
      'polling',
    );
  });

  it('polls the watched sports while the window is open, and a viewed sport even if not watched', () => {
    expect(transports(planSports(input({ windowOpen: true })))).toEqual({
      football: 'websocket',
      basketball: 'polling',
      tennis: 'polling',
    });
    const viewed = planSports(
      input({
        sports: ['football', 'handball'],
        viewedSports: new Set(['handball']),
        windowOpen: true,
        watchedSports: new Set(),
      }),
    );
    expect(transports(viewed)).toEqual({ football: 'idle', handball: 'polling' });
  });
});

describe('pacing by the quota left', () => {
  it('uses the shortest interval when the quota is plentiful or unknown', () => {
    const plenty = {
      now: NOW,
      quota: { remaining: 90_000, resetAt: NOW + 3_600_000 },
      minIntervalMs: 10_000,
    };
    expect(pacedInterval(2, plenty)).toBe(10_000);
    expect(pacedInterval(2, { ...plenty, quota: { remaining: null, resetAt: null } })).toBe(10_000);
  });

  it('never plans more requests than remain until the reset', () => {
    for (const remaining of [25, 100, 500, 2_000]) {
      for (const pollers of [1, 3, 8]) {
        const msToReset = 6 * 3_600_000;
        const interval = pacedInterval(pollers, {
          now: NOW,
          quota: { remaining, resetAt: NOW + msToReset },
          minIntervalMs: 1_000,
        });
        const planned = pollers * Math.floor(msToReset / interval);
        expect(planned).toBeLessThanOrEqual(Math.max(1, remaining - 20));
      }
    }
  });

  it('spreads the same quota thinner over more polled sports', () => {
    const quota = { remaining: 1_000, resetAt: NOW + 12 * 3_600_000 };
    const one = planSports(
      input({ activity: () => 'live', pushOpen: () => false, sports: ['basketball'], quota }),
    );
    const three = planSports(input({ activity: () => 'live', pushOpen: () => false, quota }));
    expect(three[0]!.intervalMs).toBeGreaterThan(one[0]!.intervalMs!);
  });
});
