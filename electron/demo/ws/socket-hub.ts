// The football push channel. Its message format is not documented, so the demo varies the wrapping
// on purpose ({event}, {events: [...]}, a bare event, {type: 'incident', data}) to keep clients
// tolerant. Pings are answered unless the sockets are frozen (a half-open connection).

import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import type { SocketControl } from '../http/faults';
import type { Reply } from '../http/reply';

export type UpgradeGate = (
  request: IncomingMessage,
) => { allowed: true } | { allowed: false; reply: Reply };

const WRAPPINGS = ['event', 'events', 'bare', 'incident'] as const;

export class SocketHub implements SocketControl {
  private readonly server = new WebSocketServer({ noServer: true, autoPong: false });
  private readonly clients = new Set<WebSocket>();
  private frozen = false;
  private sent = 0;

  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer, gate: UpgradeGate): number {
    const verdict = gate(request);
    if (!verdict.allowed) {
      rejectUpgrade(socket, verdict.reply);
      return verdict.reply.status;
    }
    this.server.handleUpgrade(request, socket, head, (client) => this.adopt(client));
    return 101;
  }

  /** Pushes one changed event, in the next wrapping of the cycle. */
  pushEvent(event: Record<string, unknown>, incident: Record<string, unknown> | null): void {
    const wrapping = WRAPPINGS[this.sent % WRAPPINGS.length];
    this.sent++;
    const message =
      wrapping === 'event'
        ? { event }
        : wrapping === 'events'
          ? { events: [event] }
          : wrapping === 'bare'
            ? event
            : { type: 'incident', data: event, ...(incident ? { incident } : {}) };
    this.pushRaw(JSON.stringify(message));
  }

  pushRaw(text: string): void {
    if (this.frozen) return;
    for (const client of this.clients) {
      if (client.readyState === client.OPEN) client.send(text);
    }
  }

  get openCount(): number {
    return this.clients.size;
  }

  dropAll(): void {
    // terminate() destroys the TCP socket: the client sees the connection go without a close frame.
    for (const client of this.clients) client.terminate();
    this.clients.clear();
  }

  setFrozen(frozen: boolean): void {
    this.frozen = frozen;
  }

  async close(): Promise<void> {
    for (const client of this.clients) client.terminate();
    this.clients.clear();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private adopt(client: WebSocket): void {
    this.clients.add(client);
    client.on('close', () => this.clients.delete(client));
    client.on('error', () => this.clients.delete(client));
    client.on('ping', (data) => {
      if (!this.frozen) client.pong(data);
    });
    client.on('message', (data: RawData) => {
      if (this.frozen) return;
      if (isPingMessage(data.toString()))
        client.send(JSON.stringify({ type: 'pong', at: Date.now() }));
    });
  }
}

function isPingMessage(text: string): boolean {
  if (text.trim().toLowerCase() === 'ping') return true;
  try {
    const parsed: unknown = JSON.parse(text);
    return (
      typeof parsed === 'object' &&
      parsed !== null &&
      (parsed as { type?: unknown }).type === 'ping'
    );
  } catch {
    return false;
  }
}

function rejectUpgrade(socket: Duplex, reply: Reply): void {
  const body = JSON.stringify(reply.body);
  const reason =
    { 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 429: 'Too Many Requests' }[
      reply.status
    ] ?? 'Error';
  const headers = Object.entries(reply.headers ?? {})
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.end(
    `HTTP/1.1 ${reply.status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n${headers}Connection: close\r\n\r\n${body}`,
  );
}
