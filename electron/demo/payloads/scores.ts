// The multi-sport scores list (/api/v1/scores: "all games of the nine sports (live, scheduled,
// recently ended)"), served from the same world as the per-sport lists: per sport, today's matches
// (from what `{sport}/today` lists) that start within four hours of now, and any match live now
// (what `{sport}/live` lists), each in the live lists' own event form. The interface does not show the payload; the demo
// groups the games per sport, under the service's sport names (`hockey` for ice hockey).

import { multiSportGroupSlug } from '../../../shared/sports';
import { ok, type Reply } from '../http/reply';
import { serializeEvent, sportRef } from '../serialize/event-forms';
import { SIM_SPORTS } from '../sim/sport-catalog';
import type { DemoWorld } from '../sim/world';
import { matchesOfDay, TIMEZONE, worldDayStart } from './lists';

/** "Recently ended" and what is coming up: today's games this close to now. */
const AROUND_NOW_MS = 4 * 3_600_000;

export function scoresPayload(world: DemoWorld): Reply {
  const dayStart = worldDayStart(world);
  const now = world.now();
  // The nine sports of the /api/v1 group, each under the group's name for it (hockey).
  const groups = SIM_SPORTS.flatMap((sport) => {
    const groupSlug = multiSportGroupSlug(sport.slug);
    return groupSlug !== null && world.has(sport.slug) ? [{ sport, groupSlug }] : [];
  }).map(({ sport, groupSlug }) => {
    const today = matchesOfDay(world, sport.slug, dayStart).filter(
      ({ match }) => Math.abs(match.startAt - now) <= AROUND_NOW_MS,
    );
    const ids = new Set(today.map(({ match }) => match.id));
    const earlier = world.liveMatches(sport.slug, 0).filter(({ match }) => !ids.has(match.id));
    const games = [...earlier, ...today];
    const ref = games[0] ? sportRef(games[0].match) : { name: sport.slug, id: sport.sportId };
    return {
      sport: { ...ref, slug: groupSlug },
      events: games.map(({ match, state }) => serializeEvent(match, state)),
    };
  });
  const count = groups.reduce((sum, group) => sum + group.events.length, 0);
  return ok({ success: true, count, data: groups, timezone: TIMEZONE });
}
