import { describe, expect, it } from 'vitest';
import type { AccountStatus } from '../../shared/domain';
import { translator } from '../../shared/i18n';
import { readableError } from '../../renderer/src/format/error-text';
import { RequestFailed } from '../../renderer/src/state/request';
import { describeProblem, staleLabel } from '../../renderer/src/format/problems';
import { accountStatus } from '../fixtures/account-status';

const t = translator('en');
const de = translator('de');

const NOW = Date.UTC(2026, 10, 21, 12, 0);
const LOCALE = { locale: 'en-GB', timeZone: 'UTC' };

/** Updated just now, with 10 requests of 1000 left. */
function status(overrides: Partial<AccountStatus>): AccountStatus {
  return accountStatus({
    quota: { limit: 1000, remaining: 10, resetAt: null, usedToday: 990 },
    lastUpdatedAt: NOW,
    ...overrides,
  });
}

describe('describeProblem', () => {
  it('says nothing while all is well', () => {
    expect(describeProblem(status({}), t, LOCALE)).toBeNull();
    expect(describeProblem(null, t, LOCALE)).toBeNull();
  });

  it('sends a rejected or suspended key to the settings', () => {
    expect(describeProblem(status({ state: 'unauthorized' }), t, LOCALE)).toMatchObject({
      severity: 'error',
      message: expect.stringContaining('rejected'),
      action: { kind: 'open-settings', label: 'Open settings' },
    });
    expect(describeProblem(status({ state: 'suspended' }), t, LOCALE)?.action?.kind).toBe(
      'open-settings',
    );
  });

  it('names the time a spent quota comes back', () => {
    const problem = describeProblem(
      status({ state: 'quota-exhausted', resetAt: Date.UTC(2026, 10, 22, 0, 0) }),
      t,
      LOCALE,
    );
    expect(problem?.message).toBe(
      'Daily quota used up until 00:00. Scores resume by themselves then.',
    );
    expect(problem?.action).toBeNull();
  });

  it('says how old the scores are while offline, as a time of day', () => {
    const problem = describeProblem(
      status({ state: 'offline', lastUpdatedAt: NOW - 5 * 60_000 }),
      t,
      LOCALE,
    );
    expect(problem?.message).toBe('Offline: scores as of 11:55. Scoretray reconnects on its own.');
    expect(problem?.message).not.toMatch(/now/);
    expect(
      describeProblem(status({ state: 'offline', lastUpdatedAt: null }), t, LOCALE)?.message,
    ).toContain('nothing received yet');
  });

  it('speaks German when the window does', () => {
    const problem = describeProblem(status({ state: 'unauthorized' }), de, LOCALE);
    expect(problem?.message).toContain('API-Schlüssel wurde abgelehnt');
    expect(problem?.action?.label).toBe('Einstellungen öffnen');
  });

  it('labels stale scores with the time they are from, and current ones not at all', () => {
    expect(staleLabel(status({}), t, LOCALE)).toBeNull();
    expect(staleLabel(status({ state: 'quota-exhausted', lastUpdatedAt: NOW }), t, LOCALE)).toBe(
      'as of 12:00',
    );
    expect(staleLabel(status({ state: 'offline', lastUpdatedAt: NOW }), de, LOCALE)).toBe(
      'Stand 12:00',
    );
  });
});

describe('readableError', () => {
  it('words a coded failure without the wrapping of a remote call or a raw ISO instant', () => {
    const text = readableError(
      new RequestFailed('search:run', {
        code: 'quota',
        resetAt: Date.UTC(2026, 10, 22, 23, 26, 6),
      }),
      t,
      Date.UTC(2026, 10, 22, 20, 0),
    );
    expect(text).toMatch(/^Today's quota is used up; it comes back /);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    expect(text).not.toMatch(/remote method|Error:|failure/);
  });

  it('makes a sentence of a refusal that carries no code', () => {
    const text = readableError(
      new Error("Error invoking remote method 'x': IpcRequestError: x refused: bad request"),
      t,
    );
    expect(text).toBe('X refused: bad request.');
  });

  it('names a lost network in the chosen language', () => {
    const failed = new RequestFailed('search:run', { code: 'network' });
    expect(readableError(failed, de)).toContain('nicht erreichbar');
  });
});
