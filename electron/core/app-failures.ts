// What the window is told when a request fails: the engine's errors (ServiceError kinds, a refused
// settings change) become an InvokeFailure code the window words in its own language; the English
// message goes only to the log.

import type { InvokeFailure, InvokeResult } from '../../shared/ipc-contract';
import { ProblemError } from '../../shared/problems';
import { isServiceError, type ServiceErrorKind } from './api/service-errors';
import { SettingsUpdateError } from './state/settings-store';

const BY_KIND: Partial<Record<ServiceErrorKind, InvokeFailure['code']>> = {
  quota: 'quota',
  unauthorized: 'unauthorized',
  suspended: 'suspended',
  network: 'network',
  timeout: 'network',
  server: 'server',
  'not-found': 'not-found',
  'bad-payload': 'bad-payload',
};

/** The failure code of whatever a handler threw. */
export function failureOf(error: unknown): InvokeFailure {
  if (error instanceof SettingsUpdateError) return { code: 'not-changed' };
  if (error instanceof ProblemError) return { code: 'unknown', words: error.words };
  if (!isServiceError(error)) return { code: 'unknown' };
  const { resetAt, code } = error.details;
  // Not sent because traffic is stopped: the reason the gate gave (quota, key, suspension).
  const kind = error.kind === 'blocked' && code ? (code as ServiceErrorKind) : error.kind;
  const failure = BY_KIND[kind] ?? 'unknown';
  if (kind === 'quota' && typeof resetAt === 'number') return { code: failure, resetAt };
  return { code: failure };
}

/**
 * Runs one handler and answers with its value or its failure as data. `onFailure` sees the error
 * itself (main logs its English text).
 */
export async function invokeResult<T>(
  handler: () => Promise<T>,
  onFailure?: (error: unknown) => void,
): Promise<InvokeResult<T>> {
  try {
    return { ok: true, value: await handler() };
  } catch (error) {
    onFailure?.(error);
    return { ok: false, failure: failureOf(error) };
  }
}
