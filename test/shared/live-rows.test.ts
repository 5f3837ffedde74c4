import { describe, expect, it } from 'vitest';
import { liveCounts, orderSports, switcherCounts } from '../../shared/live-rows';
import { matchWith } from '../fixtures/match-builders';

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
