// What an answer's status means (service-interface.md, "Errors" and "Rate limits"): a 2xx goes on;
// 401 and 403 close the client's access until a new key; 429 closes it until the quota's reset (from
// the headers); 404, 5xx and other 4xx become their ServiceError kinds, with the service's own
// message when it gave one. Every answer's quota headers are read on the way.

import type { AccessGate } from './access-gate';
import type { HttpResponse } from './http-attempt';
import type { QuotaTracker } from './quota-tracker';
import { quotaResetAt } from './rate-limit-headers';
import { ServiceError, serviceMessage } from './service-errors';
import { errorText } from '../../../shared/error-text';

export interface AnswerReader {
  quota: QuotaTracker;
  gate: AccessGate;
  /** The service's time now, for a reset given in seconds. */
  now: number;
}

/** The response when it is a success, else the ServiceError it stands for (quota and access updated). */
export function classifyAnswer(
  response: HttpResponse,
  url: string,
  client: AnswerReader,
): HttpResponse | ServiceError {
  const { quota, gate } = client;
  quota.readHeaders({
    limit: response.headers['x-ratelimit-limit'],
    remaining: response.headers['x-ratelimit-remaining'],
  });
  const { status } = response;
  if (status >= 200 && status < 300) return response;
  const said = serviceMessage(response.body);
  const details = { status, url, ...(said.code ? { code: said.code } : {}) };
  const text = said.message ? `: ${said.message}` : '';
  if (status === 401) {
    const message = `The API key was refused (401${text})`;
    gate.block({ state: 'unauthorized', message });
    return new ServiceError('unauthorized', message, details);
  }
  if (status === 403) {
    const message = `Access denied or account suspended (403${text})`;
    gate.block({ state: 'suspended', message });
    return new ServiceError('suspended', message, details);
  }
  if (status === 429) {
    const resetAt = quotaResetAt(
      response.headers['x-ratelimit-reset'],
      response.headers['retry-after'],
      client.now,
      quota.pauseUntil(),
    );
    quota.exhaustedUntil(resetAt);
    gate.block({ state: 'quota-exhausted', resetAt });
    const until = new Date(resetAt).toISOString();
    return new ServiceError('quota', `The daily quota is used up until ${until} (429${text})`, {
      ...details,
      resetAt,
    });
  }
  if (status === 404) return new ServiceError('not-found', `Not found (404${text})`, details);
  if (status >= 500)
    return new ServiceError('server', `The service failed (${status}${text})`, details);
  if (status >= 400)
    return new ServiceError(
      'bad-request',
      `The service refused the request (${status}${text})`,
      details,
    );
  return new ServiceError('bad-payload', `Unexpected answer ${status} from the service`, details);
}

/** A failure with no answer from the service (refused, reset, timed out): 'network'. */
export function toServiceError(error: unknown, url: string): ServiceError {
  if (error instanceof ServiceError) return error;
  const message = errorText(error);
  return new ServiceError('network', `Could not reach the service (${message})`, { url });
}
