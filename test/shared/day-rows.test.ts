import { describe, expect, it } from 'vitest';
import { buildDayItems } from '../../shared/day-rows';
import { matchWith } from '../fixtures/match-builders';

const options = {
  followedTeams: new Set<string>(),
  sportOrder: ['football'],
  untitled: 'Other matches',
};

describe('buildDayItems', () => {
  it('orders matches within a competition by kick-off and gives every item a unique key', () => {
    const items = buildDayItems(
      [
        matchWith({ id: 1, startTimestamp: 300 }),
        matchWith({ id: 2, startTimestamp: 100 }),
        matchWith({ id: 3, startTimestamp: null }),
      ],
      options,
    );
    const order = items.flatMap((item) => (item.type === 'match' ? [item.matchKey] : []));
    expect(order).toEqual(['football:2', 'football:1', 'football:3']);
    expect(new Set(items.map((item) => item.key)).size).toBe(items.length);
  });

  it('names a competition without a name, rather than showing an empty header', () => {
    const items = buildDayItems(
      [matchWith({ id: 1, tournament: { id: null, name: '' } })],
      options,
    );
    expect(items).toContainEqual(
      expect.objectContaining({ type: 'tournament', title: 'Other matches' }),
    );
  });
});
