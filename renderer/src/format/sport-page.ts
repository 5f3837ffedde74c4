// What a match page shows for each sport: only the tabs and figures the sport has. A tennis match
// has no line-ups (the player is the side) and no ball possession; a sport without draws shows no
// draw in the win probability or the head-to-head; a finished match drops the win probability; a
// stage of a race has results, not a head-to-head.

import type { Match, StatisticRow } from '../../../shared/domain';

/** One against one, or a field of riders and drivers: never a draw, never a line-up. */
const SOLO_SPORTS = [
  'tennis',
  'table-tennis',
  'darts',
  'snooker',
  'mma',
  'boxing',
  'cycling',
  'motorsport',
];

/** Sports played one against one (or by riders and drivers): a line-up would only repeat the names. */
const INDIVIDUAL_SPORTS = new Set([...SOLO_SPORTS, 'golf', 'beach-volleyball']);

/** Sports where a match cannot end level, so a draw is never a possible result. */
const NO_DRAW_SPORTS = new Set([
  ...SOLO_SPORTS,
  'badminton',
  'volleyball',
  'beach-volleyball',
  'basketball',
  'baseball',
  'esports',
]);

/** Football and its kin, whose statistics the service sends by default (possession, corners...). */
const FOOTBALL_FAMILY = new Set(['football', 'futsal', 'minifootball', 'bandy']);
const POSSESSION_SPORTS = new Set([
  ...FOOTBALL_FAMILY,
  'rugby',
  'american-football',
  'field-hockey',
]);
/** Sports with no shots, fouls or set pieces at all: racket, cue, darts, fights, races. */
const NO_FIELD_STATS = new Set([...INDIVIDUAL_SPORTS, 'badminton', 'volleyball', 'esports']);

/** Whether the match is one person (or pair) against another: badminton singles, not doubles. */
export function isIndividual(match: Pick<Match, 'sport' | 'home' | 'away' | 'isStage'>): boolean {
  if (match.isStage || INDIVIDUAL_SPORTS.has(match.sport)) return true;
  if (match.sport === 'badminton') return !/\//.test(`${match.home.name}${match.away.name}`);
  return false;
}

/**
 * Whether a draw can be a result: never in sports without draws; in esports only where the service
 * itself gives the draw a chance (a best-of-two series).
 */
export function canDraw(sport: string, drawChance: number | null = null): boolean {
  if (sport === 'esports') return drawChance !== null && drawChance > 0;
  return !NO_DRAW_SPORTS.has(sport);
}

/** Whether a statistic belongs to the sport: no ball possession for tennis, no corners in hockey. */
export function statisticFits(sport: string, row: Pick<StatisticRow, 'name'>): boolean {
  const name = row.name.toLowerCase();
  if (/possession/.test(name)) return POSSESSION_SPORTS.has(sport);
  if (/corner|offside|goal ?kick|throw-?in|free ?kick/.test(name))
    return FOOTBALL_FAMILY.has(sport);
  if (/shot|foul|save|tackle|pass|cross/.test(name)) return !NO_FIELD_STATS.has(sport);
  return true;
}

export function fittingStatistics(sport: string, rows: readonly StatisticRow[]): StatisticRow[] {
  return rows.filter((row) => statisticFits(sport, row));
}

/** The win probability is a forecast: once the match is over it says nothing. */
export function showsWinProbability(match: Pick<Match, 'status' | 'isStage'>): boolean {
  return !match.isStage && match.status.phase !== 'finished' && match.status.phase !== 'cancelled';
}
