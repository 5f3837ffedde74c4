// The spoiler delay: snapshots enter now and come out N seconds later, in order, so the scores shown
// and the alerts raised both trail the service by the same amount (settings.spoilerDelaySeconds).

import type { Clock, TimerHandle } from '../ports';

export interface DelayLineOptions<T> {
  clock: Clock;
  delayMs: number;
  deliver: (item: T) => void;
  /** Longest single wait, so a clock that jumps (sleep, a test's manual clock) is noticed soon. */
  maxWaitMs?: number;
}

export interface DelayLine<T> {
  push(item: T): void;
  /** A new delay applies to what is queued too: items leave once they are that old. */
  setDelay(delayMs: number): void;
  /** Delivers everything queued now, in order (used on stop, so nothing is lost). */
  flush(): void;
  pending(): number;
  dispose(): void;
}

export function createDelayLine<T>(options: DelayLineOptions<T>): DelayLine<T> {
  const { clock, deliver } = options;
  const maxWaitMs = options.maxWaitMs ?? 1_000;
  let delayMs = Math.max(0, options.delayMs);
  const queue: { enteredAt: number; item: T }[] = [];
  let timer: TimerHandle | null = null;
  let disposed = false;

  const release = (): void => {
    const now = clock.now();
    while (queue.length > 0 && now - queue[0]!.enteredAt >= delayMs) {
      deliver(queue.shift()!.item);
    }
  };

  const schedule = (): void => {
    if (timer !== null) {
      clock.clearTimeout(timer);
      timer = null;
    }
    const head = queue[0];
    if (disposed || head === undefined) return;
    const wait = Math.max(0, Math.min(maxWaitMs, head.enteredAt + delayMs - clock.now()));
    timer = clock.setTimeout(() => {
      timer = null;
      release();
      schedule();
    }, wait);
    timer.unref?.();
  };

  return {
    push(item) {
      if (disposed) return;
      if (delayMs === 0 && queue.length === 0) {
        deliver(item);
        return;
      }
      queue.push({ enteredAt: clock.now(), item });
      if (queue.length === 1) schedule();
    },
    setDelay(next) {
      delayMs = Math.max(0, next);
      release();
      schedule();
    },
    flush() {
      while (queue.length > 0) deliver(queue.shift()!.item);
      schedule();
    },
    pending: () => queue.length,
    dispose() {
      disposed = true;
      queue.length = 0;
      schedule();
    },
  };
}
