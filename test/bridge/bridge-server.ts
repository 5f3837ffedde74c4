// The harness side of the bridge: each browser connection gets the app's own request handlers
// (createAppApi), with the same request validation as the shell's IPC (parseRequest), and the
// engine's events pushed the way the shell pushes them (held until the window says 'app:ready').

import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { z } from 'zod';
import {
  isRequestChannel,
  parseRequest,
  type EventChannel,
  type EventTypes,
} from '../../shared/ipc-contract';
import { createAppApi, type AppApi } from '../../electron/core/app-api';
import { invokeResult } from '../../electron/core/app-failures';
import type { SecretRedactor } from '../../electron/main/ipc/secret-redactor';
import type { Engine } from '../../electron/core/engine/api';
import type { FileSaver, KeyVault } from '../../electron/core/ports';
import { BRIDGE_SOCKET_PATH, type ServerMessage } from './bridge-protocol';

/** Events held for a window that has not said 'app:ready' yet; beyond this the oldest go. */
const MAX_HELD_EVENTS = 2000;
const MAX_MESSAGE_BYTES = 64 * 1024;

export interface BridgeServer {
  /** Sends an event to every window, as the shell's webContents.send would. */
  push<E extends EventChannel>(event: E, payload: EventTypes[E]): void;
  connectionCount(): number;
  close(): Promise<void>;
}

interface Connection {
  socket: WebSocket;
  ready: boolean;
  held: string[];
  handlers: AppApi;
}

export function attachBridge(
  server: Server,
  deps: {
    engine: Engine;
    vault: KeyVault;
    /** The engine's clock (the harness runs the engine in demo time). */
    now: () => number;
    /** How many engine milliseconds pass per wall millisecond (the demo's speed); 1 by default. */
    clockRate?: number;
    allowedOrigin: () => string;
    /** The shell's last line of defence, used here too: no key in any push or error message. */
    redactor: SecretRedactor;
    /** Where exported files go (the app's save dialog); tests keep them in memory. */
    files?: FileSaver;
  },
): BridgeServer {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const connections = new Set<Connection>();
  // Saved data the engine set aside, told to every window as the shell tells it (data:problem for
  // 'state' and 'vault'). Kept for windows that connect later: the engine finds damaged files while
  // it starts, before any page is there, and the shell likewise holds its pushes for the window.
  const dataProblems: EventTypes['data:problem'][] = [];

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== BRIDGE_SOCKET_PATH || request.headers.origin !== deps.allowedOrigin()) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => accept(ws));
  };
  server.on('upgrade', onUpgrade);

  const send = (connection: Connection, message: ServerMessage): void => {
    const text = JSON.stringify(
      message.type === 'event'
        ? { ...message, payload: deps.redactor.value(message.payload) }
        : message,
    );
    if (message.type === 'event' && !connection.ready) {
      connection.held.push(text);
      if (connection.held.length > MAX_HELD_EVENTS) connection.held.shift();
      return;
    }
    if (connection.socket.readyState === connection.socket.OPEN) connection.socket.send(text);
  };

  const accept = (socket: WebSocket): void => {
    const connection: Connection = {
      socket,
      ready: false,
      held: [],
      handlers: createAppApi({
        engine: deps.engine,
        vault: deps.vault,
        now: deps.now,
        files: deps.files,
        onRendererReady: () => {
          connection.ready = true;
          for (const text of connection.held.splice(0)) socket.send(text);
        },
      }),
    };
    connections.add(connection);
    sendClock(connection);
    for (const told of dataProblems) {
      send(connection, { type: 'event', event: 'data:problem', payload: told });
    }
    socket.on('message', (data) => {
      void answer(connection, String(data)).then((reply) => {
        if (!reply) return;
        // Refusals and failures alike may name what was refused; never the key.
        send(connection, JSON.parse(deps.redactor.text(JSON.stringify(reply))) as typeof reply);
      });
    });
    socket.on('close', () => connections.delete(connection));
    socket.on('error', () => socket.terminate());
  };

  const unsubscribers = [
    deps.engine.on('changes', (changes) => push('live:changed', changes)),
    deps.engine.on('status', (status) => push('status:changed', status)),
    deps.engine.on('alert', (alert) => push('alert:raised', alert)),
    deps.engine.on('alert-update', (alert) => push('alert:raised', alert)),
    deps.engine.on('settings', (settings) => push('settings:changed', settings)),
    deps.engine.on('problem', (problem) => {
      if (problem.code !== 'state' && problem.code !== 'vault') return;
      const told = { code: problem.code, words: problem.words } as const;
      dataProblems.push(told);
      push('data:problem', told);
    }),
  ];

  // The page keeps the engine's time between these, so match clocks run as the engine's do; a jump
  // of the demo clock (a test advancing it) reaches the page within a second.
  function sendClock(connection: Connection): void {
    const message: ServerMessage = { type: 'clock', now: deps.now(), rate: deps.clockRate ?? 1 };
    if (connection.socket.readyState === connection.socket.OPEN)
      connection.socket.send(JSON.stringify(message));
  }
  const clockTimer = setInterval(() => {
    for (const connection of connections) sendClock(connection);
  }, 1000);
  clockTimer.unref();

  function push<E extends EventChannel>(event: E, payload: EventTypes[E]): void {
    for (const connection of connections) send(connection, { type: 'event', event, payload });
  }

  return {
    push,
    connectionCount: () => connections.size,
    close: async () => {
      clearInterval(clockTimer);
      for (const unsubscribe of unsubscribers) unsubscribe();
      server.off('upgrade', onUpgrade);
      for (const connection of connections) connection.socket.terminate();
      connections.clear();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

/** One request, validated and run; every failure becomes a readable error, nothing throws. */
type Result = Extract<ServerMessage, { type: 'result' }>;

async function answer(connection: Connection, text: string): Promise<Result | null> {
  let message: unknown;
  try {
    message = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = z
    .object({
      type: z.literal('invoke'),
      id: z.number().int(),
      channel: z.string(),
      payload: z.unknown().optional(),
    })
    .safeParse(message);
  if (!parsed.success) {
    // Without an id there is nobody to answer; with one, the caller learns why instead of waiting.
    const id = z.object({ id: z.number().int() }).safeParse(message);
    return id.success
      ? { type: 'result', id: id.data.id, ok: false, error: 'The bridge message is malformed.' }
      : null;
  }
  const { id, channel, payload } = parsed.data;
  if (!isRequestChannel(channel)) {
    return {
      type: 'result',
      id,
      ok: false,
      error: `There is no channel called ${JSON.stringify(channel)}.`,
    };
  }
  let request: unknown;
  try {
    request = parseRequest(channel, payload);
  } catch (error) {
    return {
      type: 'result',
      id,
      ok: false,
      error: `${channel} refused: ${describeInvalid(error)}`,
    };
  }
  const handler = connection.handlers[channel] as (request: unknown) => Promise<unknown>;
  // As main's IPC answers: the handler's value or its failure, as data (electron/main/ipc).
  return { type: 'result', id, ok: true, value: await invokeResult(() => handler(request)) };
}

/** Where and why a payload does not fit, never echoing the values (a key may be among them). */
function describeInvalid(error: unknown): string {
  if (!(error instanceof z.ZodError)) return 'the request is not valid';
  return error.issues
    .slice(0, 3)
    .map((issue) => {
      const path = issue.path.map(String).join('.');
      return path === '' ? issue.message : `${path}: ${issue.message}`;
    })
    .join('; ');
}
