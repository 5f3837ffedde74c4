// The timeline of a sport told by its periods, from the score alone: who took each set or map, the
// one under way, the innings with runs, and snooker's frames won where no frame scores are sent.

import { describe, expect, it } from 'vitest';
import { periodTimeline } from '../../renderer/src/format/period-timeline';
import type { Match } from '../../shared/domain';
import { matchWith, side } from '../fixtures/match-builders';

const live = { phase: 'live' as const, text: '3rd set', code: 10 };

describe('period timeline', () => {
  it('says who took each set, latest first, and the set under way', () => {
    const tennis: Match = matchWith({
      id: 1,
      sport: 'tennis',
      homeScore: side(1, { periods: [6, 4, 3] }),
      awayScore: side(1, { periods: [4, 6, 5] }),
      status: live,
    });
    expect(periodTimeline(tennis)).toEqual([
      { kind: 'period', n: 3, home: 3, away: 5, winner: null, underway: true },
      { kind: 'period', n: 2, home: 4, away: 6, winner: 'away', underway: false },
      { kind: 'period', n: 1, home: 6, away: 4, winner: 'home', underway: false },
    ]);
  });

  it('lists the innings with runs, visitors first within an inning', () => {
    const baseball = matchWith({
      id: 2,
      sport: 'baseball',
      homeScore: side(2, { periods: [0, 2, 0] }),
      awayScore: side(1, { periods: [1, 0, 0] }),
      status: { phase: 'live', text: 'Top 3rd', code: 405 },
    });
    expect(periodTimeline(baseball)).toEqual([
      { kind: 'runs', n: 2, side: 'home', runs: 2 },
      { kind: 'runs', n: 1, side: 'away', runs: 1 },
    ]);
  });

  it("gives snooker's frames won when no frame scores are sent, and nothing before the start", () => {
    const snooker = matchWith({
      id: 3,
      sport: 'snooker',
      homeScore: side(5),
      awayScore: side(8),
      status: { phase: 'live', text: 'Frame 14', code: 514 },
    });
    expect(periodTimeline(snooker)).toEqual([{ kind: 'frames', home: 5, away: 8, current: 14 }]);
    expect(
      periodTimeline({ ...snooker, status: { phase: 'scheduled', text: 'Not started', code: 0 } }),
    ).toEqual([]);
    expect(periodTimeline(matchWith({ id: 9, sport: 'football', status: live }))).toEqual([]);
  });
});
