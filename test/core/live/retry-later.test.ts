// A refusal is tried again after about the first wait, then after waits that double up to a cap,
// and from the first wait again once accepted.

import { describe, expect, it } from 'vitest';
import { RetryLater } from '../../../electron/core/live/retry-later';
import { ManualClock } from '../../fixtures/manual-clock';

describe('RetryLater', () => {
  it('waits about a minute, then twice as long each time up to 32 times, and a minute again once accepted', () => {
    const clock = new ManualClock();
    const retry = new RetryLater(clock, 60_000, () => 1);
    const waits: number[] = [];
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const from = clock.now();
      let tried = false;
      retry.schedule(() => (tried = true));
      // A second refusal while a try is planned does not plan another.
      retry.schedule(() => undefined);
      waits.push(retry.dueAt()! - from);
      clock.advance(retry.dueAt()! - from);
      expect(tried).toBe(true);
      expect(retry.dueAt()).toBeNull();
    }
    expect(waits.map((ms) => ms / 60_000)).toEqual([1, 2, 4, 8, 16, 32, 32, 32]);
    retry.accepted();
    retry.schedule(() => undefined);
    expect(retry.dueAt()! - clock.now()).toBe(60_000);
  });

  it('spreads clients refused together over the last fifth of the wait, and can be called off', () => {
    const clock = new ManualClock();
    const retry = new RetryLater(clock, 60_000, () => 0);
    let tried = false;
    retry.schedule(() => (tried = true));
    expect(retry.dueAt()! - clock.now()).toBe(48_000);
    retry.cancel();
    clock.advance(120_000);
    expect(tried).toBe(false);
    expect(clock.pendingTimers()).toBe(0);
  });
});
