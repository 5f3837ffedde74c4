import { describe, expect, it } from 'vitest';
import { QuotaTracker } from '../../../electron/core/api/quota-tracker';
import { ManualClock } from '../../fixtures/manual-clock';

describe('quota tracking', () => {
  it('counts requests sent in the UTC day and starts over at midnight UTC', () => {
    const clock = new ManualClock(Date.UTC(2026, 8, 29, 23, 58));
    const quota = new QuotaTracker(() => clock.now());
    quota.countSent();
    quota.countSent();
    expect(quota.snapshot()).toMatchObject({ usedToday: 2, resetAt: Date.UTC(2026, 8, 30) });
    clock.advance(3 * 60_000);
    expect(quota.snapshot()).toMatchObject({ usedToday: 0, resetAt: Date.UTC(2026, 9, 1) });
  });

  it('keeps the service figures, and the full allowance is back on a new day', () => {
    const clock = new ManualClock(Date.UTC(2026, 8, 29, 20));
    const quota = new QuotaTracker(() => clock.now());
    quota.readHeaders({ limit: '500', remaining: '12' });
    quota.readHeaders({ limit: undefined, remaining: 'n/a' });
    expect(quota.snapshot()).toMatchObject({ limit: 500, remaining: 12 });
    clock.advance(5 * 3_600_000);
    expect(quota.snapshot()).toMatchObject({ limit: 500, remaining: 500 });
  });

  it('after a 429 shows nothing left and the reset the service named', () => {
    const clock = new ManualClock(Date.UTC(2026, 8, 29, 20));
    const quota = new QuotaTracker(() => clock.now());
    quota.exhaustedUntil(Date.UTC(2026, 8, 29, 21));
    expect(quota.snapshot()).toMatchObject({ remaining: 0, resetAt: Date.UTC(2026, 8, 29, 21) });
    clock.advance(2 * 3_600_000);
    expect(quota.snapshot().resetAt).toBe(Date.UTC(2026, 8, 30));
  });

  it('once the reset a 429 named passes, the allowance is back before midnight UTC too', () => {
    const clock = new ManualClock(Date.UTC(2026, 8, 29, 20));
    const quota = new QuotaTracker(() => clock.now());
    quota.readHeaders({ limit: '1000', remaining: '0' });
    quota.exhaustedUntil(Date.UTC(2026, 8, 29, 20, 5));
    clock.advance(5 * 60_000);
    expect(quota.snapshot()).toMatchObject({ limit: 1000, remaining: 1000 });
    // Without a limit named, nothing is known of what is left: not "nothing".
    const unnamed = new QuotaTracker(() => clock.now());
    unnamed.exhaustedUntil(clock.now() + 60_000);
    clock.advance(60_000);
    expect(unnamed.snapshot().remaining).toBeNull();
  });

  it('counts each request sent against what is left until the service names a figure again', () => {
    const clock = new ManualClock(Date.UTC(2026, 8, 29, 20));
    const quota = new QuotaTracker(() => clock.now());
    quota.countSent();
    quota.readHeaders({ limit: '500', remaining: '12' });
    quota.countSent();
    quota.readHeaders({ limit: 'many', remaining: 'lots' });
    quota.countSent();
    quota.readHeaders({ limit: undefined, remaining: undefined });
    expect(quota.snapshot()).toMatchObject({ limit: 500, remaining: 10 });
    quota.countSent();
    quota.readHeaders({ limit: '500', remaining: '400' });
    expect(quota.snapshot().remaining).toBe(400);
    for (let sent = 0; sent < 450; sent += 1) quota.countSent();
    expect(quota.snapshot().remaining).toBe(0);
  });

  it('never shows more left than the daily limit, also when the limit comes later', () => {
    const clock = new ManualClock(Date.UTC(2026, 8, 29, 20));
    const quota = new QuotaTracker(() => clock.now());
    quota.readHeaders({ limit: '100', remaining: '5000' });
    expect(quota.snapshot()).toMatchObject({ limit: 100, remaining: 100 });
    const later = new QuotaTracker(() => clock.now());
    later.readHeaders({ limit: undefined, remaining: '5000' });
    later.readHeaders({ limit: '100', remaining: undefined });
    expect(later.snapshot()).toMatchObject({ limit: 100, remaining: 100 });
  });
});
