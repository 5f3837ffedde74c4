// The messages between the browser-side bridge (browser-bridge-client.ts) and the harness
// (bridge-server.ts), one JSON object per WebSocket message.

export const BRIDGE_SOCKET_PATH = '/__bridge';
export const BRIDGE_SCRIPT_PATH = '/__bridge.js';
export const IMAGE_PATH_PREFIX = '/__img';

export type ClientMessage = { type: 'invoke'; id: number; channel: string; payload?: unknown };

export type ServerMessage =
  | { type: 'result'; id: number; ok: true; value?: unknown }
  | { type: 'result'; id: number; ok: false; error: string }
  | { type: 'event'; event: string; payload: unknown }
  /** The engine's time and how fast it runs against the wall clock, so the page can keep it. */
  | { type: 'clock'; now: number; rate: number };
