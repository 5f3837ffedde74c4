// The production HTTP dispatcher: one keep-alive connection pool with every timeout set, so a
// silent server can never hold a request forever.

import { Agent, type Dispatcher } from 'undici';
import { localhostAwareLookup } from './localhost-names';

export interface DispatcherTimeouts {
  /** Establishing the TCP/TLS connection. */
  connectMs: number;
  /** From sending the request to the response headers. */
  headersMs: number;
  /** Between two chunks of the body. */
  bodyMs: number;
}

export const DEFAULT_TIMEOUTS: DispatcherTimeouts = {
  connectMs: 10_000,
  headersMs: 15_000,
  bodyMs: 15_000,
};

export function createServiceDispatcher(timeouts: Partial<DispatcherTimeouts> = {}): Dispatcher {
  const chosen = { ...DEFAULT_TIMEOUTS, ...timeouts };
  return new Agent({
    connect: { timeout: chosen.connectMs, lookup: localhostAwareLookup },
    headersTimeout: chosen.headersMs,
    bodyTimeout: chosen.bodyMs,
    keepAliveTimeout: 30_000,
    connections: 8,
  });
}

let shared: Dispatcher | null = null;

/**
 * One pool for every client made without a dispatcher of its own (a key change and each key test
 * make a new client; they need not each open new connections).
 */
export function sharedServiceDispatcher(): Dispatcher {
  shared ??= createServiceDispatcher();
  return shared;
}
