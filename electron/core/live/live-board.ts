// The freshest picture of each watched sport, before the spoiler delay: what the last live list said,
// corrected by pushes that arrived since and by matches the match endpoint confirmed. Two rules live
// here. A pushed update newer than a list fetch is never overwritten by that (older) list. A followed
// match that drops out of the list stays until the match endpoint confirms how it ended.

import type { Match, SportSlug } from '../../../shared/domain';
import type { FollowIndex } from './follow-index';
import { entryOf } from '../../../shared/map-entry';

interface Entry {
  match: Match;
  /** Sequence number of the push or confirmation that last set this entry; 0 for list entries. */
  touchedAt: number;
}

const SETTLED = new Set(['finished', 'cancelled', 'postponed']);

export function isSettled(match: Pick<Match, 'status'>): boolean {
  return SETTLED.has(match.status.phase);
}

export class LiveBoard {
  private readonly bySport = new Map<SportSlug, Map<number, Entry>>();
  private sequence = 0;

  /** The last known state from disk: the starting point a first look is compared against. */
  seed(matches: readonly Match[]): void {
    for (const match of matches) this.sportMap(match.sport).set(match.id, { match, touchedAt: 0 });
  }

  matches(sport: SportSlug): Match[] {
    return [...(this.bySport.get(sport)?.values() ?? [])].map((entry) => entry.match);
  }

  get(sport: SportSlug, matchId: number): Match | undefined {
    return this.bySport.get(sport)?.get(matchId)?.match;
  }

  sports(): SportSlug[] {
    return [...this.bySport.keys()];
  }

  /** A marker taken when a list fetch starts: anything touched after it is newer than the list. */
  beginFetch(): number {
    return this.sequence;
  }

  /**
   * Takes a complete live list. Returns the followed matches that left the list while not yet
   * ended: they stay in the view and need confirming.
   */
  applyList(
    sport: SportSlug,
    list: readonly Match[],
    fetchMarker: number,
    follows: FollowIndex,
  ): Match[] {
    const previous = this.bySport.get(sport) ?? new Map<number, Entry>();
    const next = new Map<number, Entry>();
    const missingFollowed: Match[] = [];
    for (const match of list) {
      const before = previous.get(match.id);
      next.set(
        match.id,
        before && before.touchedAt > fetchMarker ? before : { match, touchedAt: 0 },
      );
    }
    for (const [id, entry] of previous) {
      if (next.has(id)) continue;
      if (entry.touchedAt > fetchMarker) {
        next.set(id, entry);
      } else if (follows.isFollowedMatch(entry.match) && !isSettled(entry.match)) {
        next.set(id, entry);
        missingFollowed.push(entry.match);
      }
    }
    this.bySport.set(sport, next);
    return missingFollowed;
  }

  /** Pushed or confirmed matches: they win over any list fetch already under way. */
  upsert(matches: readonly Match[]): void {
    this.sequence += 1;
    for (const match of matches) {
      this.sportMap(match.sport).set(match.id, { match, touchedAt: this.sequence });
    }
  }

  remove(sport: SportSlug, matchId: number): void {
    this.bySport.get(sport)?.delete(matchId);
  }

  /** A sport nobody watches any more keeps only what a followed team is still playing. */
  retainFollowed(sport: SportSlug, follows: FollowIndex): boolean {
    const entries = this.bySport.get(sport);
    if (!entries) return false;
    let changed = false;
    for (const [id, entry] of entries) {
      if (!follows.isFollowedMatch(entry.match) || isSettled(entry.match)) {
        entries.delete(id);
        changed = true;
      }
    }
    return changed;
  }

  private sportMap(sport: SportSlug): Map<number, Entry> {
    return entryOf(this.bySport, sport, () => new Map<number, Entry>());
  }
}
