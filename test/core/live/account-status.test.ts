import { describe, expect, it } from 'vitest';
import {
  composeStatus,
  sameStatus,
  type StatusInputs,
} from '../../../electron/core/live/account-status';

const inputs = (overrides: Partial<StatusInputs> = {}): StatusInputs => ({
  access: { state: 'ok' },
  trial: null,
  keyRetryAt: null,
  socket: 'not-wanted',
  socketRefusal: null,
  socketRetryAt: null,
  http: 'ok',
  httpDetail: null,
  quota: { limit: 1000, remaining: 900, resetAt: null, usedToday: 100 },
  lastUpdatedAt: 5,
  transports: { football: 'websocket' },
  demo: true,
  ...overrides,
});

/** When a refused key or channel is tried again: 2026-09-29T12:01:00.000Z. */
const RETRY_AT = Date.UTC(2026, 8, 29, 12, 1);

describe('account status', () => {
  it('is connected when requests get through, carrying quota, transports and the demo flag', () => {
    expect(composeStatus(inputs())).toEqual({
      state: 'connected',
      detail: null,
      resetAt: null,
      quota: { limit: 1000, remaining: 900, resetAt: null, usedToday: 100 },
      lastUpdatedAt: 5,
      transports: { football: 'websocket' },
      demo: true,
    });
  });

  it('names the key problem before anything else', () => {
    expect(
      composeStatus(
        inputs({ access: { state: 'unauthorized', message: 'bad key' }, http: 'failing' }),
      ),
    ).toMatchObject({
      state: 'unauthorized',
      detail: 'bad key',
    });
  });

  it('says when a refused key is tried again, and stays refused while the try is under way', () => {
    expect(
      composeStatus(
        inputs({
          access: { state: 'suspended', message: 'suspended (403)' },
          keyRetryAt: RETRY_AT,
        }),
      ),
    ).toMatchObject({
      state: 'suspended',
      detail: 'suspended (403); the key is tried again at 2026-09-29T12:01:00.000Z',
    });
    // The client's access is open for the try; until an answer comes it is still refused.
    expect(
      composeStatus(inputs({ trial: { state: 'unauthorized', message: 'bad key (401)' } })),
    ).toMatchObject({
      state: 'unauthorized',
      detail: 'bad key (401); the key goes with the next request',
    });
  });

  it('polls football while only the live channel is refused, and says so', () => {
    expect(
      composeStatus(
        inputs({ socket: 'refused', socketRefusal: '401: no key', socketRetryAt: RETRY_AT }),
      ),
    ).toMatchObject({
      state: 'reconnecting',
      reconnecting: 'push',
      detail:
        "The live channel's upgrade was refused (401: no key); it is tried again at 2026-09-29T12:01:00.000Z; football is polled meanwhile",
    });
  });

  it('gives the reset time while the quota is used up', () => {
    const resetAt = Date.UTC(2026, 8, 30);
    expect(composeStatus(inputs({ access: { state: 'quota-exhausted', resetAt } }))).toMatchObject({
      state: 'quota-exhausted',
      resetAt,
      // The time is worded where it is shown, in local time; no English sentence rides along.
      detail: null,
    });
  });

  it('is offline while requests fail, reconnecting while only the push channel is down', () => {
    expect(composeStatus(inputs({ http: 'failing', httpDetail: 'refused' }))).toMatchObject({
      state: 'offline',
      detail: 'refused',
    });
    expect(composeStatus(inputs({ socket: 'down' }))).toMatchObject({
      state: 'reconnecting',
      reconnecting: 'push',
    });
    expect(composeStatus(inputs({ socket: 'connecting' }))).toMatchObject({
      state: 'reconnecting',
      reconnecting: 'connecting',
    });
    expect(composeStatus(inputs({ http: 'retrying', httpDetail: 'timed out' }))).toMatchObject({
      state: 'reconnecting',
      reconnecting: 'service',
      detail: 'timed out',
    });
    expect(composeStatus(inputs({ http: 'unknown' })).state).toBe('connected');
  });

  it('tells a status that changed in anything shown from one that did not', () => {
    const status = composeStatus(inputs());
    const again = composeStatus(inputs());
    expect(sameStatus(status, again)).toBe(true);
    expect(sameStatus(status, { ...again, reconnecting: undefined })).toBe(true);
    expect(sameStatus(status, { ...again, lastUpdatedAt: (again.lastUpdatedAt ?? 0) + 1 })).toBe(
      false,
    );
    expect(sameStatus(status, { ...again, quota: { ...again.quota, remaining: -5 } })).toBe(false);
    expect(
      sameStatus(status, { ...again, transports: { ...again.transports, darts: 'polling' } }),
    ).toBe(false);
    expect(sameStatus(status, composeStatus(inputs({ socket: 'down' })))).toBe(false);
  });
});
