// The freshest picture of each watched sport, before the spoiler delay: what the last live list said,
// corrected by pushes that arrived since and by matches the match endpoint confirmed. Four rules live
// here. A pushed update newer than a list fetch is never overwritten by that (older) list. A followed
// match that drops out of the list stays until the match endpoint confirms how it ended. A followed
// match under way ends when the service says so twice (a list or a push, then another, or the match
// endpoint): one answer saying it ended is noted, not taken, so a glitch neither tells a false full
// time nor stops the sport being watched. A pushed match no list has shown is taken only within a
// small allowance until the next list: a flood of new ids must not grow the board (and the work of
// every later push) without bound.

import type { Match, SportSlug } from '../../../shared/domain';
import type { FollowIndex } from './follow-index';
import { entryOf } from '../../../shared/map-entry';

interface Entry {
  match: Match;
  /** Sequence number of the push or confirmation that last set this entry; 0 for list entries. */
  touchedAt: number;
}

const SETTLED = new Set(['finished', 'cancelled', 'postponed']);
const UNDER_WAY = new Set(['live', 'paused', 'interrupted']);

/** Unfollowed matches a push may add per sport between two lists (a real list has a few dozen). */
const MAX_UNLISTED_PER_LIST = 100;

export function isSettled(match: Pick<Match, 'status'>): boolean {
  return SETTLED.has(match.status.phase);
}

export class LiveBoard {
  private readonly bySport = new Map<SportSlug, Map<number, Entry>>();
  private sequence = 0;
  /** Per sport: unfollowed matches taken from pushes though no list has shown them, since the last list. */
  private readonly unlisted = new Map<SportSlug, number>();
  /** Per sport: a number that changes whenever its matches do (what a plan's answers hang on). */
  private readonly versions = new Map<SportSlug, number>();
  private version = 0;
  /** Followed matches under way that one answer said ended, by sport:id; the board still holds them as before. */
  private readonly endsNoted = new Set<string>();
  /** Ends noted since the last takeEndsNoted(): the match endpoint is asked about each. */
  private fresh: Match[] = [];

  /** The last known state from disk: the starting point a first look is compared against. */
  seed(matches: readonly Match[]): void {
    for (const match of matches) this.sportMap(match.sport).set(match.id, { match, touchedAt: 0 });
  }

  /** Changes whenever the sport's matches change; equal values mean the same matches. */
  versionOf(sport: SportSlug): number {
    return this.versions.get(sport) ?? 0;
  }

  /** Another service: none of the old one's matches stays. */
  clear(): void {
    for (const sport of this.bySport.keys()) this.touch(sport);
    this.bySport.clear();
    this.unlisted.clear();
    this.endsNoted.clear();
    this.fresh = [];
  }

  /** The matches one answer said ended since the last call, as that answer gave them. */
  takeEndsNoted(): Match[] {
    const noted = this.fresh;
    this.fresh = [];
    return noted;
  }

  matches(sport: SportSlug): Match[] {
    return [...(this.bySport.get(sport)?.values() ?? [])].map((entry) => entry.match);
  }

  /** Whether any match of the sport passes `test` (asked for every sport by every plan). */
  some(sport: SportSlug, test: (match: Match) => boolean): boolean {
    for (const entry of this.bySport.get(sport)?.values() ?? []) if (test(entry.match)) return true;
    return false;
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
      if (before && before.touchedAt > fetchMarker) next.set(match.id, before);
      else if (before && this.endHeld(before.match, match, follows)) next.set(match.id, before);
      else next.set(match.id, { match, touchedAt: 0 });
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
    this.touch(sport);
    this.unlisted.delete(sport);
    return missingFollowed;
  }

  /**
   * Pushed matches, within the allowance for matches no list has shown (followed ones always).
   * `refused` counts those left out: the live list is the one to say whether they exist.
   */
  upsertPushed(
    matches: readonly Match[],
    follows: FollowIndex,
  ): { taken: Match[]; refused: number } {
    const taken: Match[] = [];
    let refused = 0;
    for (const match of matches) {
      const known = this.bySport.get(match.sport)?.has(match.id) === true;
      if (!known && !follows.isFollowedMatch(match)) {
        const count = this.unlisted.get(match.sport) ?? 0;
        if (count >= MAX_UNLISTED_PER_LIST) {
          refused += 1;
          continue;
        }
        this.unlisted.set(match.sport, count + 1);
      }
      const before = this.get(match.sport, match.id);
      if (before && this.endHeld(before, match, follows)) continue;
      taken.push(match);
    }
    if (taken.length > 0) this.upsert(taken);
    return { taken, refused };
  }

  /** Pushed or confirmed matches: they win over any list fetch already under way. */
  upsert(matches: readonly Match[]): void {
    this.sequence += 1;
    for (const match of matches) {
      this.endsNoted.delete(endKey(match));
      this.sportMap(match.sport).set(match.id, { match, touchedAt: this.sequence });
      this.touch(match.sport);
    }
  }

  remove(sport: SportSlug, matchId: number): void {
    if (this.bySport.get(sport)?.delete(matchId)) this.touch(sport);
    this.endsNoted.delete(`${sport}:${matchId}`);
  }

  /** The end noted could not be checked: handed out again by the next takeEndsNoted(). */
  endUnchecked(match: Match): void {
    if (this.endsNoted.has(endKey(match))) this.fresh.push(match);
  }

  /** Whether one answer said the match ended and no other has said yet whether it did. */
  isEndNoted(match: Pick<Match, 'sport' | 'id'>): boolean {
    return this.endsNoted.has(endKey(match));
  }

  /** The match endpoint has it still under way: the end noted is forgotten. */
  endDenied(match: Pick<Match, 'sport' | 'id'>): void {
    this.endsNoted.delete(endKey(match));
  }

  /**
   * Whether `incoming` is held back as the first word of an end: a followed match under way said
   * to have ended by one answer is noted (and kept as it was); the next answer saying so is taken.
   * An answer that has it under way again forgets the note: it is followed as before.
   */
  private endHeld(before: Match, incoming: Match, follows: FollowIndex): boolean {
    const key = endKey(incoming);
    if (!isSettled(incoming)) {
      this.endsNoted.delete(key);
      return false;
    }
    if (!UNDER_WAY.has(before.status.phase) || !follows.isFollowedMatch(incoming)) return false;
    if (this.endsNoted.delete(key)) return false;
    this.endsNoted.add(key);
    this.fresh.push(incoming);
    return true;
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
    if (changed) this.touch(sport);
    return changed;
  }

  private sportMap(sport: SportSlug): Map<number, Entry> {
    // Made only to be written to: every caller changes the sport's matches.
    this.touch(sport);
    return entryOf(this.bySport, sport, () => new Map<number, Entry>());
  }

  private touch(sport: SportSlug): void {
    this.version += 1;
    this.versions.set(sport, this.version);
  }
}

function endKey(match: Pick<Match, 'sport' | 'id'>): string {
  return `${match.sport}:${match.id}`;
}
