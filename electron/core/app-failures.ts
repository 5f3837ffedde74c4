// What the window is told when a request fails: the engine's errors (ServiceError kinds, a refused
// settings change) become an InvokeFailure code the window words in its own language; the English
// message stays in front of it for the log.

import { errorText } from '../../shared/error-text';
import { failureIn, failureMessage, type InvokeFailure } from '../../shared/ipc-contract';
import { ProblemError } from '../../shared/problems';
import { isServiceError, type ServiceErrorKind } from './api/service-errors';
import type { AppApi } from './app-api';
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

/** Every handler of `api`, its errors carrying their failure code. */
export function withFailureCodes(api: AppApi): AppApi {
  const wrapped: Record<string, (request: never) => Promise<unknown>> = {};
  for (const [channel, handler] of Object.entries(api) as [
    string,
    (r: never) => Promise<unknown>,
  ][]) {
    wrapped[channel] = async (request) => {
      try {
        return await handler(request);
      } catch (error) {
        const message = errorText(error);
        if (failureIn(message)) throw error;
        throw new Error(failureMessage(message, failureOf(error)));
      }
    };
  }
  return wrapped as AppApi;
}
