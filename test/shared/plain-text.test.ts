import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePlainJson, plainStrings, plainText } from '../../shared/plain-text';
import { readPushedMatches } from '../../electron/core/live/push-message';
import { HOSTILE_NAMES, newMatchMessage } from '../fixtures/hostile-bodies';

const NOT_TEXT =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029\ufeff]/;

describe('plain text', () => {
  it('removes whole terminal sequences, controls and bidi overrides, keeps every script', () => {
    expect(plainText(HOSTILE_NAMES.home)).toBe('Rovers  >> Goal! Forged 9–0 — forged');
    expect(plainText('\u202eCity\u202c')).toBe('City');
    expect(plainText('A\u009b2JB\u001b]8;;https://x.example\u001b\\C')).toBe('ABC');
    const names = 'Café Zürich · 東京 · عربي · Newell\'s <Old> & "Boys" · 👨‍👩‍👧';
    expect(plainText(names)).toBe(names);
  });

  it('leaves nothing that is not text, whatever it is given', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (text) => {
        expect(plainText(text)).not.toMatch(NOT_TEXT);
      }),
    );
  });

  it('reaches every string of a parsed answer, at any depth', () => {
    const value = plainStrings(
      JSON.parse(JSON.stringify({ a: [{ b: '\u001b[2Jx' }], c: 'y\r\n' })),
    );
    expect(value).toEqual({ a: [{ b: 'x' }], c: 'y  ' });
  });

  it('cleans every string of a JSON text, whether its characters are written out or escaped', () => {
    // Every character past ASCII as \uXXXX, as some servers write JSON.
    const escaped = (text: string) =>
      text.replace(
        /[^\u0020-\u007e]/g,
        (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
      );
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.string({ maxLength: 8 }),
          fc.array(fc.string({ unit: 'binary', maxLength: 12 }), { maxLength: 3 }),
          { maxKeys: 4 },
        ),
        (value) => {
          for (const text of [JSON.stringify(value), escaped(JSON.stringify(value))]) {
            const read = parsePlainJson(text);
            expect(read).toEqual(plainStrings(JSON.parse(text)));
            for (const list of Object.values(read as Record<string, string[]>))
              for (const item of list) expect(item).not.toMatch(NOT_TEXT);
          }
        },
      ),
    );
    expect(parsePlainJson('{"a":"x\\u001b[2Jy","b":"\u2028z\\tw"}')).toEqual({
      a: 'xy',
      b: ' z w',
    });
    expect(parsePlainJson('{"a":"Caf\u00e9 \\u00e9"}')).toEqual({ a: 'Café é' });
  });

  it('is applied to pushed events too', () => {
    const raw = newMatchMessage(5, { home: 10, away: 11 }).replace(
      '"Home 10"',
      JSON.stringify(HOSTILE_NAMES.home),
    );
    const reading = readPushedMatches(raw, 'football', Date.now());
    expect(reading.kind === 'matches' && reading.matches[0]?.home.name).toBe(
      'Rovers  >> Goal! Forged 9–0 — forged',
    );
  });
});
