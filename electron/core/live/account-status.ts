// One account status from the several things that know a part of it: the HTTP client (key, quota),
// the football socket, and whether requests have been getting through.

import type { AccountStatus, QuotaInfo, SportSlug, Transport } from '../../../shared/domain';
import type { AccessState } from '../api/service-client-api';

export type SocketHealth = 'not-wanted' | 'connecting' | 'open' | 'down';
/** unreadable: the service answered, with nothing that could be read (redirect, too large, not JSON). */
export type HttpHealth = 'unknown' | 'ok' | 'retrying' | 'failing' | 'unreadable';

export interface StatusInputs {
  access: AccessState;
  /** The socket's upgrade was refused: this beats the HTTP client's view until the key changes. */
  socketRefusal: { state: 'unauthorized' | 'suspended'; message: string } | null;
  socket: SocketHealth;
  http: HttpHealth;
  httpDetail: string | null;
  quota: QuotaInfo;
  lastUpdatedAt: number | null;
  transports: Record<SportSlug, Transport>;
  demo: boolean;
}

/**
 * The status, with `detail` holding only a technical reason (the service's refusal, the last HTTP
 * failure) for logs and scripts. What it means for a person is worded where it is shown, in their
 * language, from the state, the reset time, the quota's pace and `reconnecting`
 * (shared/status-words.ts).
 */
export function composeStatus(inputs: StatusInputs): AccountStatus {
  const base = {
    quota: inputs.quota,
    lastUpdatedAt: inputs.lastUpdatedAt,
    transports: inputs.transports,
    demo: inputs.demo,
  };
  const refusal = inputs.socketRefusal;
  if (refusal !== null)
    return { ...base, state: refusal.state, detail: refusal.message, resetAt: null };
  const access = inputs.access;
  switch (access.state) {
    case 'unauthorized':
    case 'suspended':
      return { ...base, state: access.state, detail: access.message, resetAt: null };
    case 'quota-exhausted':
      return { ...base, state: 'quota-exhausted', detail: null, resetAt: access.resetAt };
    case 'ok':
      break;
  }
  return { ...base, ...connectionOf(inputs), resetAt: null };
}

function connectionOf(
  inputs: StatusInputs,
): Pick<AccountStatus, 'state' | 'detail' | 'reconnecting'> {
  if (inputs.http === 'failing') return { state: 'offline', detail: inputs.httpDetail };
  if (inputs.http === 'unreadable') return { state: 'unreadable', detail: inputs.httpDetail };
  if (inputs.http === 'retrying') {
    return { state: 'reconnecting', reconnecting: 'service', detail: inputs.httpDetail };
  }
  if (inputs.socket === 'down')
    return { state: 'reconnecting', reconnecting: 'push', detail: null };
  if (inputs.socket === 'connecting') {
    return { state: 'reconnecting', reconnecting: 'connecting', detail: null };
  }
  // Nothing asked yet means nothing has failed: idle until something followed is on.
  return { state: 'connected', detail: null };
}

/** Whether two statuses differ in anything a person would see. */
export function sameStatus(a: AccountStatus, b: AccountStatus): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
