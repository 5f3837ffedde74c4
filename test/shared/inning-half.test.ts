// Baseball's status tells the half as well as the inning ("Top 5th", "Bottom 5th", or a
// scoreboard's "▲5" / "▼5"); the older "5th inning" tells only the inning. Every form is read, and
// the live clock shows the half in the reader's language.
import { describe, expect, it } from 'vitest';
import { translator } from '../../shared/i18n';
import { matchClock, periodOf, periodWord, type ClockInput } from '../../shared/match-clock';
import { periodFromStatus } from '../../shared/match-progress';

function baseball(text: string, sport = 'baseball'): ClockInput {
  return { sport, clock: null, status: { phase: 'live', text, code: 405 } };
}

const DE = translator('de');

describe('the half of an inning', () => {
  it.each([
    ['Top 5th', 5, 'top'],
    ['Bottom 5th', 5, 'bottom'],
    ['Bot 5th', 5, 'bottom'],
    ['Bot. 12', 12, 'bottom'],
    ['Top of the 9th', 9, 'top'],
    ['bottom 1st inning', 1, 'bottom'],
    ['▲5', 5, 'top'],
    ['▼ 10', 10, 'bottom'],
  ] as const)('reads "%s" as inning %i, %s', (text, n, half) => {
    expect(periodOf(baseball(text))).toEqual({ kind: 'inning', n, half });
    // The inning count, which per-inning alerts and the line score follow, is the same number.
    expect(periodFromStatus({ text, code: 405 })).toBe(n);
  });

  it('still reads "5th inning", which does not tell the half', () => {
    expect(periodOf(baseball('5th inning'))).toEqual({ kind: 'inning', n: 5 });
    expect(periodWord(baseball('5th inning'))).toBe('Inn 5');
    expect(periodFromStatus({ text: '5th inning', code: 405 })).toBe(5);
  });

  it('shows the half on the live clock in English and German', () => {
    expect(matchClock(baseball('Top 5th'), 0)).toBe('Top 5');
    expect(matchClock(baseball('Bottom 5th'), 0)).toBe('Bot 5');
    expect(matchClock(baseball('Top 5th'), 0, DE)).toBe('▲ Inn. 5');
    expect(matchClock(baseball('▼5'), 0, DE)).toBe('▼ Inn. 5');
  });

  it('leaves other sports and words that only look alike as they were', () => {
    expect(periodWord(baseball('2nd half', 'football'))).toBe('2H');
    expect(periodWord(baseball('Set 3', 'tennis'))).toBe('3rd set');
    expect(periodOf(baseball('Top scorer'))).toBeNull();
    expect(periodOf(baseball('Bottom'))).toBeNull();
  });
});
