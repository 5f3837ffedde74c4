// What the watchlist shows for each followed team: the team, its live match or next match.

import type { Match } from './domain';
import type { FollowedTeam } from './settings';

export interface WatchlistEntry {
  team: FollowedTeam;
  /** The team's match that is on now, if any. */
  live: Match | null;
  /** The team's next scheduled match (from today/schedule), if known. */
  next: Match | null;
}

export type KeyTestResult = 'valid' | 'rejected' | 'suspended' | 'unreachable' | 'quota-exhausted';
