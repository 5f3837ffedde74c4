// Bad input in a sport's own fields: a sport the app has no form for, a period name it has never
// seen, a map or set field of an odd type. Each match is shown as well as it can be (its score, its
// other periods, its status words), nothing throws, and nothing counts as a period played that was not.

import { describe, expect, it } from 'vitest';
import { parseMatchList } from '../../../../electron/core/api/parse/match-list';
import { matchClock, periodWord } from '../../../../shared/match-clock';
import type { Match } from '../../../../shared/domain';
import { progressOf } from '../../../../shared/match-progress';

const NOW = Date.UTC(2026, 9, 1, 12, 0);

function event(home: unknown, away: unknown, status: unknown) {
  return {
    id: 7,
    homeTeam: { id: 70, name: 'Northbridge Rovers' },
    awayTeam: { id: 71, name: 'Eastham City' },
    homeScore: home,
    awayScore: away,
    status,
    tournament: { id: 3, name: 'Pro Circuit' },
    startTimestamp: 1790850000,
    bestOf: 3,
  };
}

function readOne(sport: string, body: unknown): Match {
  const { items, problems } = parseMatchList('live list', { events: [body] }, { sport, now: NOW });
  expect(problems).toEqual([]);
  expect(items).toHaveLength(1);
  return items[0]!;
}

const SECOND_MAP = { code: 1002, description: 'Second game', type: 'inprogress' };

describe('odd fields of a sport', () => {
  it.each([
    ['text', 'one'],
    ['a negative number', -1],
    ['a fraction', 1.5],
    ['an object', { maps: 1 }],
  ])('an esports map field that is %s is not shown; the match and its score are', (_what, odd) => {
    const match = readOne(
      'esports',
      event(
        { current: 1, period1: 1, period2: odd, period3: 0, period4: 0, period5: 0 },
        { current: 0, period1: 0, period2: 0, period3: odd, period4: 0, period5: 0 },
        SECOND_MAP,
      ),
    );
    expect([match.homeScore.current, match.awayScore.current]).toEqual([1, 0]);
    expect(match.homeScore.periods.slice(0, 2)).toEqual([1, null]);
    expect(match.awayScore.periods[2]).toBeNull();
    // One map played, the second under way: the odd fields are no maps played.
    expect(progressOf(match)).toMatchObject({ unit: 'map', played: 1, current: 2 });
    expect(matchClock(match, NOW)).toBe('Map 2');
  });

  it('a tennis set field of an odd type leaves the sets won, the other sets and the point', () => {
    const match = readOne(
      'tennis',
      event(
        { current: 1, period1: 6, period2: 'four', point: '30' },
        { current: 0, period1: 3, period2: { games: 2 }, point: '15' },
        { code: 9, description: '2nd set', type: 'inprogress' },
      ),
    );
    expect([match.homeScore.current, match.awayScore.current]).toEqual([1, 0]);
    expect([match.homeScore.periods, match.awayScore.periods]).toEqual([
      [6, null],
      [3, null],
    ]);
    expect(progressOf(match)).toMatchObject({ unit: 'set', played: 1, current: 2 });
  });

  it('a sport the app has no form for is read in the generic form, by its own words', () => {
    const match = readOne(
      'kabaddi',
      event(
        { current: 31, period1: 17 },
        { current: 28, period1: 15 },
        { code: 777, description: 'Golden raid', type: 'inprogress' },
      ),
    );
    expect(match.sport).toBe('kabaddi');
    expect([match.homeScore.current, match.awayScore.current]).toEqual([31, 28]);
    expect(match.status).toEqual({ phase: 'live', text: 'Golden raid', code: 777 });
    // A period name never seen has no short form: the row says the status words, or "Live".
    expect(periodWord(match)).toBeNull();
    expect(matchClock(match, NOW)).toBe('Live');
  });

  it('an unknown period name with no status type is an unknown phase, never a start or an end', () => {
    const match = readOne(
      'football',
      event({ current: 1 }, { current: 0 }, { code: 4242, description: 'Golden point' }),
    );
    expect(match.status.phase).toBe('unknown');
    // Shown in the service's own words, never as nothing.
    expect(matchClock(match, NOW)).toBe('Golden point');
  });
});
