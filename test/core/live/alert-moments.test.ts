import { describe, expect, it } from 'vitest';
import type { Match } from '../../../shared/domain';
import { momentSport, nextMomentAt } from '../../../electron/core/live/alert-moments';
import { sketchMatch } from '../../fixtures/match-builders';

const SEEN = Date.UTC(2026, 8, 29, 19, 0);
const SECOND = 1000;
const MIN = 60 * SECOND;

/** A live set-sport match in set `set` (1-based) with the sets before it given, and game points. */
function inSet(
  sport: string,
  periods: [number, number][],
  points?: [string, string],
  text = `${periods.length}${['st', 'nd', 'rd', 'th', 'th'][periods.length - 1]} set`,
): Match {
  const match = sketchMatch({ sport, periods, text, score: [0, 0] });
  if (!points) return match;
  return {
    ...match,
    homeScore: { ...match.homeScore, point: points[0] },
    awayScore: { ...match.awayScore, point: points[1] },
  };
}

describe('which sports alert only at moments the engine can foresee', () => {
  it('sports told by goals, by runs or by maps are not; period and set sports with a known form are', () => {
    for (const sport of ['football', 'futsal', 'ice-hockey', 'baseball', 'esports', 'golf'])
      expect(momentSport(sport), sport).toBe(false);
    for (const sport of ['basketball', 'handball', 'tennis', 'volleyball', 'badminton'])
      expect(momentSport(sport), sport).toBe(true);
  });
});

describe('the next moment of a followed match', () => {
  it('kick-off: a minute before the start, for any sport; past a late cap nothing is foreseen', () => {
    const start = SEEN + 30 * MIN;
    for (const sport of ['futsal', 'tennis', 'basketball']) {
      const scheduled = {
        ...sketchMatch({ sport, phase: 'scheduled' }),
        startTimestamp: start / 1000,
      };
      expect(nextMomentAt(scheduled, SEEN)).toBe(start - MIN);
      expect(nextMomentAt(scheduled, start + 5 * MIN)).toBe(start - MIN);
      expect(nextMomentAt(scheduled, start + 21 * MIN)).toBe(Infinity);
    }
  });

  it('a status that cannot be read, past the start time, may be a match under way: any second', () => {
    // The live list shows it with a status the parser does not know ("2H", an unlisted code): a
    // futsal goal or a basketball quarter's end can come at once, not only at a 2-minute look.
    const start = SEEN - 40 * MIN;
    for (const sport of ['futsal', 'basketball', 'tennis']) {
      const unread = {
        ...sketchMatch({ sport, phase: 'unknown', text: '2H' }),
        startTimestamp: start / 1000,
      };
      expect(nextMomentAt(unread, SEEN), sport).toBe(SEEN);
      // Before its kick-off it waits for the kick-off as a scheduled match does.
      expect(nextMomentAt(unread, start - 30 * MIN), sport).toBe(start - MIN);
    }
  });

  it('a sport told by goals can alert any second while it is on', () => {
    expect(nextMomentAt(sketchMatch({ sport: 'futsal', text: '1st half' }), SEEN)).toBe(SEEN);
  });

  it("a timed period ends no sooner than its clock's time left, counted from the clock's reading", () => {
    const quarter = {
      ...sketchMatch({
        sport: 'basketball',
        text: '3rd quarter',
        periods: [
          [20, 18],
          [25, 22],
          [9, 10],
        ],
      }),
      clockState: {
        scope: 'period' as const,
        seconds: 420,
        at: SEEN - 20 * SECOND,
        running: true,
        periodEnd: 600,
        countdown: true,
      },
    };
    expect(nextMomentAt(quarter, SEEN)).toBe(SEEN - 20 * SECOND + 180 * SECOND);
    // Without a clock reading nothing is foreseen; in a break the next end is a short period away.
    expect(nextMomentAt({ ...quarter, clockState: null }, SEEN)).toBe(SEEN);
    const pause = {
      ...quarter,
      status: { phase: 'paused' as const, text: 'Pause', code: 31 },
      clockState: null,
    };
    expect(nextMomentAt(pause, SEEN)).toBe(SEEN + 5 * MIN);
    // Overtime can be ended by any score.
    const overtime = sketchMatch({
      sport: 'handball',
      text: 'Overtime',
      periods: [
        [14, 13],
        [12, 13],
      ],
    });
    expect(
      nextMomentAt({ ...overtime, homeScore: { ...overtime.homeScore, overtime: 2 } }, SEEN),
    ).toBe(SEEN);
  });

  it('overtime the status does not spell out is not read as the last quarter', () => {
    // Basketball's score has four quarter fields and its clock the regular period's length, so an
    // overtime labelled "OT1" (code 40) or a fifth period read as 100 s into a 600 s quarter.
    const clockState = {
      scope: 'period' as const,
      seconds: 100,
      at: SEEN,
      running: true,
      periodEnd: 600,
      countdown: true,
    };
    const quarters: [number, number][] = [
      [20, 18],
      [25, 22],
      [19, 20],
      [18, 22],
    ];
    const ot = sketchMatch({ sport: 'basketball', text: 'OT1', periods: quarters });
    expect(nextMomentAt({ ...ot, status: { ...ot.status, code: 40 }, clockState }, SEEN)).toBe(
      SEEN,
    );
    const fifth = sketchMatch({
      sport: 'basketball',
      text: '5th period',
      periods: [...quarters, [2, 0]],
    });
    expect(nextMomentAt({ ...fifth, clockState }, SEEN)).toBe(SEEN);
    // The fourth quarter itself is read from its clock.
    const fourth = sketchMatch({ sport: 'basketball', text: '4th quarter', periods: quarters });
    expect(nextMomentAt({ ...fourth, clockState }, SEEN)).toBe(SEEN + 500 * SECOND);
  });

  it('tennis: the fewest points to the end of the set, 15 s a point at the least', () => {
    // 2-1 in games, 0-0: the leader needs four more games, 16 points.
    expect(nextMomentAt(inSet('tennis', [[2, 1]], ['0', '0']), SEEN)).toBe(SEEN + 15 * 15 * SECOND);
    // 5-4, 40-15: a set point.
    expect(nextMomentAt(inSet('tennis', [[5, 4]], ['40', '15']), SEEN)).toBe(SEEN);
    // 5-4, 15-40: the leader needs this game back (four points at the least).
    expect(nextMomentAt(inSet('tennis', [[5, 4]], ['15', '40']), SEEN)).toBe(
      SEEN + 3 * 15 * SECOND,
    );
    // A tie-break at 6-5 in points.
    expect(nextMomentAt(inSet('tennis', [[6, 6]], ['6', '5']), SEEN)).toBe(SEEN);
    // A tie-break whose points are not sent may be at set point too.
    expect(nextMomentAt(inSet('tennis', [[6, 6]]), SEEN)).toBe(SEEN);
    // No point score sent: the game under way could be the set's last.
    expect(nextMomentAt(inSet('tennis', [[5, 3]]), SEEN)).toBe(SEEN);
    // The second set after the first: counted from its own games.
    expect(
      nextMomentAt(
        inSet(
          'tennis',
          [
            [6, 3],
            [1, 0],
          ],
          ['0', '0'],
        ),
        SEEN,
      ),
    ).toBe(SEEN + 19 * 15 * SECOND);
  });

  it('rally sports: points to the set or game end; the deciding set is shorter; a cap ends it', () => {
    expect(nextMomentAt(inSet('volleyball', [[24, 20]]), SEEN)).toBe(SEEN);
    expect(nextMomentAt(inSet('volleyball', [[10, 8]]), SEEN)).toBe(SEEN + 14 * 8 * SECOND);
    const fifth = inSet('volleyball', [
      [25, 20],
      [20, 25],
      [25, 22],
      [22, 25],
      [14, 10],
    ]);
    expect(nextMomentAt(fifth, SEEN)).toBe(SEEN);
    expect(nextMomentAt(inSet('badminton', [[29, 29]], undefined, 'Game 1'), SEEN)).toBe(SEEN);
    expect(nextMomentAt(inSet('badminton', [[5, 3]], undefined, 'Game 1'), SEEN)).toBe(
      SEEN + 15 * 6 * SECOND,
    );
  });

  it('a set score the answer does not carry (the shared scores list sends sets won only) may be a set point', () => {
    // 2-1 in sets, no set scores: the set under way may be at 24-23, or at 5-4 and 40-15.
    for (const sport of ['volleyball', 'tennis', 'badminton']) {
      const bare = sketchMatch({ sport, text: 'In progress', score: [2, 1] });
      expect(nextMomentAt(bare, SEEN), sport).toBe(SEEN);
      const named = sketchMatch({ sport, text: '3rd set', score: [1, 1] });
      expect(nextMomentAt(named, SEEN), sport).toBe(SEEN);
    }
    // A break between sets (paused) still waits for the whole next set.
    const pause = sketchMatch({
      sport: 'volleyball',
      phase: 'paused',
      text: 'Pause',
      score: [1, 1],
    });
    expect(nextMomentAt(pause, SEEN)).toBe(SEEN + 24 * 8 * SECOND);
  });

  it('a match that is over has no moment left', () => {
    expect(nextMomentAt(sketchMatch({ sport: 'tennis', phase: 'finished' }), SEEN)).toBe(Infinity);
  });
});
