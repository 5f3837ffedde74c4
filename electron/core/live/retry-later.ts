// A refusal is not taken as final: a key refused (401), an account suspended (403) or a live channel
// that refuses its upgrade may be accepted again (a key re-enabled, an account restored, one bad
// node of the service answering). What was refused is tried again after about a minute, then less
// and less often (doubling, up to about half an hour), so a key that stays refused costs a handful of
// requests an hour, and one accepted again brings the scores and alerts back without a restart.

import type { Clock, TimerHandle } from '../ports';

/** The first try again, in shortest polling intervals: a minute at the default 10 s. */
export const RETRY_LATER_PER_SHORTEST_INTERVAL = 6;
/** Doublings before the wait stops growing: 32 times the first (about half an hour). */
const MAX_DOUBLINGS = 5;

export class RetryLater {
  private attempts = 0;
  private timer: TimerHandle | null = null;
  private due: number | null = null;

  constructor(
    private readonly clock: Clock,
    private readonly firstMs: number,
    private readonly random: () => number = Math.random,
  ) {}

  /** When the next try is due (epoch ms on the clock), null when none is planned. */
  dueAt(): number | null {
    return this.due;
  }

  /**
   * Plans `action` after the next, longer wait, unless one is planned already. Between 80 and 100 %
   * of the step: clients refused together do not all come back in the same second.
   */
  schedule(action: () => void): void {
    if (this.timer !== null) return;
    const step = this.firstMs * 2 ** Math.min(this.attempts, MAX_DOUBLINGS);
    const delay = Math.round(step * (0.8 + 0.2 * Math.min(1, Math.max(0, this.random()))));
    this.attempts += 1;
    this.due = this.clock.now() + delay;
    this.timer = this.clock.setTimeout(() => {
      this.timer = null;
      this.due = null;
      action();
    }, delay);
    this.timer.unref?.();
  }

  /** Accepted again: the next refusal waits about a minute, not longer. */
  accepted(): void {
    this.attempts = 0;
  }

  /** Nothing planned any more (a stop, a new key, the engine let go of what was refused). */
  cancel(): void {
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
    this.due = null;
  }
}
