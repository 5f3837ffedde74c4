// What makes a first try of Scoretray show something within a minute: teams worth following (live
// now with the most still to play, else the next to start) and, when asked, a goal for the first of
// them shortly after start, whatever the simulated clock's pace.

import type { DemoWorldControls, SuggestedFollow } from './demo-service-api';

const PICKS: readonly (readonly [sport: string, count: number])[] = [
  ['football', 2],
  ['basketball', 1],
];

export function suggestFollows(world: DemoWorldControls): SuggestedFollow[] {
  const picks: SuggestedFollow[] = [];
  for (const [sport, count] of PICKS) {
    const matches = world.matches(sport);
    const live = matches
      .filter((match) => match.phase === 'live')
      .sort((a, b) => b.startTimestamp - a.startTimestamp);
    const upcoming = matches
      .filter((match) => match.phase === 'scheduled')
      .sort((a, b) => a.startTimestamp - b.startTimestamp);
    for (const match of [...live, ...upcoming].slice(0, count)) {
      picks.push({ sport, teamId: match.homeTeamId, name: match.homeTeamName, matchId: match.id });
    }
  }
  return picks;
}

/**
 * Scores one goal for the first suggested team's live football match after `afterMs` of real time.
 * Returns a function that cancels it. Nothing happens when that match is no longer live by then.
 */
export function scheduleShowcaseGoal(world: DemoWorldControls, afterMs: number): () => void {
  const timer = setTimeout(() => {
    const pick = suggestFollows(world).find((follow) => follow.sport === 'football');
    const match = pick && world.matches('football').find((m) => m.id === pick.matchId);
    if (match?.phase === 'live') world.score('football', match.id, 'home');
  }, afterMs);
  timer.unref();
  return () => clearTimeout(timer);
}
