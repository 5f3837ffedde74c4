import { describe, expect, it } from 'vitest';
import { composeStatus, type StatusInputs } from '../../../electron/core/live/account-status';

const inputs = (overrides: Partial<StatusInputs> = {}): StatusInputs => ({
  access: { state: 'ok' },
  socketRefusal: null,
  socket: 'not-wanted',
  http: 'ok',
  httpDetail: null,
  quota: { limit: 1000, remaining: 900, resetAt: null, usedToday: 100 },
  lastUpdatedAt: 5,
  transports: { football: 'websocket' },
  demo: true,
  ...overrides,
});

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
    expect(
      composeStatus(inputs({ socketRefusal: { state: 'suspended', message: 'suspended' } })).state,
    ).toBe('suspended');
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
});
