// What a match page shows for each sport: only the tabs and figures the sport has. A tennis match
// has no line-ups (the player is the side) and no ball possession; a sport without draws shows no
// draw in the win probability or the head-to-head; the win probability is a pre-match forecast, gone once play starts; a
// stage of a race has results, not a head-to-head. Who plays alone and who can draw is the sports
// table's (shared/sports.ts), so the page, the alerts and docs/alerts.md say the same.

import type { Match } from '../../../shared/domain';
import type { StatisticRow } from '../../../shared/match-detail';
import { isKnownSport, sportInfo } from '../../../shared/sports';

/** Football and its kin, whose statistics the service sends by default (possession, corners...). */
const FOOTBALL_FAMILY = new Set(['football', 'futsal', 'minifootball', 'bandy']);
const POSSESSION_SPORTS = new Set([
  ...FOOTBALL_FAMILY,
  'rugby',
  'american-football',
  'field-hockey',
]);
/** Sports that shoot at a goal with a keeper: shots on and off target, saves. Not basketball. */
const SHOOTING_SPORTS = new Set([
  ...FOOTBALL_FAMILY,
  'ice-hockey',
  'handball',
  'floorball',
  'water-polo',
  'field-hockey',
]);

/** Whether the match is one person (or pair) against another, or a stage: a line-up only repeats the names. */
export function isIndividual(match: Pick<Match, 'sport' | 'isStage'>): boolean {
  return match.isStage || sportInfo(match.sport).individual;
}

/**
 * Whether a draw can be a result. A sport of maps or sets that can end level does so only in an
 * even-length series (Dota 2 groups, best of 2): there the draw counts only when the service itself
 * gives it a chance. A sport the app does not know is taken at the service's word.
 */
export function canDraw(sport: string, drawChance: number | null = null): boolean {
  const given = drawChance !== null && drawChance > 0;
  if (!isKnownSport(sport)) return drawChance === null || given;
  const info = sportInfo(sport);
  if (!info.canDraw) return false;
  return info.form !== 'sets' || given;
}

/** Whether a statistic belongs to the sport: no ball possession for tennis, no corners in hockey. */
export function statisticFits(sport: string, row: Pick<StatisticRow, 'name'>): boolean {
  const name = row.name.toLowerCase();
  const known = isKnownSport(sport);
  if (/possession/.test(name)) return POSSESSION_SPORTS.has(sport);
  if (/corner|offside|goal ?kick|throw-?in|free ?kick/.test(name))
    return FOOTBALL_FAMILY.has(sport);
  if (/shot|save/.test(name)) return !known || SHOOTING_SPORTS.has(sport);
  // Fouls, tackles, passes: sports of goals and points; never sets, frames, innings or a race.
  if (/foul|tackle|pass|cross/.test(name)) return !known || sportInfo(sport).form === 'goals';
  return true;
}

export function fittingStatistics(sport: string, rows: readonly StatisticRow[]): StatisticRow[] {
  return rows.filter((row) => statisticFits(sport, row));
}

/**
 * The service's win probability is a pre-match forecast: shown, labelled so, only while the match is
 * to come. Once play starts it would contradict the score (a side losing 1–4 in the 3rd period
 * "56 %"), and the service gives no live figure to replace it, so it goes.
 */
export function showsWinProbability(match: Pick<Match, 'status' | 'isStage'>): boolean {
  return !match.isStage && match.status.phase === 'scheduled';
}
