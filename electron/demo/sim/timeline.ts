// What a simulated match is made of: a script of timed happenings. A match's state at any moment is
// the fold of the script up to that moment (match-state.ts), so the world needs no ticking to be
// correct, and controls (a goal now, full time now) are just happenings inserted at "now".

import type { Side } from '../demo-service-api';

export type StatusType =
  'notstarted' | 'inprogress' | 'interrupted' | 'finished' | 'postponed' | 'canceled';

/** periodN counts on as far as a sport needs: baseball's extra innings, snooker's frames. */
export type ScoreKey = `period${number}` | 'extra1' | 'extra2' | 'overtime' | 'penalties';

export interface StatusWords {
  code: number;
  description: string;
}

/** The game clock of a period, so that a minute can be told ("67'"). */
export interface PeriodClock {
  /** Game-clock seconds already played before this period (2700 for a 2nd half). */
  offsetSeconds: number;
  /** Game-clock length of the period in seconds. */
  lengthSeconds: number;
  /** Game-clock seconds per simulated second (below 1 where the clock stops in play). */
  scale: number;
}

export type Happening =
  | {
      kind: 'status';
      words: StatusWords;
      type: StatusType;
      /** Where points go from here; null in a break. */
      period: ScoreKey | null;
      clock?: PeriodClock;
      /** A period marker for the incident list ("HT", "FT", "Q1"). */
      marker?: string;
      /** Skipped while the score is level (full time of a knockout tie). */
      onlyIfDecided?: boolean;
      /** Goals in this period end the match at once. */
      suddenDeath?: boolean;
      /** A result off the field (a walkover, a retirement): the side given the match. */
      winner?: Side;
    }
  | { kind: 'score'; side: Side; points: number; player?: string }
  | { kind: 'kick'; side: Side; scored: boolean; player?: string }
  | { kind: 'cancel' }
  | { kind: 'card'; side: Side; player: string; colour: 'yellow' | 'red' }
  | { kind: 'substitution'; side: Side; playerIn: string; playerOut: string }
  /** Tennis, badminton: one rally won. */
  | { kind: 'point'; side: Side }
  /** Tennis: a whole game awarded (a control, not a rally). */
  | { kind: 'game'; side: Side }
  /** Esports: the running map goes to this side; snooker: the running frame. */
  | { kind: 'map'; side: Side }
  | { kind: 'finish' };

export type TimedHappening = Happening & { at: number };

/** Inserts keeping time order; ties go after what is already there, so order of calls is kept. */
export function insertInOrder(script: TimedHappening[], item: TimedHappening): void {
  let index = script.length;
  while (index > 0 && (script[index - 1]?.at ?? 0) > item.at) index--;
  script.splice(index, 0, item);
}
