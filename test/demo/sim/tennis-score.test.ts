// Tennis scoring rules: points, deuce, games, tie-breaks and sets.

import { describe, expect, it } from 'vitest';
import type { Side } from '../../../electron/demo/demo-service-api';
import {
  newTennisState,
  pointCall,
  winGame,
  winPoint,
} from '../../../electron/demo/sim/tennis-score';

const points = (state: ReturnType<typeof newTennisState>, sides: Side[]) =>
  sides.map((side) => winPoint(state, side));

describe('tennis scoring', () => {
  it('calls points 15, 30, 40, deuce and advantage', () => {
    const state = newTennisState();
    points(state, ['home', 'home', 'away']);
    expect([pointCall(state, 'home'), pointCall(state, 'away')]).toEqual(['30', '15']);
    points(state, ['home', 'away', 'away']);
    expect([pointCall(state, 'home'), pointCall(state, 'away')]).toEqual(['40', '40']);
    points(state, ['away']);
    expect([pointCall(state, 'home'), pointCall(state, 'away')]).toEqual(['40', 'A']);
    expect(winPoint(state, 'away')).toBe('game');
    expect(state.games.away).toEqual([1]);
  });

  it('a set needs six games and two clear; at 6-6 a tie-break decides it', () => {
    const state = newTennisState();
    for (let i = 0; i < 5; i++) {
      winGame(state, 'home');
      winGame(state, 'away');
    }
    expect(winGame(state, 'home')).toBe('game');
    expect(winGame(state, 'away')).toBe('game');
    for (let i = 0; i < 6; i++) winPoint(state, 'away');
    expect(pointCall(state, 'away')).toBe('6');
    expect(winPoint(state, 'away')).toBe('set');
    expect(state.games).toEqual({ home: [6, 0], away: [7, 0] });
  });

  it('two sets win the match and nothing counts after it', () => {
    const state = newTennisState();
    for (let i = 0; i < 11; i++) winGame(state, 'home');
    expect(winGame(state, 'home')).toBe('match');
    expect(state.sets).toEqual({ home: 2, away: 0 });
    expect(winPoint(state, 'away')).toBe('ignored');
  });
});
