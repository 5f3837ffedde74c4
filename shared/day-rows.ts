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

export function buildDayItems(matches: Iterable<Match>, options: DayRowOptions): LiveItem[] {
  const followed: Match[] = [];
  const buckets = new Map<Bucket, Match[]>();
  for (const match of matches) {
    if (isFollowedMatch(match, options.followedTeams)) followed.push(match);
    else entryOf(buckets, bucketOf(match), () => []).push(match);
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
