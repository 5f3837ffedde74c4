// The answers kept per service client are bounded: every team, player and match page looked at is a
// key, so a long session past the bound lets the key kept longest go (it is asked again if looked
// at again) instead of growing for the life of the process.

import { describe, expect, it } from 'vitest';
import { MAX_KEPT_PER_CLIENT, PerClientCache } from '../../electron/core/per-client-cache';
import { ManualClock } from '../fixtures/manual-clock';

describe('PerClientCache', () => {
  it('keeps at most its bound of keys, letting the oldest go first', async () => {
    const clock = new ManualClock(0);
    const asked: string[] = [];
    const cache = new PerClientCache<string, object>(clock, (_client, key) => {
      asked.push(key);
      return Promise.resolve({ value: `page ${key}`, forMs: Infinity });
    });
    const client = {};
    for (let key = 0; key <= MAX_KEPT_PER_CLIENT; key++) await cache.get(client, `${key}`);
    expect(cache.values()).toHaveLength(MAX_KEPT_PER_CLIENT);
    // The newest is still kept; the first, past the bound, is asked again.
    await cache.get(client, `${MAX_KEPT_PER_CLIENT}`);
    expect(await cache.get(client, '0')).toBe('page 0');
    expect(asked.filter((key) => key === '0')).toHaveLength(2);
    expect(asked.filter((key) => key === `${MAX_KEPT_PER_CLIENT}`)).toHaveLength(1);
  });
});
