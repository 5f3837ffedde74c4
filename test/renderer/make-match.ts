// Matches for the renderer's tests, complete and typed, varied only where a test says so.

import { emptyScoreSide, type Match, type ScoreSide } from '../../shared/domain';

export function side(value: number | null, extra: Partial<ScoreSide> = {}): ScoreSide {
  return { ...emptyScoreSide(), current: value, display: value, ...extra };
}

export function makeMatch(overrides: Partial<Match> & { id: number }): Match {
  return {
    sport: 'football',
    home: { id: overrides.id * 10 + 1, name: `Home ${overrides.id}` },
    away: { id: overrides.id * 10 + 2, name: `Away ${overrides.id}` },
    homeScore: side(0),
    awayScore: side(0),
    status: { phase: 'live', text: '1st half', code: 6 },
    tournament: { id: 1, name: 'Premier Division' },
    season: null,
    startTimestamp: 1_800_000_000,
    clock: "12'",
    isStage: false,
    ...overrides,
  };
}
