// Opening a player's card or a team's page from wherever a name is shown (line-ups, incidents,
// tables, the watchlist, search): the page remembers where it was opened from, so Back and Escape
// return there and that tab stays highlighted. Other views (search, the competition page) call
// these too.

import type { SeasonRef } from '../../../shared/people';
import type { View } from './navigation';

export function openPlayer(
  from: View,
  target: { sport: string; playerId: number; season?: SeasonRef | null },
): View {
  return {
    name: 'player',
    sport: target.sport,
    playerId: target.playerId,
    season: target.season ?? null,
    back: from,
  };
}

export function openTeam(from: View, target: { sport: string; teamId: number }): View {
  return { name: 'team', sport: target.sport, teamId: target.teamId, back: from };
}
