import { describe, expect, it } from 'vitest';
import type { AccountStatus } from '../../shared/domain';
import { describeProblem } from '../../renderer/src/format/problems';

const NOW = Date.UTC(2026, 10, 21, 12, 0);
const LOCALE = { locale: 'en-GB', timeZone: 'UTC' };

function status(overrides: Partial<AccountStatus>): AccountStatus {
  return {
    state: 'connected',
    detail: null,
    resetAt: null,
    quota: { limit: 1000, remaining: 10, resetAt: null, usedToday: 990 },
    lastUpdatedAt: NOW,
    transports: {},
    demo: false,
    ...overrides,
  };
}

describe('describeProblem', () => {
  it('says nothing while all is well', () => {
    expect(describeProblem(status({}), NOW, LOCALE)).toBeNull();
    expect(describeProblem(null, NOW, LOCALE)).toBeNull();
  });

  it('sends a rejected or suspended key to the settings', () => {
    expect(describeProblem(status({ state: 'unauthorized' }), NOW, LOCALE)).toMatchObject({
      severity: 'error',
      message: expect.stringContaining('rejected'),
      action: { kind: 'open-settings', label: 'Open settings' },
    });
    expect(describeProblem(status({ state: 'suspended' }), NOW, LOCALE)?.action?.kind).toBe(
      'open-settings',
    );
  });

  it('names the time a spent quota comes back', () => {
    const problem = describeProblem(
      status({ state: 'quota-exhausted', resetAt: Date.UTC(2026, 10, 22, 0, 0) }),
      NOW,
      LOCALE,
    );
    expect(problem?.message).toBe(
      'Daily quota used up until 00:00. Scores resume by themselves then.',
    );
    expect(problem?.action).toBeNull();
  });

  it('says how old the scores are while offline', () => {
    const problem = describeProblem(
      status({ state: 'offline', lastUpdatedAt: NOW - 5 * 60_000 }),
      NOW,
      LOCALE,
    );
    expect(problem?.message).toContain('last updated 5 minutes ago');
    expect(
      describeProblem(status({ state: 'offline', lastUpdatedAt: null }), NOW, LOCALE)?.message,
    ).toContain('nothing received yet');
  });
});
