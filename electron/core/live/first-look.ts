// "Started" means every sport that matters has had its first look (or failed trying), so that what
// the engine reports as ready is something the user can already see. A first look that cannot
// finish soon (quota used up, key refused, service unreachable) is released at once: the user is
// told the true state now, and the scores follow when the service answers.

import type { SportSlug } from '../../../shared/domain';
import type { Clock } from '../ports';

export class FirstLook {
  private readonly looked = new Set<SportSlug>();
  private waiters: (() => void)[] = [];
  private readonly releaseWaiters: (() => void)[] = [];
  private over = false;
  private released = false;

  constructor(private readonly isComplete: (looked: ReadonlySet<SportSlug>) => boolean) {}

  /** Whether the first look is over: complete, released or timed out. */
  done(): boolean {
    return this.over;
  }

  mark(sport: SportSlug): void {
    this.looked.add(sport);
    this.check();
  }

  /** Lets whoever waits go now, complete or not. */
  release(): void {
    if (this.released) return;
    this.released = true;
    this.finish();
    for (const resolve of this.releaseWaiters.splice(0)) resolve();
  }

  /** Resolves when release() is called. */
  whenReleased(): Promise<void> {
    if (this.released) return Promise.resolve();
    return new Promise((resolve) => this.releaseWaiters.push(resolve));
  }

  /** Resolves once complete or released, or after `timeoutMs` of real time whatever the state. */
  wait(clock: Clock, timeoutMs: number): Promise<void> {
    if (this.released || this.isComplete(this.looked)) {
      this.over = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      // A service that never answers must not keep the engine from saying it has started.
      const timer = clock.setTimeout(() => this.finish(), timeoutMs);
      timer.unref?.();
      this.waiters.push(() => {
        clock.clearTimeout(timer);
        resolve();
      });
    });
  }

  check(): void {
    if (this.waiters.length === 0 || !this.isComplete(this.looked)) return;
    this.finish();
  }

  private finish(): void {
    this.over = true;
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
  }
}
