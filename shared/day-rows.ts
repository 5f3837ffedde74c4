// Turns a day's matches into the rows of the day list: the followed teams' matches first, then
// live, upcoming and finished ones (postponed or cancelled last), each grouped by competition. Pure,
// so the order can be tested without a window; the window's virtual list draws the rows, and the
// headless --day line is laid out from the same rows.

import type { WordKey } from './i18n';
import type { Match, SportSlug } from './domain';
import { entryOf } from './map-entry';
import {
  byKickoff,
  groupByTournament,
  isFollowedMatch,
  matchItem,
  orderSports,
  type LiveItem,
} from './live-rows';

type Bucket = 'live' | 'upcoming' | 'finished' | 'other';

const BUCKETS: readonly { bucket: Bucket; labelKey: WordKey }[] = [
  { bucket: 'live', labelKey: 'fansday.day.sectionLive' },
  { bucket: 'upcoming', labelKey: 'fansday.day.sectionUpcoming' },
  { bucket: 'finished', labelKey: 'fansday.day.sectionFinished' },
  { bucket: 'other', labelKey: 'fansday.day.sectionOther' },
];

export interface DayRowOptions {
  followedTeams: ReadonlySet<string>;
  /** Watched sports in the user's order: with several sports, competitions say which sport. */
  sportOrder: readonly SportSlug[];
  /** The heading of matches without a competition name. */
  untitled: string;
}

function bucketOf(match: Match): Bucket {
  switch (match.status.phase) {
    case 'live':
    case 'paused':
    case 'interrupted':
      return 'live';
    case 'scheduled':
      return 'upcoming';
    case 'finished':
      return 'finished';
    default:
      return 'other';
  }
}

/**
 * Both lists open with the followed teams' matches under their own heading, in kick-off order;
 * the other matches come back grouped by `groupOf` for the list to lay out.
 */
function followedFirst<K>(
  matches: Iterable<Match>,
  followedTeams: ReadonlySet<string>,
  groupOf: (match: Match) => K,
): { items: LiveItem[]; rest: Map<K, Match[]> } {
  const followed: Match[] = [];
  const rest = new Map<K, Match[]>();
  for (const match of matches) {
    if (isFollowedMatch(match, followedTeams)) followed.push(match);
    else entryOf(rest, groupOf(match), () => []).push(match);
  }
  const items: LiveItem[] = [];
  if (followed.length > 0) {
    items.push({
      type: 'section',
      key: 's:followed',
      labelKey: 'fansday.day.sectionFollowed',
      count: followed.length,
    });
    for (const match of followed.sort(byKickoff)) items.push(matchItem(match, true));
  }
  return { items, rest };
}

export function buildDayItems(matches: Iterable<Match>, options: DayRowOptions): LiveItem[] {
  const { items, rest: buckets } = followedFirst(matches, options.followedTeams, bucketOf);
  const sports = new Set([...buckets.values()].flat().map((match) => match.sport));
  const many = sports.size > 1;
  const sportRank = orderSports([...sports], options.sportOrder);
  for (const { bucket, labelKey } of BUCKETS) {
    const list = buckets.get(bucket);
    if (!list || list.length === 0) continue;
    items.push({
      type: 'section',
      key: `s:${bucket}`,
      labelKey,
      count: list.length,
    });
    // Sports in the user's order, then competitions by name; with several sports on, a
    // competition's heading names its sport ("Basketball · Continental Cup").
    for (const sport of sportRank) {
      const ofSport = list.filter((match) => match.sport === sport);
      for (const [key, group] of groupByTournament(ofSport, options.untitled)) {
        items.push({
          type: 'tournament',
          key: `t:${bucket}:${sport}:${key}`,
          title: group.title,
          ...(many ? { sport } : {}),
        });
        for (const match of group.matches.sort(byKickoff)) items.push(matchItem(match, false));
      }
    }
  }
  return items;
}

/** A sport of the window's day list and what is known of its day. */
export interface DaySport {
  sport: SportSlug;
  /** Live now by the sport switcher's count, known also of a sport whose day is not loaded. */
  live: number;
  open: boolean;
  state: 'loading' | 'failed' | 'loaded';
}

export interface DayListOptions extends DayRowOptions {
  /** The sports listed, in order; with more than one, each gets a heading that opens and closes. */
  sports: readonly DaySport[];
}

function isLive(match: Match): boolean {
  return bucketOf(match) === 'live';
}

/**
 * The window's day list, for "what happened today": the followed teams' matches first, then each
 * sport's competitions, each with what is live now on top and then its matches by kick-off, so its
 * results come before its fixtures, as a fan reads a results page. With several sports each
 * is a section that opens and closes, so one sport's long list of fixtures never buries another's
 * results. The headless --day line keeps its phase sections (buildDayItems): a stable contract.
 */
export function buildDayList(matches: Iterable<Match>, options: DayListOptions): LiveItem[] {
  const { items, rest: bySport } = followedFirst(
    matches,
    options.followedTeams,
    (match) => match.sport,
  );
  const headed = options.sports.length > 1;
  for (const entry of options.sports) {
    const list = bySport.get(entry.sport) ?? [];
    if (headed) {
      const loaded = entry.state === 'loaded';
      items.push({
        type: 'sport',
        key: `h:${entry.sport}`,
        sport: entry.sport,
        count: list.length,
        live: loaded ? list.filter(isLive).length : entry.live,
        open: entry.open,
        state: entry.state,
      });
      if (!entry.open) continue;
    }
    for (const [key, group] of groupByTournament(list, options.untitled)) {
      items.push({ type: 'tournament', key: `t:${entry.sport}:${key}`, title: group.title });
      for (const match of group.matches.sort(liveThenKickoff)) items.push(matchItem(match, false));
    }
  }
  return items;
}

/** What is on now first, then the day in order: the results, then what is still to come. */
function liveThenKickoff(a: Match, b: Match): number {
  return Number(isLive(b)) - Number(isLive(a)) || byKickoff(a, b);
}
