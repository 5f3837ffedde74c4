// Trying a key without adopting it: a throwaway client with that key asks for one live list. Its
// 401 or 429 stays with the throwaway client; the engine's own client keeps flowing.

import type { KeyTestResult } from '../../../shared/watchlist';
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
      // The key opened the door; the list itself was odd. That still proves the key.
      case 'bad-payload':
      case 'not-found':
        return 'valid';
      default:
        return 'unreachable';
    }
  }
}
