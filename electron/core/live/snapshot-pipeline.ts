// From a fresh picture of a sport to typed changes: every snapshot goes through the spoiler delay,
// then is diffed against what was shown last, and the followed matches are written to the match
// memory so the next start compares against them. Whether a look is a silent baseline travels with
// it (ChangeMeta.baseline) to the alert center.

import { matchKey, type Match, type MatchChange, type SportSlug } from '../../../shared/domain';
import type { ChangeOrigin, MatchMemory } from '../alerts/alert-center-api';
import type { Clock } from '../ports';
import { createDelayLine, type DelayLine } from './delay-line';
import type { FollowIndex } from './follow-index';
import { diffSnapshots } from './snapshot-diff';
import { entryOf } from '../../../shared/map-entry';

interface Snapshot {
  sport: SportSlug;
  matches: Match[];
  origin: ChangeOrigin;
  /** Part of the very first look ever (nothing on disk): a silent baseline. */
  baseline: boolean;
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
    this.line.push({ sport, matches, origin, baseline });
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
    const previous = this.shownOf(snapshot.sport);
    const changes = diffSnapshots(previous, snapshot.matches);
    const next = new Map<string, Match>();
    for (const match of snapshot.matches) next.set(matchKey(match.sport, match.id), match);
    this.shown.set(snapshot.sport, next);

    const { origin, sport, baseline } = snapshot;
    const follows = this.deps.follows();
    const followed = snapshot.matches.filter((match) => follows.isFollowedMatch(match));
    this.deps.memory.remember(followed);
    for (const change of changes) {
      if (change.kind === 'removed') this.deps.memory.forget(change.sport, change.matchId);
    }
    // The first look ever is on disk at once, not after the write delay: a crash right after must
    // not make the next start a first run again (its silent baseline would swallow what happened
    // meanwhile). Later looks are covered by the alert ledger, saved before any alert is shown.
    if (baseline) this.deps.memory.flush();
    this.deps.onChanges(changes, { origin, sport, baseline, matches: snapshot.matches });
  }

  private shownOf(sport: SportSlug): Map<string, Match> {
    return entryOf(this.shown, sport, () => new Map<string, Match>());
  }
}
