// From a fresh picture of a sport to typed changes: every snapshot goes through the spoiler delay,
// then is diffed against what was shown last, and the followed matches are written to the match
// memory so the next start compares against them. Whether a look is a silent baseline travels with
// it (ChangeMeta.baseline) to the alert center.

import { matchKey, type Match, type MatchChange, type SportSlug } from '../../../shared/domain';
import type { ChangeOrigin, MatchMemory } from '../alerts/alert-center-api';
import type { Clock } from '../ports';
import { createDelayLine, type DelayLine } from './delay-line';
import type { FollowIndex } from './follow-index';
import { diffSnapshots, diffSome } from './snapshot-diff';
import { entryOf } from '../../../shared/map-entry';

interface Snapshot {
  sport: SportSlug;
  matches: Match[];
  origin: ChangeOrigin;
  /** Part of the very first look ever (nothing on disk): a silent baseline. */
  baseline: boolean;
  /** Only the matches that were pushed: the others stay as shown. */
  partial: boolean;
}

export interface SnapshotPipelineDeps {
  clock: Clock;
  memory: MatchMemory;
  follows: () => FollowIndex;
  delayMs: number;
  maxWaitMs?: number;
  onChanges: (changes: MatchChange[], meta: ChangeMeta) => void;
}

export interface ChangeMeta {
  origin: ChangeOrigin;
  sport: SportSlug;
  baseline: boolean;
  /** The whole snapshot the changes came from (what is shown for the sport now). */
  matches: readonly Match[];
}

export class SnapshotPipeline {
  private readonly shown = new Map<SportSlug, Map<string, Match>>();
  private readonly line: DelayLine<Snapshot>;

  constructor(private readonly deps: SnapshotPipelineDeps) {
    for (const match of deps.memory.all())
      this.shownOf(match.sport).set(matchKey(match.sport, match.id), match);
    this.line = createDelayLine<Snapshot>({
      clock: deps.clock,
      delayMs: deps.delayMs,
      maxWaitMs: deps.maxWaitMs,
      deliver: (snapshot) => this.deliver(snapshot),
    });
  }

  push(sport: SportSlug, matches: Match[], origin: ChangeOrigin, baseline: boolean): void {
    this.line.push({ sport, matches, origin, baseline, partial: false });
  }

  /**
   * Pushed matches of a sport whose whole picture went through here before: only they are diffed
   * (a push used to re-diff the sport's whole picture, about 70 µs a push in the flapping flood).
   */
  pushSome(sport: SportSlug, matches: Match[], origin: ChangeOrigin): void {
    this.line.push({ sport, matches, origin, baseline: false, partial: true });
  }

  setDelay(delayMs: number): void {
    this.line.setDelay(delayMs);
  }

  /** What the user sees now (after the delay), across sports. */
  shownMatches(): Match[] {
    return [...this.shown.values()].flatMap((matches) => [...matches.values()]);
  }

  pending(): number {
    return this.line.pending();
  }

  flush(): void {
    this.line.flush();
    this.deps.memory.flush();
  }

  dispose(): void {
    this.line.dispose();
  }

  /** Another service: nothing shown of the old one is compared with what the new one says. */
  forget(): void {
    this.shown.clear();
  }

  private deliver(snapshot: Snapshot): void {
    const { changes, matches } = snapshot.partial
      ? this.applySome(snapshot)
      : this.applyWhole(snapshot);

    const { origin, sport, baseline } = snapshot;
    const follows = this.deps.follows();
    const followed = matches.filter((match) => follows.isFollowedMatch(match));
    this.deps.memory.remember(followed);
    for (const change of changes) {
      if (change.kind === 'removed') this.deps.memory.forget(change.sport, change.matchId);
    }
    // The first look ever is on disk at once, not after the write delay: a crash right after must
    // not make the next start a first run again (its silent baseline would swallow what happened
    // meanwhile). Later looks are covered by the alert ledger, saved before any alert is shown.
    if (baseline) this.deps.memory.flush();
    this.deps.onChanges(changes, { origin, sport, baseline, matches });
  }

  private applyWhole(snapshot: Snapshot): { changes: MatchChange[]; matches: readonly Match[] } {
    const changes = diffSnapshots(this.shownOf(snapshot.sport), snapshot.matches);
    const next = new Map<string, Match>();
    for (const match of snapshot.matches) next.set(matchKey(match.sport, match.id), match);
    this.shown.set(snapshot.sport, next);
    return { changes, matches: snapshot.matches };
  }

  private applySome(snapshot: Snapshot): { changes: MatchChange[]; matches: readonly Match[] } {
    const shown = this.shownOf(snapshot.sport);
    const { changes, latest } = diffSome(shown, snapshot.matches);
    // A known match keeps its place, a new one comes last: the order the live board keeps.
    for (const [key, match] of latest) shown.set(key, match);
    return { changes, matches: [...shown.values()] };
  }

  private shownOf(sport: SportSlug): Map<string, Match> {
    return entryOf(this.shown, sport, () => new Map<string, Match>());
  }
}
