// A clock for running the engine through a whole simulated day in seconds: "now" is the demo
// world's time, and timers fire when the benchmark moves the world past their due time.

import type { Clock, TimerHandle } from '../electron/core/ports';

interface Pending {
  handle: TimerHandle;
  dueAt: number;
  order: number;
  callback: () => void;
}

export class LockstepClock implements Clock {
  private timers: Pending[] = [];
  private scheduled = 0;

  constructor(private readonly worldNow: () => number) {}

  now(): number {
    return this.worldNow();
  }

  setTimeout(callback: () => void, ms: number): TimerHandle {
    const handle: TimerHandle = { unref: () => undefined };
    const delay = Number.isFinite(ms) && ms > 0 ? ms : 0;
    this.timers.push({ handle, dueAt: this.now() + delay, order: this.scheduled++, callback });
    return handle;
  }

  clearTimeout(handle: TimerHandle): void {
    this.timers = this.timers.filter((timer) => timer.handle !== handle);
  }

  nextDueAt(): number | null {
    let next: number | null = null;
    for (const timer of this.timers)
      next = next === null ? timer.dueAt : Math.min(next, timer.dueAt);
    return next;
  }

  /** Fires every timer due by now, earliest first (timers they set that are due now fire too). */
  fireDue(): number {
    let fired = 0;
    for (;;) {
      const now = this.now();
      const due = this.timers
        .filter((timer) => timer.dueAt <= now)
        .sort((a, b) => a.dueAt - b.dueAt || a.order - b.order)[0];
      if (!due) return fired;
      this.timers = this.timers.filter((timer) => timer !== due);
      due.callback();
      fired += 1;
    }
  }
}
