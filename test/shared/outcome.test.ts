// A followed team's result in the watchlist (won, drew, lost): the service's winnerCode where it
// gives one, the score otherwise, and never "drew" in a sport that cannot end level.

import { describe, expect, it } from 'vitest';
import type { Match } from '../../shared/domain';
import { outcomeFor } from '../../shared/fansday';
import { namedMatch } from '../fixtures/match-builders';

function finished(sport: string, score: [number, number], winner?: Match['winner']): Match {
  const match = namedMatch({ id: 1, home: [10, 'Home'], away: [20, 'Away'], score, sport });
  return {
    ...match,
    status: { phase: 'finished', text: 'Ended', code: 100 },
    ...(winner ? { winner } : {}),
  };
}

describe('the outcome for a followed team', () => {
  it('a tennis retirement at 0–0 in sets is won and lost by winnerCode, not drawn', () => {
    const retired = finished('tennis', [0, 0], 'away');
    expect(outcomeFor(retired, 20)).toBe('won');
    expect(outcomeFor(retired, 10)).toBe('lost');
  });

  it('level without a winner: drew in football, nothing in tennis', () => {
    expect(outcomeFor(finished('football', [1, 1]), 10)).toBe('drew');
    expect(outcomeFor(finished('tennis', [1, 1]), 10)).toBeNull();
  });

  it('the score decides where the service names no winner', () => {
    expect(outcomeFor(finished('basketball', [80, 70]), 10)).toBe('won');
  });
});
