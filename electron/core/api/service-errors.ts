// Every way a request to the service can fail, as one typed error, so callers switch on `kind`
// instead of parsing messages.

import type { SportSlug } from '../../../shared/domain';
import { plainStrings } from '../../../shared/plain-text';
import { isParseError } from './parse/parse-error';
import type { ServiceClient } from './service-client-api';

export type ServiceErrorKind =
  | 'unauthorized' // 401: the key is wrong; all traffic stops
  | 'suspended' // 403: account suspended or access denied; all traffic stops
  | 'quota' // 429: nothing is sent until resetAt
  | 'not-found' // 404
  | 'bad-request' // 400 (e.g. a search under 2 characters)
  | 'server' // 5xx after the retries
  | 'network' // connection refused, reset, DNS
  | 'timeout'
  | 'bad-payload' // the body is not JSON or not in any documented shape
  | 'blocked' // not sent: traffic is stopped (unauthorized, suspended, quota)
  | 'aborted'; // given up because the engine is stopping: says nothing about the service

export class ServiceError extends Error {
  override readonly name = 'ServiceError';
  constructor(
    readonly kind: ServiceErrorKind,
    message: string,
    readonly details: { status?: number; code?: string; resetAt?: number; url?: string } = {},
  ) {
    super(message);
  }
}

export function isServiceError(error: unknown, kind?: ServiceErrorKind): error is ServiceError {
  return error instanceof ServiceError && (kind === undefined || error.kind === kind);
}

/** The error code and message of the documented error body, when the body is one. */
export function serviceMessage(body: Uint8Array): { code: string | null; message: string | null } {
  try {
    const parsed = plainStrings(JSON.parse(Buffer.from(body).toString('utf8')) as unknown);
    if (typeof parsed !== 'object' || parsed === null) return { code: null, message: null };
    const error = (parsed as { error?: unknown; message?: unknown }).error;
    if (typeof error === 'string') return { code: null, message: error };
    if (typeof error === 'object' && error !== null) {
      const { code, message } = error as { code?: unknown; message?: unknown };
      return {
        code: typeof code === 'string' ? code : null,
        message: typeof message === 'string' ? message : null,
      };
    }
    const message = (parsed as { message?: unknown }).message;
    return { code: null, message: typeof message === 'string' ? message : null };
  } catch {
    return { code: null, message: null };
  }
}

/** An id for a request path: a whole number the service can know, else 'bad-request' unsent. */
export function requestId(value: number, what: string): number {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new ServiceError('bad-request', `${String(value)} is not a valid ${what}`);
  return value;
}

/** Runs a parser at the edge: a body in no known shape becomes ServiceError 'bad-payload'. */
export function parsed<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (isParseError(error)) throw new ServiceError('bad-payload', error.message);
    throw error;
  }
}

/**
 * Reads the service's JSON at a path of the sport and parses it at the edge (see parsed), through
 * the client's json(): keys, retries, quota and access rules as for every other request.
 */
export function jsonReader(client: Pick<ServiceClient, 'json'>) {
  return async <T>(
    sport: SportSlug,
    path: string,
    parse: (body: unknown) => T,
    query?: Record<string, string>,
  ): Promise<T> => {
    const body = await client.json(sport, path, query);
    return parsed(() => parse(body));
  };
}
