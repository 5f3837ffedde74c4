// What we know of followed teams' fixtures: the today/schedule lists as fetched, corrected by what the
// live feed has seen since. It answers the one question polling depends on: does anything followed
// in this sport matter right now, and if not, when will it?

import { matchKey, type Match, type SportSlug } from '../../../shared/domain';
import type { FollowIndex } from './follow-index';

export interface ScheduleEntry {
  matches: Match[];
  fetchedAt: number;
}

export type FollowedActivity = 'live' | 'soon' | 'none';

export interface ActivityWindow {
  /** How long before the start time a match counts as starting soon. */
  leadMs: number;
  /** How long after the start time a match not yet seen live still counts (late kick-offs). */
  lateMs: number;
}

export const DEFAULT_ACTIVITY_WINDOW: ActivityWindow = {
  leadMs: 15 * 60_000,
  lateMs: 3 * 3_600_000,
};

const SETTLED_PHASES = new Set(['finished', 'cancelled', 'postponed']);

export class FollowedSchedule {
  private readonly lists = new Map<string, ScheduleEntry>();
  /**
   * Per sport, by match id: what the live feed saw of followed matches, kept two days after their
   * start. Held by sport because every plan asks for one sport's matches, several times a second
   * with many sports polled, while a day of a followed tournament leaves hundreds behind.
   */
  private readonly observed = new Map<SportSlug, Map<number, Match>>();

  put(sport: SportSlug, date: string, matches: Match[], fetchedAt: number): void {
    this.lists.set(`${sport}|${date}`, { matches, fetchedAt });
  }

  get(sport: SportSlug, date: string): ScheduleEntry | undefined {
    return this.lists.get(`${sport}|${date}`);
  }

  /**
   * A day's list fetched elsewhere (the window's day view asks /schedule/{date}): it replaces a list
   * kept here for that day when it is newer, so the refresher need not ask for the same day again.
   * A day not kept here (a sport nobody follows, a day further off) is not taken up.
   */
  offer(sport: SportSlug, date: string, matches: Match[], fetchedAt: number): void {
    const held = this.get(sport, date);
    if (held && held.fetchedAt < fetchedAt) this.put(sport, date, matches, fetchedAt);
  }

  /** The live feed saw this match: its state beats what a list fetched earlier said. */
  observe(match: Match): void {
    let ofSport = this.observed.get(match.sport);
    if (!ofSport) {
      ofSport = new Map();
      this.observed.set(match.sport, ofSport);
    }
    ofSport.set(match.id, match);
  }

  /**
   * The live feed lost the match and the service does not know it (or never answered for it): what
   * was last seen of it says nothing any more. Kept, a match last seen live would count as on for two
   * days, its sport polled and its time held back from the quota for a match that is gone.
   */
  forget(sport: SportSlug, matchId: number): void {
    this.observed.get(sport)?.delete(matchId);
  }

  /** Every known match of the sport, latest state first, without duplicates. */
  matchesOf(sport: SportSlug): Match[] {
    const byKey = new Map<string, Match>();
    for (const [key, entry] of this.lists) {
      if (!key.startsWith(`${sport}|`)) continue;
      for (const match of entry.matches) byKey.set(matchKey(match.sport, match.id), match);
    }
    for (const match of this.observed.get(sport)?.values() ?? []) {
      byKey.set(matchKey(match.sport, match.id), match);
    }
    return [...byKey.values()];
  }

  /** Forgets everything: another service's fixtures say nothing about this one's. */
  clear(): void {
    this.lists.clear();
    this.observed.clear();
  }

  /** Forgets lists of days before `oldestDate` (YYYY-MM-DD) and old observations. */
  prune(oldestDate: string, oldestObservationStart: number): void {
    for (const key of [...this.lists.keys()]) {
      const date = key.slice(key.indexOf('|') + 1);
      if (date < oldestDate) this.lists.delete(key);
    }
    for (const ofSport of this.observed.values()) {
      for (const [id, match] of ofSport) {
        const start = match.startTimestamp === null ? null : match.startTimestamp * 1000;
        if (start !== null && start < oldestObservationStart) ofSport.delete(id);
      }
    }
  }
}

export interface ActivityVerdict {
  activity: FollowedActivity;
  /** When a followed match of this sport next starts to matter (epoch ms), if known. */
  wakeAt: number | null;
}

/** Whether a match's start time puts it in the activity window now: about to start, or late. */
export function isDue(match: Match, now: number, window: ActivityWindow): boolean {
  if (match.startTimestamp === null) return false;
  const start = match.startTimestamp * 1000;
  return now >= start - window.leadMs && now <= start + window.lateMs;
}

export function followedActivity(
  matches: readonly Match[],
  follows: FollowIndex,
  now: number,
  window: ActivityWindow = DEFAULT_ACTIVITY_WINDOW,
): ActivityVerdict {
  let soon = false;
  let wakeAt: number | null = null;
  for (const match of matches) {
    if (!follows.isFollowedMatch(match)) continue;
    const phase = match.status.phase;
    if (phase === 'live' || phase === 'paused' || phase === 'interrupted') return { activity: 'live', wakeAt: null };
    if (SETTLED_PHASES.has(phase)) continue;
    if (match.startTimestamp === null) {
      // On today's list in a state we cannot read, and no start time to wait for: look.
      if (phase === 'unknown') soon = true;
      continue;
    }
    const start = match.startTimestamp * 1000;
    if (isDue(match, now, window)) {
      soon = true;
    } else if (start - window.leadMs > now) {
      wakeAt = wakeAt === null ? start - window.leadMs : Math.min(wakeAt, start - window.leadMs);
    }
  }
  return { activity: soon ? 'soon' : 'none', wakeAt };
}
