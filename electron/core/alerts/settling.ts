// Coalescing per match: the first change of a match is told at once; what follows within the next
// seconds is held until the match has been quiet for a moment, then told once for where it settled.
// A score that flaps 0–0/1–0 for five seconds is a goal and, if it ends back at 0–0, one cancelled
// goal, not thousands of alerts (each with its own ledger write).
// While a match's changes are held, what was last decided for it is what the last known scores on
// disk may hold (heldBack): a crash before they settle then leaves them owed to the next start.

import type { Clock, TimerHandle } from '../ports';
import type { Match } from '../../../shared/domain';
import type { Transition } from './happenings';

export interface SettlingOptions {
  clock: Clock;
  /** Quiet time after which a held match counts as settled; 0 turns coalescing off. */
  quietMs: number;
  /** The longest a change is held, however long the match keeps flapping. */
  maxHoldMs: number;
  onSettled: (transition: Transition) => void;
}

interface Window {
  timer: TimerHandle;
  openedAt: number;
  /** The match as it was when its alerts were last decided (the change that opened the window). */
  decided: Match;
  /** What changed since the window opened: the first "before", the latest match. */
  pending: Transition | null;
}

export class Settling {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly options: SettlingOptions) {}

  /** True: decide this transition now. False: it is held and comes back through onSettled. */
  admit(transition: Transition): boolean {
    if (this.options.quietMs <= 0) return true;
    const now = this.options.clock.now();
    const window = this.windows.get(transition.key);
    if (!window) {
      this.windows.set(transition.key, {
        timer: this.arm(transition.key, now, now),
        openedAt: now,
        decided: transition.match,
        pending: null,
      });
      return true;
    }
    window.pending = window.pending
      ? { ...window.pending, match: transition.match }
      : { ...transition, before: transition.before && { ...transition.before } };
    this.options.clock.clearTimeout(window.timer);
    window.timer = this.arm(transition.key, window.openedAt, now);
    return false;
  }

  /** While changes of the match are held: the match as its alerts were last decided. */
  heldBack(key: string): Match | undefined {
    const window = this.windows.get(key);
    return window?.pending ? window.decided : undefined;
  }

  /** Everything held is settled now (a stop: what waited is decided, not dropped). */
  settleAll(): void {
    const windows = [...this.windows.values()];
    this.dispose();
    for (const window of windows) if (window.pending) this.options.onSettled(window.pending);
  }

  dispose(): void {
    for (const window of this.windows.values()) this.options.clock.clearTimeout(window.timer);
    this.windows.clear();
  }

  private arm(key: string, openedAt: number, now: number): TimerHandle {
    const { quietMs, maxHoldMs, clock } = this.options;
    const delay = Math.max(0, Math.min(quietMs, openedAt + maxHoldMs - now));
    const timer = clock.setTimeout(() => {
      const window = this.windows.get(key);
      this.windows.delete(key);
      if (window?.pending) this.options.onSettled(window.pending);
    }, delay);
    timer.unref?.();
    return timer;
  }
}
