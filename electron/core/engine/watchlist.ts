// The watchlist: each followed team with its match on now, or its next one. Fixture lists are shared
// with the live engine (today and tomorrow are kept fresh there); days further ahead are fetched on
// demand, only for sports where a team still has no next match, and kept for hours.

import { type Match, type SportSlug } from '../../../shared/domain';
import type { FollowedTeam } from '../../../shared/settings';
import type { WatchlistEntry } from '../../../shared/watchlist';
import type { ServiceClient } from '../api/service-client-api';
import type { FollowedSchedule } from '../live/followed-schedule';
import { isSettled } from '../live/live-board';
import { utcDatePlusDays } from '../../../shared/utc-day';

export interface WatchlistDeps {
  client: ServiceClient;
  schedule: FollowedSchedule;
  now: number;
  /** What the user sees as live now (after the spoiler delay). */
  shown: readonly Match[];
  follows: readonly FollowedTeam[];
  daysAhead: number;
  /** A fetched day older than this is fetched again. */
  freshForMs: number;
}

export async function buildWatchlist(deps: WatchlistDeps): Promise<WatchlistEntry[]> {
  const sports = [...new Set(deps.follows.map((team) => team.sport))];
  await Promise.all(sports.map((sport) => fillSport(deps, sport)));
  return deps.follows.map((team) => ({
    team,
    live: deps.shown.find((match) => plays(match, team) && !isSettled(match)) ?? null,
    next: nextMatch(deps.schedule.matchesOf(team.sport), team, deps.now),
  }));
}

async function fillSport(deps: WatchlistDeps, sport: SportSlug): Promise<void> {
  const teams = deps.follows.filter((team) => team.sport === sport);
  for (let day = 0; day < deps.daysAhead; day += 1) {
    const known = deps.schedule.matchesOf(sport);
    if (teams.every((team) => nextMatch(known, team, deps.now) !== null)) return;
    const date = utcDatePlusDays(deps.now, day);
    const entry = deps.schedule.get(sport, date);
    if (entry && deps.now - entry.fetchedAt < deps.freshForMs) continue;
    try {
      const matches =
        day === 0 ? await deps.client.today(sport) : await deps.client.schedule(sport, date);
      deps.schedule.put(sport, date, matches, deps.now);
    } catch {
      // A day that cannot be fetched leaves its teams without a next match; the list still shows.
      return;
    }
  }
}

function plays(match: Match, team: FollowedTeam): boolean {
  return (
    match.sport === team.sport && (match.home.id === team.teamId || match.away.id === team.teamId)
  );
}

function nextMatch(matches: readonly Match[], team: FollowedTeam, now: number): Match | null {
  let best: Match | null = null;
  for (const match of matches) {
    if (!plays(match, team) || match.status.phase !== 'scheduled') continue;
    if (match.startTimestamp === null || match.startTimestamp * 1000 < now - 3 * 3_600_000)
      continue;
    if (best === null || match.startTimestamp < (best.startTimestamp ?? Infinity)) best = match;
  }
  return best;
}
