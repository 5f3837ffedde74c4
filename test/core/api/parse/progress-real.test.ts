// Where a match stands in its sport's form, read from the real payloads: esports maps counted only
// once played (the service sends all five map fields as zeros from the first map), tennis games of
// the set under way, the point score and who serves, a shoot-out and overtime told apart.

import { describe, expect, it } from 'vitest';
import type { Match } from '../../../../shared/domain';
import { progressOf } from '../../../../shared/match-progress';
import { parseMatchList, parseSingleMatch } from '../../../../electron/core/api/parse/match-list';
import { loadRealPayload } from '../../../fixtures/real-payloads';

const NOW = Date.UTC(2026, 9, 1, 13, 0, 0);

function live(sport: string, file: string): Map<number, Match> {
  const result = parseMatchList('live', loadRealPayload(file), { sport, now: NOW });
  expect(result.problems).toEqual([]);
  return new Map(result.items.map((match) => [match.id, match]));
}

/** One match read from a real payload of its own, as the match page asks for it. */
function realMatch(file: string, sport: string): Match {
  return parseSingleMatch('match', loadRealPayload(file), { sport, now: NOW });
}

function byId(list: Map<number, Match>, id: number): Match {
  const match = list.get(id);
  if (!match) throw new Error(`match ${id} is not in the list`);
  return match;
}

describe('progress read from real payloads', () => {
  const esports = live(
    'esports',
    'research-all_sports-samples-esports-sport-sport-events-live__1.json',
  );
  const tennis = live(
    'tennis',
    'research-all_sports-samples-tennis-sport-sport-events-live__1.json',
  );

  it('esports: five zero map fields on the first map are no map played', () => {
    const first = byId(esports, 17060161);
    expect(first.progress).toMatchObject({ unit: 'map', played: 0, current: 1, bestOf: 3 });
    expect(first.progress?.periods).toEqual([{ home: 0, away: 0 }]);
  });

  it('esports: in the second map one map is played; in a pause at 1-1 two are', () => {
    expect(byId(esports, 17223320).progress).toMatchObject({ played: 1, current: 2 });
    const paused = byId(esports, 17200404).progress;
    expect(paused).toMatchObject({ played: 2, current: null });
    expect(paused?.periods).toEqual([
      { home: 1, away: 0 },
      { home: 0, away: 1 },
    ]);
  });

  it('tennis: games of the set under way, the point score and who serves', () => {
    const gao = byId(tennis, 17206330).progress;
    // 6-2, 3-2: thirteen games since the away player served first, so the home player serves.
    expect(gao).toMatchObject({
      unit: 'set',
      played: 1,
      current: 2,
      games: { home: 3, away: 2 },
      points: { home: '0', away: '0' },
      server: 'home',
    });
    const third = byId(tennis, 17206243).progress;
    // 7-5, 3-6, 4-4 with the home player first to serve: 29 games, so the away player serves.
    expect(third).toMatchObject({
      played: 2,
      current: 3,
      games: { home: 4, away: 4 },
      points: { home: '40', away: '40' },
      server: 'away',
    });
  });

  it('football: a shoot-out under way and a match decided on penalties', () => {
    const football = live(
      'football',
      'research-all_sports-samples-football-sport-sport-events-live__1.json',
    );
    expect(byId(football, 17118211).progress).toMatchObject({ extra: 'penalties', current: null });
    const decided = realMatch(
      'data-status_samples-football-A_finished-120-ap__17090707.json',
      'football',
    );
    expect(decided.progress).toMatchObject({ extra: 'penalties', played: 2, current: null });
  });

  it('basketball: overtime, four quarters played', () => {
    const game = realMatch(
      'data-status_samples-basketball-K1_overtime_finished__17066086.json',
      'basketball',
    );
    expect(game.progress).toMatchObject({ extra: 'overtime', played: 4, current: null });
  });

  it('a match held without progress (old memory) gets the same from its scores', () => {
    const { progress, ...bare } = byId(esports, 17200404);
    expect(progressOf(bare)).toMatchObject({
      played: 2,
      current: null,
      periods: progress?.periods,
    });
  });

  it('the tournament names its competition across seasons too', () => {
    expect(byId(esports, 17200404).tournament).toMatchObject({ id: 119964, uniqueId: 20941 });
  });
});
