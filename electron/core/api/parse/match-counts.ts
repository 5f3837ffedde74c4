// The service's live counts per sport (/api/v1/match-counts: "total and live counts per sport"; a
// record is sportId, slug, total, live), and the same counts in the documented form of
// /api/v1/scores ("scores entry: sport, totalEvents, totalLive"). The envelope is not shown: the list is looked for at the
// top or under counts, matchCounts, sports or data. A record must name its sport and its live
// count; anything else about it is decoration. hockey and ice-hockey are one sport to the app, so a
// sport is counted once, from its first record.

import { z } from 'zod';
import type { SportLiveCount } from '../../../../shared/domain';
import { parseListAt } from './containers';
import type { ListResult } from './parse-error';
import { isObject, scoreCount, sportSlugText } from './primitives';

/** Far more than the service's 34 sports: a longer list is cut, not refused. */
const MAX_SPORTS = 200;

const countRecord = z.unknown().transform((raw, context) => {
  const record = isObject(raw) ? raw : {};
  // The slug, or a sport given as its slug or as {slug}.
  const named = record.slug ?? (isObject(record.sport) ? record.sport.slug : record.sport);
  const sport = sportSlugText.safeParse(named);
  const live = scoreCount.safeParse(record.live ?? record.liveCount ?? record.totalLive);
  if (!sport.success || !live.success || live.data === null) {
    context.addIssue({ code: 'custom', message: 'a count names no sport or no live count' });
    return z.NEVER;
  }
  const total = scoreCount
    .catch(null)
    .parse(record.total ?? record.totalCount ?? record.totalEvents);
  return { sport: sport.data, live: live.data, total };
});

/** Throws a ParseError when the answer holds no list at all (the caller falls back then). */
export function parseMatchCounts(body: unknown): ListResult<SportLiveCount> {
  const read = parseListAt(
    'match counts',
    body,
    ['counts', 'matchCounts', 'sports', 'scores', 'data'],
    countRecord,
  );
  const bySport = new Map<string, SportLiveCount>();
  for (const count of read.items.slice(0, MAX_SPORTS))
    if (!bySport.has(count.sport)) bySport.set(count.sport, count);
  return { items: [...bySport.values()], problems: read.problems };
}
