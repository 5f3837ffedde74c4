// Runs in the page, before the app: window.scoretray over a loopback WebSocket to the UI harness.
// It is what the preload is in the app, so it keeps the preload's shape exactly (ScoretrayApi);
// only type imports, so that it compiles to a self-contained classic script.

import type {
  EventChannel,
  EventTypes,
  RequestChannel,
  InvokeResult,
  ResponseOf,
  ScoretrayApi,
} from '../../shared/ipc-contract';
import type { ImageId, ImageKind } from '../../shared/domain';
import type { ClientMessage, ServerMessage } from './bridge-protocol';

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

(() => {
  const socketPath = '/__bridge';
  const imagePrefix = '/__img';
  const pending = new Map<number, Pending>();
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const outbox: string[] = [];
  let nextId = 1;
  let socket: WebSocket | null = null;
  let retryMs = 200;
  // The engine's time as last told by the harness, and how fast it runs against the wall clock.
  let engineSync: { now: number; wall: number; rate: number } | null = null;

  const connect = (): void => {
    const ws = new WebSocket(`ws://${location.host}${socketPath}`);
    socket = ws;
    ws.addEventListener('open', () => {
      retryMs = 200;
      for (const message of outbox.splice(0)) ws.send(message);
    });
    ws.addEventListener('message', (event) => {
      let message: ServerMessage;
      try {
        message = JSON.parse(String(event.data)) as ServerMessage;
      } catch {
        return;
      }
      if (message.type === 'clock') {
        engineSync = { now: message.now, wall: Date.now(), rate: message.rate };
        return;
      }
      if (message.type === 'result') {
        const waiting = pending.get(message.id);
        if (!waiting) return;
        pending.delete(message.id);
        if (message.ok) waiting.resolve(message.value);
        else waiting.reject(new Error(message.error));
        return;
      }
      for (const listener of listeners.get(message.event) ?? []) {
        try {
          listener(message.payload);
        } catch (error) {
          console.error(`scoretray bridge: a listener of ${message.event} threw`, error);
        }
      }
    });
    ws.addEventListener('close', () => {
      socket = null;
      for (const [id, waiting] of pending) {
        pending.delete(id);
        waiting.reject(new Error('The connection to the app was lost.'));
      }
      setTimeout(connect, retryMs);
      retryMs = Math.min(retryMs * 2, 5000);
    });
  };

  const api: ScoretrayApi = {
    invoke<C extends RequestChannel>(
      channel: C,
      ...request: unknown[]
    ): Promise<InvokeResult<ResponseOf<C>>> {
      const id = nextId++;
      const message: ClientMessage = { type: 'invoke', id, channel, payload: request[0] };
      const text = JSON.stringify(message);
      return new Promise<InvokeResult<ResponseOf<C>>>((resolve, reject) => {
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
        if (socket && socket.readyState === WebSocket.OPEN) socket.send(text);
        else outbox.push(text);
      });
    },
    on<E extends EventChannel>(event: E, listener: (payload: EventTypes[E]) => void): () => void {
      const set = listeners.get(event) ?? new Set();
      listeners.set(event, set);
      const wrapped = listener as (payload: unknown) => void;
      set.add(wrapped);
      return () => set.delete(wrapped);
    },
    imageUrl(kind: ImageKind, sport: string, id: ImageId): string {
      const part = typeof id === 'number' ? String(Math.trunc(id)) : encodeURIComponent(id);
      return `${imagePrefix}/${kind}/${encodeURIComponent(sport)}/${part}`;
    },
    now(): number {
      if (!engineSync) return Date.now();
      return engineSync.now + (Date.now() - engineSync.wall) * engineSync.rate;
    },
  };

  Object.defineProperty(window, 'scoretray', { value: Object.freeze(api), writable: false });
  connect();
})();
