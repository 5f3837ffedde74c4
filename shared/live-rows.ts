// The pieces of the day list's rows (day-rows.ts builds them) and the sport switcher's counts.
// Pure, so the order can be tested without a window.

import type { WordKey } from './i18n';
import { matchKey, teamKey, type Match, type SportCounts, type SportSlug } from './domain';
import { sportInfo } from './sports';

export type LiveItem =
  | {
      type: 'section';
      key: string;
      count: number;
      /** The i18n key of the heading. */
      labelKey: WordKey;
    }
  | {
      type: 'tournament';
      key: string;
      title: string;
      /** Shown before the title when several sports share the list. */
      sport?: SportSlug;
    }
  | {
      /** A sport's part of a day list of several sports: a heading that opens and closes it. */
      type: 'sport';
      key: string;
      sport: SportSlug;
      /** Matches of the day listed (0 while closed and never loaded). */
      count: number;
      /** Live now, by the switcher's count when the day's list is not loaded. */
      live: number;
      open: boolean;
      /** Its day's list: asked and not yet in, could not be had, or here. */
      state: 'loading' | 'failed' | 'loaded';
    }
  | { type: 'match'; key: string; matchKey: string; followed: boolean };

export interface SportCount {
  sport: SportSlug;
  count: number;
}

export function isFollowedMatch(match: Match, followedTeams: ReadonlySet<string>): boolean {
  return (
    followedTeams.has(teamKey(match.sport, match.home.id)) ||
    followedTeams.has(teamKey(match.sport, match.away.id))
  );
}

/** Live matches per sport for the switcher: watched sports always (even at 0), others when live. */
export function liveCounts(
  matches: Iterable<Match>,
  sportOrder: readonly SportSlug[],
): SportCount[] {
  const counts = new Map<SportSlug, number>(sportOrder.map((sport) => [sport, 0]));
  for (const match of matches) counts.set(match.sport, (counts.get(match.sport) ?? 0) + 1);
  return orderSports([...counts.keys()], sportOrder).map((sport) => ({
    sport,
    count: counts.get(sport) ?? 0,
  }));
}

/**
 * The switcher's counts when the engine has the service's own (one request for every sport): watched
 * sports always, any other sport while something of it is live, even one whose list is not read.
 * Counted from the lists otherwise, as liveCounts does.
 */
export function switcherCounts(
  matches: Iterable<Match>,
  sportOrder: readonly SportSlug[],
  fromEngine: SportCounts | null,
): SportCount[] {
  if (fromEngine?.source !== 'service') return liveCounts(matches, sportOrder);
  const counts = new Map<SportSlug, number>(sportOrder.map((sport) => [sport, 0]));
  for (const { sport, live } of fromEngine.counts)
    if (live > 0 || counts.has(sport)) counts.set(sport, live);
  return orderSports([...counts.keys()], sportOrder).map((sport) => ({
    sport,
    count: counts.get(sport) ?? 0,
  }));
}

export function orderSports(
  sports: readonly SportSlug[],
  sportOrder: readonly SportSlug[],
): SportSlug[] {
  const rank = (sport: SportSlug): number => {
    const index = sportOrder.indexOf(sport);
    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  };
  return [...new Set(sports)].sort(
    (a, b) => rank(a) - rank(b) || sportInfo(a).name.localeCompare(sportInfo(b).name),
  );
}

export function matchItem(match: Match, followed: boolean): LiveItem {
  const key = matchKey(match.sport, match.id);
  return { type: 'match', key: `${followed ? 'f' : 'm'}:${key}`, matchKey: key, followed };
}

export function groupByTournament(
  matches: Match[],
  untitled: string,
): [string, { title: string; matches: Match[] }][] {
  const groups = new Map<string, { title: string; matches: Match[] }>();
  for (const match of matches) {
    const key = match.tournament.id !== null ? `#${match.tournament.id}` : match.tournament.name;
    const group = groups.get(key);
    if (group) group.matches.push(match);
    else groups.set(key, { title: match.tournament.name || untitled, matches: [match] });
  }
  return [...groups.entries()].sort(([, a], [, b]) => a.title.localeCompare(b.title));
}

export function byKickoff(a: Match, b: Match): number {
  return (
    (a.startTimestamp ?? Number.MAX_SAFE_INTEGER) - (b.startTimestamp ?? Number.MAX_SAFE_INTEGER) ||
    a.home.name.localeCompare(b.home.name) ||
    a.id - b.id
  );
}
