// Every t() key is checked by the type check against the English resource (shared/i18n/index.ts):
// the lines marked @ts-expect-error below fail `npm run typecheck` the day a key is no longer
// checked, because the error they expect is gone. At run time they show what a user would see.

import { describe, expect, it } from 'vitest';
import { isWordOf, translator } from '../../shared/i18n';
import { en } from '../../shared/i18n/en';

const t = translator('en');

describe('i18n keys', () => {
  it('fail the type check when the English resource lacks them', () => {
    // @ts-expect-error -- no such key: a typo or a key removed from en.ts
    const missing = t('settings.noSuchKey');
    // i18next shows the key itself, which is what the type check keeps off the screen.
    expect(missing).toBe('settings.noSuchKey');
  });

  it('check keys built from data once the name is known to be a word of its group', () => {
    const variant: string = 'penalty';
    // @ts-expect-error -- a key built from any string is not checked, so it is refused
    t(`incident.goal.${variant}`);
    expect(isWordOf(en.incident.goal, variant)).toBe(true);
    if (isWordOf(en.incident.goal, variant))
      expect(t(`incident.goal.${variant}`)).toBe('Goal (penalty)');
    expect(isWordOf(en.incident.goal, 'toString')).toBe(false);
  });

  it('word every kind of search result, "unknown" too (a key the type check found missing)', () => {
    for (const type of ['team', 'player', 'tournament', 'unknown'] as const) {
      expect(t(`search.type.${type}`)).not.toMatch(/^search\.type\./);
    }
  });
});
