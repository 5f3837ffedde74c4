// Readable Match values for alert and diff tests: two named teams, a score, a phase; periods and
// the clock only when a test cares about them.

import { emptyScoreSide, type Match, type StatusPhase } from '../../../shared/domain';

export interface MatchSketch {
  sport?: string;
  id?: number;
  home?: { id: number; name: string };
  away?: { id: number; name: string };
  score?: [number, number] | null;
  phase?: StatusPhase;
  text?: string;
  /** [home, away] per period, in order. */
  periods?: [number, number][];
  penalties?: [number, number];
  clock?: string | null;
  tournament?: string;
  isStage?: boolean;
}

export const NORTHBRIDGE = { id: 1, name: 'Northbridge Rovers' };
export const EASTHAM = { id: 2, name: 'Eastham City' };

export function sketchMatch(sketch: MatchSketch = {}): Match {
  const score: [number, number] | null = sketch.score === undefined ? [0, 0] : sketch.score;
  const periods = sketch.periods ?? [];
  const side = (index: 0 | 1) => ({
    ...emptyScoreSide(),
    current: score === null ? null : score[index],
    display: score === null ? null : score[index],
    periods: periods.map((pair) => pair[index]),
    penalties: sketch.penalties ? sketch.penalties[index] : null,
  });
  const phase = sketch.phase ?? 'live';
  return {
    sport: sketch.sport ?? 'football',
    id: sketch.id ?? 7,
    home: sketch.home ?? NORTHBRIDGE,
    away: sketch.away ?? EASTHAM,
    homeScore: side(0),
    awayScore: side(1),
    status: { phase, text: sketch.text ?? defaultText(phase, periods.length), code: null },
    tournament: { id: 17, name: sketch.tournament ?? 'Premier Division' },
    season: null,
    startTimestamp: null,
    clock: sketch.clock ?? null,
    isStage: sketch.isStage ?? false,
  };
}

/** The status a live match in its nth period would have: the period under way comes from it. */
function defaultText(phase: StatusPhase, periods: number): string {
  if (phase === 'live') {
    if (periods <= 1) return '1st half';
    if (periods === 2) return '2nd half';
    return `${periods}${periods === 3 ? 'rd' : 'th'} period`;
  }
  if (phase === 'paused') return 'Halftime';
  if (phase === 'finished') return 'Ended';
  if (phase === 'scheduled') return 'Not started';
  return phase;
}
