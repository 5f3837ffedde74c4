// What changed between two looks at the same matches, as typed MatchChange values: the input of the
// alert center and of the UI. Pure, one pass over each side, so a live list of thousands of events
// diffs in well under a millisecond per hundred.

import {
  matchKey,
  readableScore,
  type Match,
  type MatchChange,
  type ScorePair,
} from '../../../shared/domain';
import { progressOf } from '../../../shared/match-progress';

/**
 * previous: the last known state by matchKey; next: the matches seen now. A match in next twice
 * counts once, as its last occurrence. Changes come in the order of next, then removals in the order
 * of previous.
 */
export function diffSnapshots(
  previous: ReadonlyMap<string, Match>,
  next: readonly Match[],
): MatchChange[] {
  const latest = latestByKey(next);
  const changes = changesOf(previous, latest);
  for (const [key, last] of previous) {
    if (!latest.has(key))
      changes.push({ kind: 'removed', sport: last.sport, matchId: last.id, last });
  }
  return changes;
}

/**
 * What changed in some matches of a sport (pushed ones) against the last known state; the matches
 * not among them are left as they were, so nothing is removed. Same order rules as diffSnapshots.
 */
export function diffSome(
  previous: ReadonlyMap<string, Match>,
  some: readonly Match[],
): { changes: MatchChange[]; latest: Map<string, Match> } {
  const latest = latestByKey(some);
  return { changes: changesOf(previous, latest), latest };
}

function latestByKey(matches: readonly Match[]): Map<string, Match> {
  const latest = new Map<string, Match>();
  for (const match of matches) {
    const key = matchKey(match.sport, match.id);
    // Re-inserting moves a duplicate to where its last occurrence stood.
    latest.delete(key);
    latest.set(key, match);
  }
  return latest;
}

function changesOf(
  previous: ReadonlyMap<string, Match>,
  latest: Map<string, Match>,
): MatchChange[] {
  const changes: MatchChange[] = [];
  for (const [key, match] of latest) {
    const before = previous.get(key);
    if (before === undefined) changes.push({ kind: 'appeared', match });
    // The same object: read unchanged from the same raw event (known-events.ts), nothing to compare.
    else if (before !== match) pushChanges(changes, before, match);
  }
  return changes;
}

function pushChanges(changes: MatchChange[], before: Match, match: Match): void {
  const previousScore = readableScore(before);
  if (!sameScore(previousScore, readableScore(match))) {
    changes.push({ kind: 'score', match, previous: previousScore });
  }
  if (before.status.phase !== match.status.phase || before.status.text !== match.status.text) {
    changes.push({
      kind: 'status',
      match,
      previousPhase: before.status.phase,
      previousText: before.status.text,
    });
  }
  // Periods played, not periods sent: the service sends fields of maps and sets not yet begun.
  const previousPeriodCount = progressOf(before).played;
  if (progressOf(match).played > previousPeriodCount) {
    changes.push({ kind: 'period', match, previousPeriodCount });
  }
}

/** How many periods have a score on either side: it grows as a match moves into its next period. */
export function periodCount(match: Pick<Match, 'homeScore' | 'awayScore'>): number {
  return Math.max(countFilled(match.homeScore.periods), countFilled(match.awayScore.periods));
}

function countFilled(periods: readonly (number | null)[]): number {
  let filled = 0;
  for (const value of periods) if (value !== null) filled++;
  return filled;
}

function sameScore(a: ScorePair, b: ScorePair): boolean {
  return a.home === b.home && a.away === b.away;
}
