// Tennis scoring from rallies: points make games, games make sets (tie-break at 6-6), two sets
// make the match. Pure, so that both the script generator and the fold use the same rules.

import type { Side } from '../demo-service-api';
import type { RallyMatch, RallyOutcome } from './rally-score';

export interface TennisState {
  /** Games per set, one entry per set started. */
  games: { home: number[]; away: number[] };
  points: { home: number; away: number };
  sets: { home: number; away: number };
  setsToWin: number;
  finished: boolean;
}

export function newTennisState(setsToWin = 2): TennisState {
  return {
    games: { home: [0], away: [0] },
    points: { home: 0, away: 0 },
    sets: { home: 0, away: 0 },
    setsToWin,
    finished: false,
  };
}

const other = (side: Side): Side => (side === 'home' ? 'away' : 'home');

export function currentSetIndex(state: TennisState): number {
  return state.games.home.length - 1;
}

function inTieBreak(state: TennisState): boolean {
  const set = currentSetIndex(state);
  return state.games.home[set] === 6 && state.games.away[set] === 6;
}

/** What changed, so that the fold can move the status on. */
export type TennisOutcome = 'point' | 'game' | 'set' | 'match' | 'ignored';

export function winPoint(state: TennisState, side: Side): TennisOutcome {
  if (state.finished) return 'ignored';
  state.points[side] += 1;
  const mine = state.points[side];
  const theirs = state.points[other(side)];
  const target = inTieBreak(state) ? 7 : 4;
  if (mine >= target && mine - theirs >= 2) return winGame(state, side);
  return 'point';
}

export function winGame(state: TennisState, side: Side): TennisOutcome {
  if (state.finished) return 'ignored';
  const wasTieBreak = inTieBreak(state);
  const set = currentSetIndex(state);
  state.points = { home: 0, away: 0 };
  const games = state.games[side];
  games[set] = (games[set] ?? 0) + 1;
  const mine = games[set] ?? 0;
  const theirs = state.games[other(side)][set] ?? 0;
  const setWon = wasTieBreak || (mine >= 6 && mine - theirs >= 2);
  if (!setWon) return 'game';
  state.sets[side] += 1;
  if (state.sets[side] >= state.setsToWin) {
    state.finished = true;
    return 'match';
  }
  state.games.home.push(0);
  state.games.away.push(0);
  return 'set';
}

const CALLS = ['0', '15', '30', '40'];

/** The `point` string of the score object: "0", "15", "30", "40", "A"; tie-break points as counts. */
export function pointCall(state: TennisState, side: Side): string {
  if (state.finished) return '0';
  const mine = state.points[side];
  const theirs = state.points[other(side)];
  if (inTieBreak(state)) return String(mine);
  if (mine >= 3 && theirs >= 3) return mine > theirs ? 'A' : '40';
  return CALLS[Math.min(mine, 3)] ?? '0';
}

/** Tennis behind the face the fold reads every rally sport by. */
export function tennisMatch(): RallyMatch {
  const state = newTennisState();
  const told = (outcome: TennisOutcome): RallyOutcome => (outcome === 'set' ? 'period' : outcome);
  return {
    winRally: (side) => told(winPoint(state, side)),
    award: (side) => told(winGame(state, side)),
    periodScores: () => state.games,
    periodsWon: (side) => state.sets[side],
    pointCall: (side) => pointCall(state, side),
  };
}
