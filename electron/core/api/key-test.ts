// Whether a key works, in the words of KeyTestResult. Two ways to learn it: a throwaway client asks
// for one live list (the "Test key" button: its 401 or 429 stays with the throwaway client), or the
// first answer the engine's own new client gets after a key was saved (FirstAnswer), so saving a key
// costs no request beyond the ones the engine makes anyway.

import type { KeyTestResult } from '../../../shared/watchlist';
import type { Clock } from '../ports';
import { within } from '../within';
import { createServiceClient, INVALID_KEY, type ServiceClientOptions } from './service-client';
import { isServiceError } from './service-errors';

/** The sport asked for: football's live list exists on every V2 host. */
const PROBE_SPORT = 'football';

export async function testServiceKey(
  options: ServiceClientOptions,
  key: string,
): Promise<KeyTestResult> {
  const probe = createServiceClient({
    ...options,
    apiKey: key,
    retry: { ...options.retry, attempts: 1 },
  });
  try {
    await probe.live(PROBE_SPORT);
    return 'valid';
  } catch (error) {
    return keyVerdict(error);
  }
}

/** What an answer says about the key that asked: null is a success. */
function keyVerdict(error: unknown): KeyTestResult {
  if (error === null) return 'valid';
  if (!isServiceError(error)) return 'unreachable';
  switch (error.kind) {
    case 'unauthorized':
      return 'rejected';
    case 'bad-request':
      return error.details.code === INVALID_KEY ? 'rejected' : 'unreachable';
    case 'suspended':
      return 'suspended';
    case 'quota':
      return 'quota-exhausted';
    // The key opened the door; the answer itself was odd. That still proves the key.
    case 'bad-payload':
    case 'not-found':
      return 'valid';
    default:
      return 'unreachable';
  }
}

/** The verdict of the first answer a client gets (wire heard() to its onAnswer). */
export class FirstAnswer {
  private settle: (verdict: KeyTestResult) => void = () => undefined;
  private heardOnce = false;
  readonly verdict = new Promise<KeyTestResult>((resolve) => (this.settle = resolve));

  /** The verdict, or null when no answer came in time (nothing was asked: the caller probes). */
  within(clock: Clock, ms: number): Promise<KeyTestResult | null> {
    return within(clock, ms, this.verdict);
  }

  heard(error: unknown): void {
    if (this.heardOnce) return;
    this.heardOnce = true;
    this.settle(keyVerdict(error));
  }
}
