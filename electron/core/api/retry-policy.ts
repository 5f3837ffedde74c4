// When a failed request is tried again: 5xx, network errors and timeouts are, with exponential
// backoff (about 1 s, then 2 s) and jitter so that many clients hit by the same outage do not come
// back in lockstep. Sleeps go through the injected Clock so tests can drive them.

import type { Clock } from '../ports';
import type { ServiceErrorKind } from './service-errors';

export interface RetryPolicy {
  /** Attempts in all, the first included. */
  attempts: number;
  /** The first delay; each further one doubles. */
  baseDelayMs: number;
  /** Share of each delay that is random, both ways (0.2: ±20%). */
  jitter: number;
}

export const DEFAULT_RETRY: RetryPolicy = { attempts: 3, baseDelayMs: 1000, jitter: 0.2 };

const RETRIED_KINDS = new Set<ServiceErrorKind>(['server', 'network', 'timeout']);

export function isRetried(kind: ServiceErrorKind): boolean {
  return RETRIED_KINDS.has(kind);
}

/** The delay before retry number `retry` (1 for the first retry). */
export function retryDelay(retry: number, policy: RetryPolicy, random: () => number): number {
  const step = policy.baseDelayMs * 2 ** Math.max(0, retry - 1);
  const drawn = random();
  const unit = Number.isFinite(drawn) ? Math.min(1, Math.max(0, drawn)) : 0.5;
  return Math.max(0, Math.round(step * (1 + policy.jitter * (2 * unit - 1))));
}

/** Waits `ms` on the clock; an abort ends the wait at once, rejecting with the signal's reason. */
export function sleep(clock: Clock, ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason as Error);
      return;
    }
    const onAbort = (): void => {
      clock.clearTimeout(timer);
      reject(signal!.reason as Error);
    };
    const timer = clock.setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
