// Who hears about a happening: the followed teams of the match, their own choices and mute, and the
// global switch per kind. A match between two followed teams raises one alert, for the first team
// (home first) whose choices allow it.

import type { AlertChoices, FollowedTeam, Settings } from '../../../shared/settings';
import type { HappeningKind } from './happenings';

const CHOICE_OF: Record<HappeningKind, keyof AlertChoices> = {
  kickoff: 'kickoff',
  goal: 'goals',
  'goal-cancelled': 'goals',
  halftime: 'periods',
  'period-end': 'periods',
  fulltime: 'fulltime',
  'fulltime-cancelled': 'fulltime',
};

/** The followed team an alert of this kind goes out for, or null when nobody wants it. */
export function recipientOf<T extends FollowedTeam>(
  kind: HappeningKind,
  followers: readonly T[],
  settings: Pick<Settings, 'alertKinds'>,
): T | null {
  const choice = CHOICE_OF[kind];
  if (!settings.alertKinds[choice]) return null;
  return followers.find((team) => !team.muted && team.alerts[choice]) ?? null;
}
