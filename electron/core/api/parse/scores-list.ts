// The multi-sport scores list (/api/v1/scores: "today's scores for all major sports", "all games of
// the nine sports (live, scheduled, recently ended)"). Its payload is not shown in the interface, so
// it is read tolerantly, in the shapes the other lists come in:
// - a flat list (at the top or under events, games, matches, scores or data) of events in the
//   live lists' shape, each naming its sport (`sport` as a slug or {slug}, `sportSlug`, or the real
//   form's tournament.category.sport.slug);
// - groups per sport (a list of {sport or slug, events|games|matches}, or an object keyed by sport
//   slug), where an event without a sport of its own takes its group's; a group may itself group
//   its events by tournament, as the per-sport day lists do.
// Nothing is guessed: an event whose sport cannot be read, or that the event schema refuses, is
// skipped and counted, never filed under some sport.

import type { Match, SportLiveCount, SportSlug, TournamentRef } from '../../../../shared/domain';
import { parseMatchCounts } from './match-counts';
import { describeShape, locateArray } from './containers';
import { serviceEventSchema } from './match';
import { locateEvents } from './match-list';
import { ParseError } from './parse-error';
import { entryOf } from '../../../../shared/map-entry';
import { isKnownSport } from '../../../../shared/sports';
import { isObject, looksLikeEvent, sportSlugText, type AnyObject } from './primitives';

export interface ScoresList {
  /** The sports the answer has games of (the app's slugs: `hockey` is filed as `ice-hockey`). */
  sports: ReadonlySet<SportSlug>;
  /** Games that name no sport we can read: never filed under some sport. */
  withoutSport: number;
  /**
   * The readable games of one sport, and how many of its games could not be read. Read on first
   * ask: a round needs a few sports of the many the list holds, and reading an event costs.
   */
  games(sport: SportSlug): { matches: Match[]; unreadable: number };
  /**
   * The documented counts form (a "scores entry" per sport: sport, totalEvents, totalLive): how
   * many games each sport has, and no games. Empty in the games form.
   */
  counts: SportLiveCount[];
}

type EventSchema = ReturnType<typeof serviceEventSchema>;

interface Located {
  raw: unknown;
  sport: SportSlug | null;
  groupTournament: TournamentRef | null;
}

const FLAT_KEYS = ['events', 'games', 'matches', 'scores', 'data'] as const;
const GROUP_LIST_KEYS = ['sports', 'scores', 'data'] as const;

/** Throws a ParseError when the answer holds no list at all (the caller falls back then). */
export function parseScoresList(body: unknown, now: number): ScoresList {
  if (countsForm(body)) {
    return {
      sports: new Set(),
      withoutSport: 0,
      games: () => ({ matches: [], unreadable: 0 }),
      counts: parseMatchCounts(body).items,
    };
  }
  const located = sportGroups(body) ?? flatItems(body);
  if (located === null)
    throw new ParseError('scores', `no list of games in the response (${describeShape(body)})`);
  const rawBySport = new Map<SportSlug, Located[]>();
  let withoutSport = 0;
  for (const item of located) {
    const sport = sportOf(item.raw) ?? item.sport;
    if (sport === null) withoutSport += 1;
    else entryOf(rawBySport, sport, () => []).push(item);
  }
  const read = new Map<SportSlug, { matches: Match[]; unreadable: number }>();
  return {
    sports: new Set(rawBySport.keys()),
    withoutSport,
    games: (sport) =>
      entryOf(read, sport, () => readGames(sport, rawBySport.get(sport) ?? [], now)),
    counts: [],
  };
}

/** Every entry a sport's counts (totalEvents or totalLive) and none a list of games. */
function countsForm(body: unknown): boolean {
  const items = locateArray(body, ['scores', 'sports', 'data']);
  if (!items || items.length === 0) return false;
  return items.every(
    (item) =>
      isObject(item) &&
      ('totalEvents' in item || 'totalLive' in item) &&
      !['events', 'games', 'matches', 'leagues'].some((key) => Array.isArray(item[key])),
  );
}

function readGames(
  sport: SportSlug,
  items: readonly Located[],
  now: number,
): { matches: Match[]; unreadable: number } {
  // One schema per group: building a zod schema costs more than reading an event with it.
  const schemas = new Map<TournamentRef | null, EventSchema>();
  const matches: Match[] = [];
  let unreadable = 0;
  for (const item of items) {
    const schema = entryOf(schemas, item.groupTournament, () =>
      serviceEventSchema({ sport, now, groupTournament: item.groupTournament }),
    );
    const parsed = schema.safeParse(item.raw);
    if (parsed.success) matches.push(parsed.data);
    else unreadable += 1;
  }
  return { matches, unreadable };
}

/** The sport an event names itself, or null when it names none we can read. */
function sportOf(raw: unknown): SportSlug | null {
  if (!isObject(raw)) return null;
  const category = isObject(raw.tournament) ? raw.tournament.category : null;
  return (
    slugIn(raw.sport) ??
    slugIn(raw.sportSlug) ??
    (isObject(category) ? slugIn(category.sport) : null)
  );
}

/** A sport given as its slug or as an object with one. */
function slugIn(value: unknown): SportSlug | null {
  const text = isObject(value) ? value.slug : value;
  const parsed = sportSlugText.safeParse(text);
  return parsed.success ? parsed.data : null;
}

/** Events grouped per sport, or null when the answer is not grouped that way. */
function sportGroups(body: unknown, depth = 0): Located[] | null {
  if (depth > 2) return null;
  if (Array.isArray(body)) {
    const groups = body.filter(
      (group): group is AnyObject => isObject(group) && !looksLikeEvent(group),
    );
    if (groups.length === 0 || groups.length !== body.length) return null;
    const named = groups.map((group) => ({ group, sport: slugIn(group.sport ?? group.slug) }));
    if (named.some(({ sport }) => sport === null)) return null;
    return named.flatMap(({ group, sport }) => groupItems(group, sport));
  }
  if (!isObject(body)) return null;
  for (const key of GROUP_LIST_KEYS) {
    const found = sportGroups(body[key], depth + 1);
    if (found) return found;
  }
  // Keyed by sport: {"basketball": [...], "tennis": {"events": [...]}}. Only sports the app knows
  // count as keys: an envelope's own keys (events, count, timezone) are slugs to the pattern too.
  const keyed = Object.entries(body).filter(
    ([key, value]) =>
      isKnownSport(key) && (Array.isArray(value) || (isObject(value) && !looksLikeEvent(value))),
  );
  const items = keyed.flatMap(([key, value]) => groupItems(value, slugIn(key)));
  return keyed.length > 0 && items.length > 0 ? items : null;
}

function groupItems(group: unknown, sport: SportSlug | null): Located[] {
  const located =
    locateEvents(group) ??
    locateArray(group, ['games'])?.map((raw) => ({ raw, groupTournament: null }));
  return (located ?? []).map((item) => ({ ...item, sport }));
}

function flatItems(body: unknown): Located[] | null {
  const items: unknown[] | null = locateArray(body, FLAT_KEYS);
  if (items === null) return null;
  return items.map((raw) => ({ raw, sport: null, groupTournament: null }));
}
