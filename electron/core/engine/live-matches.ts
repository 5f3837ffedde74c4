// What is live now, as the window's live list, the tray's ticker and the sport switcher see it:
// the live engine of the current run (none before the first connect or after a stop), followed
// matches first, and the sports the window looks at, kept across runs so a new live engine polls
// them too.

import type { Match, SportCounts, SportSlug } from '../../../shared/domain';
import { isSettled } from '../live/live-board';
import type { FollowIndex } from '../live/follow-index';
import type { LiveEngine } from '../live/live-engine';
import type { ServiceConnection } from './connection';
import type { SportCountsCache } from './counts';

export interface LiveMatchesDeps {
  /** The live engine while the engine runs. */
  live: () => LiveEngine | null;
  follows: () => FollowIndex;
  counts: SportCountsCache;
  connection: Pick<ServiceConnection, 'ask' | 'client'>;
}

/** What the engine's users may ask of the live lists. */
export type LiveMatchesView = Pick<
  LiveMatches,
  'list' | 'followed' | 'view' | 'counts' | 'resync' | 'whenIdle'
>;

export class LiveMatches {
  private viewed: SportSlug[] = [];

  constructor(private readonly deps: LiveMatchesDeps) {}

  /** Every match the engine knows that is live now, followed first. */
  list(): Match[] {
    const follows = this.deps.follows();
    const live = (this.deps.live()?.shownMatches() ?? []).filter((match) => !isSettled(match));
    return [
      ...live.filter((match) => follows.isFollowedMatch(match)),
      ...live.filter((match) => !follows.isFollowedMatch(match)),
    ];
  }

  /** Followed teams' matches that are live now, for the ticker. */
  followed(): Match[] {
    const follows = this.deps.follows();
    return this.list().filter((match) => follows.isFollowedMatch(match));
  }

  /** The sports the user is looking at in the window: polled while looked at. */
  view(sports: SportSlug[]): void {
    this.viewed = [...sports];
    this.deps.live()?.setViewedSports(this.viewed);
  }

  /** What the window looks at, for a live engine made after view() was called. */
  viewedSports(): SportSlug[] {
    return this.viewed;
  }

  /**
   * Live matches per sport for the sport switcher: from the service's one counts request (kept a
   * minute), or from the live lists the engine holds where the service has no counts.
   */
  counts(): Promise<SportCounts> {
    const { connection, counts } = this.deps;
    return connection.ask(() => counts.counts(connection.client(), () => this.list()));
  }

  /** Fetch everything again now (resume from sleep, back online, user asked): the reason is for logs. */
  resync(_reason: string): void {
    this.deps.live()?.resync();
  }

  /** Resolves when no request of the live engine is under way (tests and benchmarks wait on it). */
  whenIdle(): Promise<void> {
    return this.deps.live()?.whenIdle() ?? Promise.resolve();
  }
}
