import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { backoffDelay } from '../../../electron/core/live/backoff';

describe('reconnect backoff', () => {
  it('grows with each failed attempt until the cap', () => {
    const fixed = { baseMs: 100, capMs: 1_000, random: () => 1 };
    expect([0, 1, 2, 3, 4, 10].map((n) => backoffDelay(n, fixed))).toEqual([
      100, 200, 400, 800, 1_000, 1_000,
    ]);
  });

  it('never waits less than half a step nor more than the cap, whatever the randomness', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100 }),
        fc.double({ min: -1, max: 2, noNaN: true }),
        (attempt, random) => {
          const delay = backoffDelay(attempt, { baseMs: 50, capMs: 5_000, random: () => random });
          const step = Math.min(5_000, 50 * 2 ** Math.min(attempt, 30));
          return delay >= step / 2 && delay <= 5_000;
        },
      ),
    );
  });

  it('spreads clients that failed together', () => {
    const delays = [0, 0.25, 0.5, 0.75].map((r) =>
      backoffDelay(3, { baseMs: 100, capMs: 10_000, random: () => r }),
    );
    expect(new Set(delays).size).toBe(4);
  });
});
