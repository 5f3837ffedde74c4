// One account status from the several things that know a part of it: the HTTP client (key, quota),
// the football socket, and whether requests have been getting through.

import type { AccountStatus, QuotaInfo, SportSlug, Transport } from '../../../shared/domain';
import type { AccessState } from '../api/service-client-api';

/** 'refused': the upgrade was refused (401/403) while HTTP may be served; football is polled. */
export type SocketHealth = 'not-wanted' | 'connecting' | 'open' | 'down' | 'refused';
/** unreadable: the service answered, with nothing that could be read (redirect, too large, not JSON). */
export type HttpHealth = 'unknown' | 'ok' | 'retrying' | 'failing' | 'unreadable';

export interface StatusInputs {
  access: AccessState;
  /**
   * A refused key being tried again: still told as refused until an answer says otherwise (the
   * client's access is open meanwhile, so that the try can be sent).
   */
  trial: { state: 'unauthorized' | 'suspended'; message: string } | null;
  /** When a refused key is tried again next (epoch ms), null when no try is planned. */
  keyRetryAt: number | null;
  socket: SocketHealth;
  /** With socket 'refused': the refusal, and when the channel is tried again. */
  socketRefusal: string | null;
  socketRetryAt: number | null;
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
  const access = inputs.access;
  const refused = access.state === 'ok' ? inputs.trial : null;
  if (refused !== null)
    return {
      ...base,
      state: refused.state,
      detail: `${refused.message}; the key goes with the next request`,
      resetAt: null,
    };
  switch (access.state) {
    case 'unauthorized':
    case 'suspended':
      return {
        ...base,
        state: access.state,
        detail: triedAgainAt(access.message, 'the key', inputs.keyRetryAt),
        resetAt: null,
      };
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
  // Football is polled meanwhile, as while the channel is down; the detail says why it is.
  if (inputs.socket === 'refused') {
    const refusal = `The live channel's upgrade was refused (${inputs.socketRefusal ?? 'no reason given'})`;
    return {
      state: 'reconnecting',
      reconnecting: 'push',
      detail: `${triedAgainAt(refusal, 'it', inputs.socketRetryAt)}; football is polled meanwhile`,
    };
  }
  if (inputs.socket === 'connecting') {
    return { state: 'reconnecting', reconnecting: 'connecting', detail: null };
  }
  // Nothing asked yet means nothing has failed: idle until something followed is on.
  return { state: 'connected', detail: null };
}

/** "…; the key is tried again at 2026-09-29T12:01:00.000Z", when a try is planned. */
function triedAgainAt(message: string, what: string, at: number | null): string {
  return at === null
    ? message
    : `${message}; ${what} is tried again at ${new Date(at).toISOString()}`;
}

/** Whether two statuses differ in anything a person would see. */
export function sameStatus(a: AccountStatus, b: AccountStatus): boolean {
  // Asked at every plan: a walk instead of two JSON texts (5 % of the engine's CPU at 2,000 events).
  return sameValue(a, b);
}

/** Equality as JSON.stringify sees it: a key whose value is undefined is no key. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => sameValue(item, b[index]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  let keys = 0;
  for (const key in left) {
    if (left[key] === undefined) continue;
    keys++;
    if (!sameValue(left[key], right[key])) return false;
  }
  for (const key in right) if (right[key] !== undefined) keys--;
  return keys === 0;
}
