// The watchlist as shown: every followed team from settings (so a follow shows at once), with the
// live or next match the engine last reported for it.

import { teamKey } from '../../../shared/domain';
import type { FollowedTeam } from '../../../shared/settings';
import type { WatchlistEntry } from '../../../shared/watchlist';

export function mergeWatchlist(
  follows: readonly FollowedTeam[],
  reported: readonly WatchlistEntry[],
): WatchlistEntry[] {
  const byTeam = new Map(
    reported.map((entry) => [teamKey(entry.team.sport, entry.team.teamId), entry]),
  );
  return follows.map((team) => {
    const known = byTeam.get(teamKey(team.sport, team.teamId));
    return { team, live: known?.live ?? null, next: known?.next ?? null };
  });
}

export type AlertChoiceKey = 'goals' | 'kickoff' | 'fulltime' | 'periods';

/** The team with one alert choice flipped (or mute), ready for settings:update. */
export function withToggledChoice(
  team: FollowedTeam,
  choice: AlertChoiceKey | 'muted',
): FollowedTeam {
  if (choice === 'muted') return { ...team, muted: !team.muted };
  return { ...team, alerts: { ...team.alerts, [choice]: !team.alerts[choice] } };
}

export function replaceTeam(follows: readonly FollowedTeam[], team: FollowedTeam): FollowedTeam[] {
  const key = teamKey(team.sport, team.teamId);
  return follows.map((existing) =>
    teamKey(existing.sport, existing.teamId) === key ? team : existing,
  );
}
