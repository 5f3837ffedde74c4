import { describe, expect, it } from 'vitest';
import { de } from '../../shared/i18n/de';
import { en } from '../../shared/i18n/en';
import { localeFor, pickLanguage, translator } from '../../shared/i18n';
import { freshnessText } from '../../shared/ticker-format';
import type { AccountStatus } from '../../shared/domain';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [inner, text] of leaves(value, path)) found.set(inner, text);
  }
  return found;
}

const variables = (text: string): string[] =>
  [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? '').sort();

describe('the language resources', () => {
  const english = leaves(en as unknown as Tree);
  const german = leaves(de as unknown as Tree);

  it('are complete in German: every English text has a German one with the same placeholders', () => {
    expect([...german.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) {
      const translated = german.get(key) ?? '';
      expect(translated.trim(), key).not.toBe('');
      expect(variables(translated), key).toEqual(variables(text));
    }
  });

  it('follow the system unless the user chose, and fall back to English', () => {
    expect(pickLanguage(null, ['de-AT', 'en-US'])).toBe('de');
    expect(pickLanguage('en', ['de-DE'])).toBe('en');
    expect(pickLanguage(null, ['fr-FR', 'it'])).toBe('en');
    expect(pickLanguage('system', ['de'])).toBe('de');
    expect(localeFor('en', ['en-GB'])).toBe('en-GB');
    expect(localeFor('de', ['en-GB'])).toBe('de');
  });

  it('give the tray its words in either language', () => {
    const status: AccountStatus = {
      state: 'offline',
      detail: null,
      resetAt: null,
      quota: { limit: null, remaining: null, resetAt: null, usedToday: 0 },
      lastUpdatedAt: 0,
      transports: {},
      demo: false,
    };
    expect(freshnessText(status, 5 * 60_000)).toBe('Offline, last update 5 min ago');
    expect(freshnessText(status, 5 * 60_000, undefined, translator('de'))).toBe(
      'Offline, zuletzt aktualisiert vor 5 Min.',
    );
  });
});
