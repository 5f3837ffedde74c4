// The score object of one side, with the fields the interface lists for each sport.

import type { Side } from '../demo-service-api';
import { displayTotal, shootoutTotal, type MatchState } from '../sim/match-state';
import type { ScoreKey } from '../sim/timeline';

export type ScoreObject = Record<string, number | string>;

const REGULAR: Record<string, ScoreKey[]> = {
  football: ['period1', 'period2'],
  futsal: ['period1', 'period2'],
  minifootball: ['period1', 'period2'],
  handball: ['period1', 'period2'],
  'ice-hockey': ['period1', 'period2', 'period3'],
  basketball: ['period1', 'period2', 'period3', 'period4'],
  floorball: ['period1', 'period2', 'period3'],
  'water-polo': ['period1', 'period2', 'period3', 'period4'],
};

export function scoreObject(sport: string, state: MatchState, side: Side): ScoreObject {
  // Before the start the service sends an empty score object.
  if (state.status.type === 'notstarted') return {};
  const points = state.points[side];
  const display = displayTotal(state, side);
  const shootout = shootoutTotal(state, side);
  const out: ScoreObject = {};
  const reached = (key: ScoreKey) => state.reached.includes(key);

  switch (sport) {
    // Sets (tennis: games in each) or badminton games (points in each) played so far.
    case 'tennis':
    case 'badminton': {
      out.current = display;
      out.display = display;
      for (const key of state.reached) out[key] = points[key] ?? 0;
      const call = state.rally?.pointCall?.(side);
      if (call !== undefined) out.point = call;
      return out;
    }
    case 'esports': {
      out.current = display;
      out.display = display;
      for (const key of ['period1', 'period2', 'period3', 'period4', 'period5'] as ScoreKey[])
        out[key] = points[key] ?? 0;
      return out;
    }
    case 'cycling':
      return { current: 0, display: 0 };
    // Frames won; a frame's own points are not sent (the interface shows no snooker form, and a
    // line of 17 frame scores is not what a fan reads first).
    case 'snooker':
      return { current: display, display };
    // Runs, and the runs of each inning played or under way, extra innings included.
    case 'baseball': {
      out.current = display;
      out.display = display;
      for (const key of state.reached) out[key] = points[key] ?? 0;
      return out;
    }
  }

  // `current` counts shoot-out goals, `display` does not (as the real service does).
  out.current = display + shootout;
  out.display = display;
  const regular = REGULAR[sport] ?? ['period1', 'period2'];
  for (const key of regular) if (reached(key)) out[key] = points[key] ?? 0;
  const regularTotal = regular.reduce((sum, key) => sum + (points[key] ?? 0), 0);
  if (sport === 'football') {
    if (reached('period2')) out.normaltime = regularTotal;
    if (reached('extra1')) {
      out.extra1 = points.extra1 ?? 0;
      if (reached('extra2')) out.extra2 = points.extra2 ?? 0;
      out.overtime = (points.extra1 ?? 0) + (points.extra2 ?? 0);
    }
  } else if (reached('overtime')) {
    out.overtime = points.overtime ?? 0;
    if (sport === 'basketball') out.normaltime = regularTotal;
  }
  if (reached('penalties')) out.penalties = shootout;
  return out;
}
