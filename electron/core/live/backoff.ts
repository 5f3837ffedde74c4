// Reconnect delays: exponential so a dead service is not hammered, capped so a recovered one is found
// soon, jittered so many clients that lost the same server do not come back in lockstep.

export interface BackoffOptions {
  baseMs: number;
  capMs: number;
  /** 0..1 source of randomness, injectable so tests can pin the jitter. */
  random?: () => number;
}

/**
 * The delay before reconnect attempt `attempt` (0 for the first retry): half of the exponential
 * step is fixed, the other half random, so the delay never collapses to zero.
 */
export function backoffDelay(attempt: number, options: BackoffOptions): number {
  const random = options.random ?? Math.random;
  const safeAttempt = Math.max(0, Math.min(30, Math.floor(attempt)));
  const step = Math.min(options.capMs, options.baseMs * 2 ** safeAttempt);
  return Math.round(step / 2 + (step / 2) * clampUnit(random()));
}

function clampUnit(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(1, Math.max(0, value));
}
