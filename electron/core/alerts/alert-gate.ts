// Who hears about a happening: the followed teams of the match, their own choices and mute, and the
// global switch per kind. A match between two followed teams raises one alert, for the first team
// (home first) whose choices allow it.

import { teamKey, type Match } from '../../../shared/domain';
import type { AlertChoices, FollowedTeam, Settings } from '../../../shared/settings';
import type { HappeningKind } from './happenings';

const CHOICE_OF: Record<HappeningKind, keyof AlertChoices> = {
  kickoff: 'kickoff',
  goal: 'goals',
  'goal-cancelled': 'goals',
  halftime: 'periods',
  'period-end': 'periods',
  fulltime: 'fulltime',
};

export interface FollowLookup {
  /** Followed teams playing in this match, home first; empty when the match is not followed. */
  followersOf(match: Pick<Match, 'sport' | 'home' | 'away'>): FollowedTeam[];
}

export function followLookup(settings: Pick<Settings, 'follows'>): FollowLookup {
  const byKey = new Map<string, FollowedTeam>();
  for (const team of settings.follows) {
    // Id 0 is the service's placeholder (cycling stages carry it on both sides); it names no team.
    if (team.teamId > 0) byKey.set(teamKey(team.sport, team.teamId), team);
  }
  return {
    followersOf(match) {
      const found: FollowedTeam[] = [];
      for (const side of [match.home, match.away]) {
        const team = side.id > 0 ? byKey.get(teamKey(match.sport, side.id)) : undefined;
        if (team && !found.includes(team)) found.push(team);
      }
      return found;
    },
  };
}

/** The followed team an alert of this kind goes out for, or null when nobody wants it. */
export function recipientOf(
  kind: HappeningKind,
  followers: readonly FollowedTeam[],
  settings: Pick<Settings, 'alertKinds'>,
): FollowedTeam | null {
  const choice = CHOICE_OF[kind];
  if (!settings.alertKinds[choice]) return null;
  return followers.find((team) => !team.muted && team.alerts[choice]) ?? null;
}
