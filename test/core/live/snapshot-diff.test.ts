// The diff of two looks at the live list into typed changes: unit cases and properties.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  STATUS_PHASES,
  matchKey,
  readableScore,
  type Match,
  type MatchChange,
} from '../../../shared/domain';
import { diffSnapshots } from '../../../electron/core/live/snapshot-diff';
import { progressOf } from '../../../shared/match-progress';
import { sketchMatch } from '../../fixtures/match-builders';

const byKey = (matches: Match[]) =>
  new Map(matches.map((match) => [matchKey(match.sport, match.id), match]));
const kinds = (changes: MatchChange[]) => changes.map((change) => change.kind);

describe('diffSnapshots', () => {
  it('reports a match seen for the first time and one that left the list', () => {
    const staying = sketchMatch({ id: 1 });
    const leaving = sketchMatch({ id: 2 });
    const arriving = sketchMatch({ id: 3 });
    const changes = diffSnapshots(byKey([staying, leaving]), [staying, arriving]);
    expect(changes).toEqual([
      { kind: 'appeared', match: arriving },
      { kind: 'removed', sport: 'football', matchId: 2, last: leaving },
    ]);
  });

  it('reports a score going up or down, with the score before', () => {
    const before = sketchMatch({ score: [1, 0] });
    expect(diffSnapshots(byKey([before]), [sketchMatch({ score: [2, 0] })])).toMatchObject([
      { kind: 'score', previous: { home: 1, away: 0 } },
    ]);
    expect(diffSnapshots(byKey([before]), [sketchMatch({ score: [0, 0] })])).toMatchObject([
      { kind: 'score', previous: { home: 1, away: 0 } },
    ]);
  });

  it('reads the score a person reads: a shoot-out in current alone is no score change', () => {
    const before = sketchMatch({ score: [1, 1] });
    const after = sketchMatch({ score: [1, 1] });
    after.homeScore.current = 5;
    after.awayScore.current = 4;
    expect(diffSnapshots(byKey([before]), [after])).toEqual([]);
  });

  it('reports a status change of phase or of text alone', () => {
    const firstHalf = sketchMatch({ text: '1st half' });
    expect(
      diffSnapshots(byKey([firstHalf]), [sketchMatch({ phase: 'paused', text: 'Halftime' })]),
    ).toMatchObject([{ kind: 'status', previousPhase: 'live', previousText: '1st half' }]);
    // The status names the period under way: in the 2nd half the 1st has been played.
    expect(kinds(diffSnapshots(byKey([firstHalf]), [sketchMatch({ text: '2nd half' })]))).toEqual([
      'status',
      'period',
    ]);
    expect(
      kinds(diffSnapshots(byKey([firstHalf]), [sketchMatch({ text: '1st half, injury time' })])),
    ).toEqual(['status']);
  });

  it('reports a period when the number of periods played grows', () => {
    const one = sketchMatch({ periods: [[1, 0]], score: [1, 0] });
    const two = sketchMatch({
      periods: [
        [1, 0],
        [0, 0],
      ],
      score: [1, 0],
    });
    const periods = (changes: MatchChange[]) =>
      changes.filter((change) => change.kind === 'period');
    expect(periods(diffSnapshots(byKey([one]), [two]))).toMatchObject([
      { kind: 'period', previousPeriodCount: 0 },
    ]);
    expect(periods(diffSnapshots(byKey([two]), [one]))).toEqual([]);
  });

  it('reports several changes of one match together, each with the new match', () => {
    const before = sketchMatch({ score: [0, 0], periods: [[0, 0]] });
    const after = sketchMatch({
      score: [1, 0],
      phase: 'finished',
      periods: [
        [0, 0],
        [1, 0],
      ],
    });
    const changes = diffSnapshots(byKey([before]), [after]);
    expect(kinds(changes)).toEqual(['score', 'status', 'period']);
    expect(changes.every((change) => change.kind !== 'removed' && change.match === after)).toBe(
      true,
    );
  });

  it('counts a match listed twice once, as it was last listed', () => {
    const early = sketchMatch({ score: [0, 0] });
    const late = sketchMatch({ score: [1, 0] });
    expect(diffSnapshots(new Map(), [early, late])).toEqual([{ kind: 'appeared', match: late }]);
  });

  it('tells matches of different sports with the same id apart', () => {
    const football = sketchMatch({ id: 5 });
    const futsal = sketchMatch({ id: 5, sport: 'futsal' });
    expect(kinds(diffSnapshots(byKey([football]), [football, futsal]))).toEqual(['appeared']);
  });
});

const count = fc.option(fc.integer({ min: 0, max: 9 }), { nil: null });
const scoreSide = fc.record({
  current: count,
  display: count,
  periods: fc.array(count, { maxLength: 4 }),
  overtime: fc.constant(null),
  penalties: fc.constant(null),
  point: fc.constant(null),
});
const matchArb: fc.Arbitrary<Match> = fc.record({
  sport: fc.constantFrom('football', 'basketball', 'tennis'),
  id: fc.integer({ min: 1, max: 12 }),
  home: fc.constant({ id: 1, name: 'Home' }),
  away: fc.constant({ id: 2, name: 'Away' }),
  homeScore: scoreSide,
  awayScore: scoreSide,
  status: fc.record({
    phase: fc.constantFrom(...STATUS_PHASES),
    text: fc.constantFrom('1st half', '2nd half', 'Pause', ''),
    code: fc.constant(null),
  }),
  tournament: fc.constant({ id: 1, name: 'League' }),
  season: fc.constant(null),
  startTimestamp: fc.constant(null),
  clock: fc.constant(null),
  isStage: fc.constant(false),
});
const snapshot = fc.uniqueArray(matchArb, {
  selector: (match) => matchKey(match.sport, match.id),
  maxLength: 12,
});

describe('diffSnapshots properties', () => {
  it('finds nothing between a snapshot and itself', () => {
    fc.assert(fc.property(snapshot, (a) => diffSnapshots(byKey(a), a).length === 0));
  });

  it('rebuilds the next snapshot when its changes are applied to the previous one', () => {
    fc.assert(
      fc.property(snapshot, snapshot, (a, b) => {
        const state = byKey(a);
        for (const change of diffSnapshots(state, b)) {
          if (change.kind === 'removed') state.delete(matchKey(change.sport, change.matchId));
          else state.set(matchKey(change.match.sport, change.match.id), change.match);
        }
        expect([...state.keys()].sort()).toEqual([...byKey(b).keys()].sort());
        for (const match of b) {
          const rebuilt = state.get(matchKey(match.sport, match.id));
          expect(rebuilt && readableScore(rebuilt)).toEqual(readableScore(match));
          expect(rebuilt?.status.phase).toBe(match.status.phase);
          expect(rebuilt?.status.text).toBe(match.status.text);
        }
      }),
    );
  });

  it('says each thing once per match, and what it says is true', () => {
    fc.assert(
      fc.property(snapshot, snapshot, (a, b) => {
        const previous = byKey(a);
        const seen = new Set<string>();
        for (const change of diffSnapshots(previous, b)) {
          const sport = change.kind === 'removed' ? change.sport : change.match.sport;
          const id = change.kind === 'removed' ? change.matchId : change.match.id;
          const key = matchKey(sport, id);
          expect(seen.has(`${key}/${change.kind}`)).toBe(false);
          seen.add(`${key}/${change.kind}`);
          const before = previous.get(key);
          if (change.kind === 'appeared') expect(before).toBeUndefined();
          if (change.kind === 'score') {
            expect(change.previous).toEqual(before && readableScore(before));
            expect(readableScore(change.match)).not.toEqual(change.previous);
          }
          if (change.kind === 'period') {
            expect(progressOf(change.match).played).toBeGreaterThan(change.previousPeriodCount);
          }
        }
      }),
    );
  });
});
