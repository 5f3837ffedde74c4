// A timeline for the sports whose story is told by their periods, not by incidents: who took each
// set, map, game or frame, and which inning the runs came in. The service lists no incidents for
// them (tennis, esports and snooker answer an empty list), so without this a live match read
// "Nothing has happened in this match yet" beside a score of 1–1. Built from the score by period
// alone, so it can never disagree with the scoreboard. Latest first, as the incident timeline.

import { readableScore, type Match } from '../../../shared/domain';
import { progressOf } from '../../../shared/match-progress';
import { sportInfo } from '../../../shared/sports';

export type PeriodEntry =
  /** A set, map or game: who took it (null: under way, or level where a map can end level). */
  | {
      kind: 'period';
      n: number;
      home: number;
      away: number;
      winner: 'home' | 'away' | null;
      underway: boolean;
    }
  /** An inning in which a side scored. */
  | { kind: 'runs'; n: number; side: 'home' | 'away'; runs: number }
  /** Snooker and the like, where only the frames won are sent: the tally and the frame on. */
  | { kind: 'frames'; home: number; away: number; current: number | null };

/** Whether the sport's story is its periods (sets, maps, frames, innings) rather than incidents. */
export function toldByPeriods(match: Pick<Match, 'sport' | 'isStage'>): boolean {
  const form = sportInfo(match.sport).form;
  return !match.isStage && (form === 'sets' || form === 'innings');
}

export function periodTimeline(match: Match): PeriodEntry[] {
  if (!toldByPeriods(match) || match.status.phase === 'scheduled') return [];
  const progress = progressOf(match);
  const finished = match.status.phase === 'finished';
  const entries: PeriodEntry[] = [];
  if (sportInfo(match.sport).form === 'innings') {
    progress.periods.forEach((period, index) => {
      // The visitors bat first in an inning: their runs come before the home side's.
      for (const side of ['away', 'home'] as const) {
        const runs = period[side];
        if (runs !== null && runs > 0) entries.push({ kind: 'runs', n: index + 1, side, runs });
      }
    });
    return entries.reverse();
  }
  if (progress.periods.length === 0) {
    const { home, away } = readableScore(match);
    if (home === null || away === null) return [];
    return [{ kind: 'frames', home, away, current: finished ? null : progress.current }];
  }
  progress.periods.forEach((period, index) => {
    const home = period.home ?? 0;
    const away = period.away ?? 0;
    const underway = !finished && index >= progress.played;
    // A period of two zeros still to be played is no news.
    if (underway && home === 0 && away === 0 && progress.current !== index + 1) return;
    const winner = underway || home === away ? null : home > away ? 'home' : 'away';
    entries.push({ kind: 'period', n: index + 1, home, away, winner, underway });
  });
  return entries.reverse();
}
