import { describe, expect, it } from 'vitest';
import {
  buildLiveItems,
  liveCounts,
  orderSports,
  switcherCounts,
} from '../../renderer/src/state/live-rows';
import { matchWith } from '../fixtures/match-builders';

const options = {
  followedTeams: new Set<string>(),
  sport: null,
  sportOrder: ['football', 'basketball'],
  untitled: 'Other matches',
};

describe('buildLiveItems', () => {
  it('puts followed teams first, then each sport in the user order, tournaments by name', () => {
    const matches = [
      matchWith({ id: 1, sport: 'basketball', tournament: { id: 9, name: 'NBL' } }),
      matchWith({ id: 2, tournament: { id: 2, name: 'Premier Division' } }),
      matchWith({ id: 3, tournament: { id: 3, name: 'Crown Cup' } }),
      matchWith({ id: 4, tournament: { id: 2, name: 'Premier Division' } }),
    ];
    const items = buildLiveItems(matches, { ...options, followedTeams: new Set(['football:41']) });
    expect(
      items.map((item) => (item.type === 'match' ? item.matchKey : `${item.type}:${item.title}`)),
    ).toEqual([
      'section:Your teams',
      'football:4',
      'section:Football',
      'tournament:Crown Cup',
      'football:3',
      'tournament:Premier Division',
      'football:2',
      'section:Basketball',
      'tournament:NBL',
      'basketball:1',
    ]);
  });

  it('orders matches within a tournament by kick-off and gives every item a unique key', () => {
    const items = buildLiveItems(
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

  it('shows one sport only when one is chosen, followed matches of it included', () => {
    const items = buildLiveItems([matchWith({ id: 1 }), matchWith({ id: 2, sport: 'tennis' })], {
      ...options,
      sport: 'tennis',
      followedTeams: new Set(['football:11']),
    });
    expect(items.filter((item) => item.type === 'match')).toEqual([
      expect.objectContaining({ matchKey: 'tennis:2', followed: false }),
    ]);
  });

  it('names a tournament without a name, rather than showing an empty header', () => {
    const items = buildLiveItems(
      [matchWith({ id: 1, tournament: { id: null, name: '' } })],
      options,
    );
    expect(items).toContainEqual(
      expect.objectContaining({ type: 'tournament', title: 'Other matches' }),
    );
  });
});

describe('liveCounts', () => {
  it('counts live matches per sport, watched sports even at zero, others after them by name', () => {
    const counts = liveCounts(
      [matchWith({ id: 1 }), matchWith({ id: 2 }), matchWith({ id: 3, sport: 'darts' })],
      ['basketball', 'football'],
    );
    expect(counts).toEqual([
      { sport: 'basketball', count: 0 },
      { sport: 'football', count: 2 },
      { sport: 'darts', count: 1 },
    ]);
  });

  it("takes the service's counts when the engine has them: every sport with something live, watched ones always", () => {
    const rows = [matchWith({ id: 1 }), matchWith({ id: 3, sport: 'darts' })];
    const fromService = {
      source: 'service' as const,
      counts: [
        { sport: 'football', live: 7, total: 20 },
        { sport: 'tennis', live: 3, total: 40 },
        { sport: 'darts', live: 0, total: 4 },
        { sport: 'rugby', live: 0, total: 0 },
      ],
    };
    expect(switcherCounts(rows, ['basketball', 'football'], fromService)).toEqual([
      { sport: 'basketball', count: 0 },
      { sport: 'football', count: 7 },
      { sport: 'tennis', count: 3 },
    ]);
    // Counted from the lists, the rows the window has are what counts.
    const fromLists = { source: 'lists' as const, counts: [] };
    for (const engine of [fromLists, null])
      expect(switcherCounts(rows, ['football'], engine)).toEqual(liveCounts(rows, ['football']));
  });

  it('orders unknown sports by their readable name and drops duplicates', () => {
    expect(orderSports(['zzz-ball', 'aussie-rules', 'aussie-rules'], [])).toEqual([
      'aussie-rules',
      'zzz-ball',
    ]);
  });
});
