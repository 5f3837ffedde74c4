// Every score the parser takes is one the state files take back: whole numbers in a sane range.
// Anything else makes that event unreadable and reported, and costs no other event.

import { describe, expect, it } from 'vitest';
import { parseMatchList } from '../../../../electron/core/api/parse/match-list';
import { storedMatchSchema as storedMatch } from '../../../../electron/core/state/match-schema';

const NOW = Date.UTC(2026, 9, 1, 12, 0);

function event(id: number, home: unknown, away: unknown = { current: 0 }) {
  return {
    id,
    homeTeam: { id: id * 10, name: `Home ${id}` },
    awayTeam: { id: id * 10 + 1, name: `Away ${id}` },
    homeScore: home,
    awayScore: away,
    status: { code: 6, description: '1st half', type: 'inprogress' },
    tournament: { id: 1, name: 'Cup' },
    startTimestamp: 1790850000,
  };
}

describe('score figures', () => {
  it.each([
    ['a fraction', { current: 2.5 }],
    ['a huge number', { current: 1e20 }],
    ['a negative number', { current: -1 }],
    ['a fraction as text', { current: '2.5' }],
    ['a bare fraction', 1.5],
    ['not a number', { current: Number.NaN }],
  ])('%s makes that event unreadable and reported, not the others', (_what, bad) => {
    const body = { events: [event(1, { current: 1 }), event(2, bad), event(3, { current: 3 })] };
    const { items, problems } = parseMatchList('live list', body, { sport: 'football', now: NOW });
    expect(items.map((match) => match.id)).toEqual([1, 3]);
    expect(problems).toEqual([
      expect.objectContaining({ id: 2, message: expect.stringContaining('is not a score') }),
    ]);
  });

  it('takes whole figures, also as text, and absent ones as not shown', () => {
    const body = { events: [event(1, { current: '2', period1: 2 }, { current: null })] };
    const { items, problems } = parseMatchList('live list', body, { sport: 'football', now: NOW });
    expect(problems).toEqual([]);
    expect(items[0]!.homeScore.current).toBe(2);
    expect(items[0]!.awayScore.current).toBeNull();
  });

  it('gives only matches the state files read back unchanged', () => {
    const body = {
      events: [
        event(1, { current: 99_999, display: 99_999, period1: 7, overtime: 0, penalties: 4 }),
        {
          ...event(2, { current: 1 }),
          status: { code: 6.5, description: 'odd', type: 'inprogress' },
        },
        { ...event(3, { current: 1 }), startTimestamp: 1e20 },
      ],
    };
    const { items } = parseMatchList('live list', body, { sport: 'football', now: NOW });
    expect(items).toHaveLength(3);
    for (const match of items) expect(storedMatch.parse(match)).toEqual(match);
  });
});
