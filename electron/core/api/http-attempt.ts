// One HTTP request to the service, as undici performs it: the body read whole (with a size cap),
// and every transport failure turned into a ServiceError 'network', 'timeout' or 'aborted'. The
// total deadline covers connecting, the headers and the whole body, so a service that trickles its
// answer a byte at a time cannot hold a request past it.

import { request, type Dispatcher } from 'undici';
import type { IncomingHttpHeaders } from 'node:http';
import { ServiceError } from './service-errors';
import { errorText } from '../../../shared/error-text';

export interface AttemptOptions {
  url: string;
  headers: Record<string, string>;
  dispatcher: Dispatcher;
  headersTimeoutMs: number;
  bodyTimeoutMs: number;
  /** The whole exchange, headers and body, must fit in this. */
  totalTimeoutMs: number;
  maxBodyBytes: number;
  /** Aborted when the caller gives up (the engine stops): the request ends at once. */
  signal?: AbortSignal;
}

export interface HttpResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Uint8Array;
}

const TIMEOUT_CODES = new Set([
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'UND_ERR_CONNECT_TIMEOUT',
]);

export async function sendOnce(options: AttemptOptions): Promise<HttpResponse> {
  const deadline = AbortSignal.timeout(Math.max(0, Math.ceil(options.totalTimeoutMs)));
  const { signal, release } = eitherSignal(deadline, options.signal);
  try {
    const response = await request(options.url, {
      method: 'GET',
      headers: options.headers,
      dispatcher: options.dispatcher,
      headersTimeout: options.headersTimeoutMs,
      bodyTimeout: options.bodyTimeoutMs,
      signal,
    });
    const body = await readCapped(response.body, options.maxBodyBytes, options.url);
    return { status: response.statusCode, headers: response.headers, body };
  } catch (error) {
    throw asServiceError(error, options, deadline);
  } finally {
    release();
  }
}

/**
 * A signal for one request that aborts when the deadline or the caller's signal does. Not
 * AbortSignal.any: the caller's signal lives as long as the key, and on Node 20 every any() over it
 * leaves an entry in it that is never let go (nodejs/node#55351): one a request, about 80 bytes
 * each, some 90,000 an hour at 2,000 live events. Here the listeners come off when the request is
 * done, and nothing is left behind in the caller's signal.
 */
function eitherSignal(
  deadline: AbortSignal,
  caller: AbortSignal | undefined,
): { signal: AbortSignal; release: () => void } {
  if (!caller) return { signal: deadline, release: () => undefined };
  if (caller.aborted) return { signal: caller, release: () => undefined };
  const either = new AbortController();
  const onCaller = () => either.abort(caller.reason);
  const onDeadline = () => either.abort(deadline.reason);
  caller.addEventListener('abort', onCaller, { once: true });
  deadline.addEventListener('abort', onDeadline, { once: true });
  return {
    signal: either.signal,
    release: () => {
      caller.removeEventListener('abort', onCaller);
      deadline.removeEventListener('abort', onDeadline);
    },
  };
}

async function readCapped(
  body: Dispatcher.ResponseData['body'],
  limit: number,
  url: string,
): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    size += bytes.length;
    if (size > limit) {
      body.destroy();
      throw new ServiceError('bad-payload', `The response is larger than ${limit} bytes`, { url });
    }
    chunks.push(bytes);
  }
  return new Uint8Array(Buffer.concat(chunks, size));
}

function asServiceError(
  error: unknown,
  options: AttemptOptions,
  deadline: AbortSignal,
): ServiceError {
  if (error instanceof ServiceError) return error;
  if (options.signal?.aborted) return stoppedError(options.url);
  const code = (error as { code?: unknown } | null)?.code;
  const name = (error as { name?: unknown } | null)?.name;
  const detail = errorText(error);
  if (
    (typeof code === 'string' && TIMEOUT_CODES.has(code)) ||
    name === 'TimeoutError' ||
    deadline.aborted
  ) {
    return new ServiceError('timeout', `The service did not answer in time (${detail})`, {
      url: options.url,
    });
  }
  const reason = typeof code === 'string' ? `${code}: ${detail}` : detail;
  return new ServiceError('network', `Could not reach the service (${reason})`, {
    url: options.url,
  });
}

/** What a request given up by its caller ends with: no service fault, nothing to report. */
export function stoppedError(url?: string): ServiceError {
  return new ServiceError('aborted', 'Stopped before the service answered', url ? { url } : {});
}
