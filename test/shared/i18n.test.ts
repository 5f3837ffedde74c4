import { describe, expect, it } from 'vitest';
import { de } from '../../shared/i18n/de';
import { en } from '../../shared/i18n/en';
import { localeFor, pickLanguage, translator } from '../../shared/i18n';
import { SPORTS, startWordIn } from '../../shared/sports';
import { freshnessText } from '../../shared/ticker-format';
import { accountStatus } from '../fixtures/account-status';

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

/**
 * German values that are rightly the English ones: names, loanwords German uses as they are, and
 * short codes. Anything else equal to English is an untranslated string.
 */
const SAME_IN_GERMAN = new Set([
  'app.name',
  ...[
    'basketball',
    'tennis',
    'hockey',
    'handball',
    'futsal',
    'bandy',
    'volleyball',
    'badminton',
    'baseball',
    'rugby',
    'darts',
    'snooker',
    'cricket',
    'motorsport',
    'mma',
  ].map((sport) => `sports.${sport}`),
  'header.demo',
  'header.state.offline',
  'tray.fresh.offline',
  'tabs.live',
  'score.live',
  'alert.liveState',
  'live.sportCount',
  'tray.stageLive',
  'score.periodShort.set',
  'score.periodShort.map',
  'score.periodShort.frame',
  'score.periodShort.round',
  'score.period.map',
  'score.period.frame',
  'score.frameClock',
  'score.period.inning',
  'score.period.innings',
  'alertKind.maps',
  'alertKind.frames',
  'alertKind.innings',
  'match.team',
  'settings.desktop.title',
  'settings.service.domain',
  'incident.varOther',
  'alert.bestOf',
  'incident.run',
  'alert.startWords.american-football',
  'alert.startWords.darts',
  'alert.reminder',
  'settings.quota.paceSeconds',
  'fansday.day.sectionLive',
  'fansday.overview.form',
  'fansday.standings.team',
  // German says "live", "Offline", "Team", "Position", "Form" and "cm" too.
  'fansday.day.sportLive_one',
  'fansday.day.sportLive_other',
  'fansday.day.offlineTitle',
  'people.player.team',
  'people.player.position',
  'people.player.heightValue',
  'people.team.title',
  'people.team.form',
]);

/** A value with no words of its own, only placeholders and punctuation ("{{word}}: {{text}}"). */
const wordless = (text: string): boolean => !/\p{L}/u.test(text.replace(/\{\{\w+\}\}/g, ''));

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

  it('are translated: no German value is the English one, except names, loanwords and codes', () => {
    const untranslated = [...english]
      .filter(([key, text]) => german.get(key) === text && !wordless(text))
      .map(([key]) => key)
      .filter((key) => !SAME_IN_GERMAN.has(key));
    expect(untranslated).toEqual([]);
    // The allowlist holds only keys that exist and are still the same.
    for (const key of SAME_IN_GERMAN) expect(german.get(key), key).toBe(english.get(key));
  });

  it("name the start of every sport's match as its fans do, in both languages", () => {
    const german = translator('de');
    for (const sport of SPORTS) {
      // The English resource and the sports table (held to docs/alerts.md's policy table) agree...
      expect(en.alert.startWords[sport.slug as keyof typeof en.alert.startWords], sport.slug).toBe(
        sport.startWord,
      );
      // ...and German has its own word rather than falling back on the English one.
      expect(startWordIn(sport.slug, german), sport.slug).toBe(
        de.alert.startWords[sport.slug as keyof typeof de.alert.startWords],
      );
    }
    expect(startWordIn('badminton', german)).toBe('Erster Aufschlag');
    // A sport the service added later still gets a word: the table's fallback.
    expect(startWordIn('kabaddi', translator('en'))).toBe('Start');
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
    const status = accountStatus({ state: 'offline', lastUpdatedAt: 0 });
    expect(freshnessText(status, 5 * 60_000)).toBe('Offline, last update 5 min ago');
    expect(freshnessText(status, 5 * 60_000, undefined, translator('de'))).toBe(
      'Offline, zuletzt aktualisiert vor 5 Min.',
    );
  });
});
