// Every problem the engine or the shell can report has a sentence in English and in German, with the
// same values, so a German user never meets an English sentence or an unfilled {{value}}.

import { describe, expect, it } from 'vitest';
import { translator } from '../../shared/i18n';
import { de } from '../../shared/i18n/de';
import { en } from '../../shared/i18n/en';
import {
  PROBLEM_KEYS,
  PROBLEM_PARTS,
  problemText,
  problemWordsSchema,
  problemWords,
} from '../../shared/problems';

const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? '').sort();

describe('the problem codes', () => {
  it('lists the codes the engine and the shell report', () => {
    expect(PROBLEM_KEYS).toEqual(
      expect.arrayContaining([
        'movedAside',
        'notSaved',
        'vaultMoved',
        'keyNotSentUnconfirmed',
        'keyNotSentInsecure',
        'pushDown',
        'badAnswer',
        'network',
        'server',
        'timeout',
        'startFailed',
        'internal',
      ]),
    );
  });

  it.each(PROBLEM_KEYS)('%s has English and German words with the same values', (key) => {
    const english = en.problems[key];
    const german = de.problems[key];
    expect(english.trim()).not.toBe('');
    expect(german.trim()).not.toBe('');
    expect(german).not.toBe(english);
    expect(placeholders(german)).toEqual(placeholders(english));
  });

  it.each(PROBLEM_PARTS)('the part %s has English and German words', (part) => {
    expect(de.problems.part[part]).not.toBe(en.problems.part[part]);
    expect(de.problems.part[part].trim()).not.toBe('');
  });

  it('words a moved-aside file in the reader’s language, parts included', () => {
    const words = problemWords('movedAside', {
      file: 'alerts-held.json',
      what: { part: 'notValid' },
      location: '/state/alerts-held.corrupt-1.json',
      consequence: { part: 'heldLost' },
    });
    expect(problemText(words, translator('en'))).toBe(
      'alerts-held.json was not valid; moved to /state/alerts-held.corrupt-1.json and alerts held during quiet hours could not be recovered',
    );
    expect(problemText(words, translator('de'))).toBe(
      'alerts-held.json war ungültig; die Datei liegt jetzt unter /state/alerts-held.corrupt-1.json, und in der Ruhezeit zurückgehaltene Benachrichtigungen konnten nicht gerettet werden',
    );
  });

  it('lets only known codes and parts through the window’s boundary', () => {
    expect(problemWordsSchema.safeParse({ key: 'movedAside', values: {} }).success).toBe(true);
    expect(problemWordsSchema.safeParse({ key: 'Something broke' }).success).toBe(false);
    expect(
      problemWordsSchema.safeParse({ key: 'movedAside', values: { what: { part: 'gone' } } })
        .success,
    ).toBe(false);
  });
});
