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
    });
  });

  it('is offline while requests fail, reconnecting while only the push channel is down', () => {
    expect(composeStatus(inputs({ http: 'failing', httpDetail: 'refused' }))).toMatchObject({
      state: 'offline',
      detail: 'refused',
    });
    expect(composeStatus(inputs({ socket: 'down' })).state).toBe('reconnecting');
    expect(composeStatus(inputs({ socket: 'connecting' })).state).toBe('reconnecting');
    expect(composeStatus(inputs({ http: 'unknown' })).state).toBe('connected');
  });
});
