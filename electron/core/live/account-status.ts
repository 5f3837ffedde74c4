// One account status from the several things that know a part of it: the HTTP client (key, quota),
// the football socket, and whether requests have been getting through.

import type {
  AccountStatus,
  ConnectionState,
  QuotaInfo,
  SportSlug,
  Transport,
} from '../../../shared/domain';
import { paceWords } from '../../../shared/quota-pace';
import type { AccessState } from '../api/service-client-api';

export type SocketHealth = 'not-wanted' | 'connecting' | 'open' | 'down';
export type HttpHealth = 'unknown' | 'ok' | 'retrying' | 'failing';

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
      return {
        ...base,
        state: 'quota-exhausted',
        detail: `Daily quota used up; nothing is sent until ${new Date(access.resetAt).toISOString()}`,
        resetAt: access.resetAt,
      };
    case 'ok':
      break;
  }
  const { state, detail } = connectionOf(inputs);
  return { ...base, state, detail, resetAt: null };
}

function connectionOf(inputs: StatusInputs): { state: ConnectionState; detail: string | null } {
  if (inputs.http === 'failing') {
    return { state: 'offline', detail: inputs.httpDetail ?? 'The service cannot be reached' };
  }
  if (inputs.http === 'retrying') {
    const reason = inputs.httpDetail ? `: ${inputs.httpDetail}` : '';
    return { state: 'reconnecting', detail: `Cannot reach the service yet${reason}; trying again` };
  }
  if (inputs.socket === 'down') {
    return { state: 'reconnecting', detail: 'Live push is down; reconnecting (polling meanwhile)' };
  }
  if (inputs.socket === 'connecting') return { state: 'reconnecting', detail: 'Connecting' };
  // Nothing asked yet means nothing has failed: idle until something followed is on.
  const pace = inputs.quota.pace;
  return { state: 'connected', detail: pace ? paceWords(pace) : null };
}

/** Whether two statuses differ in anything a person would see. */
export function sameStatus(a: AccountStatus, b: AccountStatus): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
