// Small Match values for the live engine's unit tests: only what a test cares about is spelled out.

import { emptyScoreSide, type Match, type StatusPhase } from '../../../shared/domain';

export interface MatchSketch {
  sport?: string;
  id: number;
  homeId?: number;
  awayId?: number;
  score?: [number, number];
  phase?: StatusPhase;
  startsAt?: number;
}

export function makeMatch(sketch: MatchSketch): Match {
  const [home, away] = sketch.score ?? [0, 0];
  return {
    sport: sketch.sport ?? 'football',
    id: sketch.id,
    home: { id: sketch.homeId ?? sketch.id * 10 + 1, name: `Home ${sketch.id}` },
    away: { id: sketch.awayId ?? sketch.id * 10 + 2, name: `Away ${sketch.id}` },
    homeScore: { ...emptyScoreSide(), current: home, display: home },
    awayScore: { ...emptyScoreSide(), current: away, display: away },
    status: { phase: sketch.phase ?? 'live', text: sketch.phase ?? 'live', code: null },
    tournament: { id: 1, name: 'Test League' },
    season: null,
    startTimestamp: sketch.startsAt === undefined ? null : Math.floor(sketch.startsAt / 1000),
    clock: null,
    isStage: false,
  };
}
