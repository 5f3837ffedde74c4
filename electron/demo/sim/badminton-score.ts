// Badminton scoring from rallies: every rally is a point; a game goes to 21, won by two clear points
// but capped at 30 (at 29–29 the next point wins), and two games win the match (best of three).
// Pure, so that the script generator and the fold use the same rules.

import type { Side } from '../demo-service-api';
import type { RallyMatch, RallyOutcome } from './rally-score';

export interface BadmintonState {
  /** Points per game, one entry per game started. */
  games: { home: number[]; away: number[] };
  won: { home: number; away: number };
  finished: boolean;
}

const GAME_POINTS = 21;
const CAP = 30;
const GAMES_TO_WIN = 2;

const other = (side: Side): Side => (side === 'home' ? 'away' : 'home');

export function newBadmintonState(): BadmintonState {
  return { games: { home: [0], away: [0] }, won: { home: 0, away: 0 }, finished: false };
}

/** Whether `mine` against `theirs` wins a game. */
export function winsGame(mine: number, theirs: number): boolean {
  return mine >= CAP || (mine >= GAME_POINTS && mine - theirs >= 2);
}

export function winBadmintonRally(state: BadmintonState, side: Side): RallyOutcome {
  if (state.finished) return 'ignored';
  const game = state.games.home.length - 1;
  const mine = (state.games[side][game] ?? 0) + 1;
  state.games[side][game] = mine;
  if (!winsGame(mine, state.games[other(side)][game] ?? 0)) return 'point';
  state.won[side] += 1;
  if (state.won[side] >= GAMES_TO_WIN) {
    state.finished = true;
    return 'match';
  }
  state.games.home.push(0);
  state.games.away.push(0);
  return 'period';
}

export function badmintonMatch(): RallyMatch {
  const state = newBadmintonState();
  return {
    winRally: (side) => winBadmintonRally(state, side),
    award: (side) => winBadmintonRally(state, side),
    periodScores: () => state.games,
    periodsWon: (side) => state.won[side],
  };
}
