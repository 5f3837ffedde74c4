// The window's copy of everything live: a snapshot from 'live:list', then the engine's typed
// changes applied one batch at a time. Score changes mark the changed side so the row can flash.
// Listeners hear about a batch once per scheduled tick, so 50 updates a second cost one render each
// frame, not fifty.

import { matchKey, readableScore, type Match, type MatchChange } from '../../../shared/domain';

export type FlashSide = 'home' | 'away' | 'both';

export interface LiveSnapshot {
  loaded: boolean;
  matches: ReadonlyMap<string, Match>;
  /**
   * The matches as they were when one last appeared, left or changed phase. Its identity changes
   * only then, so the row layout (which depends on sport, tournament, kick-off and phase, never on
   * the score) is rebuilt only then.
   */
  roster: ReadonlyMap<string, Match>;
  /** Matches whose score just changed, and which side; each entry lapses after FLASH_MS. */
  flashes: ReadonlyMap<string, FlashSide>;
}

export interface StoreTimers {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  /** Runs the callback soon (next animation frame in the window, at once in tests). */
  schedule(callback: () => void): void;
}

export const FLASH_MS = 1800;

const EMPTY: LiveSnapshot = {
  loaded: false,
  matches: new Map(),
  roster: new Map(),
  flashes: new Map(),
};

export class LiveStore {
  private snapshot: LiveSnapshot = EMPTY;
  private readonly listeners = new Set<() => void>();
  private readonly flashExpiry = new Map<string, number>();
  private flashTimer: unknown = null;
  private notifyPending = false;

  constructor(private readonly timers: StoreTimers) {}

  getSnapshot = (): LiveSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Replaces everything with a fresh list; nothing flashes, this is not news. */
  replaceAll(matches: readonly Match[]): void {
    const next = new Map<string, Match>();
    for (const match of matches) next.set(matchKey(match.sport, match.id), match);
    this.flashExpiry.clear();
    this.commit({
      loaded: true,
      matches: next,
      roster: next,
      flashes: new Map(),
    });
  }

  apply(changes: readonly MatchChange[]): void {
    if (changes.length === 0) return;
    const matches = new Map(this.snapshot.matches);
    const flashes = new Map(this.snapshot.flashes);
    let structureChanged = false;
    const now = this.timers.now();

    for (const change of changes) {
      if (change.kind === 'removed') {
        const key = matchKey(change.sport, change.matchId);
        if (matches.delete(key)) structureChanged = true;
        flashes.delete(key);
        this.flashExpiry.delete(key);
        continue;
      }
      const key = matchKey(change.match.sport, change.match.id);
      // A new phase moves the row to another section of the day list (live, finished), so it
      // renews the layout as a match coming or going does.
      if (matches.get(key)?.status.phase !== change.match.status.phase) structureChanged = true;
      matches.set(key, change.match);
      if (change.kind === 'score') {
        const side = changedSide(change.previous, readableScore(change.match));
        if (side) {
          flashes.set(key, mergeSides(flashes.get(key), side));
          this.flashExpiry.set(key, now + FLASH_MS);
        }
      }
    }

    this.commit({
      loaded: this.snapshot.loaded,
      matches,
      roster: structureChanged ? matches : this.snapshot.roster,
      flashes,
    });
    this.armFlashTimer();
  }

  /** Forgets every pending timer; the store is not used afterwards. */
  dispose(): void {
    if (this.flashTimer !== null) this.timers.clearTimeout(this.flashTimer);
    this.flashTimer = null;
    this.listeners.clear();
  }

  private commit(next: LiveSnapshot): void {
    this.snapshot = next;
    if (this.notifyPending) return;
    this.notifyPending = true;
    this.timers.schedule(() => {
      this.notifyPending = false;
      for (const listener of [...this.listeners]) listener();
    });
  }

  private armFlashTimer(): void {
    if (this.flashTimer !== null || this.flashExpiry.size === 0) return;
    const soonest = Math.min(...this.flashExpiry.values());
    const wait = Math.max(0, soonest - this.timers.now());
    this.flashTimer = this.timers.setTimeout(() => {
      this.flashTimer = null;
      this.expireFlashes();
    }, wait);
  }

  private expireFlashes(): void {
    const now = this.timers.now();
    const flashes = new Map(this.snapshot.flashes);
    let changed = false;
    for (const [key, until] of this.flashExpiry) {
      if (until > now) continue;
      this.flashExpiry.delete(key);
      changed = flashes.delete(key) || changed;
    }
    if (changed) this.commit({ ...this.snapshot, flashes });
    this.armFlashTimer();
  }
}

function changedSide(
  previous: { home: number | null; away: number | null },
  next: { home: number | null; away: number | null },
): FlashSide | null {
  const home = previous.home !== next.home;
  const away = previous.away !== next.away;
  if (home && away) return 'both';
  if (home) return 'home';
  if (away) return 'away';
  return null;
}

function mergeSides(current: FlashSide | undefined, added: FlashSide): FlashSide {
  if (!current || current === added) return added;
  return 'both';
}

/** Timers of a real window: flashes lapse on setTimeout, listeners run on the next frame. */
export function windowTimers(): StoreTimers {
  return {
    now: () => Date.now(),
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
    clearTimeout: (handle) => window.clearTimeout(handle as number),
    schedule: (callback) => {
      // Hidden windows get no frames; a timeout keeps the data current while the popover is closed.
      if (document.visibilityState === 'hidden') window.setTimeout(callback, 0);
      else window.requestAnimationFrame(callback);
    },
  };
}
