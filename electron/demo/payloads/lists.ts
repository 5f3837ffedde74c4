// The V2 list endpoints: live, live/all, today, schedule/{date}, live-tournaments,
// scheduled-tournaments/{date}, newly-added-events.

import { badRequest, ok, type Reply } from '../http/reply';
import { serializeEvent, sportRef, tournamentObject } from '../serialize/event-forms';
import type { DemoMatch } from '../sim/schedule';
import type { DemoWorld } from '../sim/world';
import type { MatchState } from '../sim/match-state';

const DAY_MS = 86_400_000;
/** live/all is the raw feed: it still carries matches for a few minutes after they end. */
const RAW_FEED_TAIL_MS = 5 * 60_000;

export const TIMEZONE = { name: 'UTC', source: 'default', utcOffset: '+00:00' };

export function envelope(
  events: unknown[],
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return { success: true, count: events.length, events, ...extra, timezone: TIMEZONE };
}

export function liveList(world: DemoWorld, sport: string, raw: boolean): Reply {
  const live = world.liveMatches(sport, raw ? RAW_FEED_TAIL_MS : 0);
  return ok(envelope(live.map(({ match, state }) => serializeEvent(match, state))));
}

/** The start of the world's UTC day: what `today` lists. */
export function worldDayStart(world: DemoWorld): number {
  return Math.floor(world.now() / DAY_MS) * DAY_MS;
}

export function dayList(world: DemoWorld, sport: string, date: string | null): Reply {
  const dayStart = date === null ? worldDayStart(world) : parseDate(date);
  if (dayStart === null) return badRequest(`Invalid date "${date ?? ''}": use YYYY-MM-DD`);
  const matches = matchesOfDay(world, sport, dayStart);
  const events = matches.map(({ match, state }) => serializeEvent(match, state));
  // Basketball's schedule by date groups events by tournament. We keep the flat `events` list too,
  // and add `tournaments: [{tournament: {name, id}, events}]`, so either reading works.
  if (sport === 'basketball' && date !== null) {
    return ok(envelope(events, { tournaments: groupByTournament(matches) }));
  }
  return ok(envelope(events));
}

export function liveTournaments(world: DemoWorld, sport: string): Reply {
  const counts = new Map<number, { match: DemoMatch; live: number }>();
  for (const { match } of world.liveMatches(sport)) {
    const entry = counts.get(match.tournament.id) ?? { match, live: 0 };
    entry.live += 1;
    counts.set(match.tournament.id, entry);
  }
  const tournaments = [...counts.values()].map(({ match, live }) => ({
    ...tournamentObject(match.tournament, sportRef(match)),
    liveEvents: live,
  }));
  return ok({ success: true, count: tournaments.length, tournaments, timezone: TIMEZONE });
}

export function scheduledTournaments(world: DemoWorld, sport: string, date: string): Reply {
  const dayStart = parseDate(date);
  if (dayStart === null) return badRequest(`Invalid date "${date}": use YYYY-MM-DD`);
  const seen = new Map<number, Record<string, unknown>>();
  for (const { match } of matchesOfDay(world, sport, dayStart)) {
    if (!seen.has(match.tournament.id))
      seen.set(match.tournament.id, tournamentObject(match.tournament, sportRef(match)));
  }
  const tournaments = [...seen.values()];
  return ok({ success: true, count: tournaments.length, tournaments, timezone: TIMEZONE });
}

/** Matches scheduled in the last six simulated hours, newest first. */
export function newlyAdded(world: DemoWorld, sport: string): Reply {
  const now = world.now();
  const matches = world.matchesBetween(sport, now, now + 6 * 3_600_000).reverse();
  return ok(envelope(matches.map((match) => serializeEvent(match, world.stateOf(match)))));
}

/** How many matches the day's list holds, counted without replaying each match's state. */
export function dayMatchCount(world: DemoWorld, sport: string, dayStart: number): number {
  return world.matchesBetween(sport, dayStart, dayStart + DAY_MS).length;
}

export function matchesOfDay(
  world: DemoWorld,
  sport: string,
  dayStart: number,
): { match: DemoMatch; state: MatchState }[] {
  return world
    .matchesBetween(sport, dayStart, dayStart + DAY_MS)
    .map((match) => ({ match, state: world.stateOf(match) }));
}

function groupByTournament(matches: { match: DemoMatch; state: MatchState }[]): unknown[] {
  const groups = new Map<number, { tournament: { name: string; id: number }; events: unknown[] }>();
  for (const { match, state } of matches) {
    const group = groups.get(match.tournament.id) ?? {
      tournament: { name: match.tournament.name, id: match.tournament.id },
      events: [],
    };
    group.events.push(serializeEvent(match, state));
    groups.set(match.tournament.id, group);
  }
  return [...groups.values()];
}

export function parseDate(date: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const time = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== date) return null;
  return time;
}
