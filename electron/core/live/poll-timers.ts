// One poll timer per sport. A wait never exceeds maxWaitMs, so a clock that jumps (sleep, simulated
// time) is noticed soon; a timer that fires before its due time asks for a new plan instead.

import type { SportSlug } from '../../../shared/domain';
import type { Clock, TimerHandle } from '../ports';

export class PollTimers {
  private readonly timers = new Map<SportSlug, TimerHandle>();
  private readonly due = new Map<SportSlug, number>();

  constructor(
    private readonly clock: Clock,
    private readonly maxWaitMs: number,
  ) {}

  has(sport: SportSlug): boolean {
    return this.timers.has(sport);
  }

  /** When the sport's timer is due, or null when none is set. */
  dueAt(sport: SportSlug): number | null {
    return this.due.get(sport) ?? null;
  }

  schedule(sport: SportSlug, dueAt: number, onDue: () => void, onEarly: () => void): void {
    this.clear(sport);
    const wait = Math.max(0, Math.min(this.maxWaitMs, dueAt - this.clock.now()));
    const timer = this.clock.setTimeout(() => {
      this.timers.delete(sport);
      this.due.delete(sport);
      if (this.clock.now() >= dueAt) onDue();
      else onEarly();
    }, wait);
    timer.unref?.();
    this.timers.set(sport, timer);
    this.due.set(sport, dueAt);
  }

  clear(sport: SportSlug): void {
    const timer = this.timers.get(sport);
    if (timer !== undefined) this.clock.clearTimeout(timer);
    this.timers.delete(sport);
    this.due.delete(sport);
  }

  clearAll(): void {
    for (const sport of [...this.timers.keys()]) this.clear(sport);
  }
}
