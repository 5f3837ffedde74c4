import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY, isRetried, retryDelay } from '../../../electron/core/api/retry-policy';

describe('retry policy', () => {
  it('waits about 1 s then 2 s, with jitter both ways', () => {
    expect(retryDelay(1, DEFAULT_RETRY, () => 0.5)).toBe(1000);
    expect(retryDelay(2, DEFAULT_RETRY, () => 0.5)).toBe(2000);
    expect(retryDelay(1, DEFAULT_RETRY, () => 0)).toBe(800);
    expect(retryDelay(2, DEFAULT_RETRY, () => 1)).toBe(2400);
  });

  it('a broken random source cannot make the delay negative or endless', () => {
    expect(retryDelay(1, DEFAULT_RETRY, () => Number.NaN)).toBeGreaterThanOrEqual(0);
    expect(retryDelay(1, DEFAULT_RETRY, () => 7)).toBe(1200);
  });

  it('only failures that may pass are retried', () => {
    expect(['server', 'network', 'timeout'].every((kind) => isRetried(kind as never))).toBe(true);
    expect(
      [
        'unauthorized',
        'suspended',
        'quota',
        'not-found',
        'bad-request',
        'bad-payload',
        'blocked',
      ].some((kind) => isRetried(kind as never)),
    ).toBe(false);
  });
});
