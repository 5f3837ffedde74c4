// A team's schedule and results from the multi-sport group: /api/v1/{sport}/competitor/{id}/games
// and /results (also without the sport). The interface does not show their payload; the demo
// answers `{ games: [...] }` with its events in each sport's documented event form, from the same
// simulated matches as every other list, so a client must find the list and read the events as it
// reads any list. The team is named by its global id (global-ids.ts), found through
// /api/v1/search; its V2 number is not one. Only the nine sports of that group are served; others are 404, as the real
// service has nothing there.

import { multiSportGroupSlug } from '../../../shared/sports';
import { v2TeamIdOf } from './global-ids';
import { errorReply, notFound, ok, type Reply } from '../http/reply';
import { isOver } from '../sim/match-state';
import type { DemoWorld } from '../sim/world';
import { serializeEvent } from '../serialize/event-forms';

const HOUR_MS = 3_600_000;
/** How far the lists reach: the same window as a season's next and last events. */
const GAMES_AHEAD_MS = 72 * HOUR_MS;
const RESULTS_BACK_MS = 48 * HOUR_MS;

const COMPETITOR_PATH = /^(?:([a-z][a-z0-9-]*)\/)?competitor\/([^/]+)\/(games|results)$/;

/** The answer for a competitor path of the /api/v1 group, or null when the path is not one. */
export function competitorReply(world: DemoWorld, path: string): Reply | null {
  const parts = COMPETITOR_PATH.exec(path);
  if (!parts) return null;
  const [, prefix, rawId, which] = parts;
  // The group's own (global) id, never the V2 number: a V2 id here is no team.
  const id = v2TeamIdOf(rawId ?? '');
  const team = id === null ? undefined : world.roster.teamsById.get(id);
  // The sport prefix, where given, must be a sport of the group and the team's own sport.
  const groupSport = prefix === undefined ? null : multiSportGroupSlug(prefix);
  if (prefix !== undefined && groupSport === null)
    return errorReply(404, 'NOT_FOUND', `No endpoint /api/v1/${path}`);
  if (!team || multiSportGroupSlug(team.sport) === null) return notFound(`Competitor ${rawId}`);
  if (groupSport !== null && groupSport !== multiSportGroupSlug(team.sport))
    return notFound(`Competitor ${rawId}`);

  const now = world.now();
  const upcoming = which === 'games';
  const matches = world
    .matchesBetween(
      team.sport,
      upcoming ? now - 6 * HOUR_MS : now - RESULTS_BACK_MS,
      upcoming ? now + GAMES_AHEAD_MS : now,
    )
    .filter((match) => match.home.id === team.id || match.away.id === team.id)
    .map((match) => ({ match, state: world.stateOf(match) }))
    // Games: what is still to play or on now; results: what is over, the latest first.
    .filter(({ state }) => isOver(state) !== upcoming);
  if (!upcoming) matches.reverse();
  return ok({ games: matches.map(({ match, state }) => serializeEvent(match, state)) });
}
