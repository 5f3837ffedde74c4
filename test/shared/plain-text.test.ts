import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plainStrings, plainText } from '../../shared/plain-text';
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
