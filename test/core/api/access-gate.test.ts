import { describe, expect, it } from 'vitest';
import type { AccessState } from '../../../electron/core/api/service-client-api';
import { AccessGate } from '../../../electron/core/api/access-gate';
import { isServiceError } from '../../../electron/core/api/service-errors';
import { ManualClock } from '../../fixtures/manual-clock';

function blockedError(gate: AccessGate): unknown {
  try {
    gate.assertOpen('http://service/x');
    return null;
  } catch (error) {
    return error;
  }
}

describe('access gate', () => {
  it('a refused key blocks everything until access is reset', () => {
    const gate = new AccessGate(new ManualClock());
    const heard: AccessState[] = [];
    gate.subscribe((access) => heard.push(access));
    gate.block({ state: 'unauthorized', message: 'bad key' });
    const error = blockedError(gate);
    expect(isServiceError(error, 'blocked')).toBe(true);
    expect(isServiceError(error) && error.details.code).toBe('unauthorized');
    gate.open();
    expect(blockedError(gate)).toBeNull();
    expect(heard.map((access) => access.state)).toEqual(['unauthorized', 'ok']);
  });

  it('a used-up quota opens again by itself when the reset time passes, and says so', () => {
    const clock = new ManualClock();
    const gate = new AccessGate(clock);
    const heard: string[] = [];
    gate.subscribe((access) => heard.push(access.state));
    gate.block({ state: 'quota-exhausted', resetAt: clock.now() + 60_000 });
    const error = blockedError(gate);
    expect(isServiceError(error, 'blocked') && error.details.resetAt).toBe(clock.now() + 60_000);
    clock.advance(59_999);
    expect(gate.current().state).toBe('quota-exhausted');
    clock.advance(1);
    expect(heard).toEqual(['quota-exhausted', 'ok']);
    expect(blockedError(gate)).toBeNull();
  });

  it('the same block met by several requests is announced once; a failing listener harms no one', () => {
    const failures: unknown[] = [];
    const gate = new AccessGate(new ManualClock(), (error) => failures.push(error));
    const heard: string[] = [];
    gate.subscribe(() => {
      throw new Error('listener bug');
    });
    gate.subscribe((access) => heard.push(access.state));
    gate.block({ state: 'suspended', message: 'suspended' });
    gate.block({ state: 'suspended', message: 'suspended' });
    expect(heard).toEqual(['suspended']);
    expect(failures).toHaveLength(1);
  });
});
