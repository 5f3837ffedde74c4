// Waiting for an answer that may never come, on a given clock (so tests drive the timeout).

import type { Clock } from './ports';

/** The promise's value, or null when it fails or has not settled after `ms` on `clock`. */
export function within<T>(clock: Clock, ms: number, promise: Promise<T>): Promise<T | null> {
  return new Promise((resolve) => {
    const timer = clock.setTimeout(() => resolve(null), ms);
    promise.then(
      (value) => {
        clock.clearTimeout(timer);
        resolve(value);
      },
      () => {
        clock.clearTimeout(timer);
        resolve(null);
      },
    );
  });
}
