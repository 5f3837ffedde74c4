// Which matches are followed: those of followed teams, and every match of a followed competition
// (a tournament, league or race; cycling stages, whose team ids are 0, are followed only this way).
// Built once per settings change, asked for every match of every snapshot, so it is a set lookup.

import { teamKey, type Match, type SportSlug } from '../../../shared/domain';
import { canonicalSport } from '../../../shared/sports';
import { entryOf } from '../../../shared/map-entry';
import type { FollowedCompetition, FollowedTeam, Settings } from '../../../shared/settings';

type MatchSides = Pick<Match, 'sport' | 'home' | 'away'> & {
  tournament?: Pick<Match['tournament'], 'id' | 'uniqueId'>;
};

/**
 * Who follows a match: a followed team, or a followed competition standing in as one. For a
 * competition, `teamId` is the home team's id (what the notification's teamId says; 0 for a stage)
 * and `competitionId` its tournament id.
 */
export type Follower = FollowedTeam & { competitionId?: number };

export interface FollowIndex {
  isFollowedMatch(match: MatchSides): boolean;
  isFollowedTeam(sport: SportSlug, teamId: number): boolean;
  /** The followed team of a match (home first), or null. */
  followedTeamOf(match: Pick<Match, 'sport' | 'home' | 'away'>): FollowedTeam | null;
  /**
   * Every follower of this match: its followed teams, home first, then the competition it belongs
   * to when that is followed; empty when the match is not followed.
   */
  followersOf(match: MatchSides): Follower[];
  /** Sports with a followed team or competition. */
  sports(): SportSlug[];
  teams(): FollowedTeam[];
  competitions(): FollowedCompetition[];
}

export function followIndexOf(settings: Pick<Settings, 'follows' | 'competitions'>): FollowIndex {
  return createFollowIndex(settings.follows, settings.competitions);
}

export function createFollowIndex(
  follows: readonly FollowedTeam[],
  competitions: readonly FollowedCompetition[] = [],
): FollowIndex {
  const byKey = new Map<string, FollowedTeam>();
  // The same teams by sport and id: asked for every match of every look (and of every plan), so a
  // lookup builds no string.
  const bySport = new Map<SportSlug, Map<number, FollowedTeam>>();
  for (const team of follows) {
    // Id 0 is the service's placeholder (cycling stages); it names no team.
    if (team.teamId <= 0) continue;
    const sport = canonicalSport(team.sport);
    byKey.set(teamKey(sport, team.teamId), team);
    entryOf(bySport, sport, () => new Map<number, FollowedTeam>()).set(team.teamId, team);
  }
  const byCompetition = new Map<string, FollowedCompetition>();
  for (const competition of competitions) {
    byCompetition.set(
      teamKey(canonicalSport(competition.sport), competition.tournamentId),
      competition,
    );
  }
  const lookup = (sport: SportSlug, teamId: number): FollowedTeam | undefined => {
    if (teamId <= 0 || bySport.size === 0) return undefined;
    // Matches carry the canonical slug already; an alias is looked up under its canonical one.
    return (bySport.get(sport) ?? bySport.get(canonicalSport(sport)))?.get(teamId);
  };
  const competitionOf = (match: MatchSides): FollowedCompetition | undefined => {
    if (byCompetition.size === 0 || !match.tournament) return undefined;
    const sport = canonicalSport(match.sport);
    for (const id of [match.tournament.id, match.tournament.uniqueId]) {
      if (typeof id !== 'number' || id <= 0) continue;
      const found = byCompetition.get(teamKey(sport, id));
      if (found) return found;
    }
    return undefined;
  };
  return {
    isFollowedMatch: (match) =>
      lookup(match.sport, match.home.id) !== undefined ||
      lookup(match.sport, match.away.id) !== undefined ||
      competitionOf(match) !== undefined,
    isFollowedTeam: (sport, teamId) => lookup(sport, teamId) !== undefined,
    followedTeamOf: (match) =>
      lookup(match.sport, match.home.id) ?? lookup(match.sport, match.away.id) ?? null,
    followersOf: (match) => {
      const home = lookup(match.sport, match.home.id);
      const away = lookup(match.sport, match.away.id);
      const followers: Follower[] = [home, away !== home ? away : undefined].filter(
        (team) => team !== undefined,
      );
      const competition = competitionOf(match);
      if (competition) followers.push(asFollower(competition, match));
      return followers;
    },
    sports: () => [
      ...new Set([
        ...[...byKey.values()].map((team) => canonicalSport(team.sport)),
        ...[...byCompetition.values()].map((held) => canonicalSport(held.sport)),
      ]),
    ],
    teams: () => [...byKey.values()],
    competitions: () => [...byCompetition.values()],
  };
}

function asFollower(competition: FollowedCompetition, match: MatchSides): Follower {
  return {
    sport: competition.sport,
    teamId: Math.max(0, match.home.id),
    name: competition.name,
    alerts: competition.alerts,
    muted: competition.muted,
    competitionId: competition.tournamentId,
  };
}
