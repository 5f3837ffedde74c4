// What the fold needs of a sport scored rally by rally (tennis, badminton): each sport keeps its own
// count (tennis-score.ts, badminton-score.ts) behind this one face, so the fold and the score
// object treat both alike.

import type { Side } from '../demo-service-api';
import type { StatusWords } from './timeline';

/** What one rally (or one awarded game) changed, so the fold can move the status on. */
export type RallyOutcome = 'point' | 'game' | 'period' | 'match' | 'ignored';

export interface RallyMatch {
  /** One rally won by `side`. */
  winRally(side: Side): RallyOutcome;
  /** A control: a whole tennis game awarded; sports without games inside a period win a rally. */
  award(side: Side): RallyOutcome;
  /** Per period started (a tennis set, a badminton game), what each side has in it. */
  periodScores(): { home: number[]; away: number[] };
  /** Periods won: sets in tennis, games in badminton. */
  periodsWon(side: Side): number;
  /** The score object's `point` field, where the sport has one (tennis: "15", "40", "A"). */
  pointCall?(side: Side): string;
}

export interface RallyRules {
  /** The status words of the period at this index ("1st set", "2nd game"). */
  periodWords(index: number): StatusWords;
  /** A match at 0–0, as it stands at the first serve. */
  start(): RallyMatch;
}
