// The football push channel: one WebSocket kept alive. A ping goes out every heartbeat interval; a
// socket that does not answer within the timeout is half-open (the peer is gone but no FIN arrived)
// and is terminated. Every loss is followed by a reconnect after a jittered, capped exponential
// backoff, or at the quota's reset when the upgrade says it is used up (429). A refused upgrade
// (401/403) is told to the live engine, which tries it again later (retry-later.ts) or at once when
// the key changes.

import type { IncomingMessage } from 'node:http';
import type { LookupFunction } from 'node:net';
import WebSocket from 'ws';
import type { Clock, TimerHandle } from '../ports';
import { backoffDelay, type BackoffOptions } from './backoff';
import { localhostAwareLookup } from '../api/localhost-names';
import { quotaResetAt } from '../api/rate-limit-headers';
import { errorText } from '../../../shared/error-text';
import { plainText } from '../../../shared/plain-text';

/** The largest socket frame taken (ws refuses a bigger one with close code 1009). */
export const MAX_FRAME_BYTES = 1024 * 1024;

export type SocketFeedState = 'idle' | 'connecting' | 'open' | 'down' | 'refused';

export interface SocketFeedOptions {
  /** Read at every connect, so a changed key or address is picked up. */
  url: () => string;
  /** Real time: heartbeats and backoff are about the network, not the simulated world. */
  clock: Clock;
  heartbeatIntervalMs: number;
  heartbeatTimeoutMs: number;
  backoff: BackoffOptions;
  /**
   * The end of the quota pause already running (the HTTP looks' 429), on this feed's clock; null
   * when none runs. A refused upgrade keeps it, as a refused look does (quotaResetAt's running).
   */
  quotaPause: () => number | null;
  /** How long an upgrade may take before it counts as failed. */
  handshakeTimeoutMs?: number;
  onOpen: () => void;
  onMessage: (text: string) => void;
  onDown: (reason: string) => void;
  onRefused: (status: 401 | 403, message: string) => void;
}

export interface SocketFeed {
  start(): void;
  stop(): void;
  state(): SocketFeedState;
  /** Forgets a refusal and connects again (after a key change). */
  restart(): void;
}

const MAX_REFUSAL_BODY = 4_096;

export function createSocketFeed(options: SocketFeedOptions): SocketFeed {
  const { clock } = options;
  let state: SocketFeedState = 'idle';
  let socket: WebSocket | null = null;
  let attempt = 0;
  let reconnectTimer: TimerHandle | null = null;
  let pingTimer: TimerHandle | null = null;
  let pongDeadline: TimerHandle | null = null;
  // Bumped on every connect and stop, so callbacks of an abandoned socket are ignored.
  let generation = 0;

  const clear = (handle: TimerHandle | null): null => {
    if (handle !== null) clock.clearTimeout(handle);
    return null;
  };

  const stopHeartbeat = (): void => {
    pingTimer = clear(pingTimer);
    pongDeadline = clear(pongDeadline);
  };

  const dropSocket = (): void => {
    stopHeartbeat();
    const old = socket;
    socket = null;
    if (old !== null) {
      old.removeAllListeners();
      // A late error from the abandoned socket must not become an unhandled 'error' event.
      old.on('error', () => undefined);
      old.terminate();
    }
  };

  /** `delayMs`: when the service said when to come back (a used-up quota's reset). */
  const scheduleReconnect = (reason: string, delayMs?: number): void => {
    dropSocket();
    if (state === 'idle' || state === 'refused') return;
    state = 'down';
    options.onDown(reason);
    const delay = delayMs ?? backoffDelay(attempt, options.backoff);
    attempt += 1;
    reconnectTimer = clear(reconnectTimer);
    reconnectTimer = clock.setTimeout(() => {
      reconnectTimer = null;
      connect();
    }, delay);
    reconnectTimer.unref?.();
  };

  const heartbeat = (mine: number, ws: WebSocket): void => {
    pingTimer = clock.setTimeout(() => {
      pingTimer = null;
      if (mine !== generation) return;
      try {
        ws.ping();
      } catch {
        scheduleReconnect('ping failed');
        return;
      }
      // The deadline runs from the oldest unanswered ping; later pings must not push it back.
      if (pongDeadline === null) {
        pongDeadline = clock.setTimeout(() => {
          pongDeadline = null;
          if (mine === generation) scheduleReconnect('no pong: half-open socket');
        }, options.heartbeatTimeoutMs);
        pongDeadline.unref?.();
      }
      heartbeat(mine, ws);
    }, options.heartbeatIntervalMs);
    pingTimer.unref?.();
  };

  const refuse = (status: 401 | 403, message: string): void => {
    dropSocket();
    reconnectTimer = clear(reconnectTimer);
    state = 'refused';
    options.onRefused(status, message);
  };

  const connect = (): void => {
    generation += 1;
    const mine = generation;
    dropSocket();
    state = 'connecting';
    let ws: WebSocket;
    try {
      const socketOptions: WebSocket.ClientOptions & { lookup: LookupFunction } = {
        handshakeTimeout: options.handshakeTimeoutMs ?? 10_000,
        perMessageDeflate: false,
        // A pushed message is a handful of events; a bigger frame is refused before it is buffered.
        maxPayload: MAX_FRAME_BYTES,
        // ws hands it to http.request: v2.football.localhost is this computer, as for HTTP.
        lookup: localhostAwareLookup,
      };
      ws = new WebSocket(options.url(), socketOptions);
    } catch (error) {
      scheduleReconnect(`cannot open the socket: ${errorText(error)}`);
      return;
    }
    socket = ws;
    ws.on('open', () => {
      if (mine !== generation) return;
      state = 'open';
      heartbeat(mine, ws);
      options.onOpen();
    });
    ws.on('pong', () => {
      if (mine !== generation) return;
      pongDeadline = clear(pongDeadline);
      // The connection proved itself alive: the next loss starts the backoff from the bottom.
      attempt = 0;
    });
    ws.on('message', (data: WebSocket.RawData) => {
      if (mine !== generation) return;
      // A message proves the peer alive as well as a pong does: under a flood the pong may sit
      // behind thousands of messages still to be read, and the socket is anything but half-open.
      pongDeadline = clear(pongDeadline);
      options.onMessage(rawToText(data));
    });
    ws.on('unexpected-response', (_request, response) => {
      if (mine !== generation) return;
      const status = response.statusCode ?? 0;
      if (status === 401 || status === 403) {
        readBody(response, (body) => {
          if (mine === generation) refuse(status, refusalMessage(status, body));
        });
        return;
      }
      response.resume();
      if (status === 429) {
        // The daily quota is used up: asking before its reset only spends attempts (a backoff
        // would knock about once a minute all day), so the socket is tried again at the reset.
        const now = clock.now();
        const { headers } = response;
        const resetAt = quotaResetAt(
          headers['x-ratelimit-reset'],
          headers['retry-after'],
          now,
          options.quotaPause(),
        );
        const until = new Date(resetAt).toISOString();
        scheduleReconnect(
          `upgrade answered 429: the quota is used up until ${until}`,
          resetAt - now,
        );
        return;
      }
      scheduleReconnect(`upgrade answered ${status}`);
    });
    ws.on('error', (error) => {
      if (mine === generation) scheduleReconnect(`socket error: ${errorText(error)}`);
    });
    ws.on('close', (code) => {
      if (mine === generation) scheduleReconnect(`socket closed (${code})`);
    });
  };

  return {
    start() {
      if (state !== 'idle') return;
      attempt = 0;
      connect();
    },
    stop() {
      generation += 1;
      state = 'idle';
      reconnectTimer = clear(reconnectTimer);
      dropSocket();
    },
    state: () => state,
    restart() {
      generation += 1;
      state = 'idle';
      reconnectTimer = clear(reconnectTimer);
      dropSocket();
      attempt = 0;
      connect();
    },
  };
}

function rawToText(data: WebSocket.RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return data.toString('utf8');
}

function readBody(response: IncomingMessage, done: (body: string) => void): void {
  const chunks: Buffer[] = [];
  let size = 0;
  let finished = false;
  const finish = (): void => {
    if (finished) return;
    finished = true;
    done(Buffer.concat(chunks).toString('utf8'));
  };
  response.on('data', (chunk: Buffer) => {
    if (size < MAX_REFUSAL_BODY) chunks.push(chunk);
    size += chunk.length;
  });
  response.on('end', finish);
  response.on('error', finish);
  response.on('close', finish);
}

function refusalMessage(status: 401 | 403, body: string): string {
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } };
    if (typeof parsed.error?.message === 'string') return plainText(parsed.error.message);
  } catch {
    // Not the documented error body; the status alone says enough.
  }
  return status === 401
    ? 'The API key was rejected by the live channel'
    : 'Access denied or account suspended (live channel)';
}
