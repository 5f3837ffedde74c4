// Which matches belong to followed teams. Built once per settings change, asked for every match of
// every snapshot, so it is a set lookup.

import { teamKey, type Match, type SportSlug } from '../../../shared/domain';
import type { FollowedTeam } from '../../../shared/settings';

export interface FollowIndex {
  isFollowedMatch(match: Pick<Match, 'sport' | 'home' | 'away'>): boolean;
  isFollowedTeam(sport: SportSlug, teamId: number): boolean;
  /** The followed team of a match (home first), or null. */
  followedTeamOf(match: Pick<Match, 'sport' | 'home' | 'away'>): FollowedTeam | null;
  /** Every followed team playing in this match, home first; empty when the match is not followed. */
  followersOf(match: Pick<Match, 'sport' | 'home' | 'away'>): FollowedTeam[];
  sports(): SportSlug[];
  teams(): FollowedTeam[];
}

export function createFollowIndex(follows: readonly FollowedTeam[]): FollowIndex {
  const byKey = new Map<string, FollowedTeam>();
  for (const team of follows) {
    // Id 0 is the service's placeholder (cycling stages); it names no team.
    if (team.teamId > 0) byKey.set(teamKey(team.sport, team.teamId), team);
  }
  const lookup = (sport: SportSlug, teamId: number): FollowedTeam | undefined =>
    teamId > 0 ? byKey.get(teamKey(sport, teamId)) : undefined;
  return {
    isFollowedMatch: (match) =>
      lookup(match.sport, match.home.id) !== undefined ||
      lookup(match.sport, match.away.id) !== undefined,
    isFollowedTeam: (sport, teamId) => lookup(sport, teamId) !== undefined,
    followedTeamOf: (match) =>
      lookup(match.sport, match.home.id) ?? lookup(match.sport, match.away.id) ?? null,
    followersOf: (match) => {
      const home = lookup(match.sport, match.home.id);
      const away = lookup(match.sport, match.away.id);
      return [home, away !== home ? away : undefined].filter((team) => team !== undefined);
    },
    sports: () => [...new Set([...byKey.values()].map((team) => team.sport))],
    teams: () => [...byKey.values()],
  };
}
