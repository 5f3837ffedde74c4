// Badminton scoring rules: a game to 21 won by two clear points, capped at 30, best of three games.

import { describe, expect, it } from 'vitest';
import type { Side } from '../../../electron/demo/demo-service-api';
import {
  newBadmintonState,
  winBadmintonRally,
  type BadmintonState,
} from '../../../electron/demo/sim/badminton-score';

/**
 * Plays rallies until the game stands at home–away: the side behind (of those short of their
 * target) wins the next rally, so the score stays close and no one wins the game on the way.
 */
function reach(state: BadmintonState, home: number, away: number): void {
  const game = state.games.home.length - 1;
  const points = (side: Side) => state.games[side][game] ?? 0;
  while (points('home') < home || points('away') < away) {
    const homeShort = points('home') < home;
    const awayShort = points('away') < away;
    const side: Side =
      homeShort && (!awayShort || points('home') <= points('away')) ? 'home' : 'away';
    winBadmintonRally(state, side);
  }
}

describe('badminton scoring', () => {
  it('21 points win a game when two clear, and the next game starts at 0–0', () => {
    const state = newBadmintonState();
    reach(state, 20, 19);
    expect(winBadmintonRally(state, 'home')).toBe('period');
    expect(state.games).toEqual({ home: [21, 0], away: [19, 0] });
    expect(state.won).toEqual({ home: 1, away: 0 });
  });

  it('at 20–20 play goes on until two clear: 21–20 is not a game, 22–20 is', () => {
    const state = newBadmintonState();
    reach(state, 20, 20);
    expect(winBadmintonRally(state, 'away')).toBe('point');
    expect(winBadmintonRally(state, 'home')).toBe('point');
    expect(winBadmintonRally(state, 'home')).toBe('point');
    expect(winBadmintonRally(state, 'home')).toBe('period');
    expect(state.games.home[0]).toBe(23);
    expect(state.games.away[0]).toBe(21);
  });

  it('the cap: at 29–29 the next point wins the game 30–29', () => {
    const state = newBadmintonState();
    reach(state, 29, 29);
    expect(winBadmintonRally(state, 'away')).toBe('period');
    expect([state.games.home[0], state.games.away[0]]).toEqual([29, 30]);
  });

  it('two games win the match (1–1 goes to a third), and nothing counts after it', () => {
    const state = newBadmintonState();
    reach(state, 0, 21);
    reach(state, 21, 15);
    expect(state.won).toEqual({ home: 1, away: 1 });
    reach(state, 20, 0);
    expect(winBadmintonRally(state, 'home')).toBe('match');
    expect(state.finished).toBe(true);
    expect(state.games).toEqual({ home: [0, 21, 21], away: [21, 15, 0] });
    expect(winBadmintonRally(state, 'away')).toBe('ignored');
  });
});
