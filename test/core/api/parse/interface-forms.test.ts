// Where the reading contradicted the interface document itself: its win probability keys P1/PX/P2,
// the counts form of /api/v1/scores, and a futsal score with no `display` after a shoot-out.

import { describe, expect, it } from 'vitest';
import { readableScore } from '../../../../shared/domain';
import { parseMatchCounts } from '../../../../electron/core/api/parse/match-counts';
import { parseSingleMatch } from '../../../../electron/core/api/parse/match-list';
import { parseScoresList } from '../../../../electron/core/api/parse/scores-list';
import { parseWinProbability } from '../../../../electron/core/api/parse/win-probability';

const NOW = Date.UTC(2026, 9, 1, 12, 0, 0);

describe('the interface document forms', () => {
  it('win probability under the documented P1 / PX / P2 keys', () => {
    expect(parseWinProbability({ winProbability: { P1: 0.45, PX: 0.3, P2: 0.25 } })).toEqual({
      home: 0.45,
      draw: 0.3,
      away: 0.25,
    });
    // Beside the real form, still read.
    expect(parseWinProbability({ home: { expected: 38 }, away: { expected: 67 } })).toEqual({
      home: 0.38,
      draw: null,
      away: 0.67,
    });
  });

  it('/api/v1/scores in the documented counts form: counts per sport, no games', () => {
    const body = [
      { sport: 'football', totalEvents: 812, totalLive: 41 },
      { sport: 'basketball', totalEvents: 120, totalLive: 9 },
    ];
    const list = parseScoresList(body, NOW);
    expect(list.sports.size).toBe(0);
    expect(list.counts).toEqual([
      { sport: 'football', live: 41, total: 812 },
      { sport: 'basketball', live: 9, total: 120 },
    ]);
    expect(parseMatchCounts({ scores: body }).items).toHaveLength(2);
  });

  it('/api/v1/scores in the games form still files games under their sport', () => {
    const list = parseScoresList(
      {
        events: [
          {
            id: 5,
            sport: 'futsal',
            homeTeam: { id: 1, name: 'A' },
            awayTeam: { id: 2, name: 'B' },
            status: { type: 'inprogress', code: 6, description: '1st half' },
          },
        ],
      },
      NOW,
    );
    expect([...list.sports]).toEqual(['futsal']);
    expect(list.counts).toEqual([]);
  });

  it('a futsal score without display after a shoot-out reads without the kicks', () => {
    const match = parseSingleMatch(
      'match',
      {
        event: {
          id: 9,
          homeTeam: { id: 1, name: 'Home' },
          awayTeam: { id: 2, name: 'Away' },
          status: { type: 'finished', code: 120, description: 'AP' },
          homeScore: { current: 9, penalties: 5, period1: 2, period2: 2 },
          awayScore: { current: 8, penalties: 4, period1: 1, period2: 3 },
          winnerCode: 1,
        },
      },
      { sport: 'futsal', now: NOW },
    );
    expect(readableScore(match)).toEqual({ home: 4, away: 4 });
    expect(match.winner).toBe('home');
  });
});
