// The newest incident of a match, sent alongside pushes of the {type: 'incident'} wrapping.

import type { MatchState } from '../sim/match-state';

export function incidentForPush(state: MatchState): Record<string, unknown> | null {
  const last = state.incidents.at(-1);
  if (!last || last.at !== state.changedAt) return null;
  const incidentType = last.kind === 'goal' ? 'goal' : last.kind;
  return {
    id: last.id,
    incidentType,
    time: last.minute ?? 999,
    ...(last.side ? { isHome: last.side === 'home' } : {}),
    ...(last.player ? { player: { name: last.player } } : {}),
    ...(last.text ? { text: last.text } : {}),
    homeScore: last.home,
    awayScore: last.away,
  };
}
