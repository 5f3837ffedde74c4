// "Started" means every sport that matters has had its first look (or failed trying), so that what
// the engine reports as ready is something the user can already see.

import type { SportSlug } from '../../../shared/domain';
import type { Clock } from '../ports';

export class FirstLook {
  private readonly looked = new Set<SportSlug>();
  private waiters: (() => void)[] = [];

  constructor(private readonly isComplete: (looked: ReadonlySet<SportSlug>) => boolean) {}

  mark(sport: SportSlug): void {
    this.looked.add(sport);
    this.check();
  }

  /** Resolves once complete, or after `timeoutMs` of real time whatever the state. */
  wait(clock: Clock, timeoutMs: number): Promise<void> {
    if (this.isComplete(this.looked)) return Promise.resolve();
    return new Promise((resolve) => {
      // A service that never answers must not keep the engine from saying it has started.
      const timer = clock.setTimeout(resolve, timeoutMs);
      timer.unref?.();
      this.waiters.push(() => {
        clock.clearTimeout(timer);
        resolve();
      });
    });
  }

  check(): void {
    if (this.waiters.length === 0 || !this.isComplete(this.looked)) return;
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
  }
}
