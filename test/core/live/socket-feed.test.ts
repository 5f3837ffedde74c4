import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocketServer, type WebSocket } from 'ws';
import {
  createSocketFeed,
  MAX_FRAME_BYTES,
  type SocketFeed,
} from '../../../electron/core/live/socket-feed';
import { ManualClock } from '../../fixtures/manual-clock';
import { pause, waitFor } from './wait-for';

interface TestServer {
  url: string;
  upgrades: number;
  sockets: WebSocket[];
  pings: number;
  refuseWith: number | null;
  /** Extra header lines of a refusal (a 429's X-RateLimit-Reset). */
  refusalHeaders: string;
  answerPings: boolean;
  close(): Promise<void>;
}

async function startServer(): Promise<TestServer> {
  const http: Server = createServer((_req, res) => res.writeHead(404).end());
  const wss = new WebSocketServer({ noServer: true, autoPong: false });
  const state: TestServer = {
    url: '',
    upgrades: 0,
    sockets: [],
    pings: 0,
    refuseWith: null,
    refusalHeaders: '',
    answerPings: true,
    close: async () => {
      for (const socket of state.sockets) socket.terminate();
      wss.close();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
  http.on('upgrade', (request, socket, head) => {
    state.upgrades += 1;
    // The feed drops a refused connection as soon as it has read the answer: this end may see the
    // reset, and an upgraded socket has no error listener of http's (an uncaught ECONNRESET in a
    // fresh clone's run).
    socket.on('error', () => undefined);
    if (state.refuseWith !== null) {
      const body = JSON.stringify({
        success: false,
        error: { code: 'UNAUTHORIZED', message: 'A valid key is required' },
      });
      socket.end(
        `HTTP/1.1 ${state.refuseWith} Refused\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n${state.refusalHeaders}\r\n${body}`,
      );
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => {
      state.sockets.push(ws);
      ws.on('ping', (data) => {
        state.pings += 1;
        if (state.answerPings) ws.pong(data);
      });
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  state.url = `ws://127.0.0.1:${(http.address() as AddressInfo).port}/v2/football/ws?x-api-key=k`;
  return state;
}

interface Recorded {
  opens: number;
  messages: string[];
  downs: string[];
  refusals: { status: number; message: string }[];
}

function startFeed(
  server: TestServer,
  clock: ManualClock,
  heartbeat = { heartbeatIntervalMs: 1_000, heartbeatTimeoutMs: 500 },
  quotaPause: () => number | null = () => null,
): { feed: SocketFeed; seen: Recorded } {
  const seen: Recorded = { opens: 0, messages: [], downs: [], refusals: [] };
  const feed = createSocketFeed({
    url: () => server.url,
    clock,
    ...heartbeat,
    quotaPause,
    backoff: { baseMs: 100, capMs: 1_000, random: () => 1 },
    onOpen: () => (seen.opens += 1),
    onMessage: (text) => seen.messages.push(text),
    onDown: (reason) => seen.downs.push(reason),
    onRefused: (status, message) => seen.refusals.push({ status, message }),
  });
  feed.start();
  return { feed, seen };
}

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

async function setup() {
  const server = await startServer();
  const clock = new ManualClock();
  const { feed, seen } = startFeed(server, clock);
  cleanups.push(
    () => server.close(),
    () => feed.stop(),
  );
  await waitFor(() => seen.opens === 1, 'the first connection');
  return { server, clock, feed, seen };
}

describe('football push channel', () => {
  it('delivers what the server pushes', async () => {
    const { server, seen, feed } = await setup();
    server.sockets[0]!.send('{"event":{"id":1}}');
    await waitFor(() => seen.messages.length === 1, 'a message');
    expect(seen.messages).toEqual(['{"event":{"id":1}}']);
    expect(feed.state()).toBe('open');
  });

  it('refuses a frame over the size cap with a clear reason, and takes the next connection', async () => {
    const { server, clock, seen } = await setup();
    server.sockets[0]!.send('x'.repeat(MAX_FRAME_BYTES + 1));
    await waitFor(() => seen.downs.length === 1, 'the oversized frame to be refused');
    expect(seen.messages).toEqual([]);
    expect(seen.downs[0]).toMatch(/max payload size exceeded/i);
    clock.advance(100);
    await waitFor(() => seen.opens === 2, 'the reconnect');
    server.sockets[1]!.send('{"event":{"id":1}}');
    await waitFor(() => seen.messages.length === 1, 'a message of ordinary size');
  });

  it('reconnects after the server drops the connection, after a backoff', async () => {
    const { server, clock, seen, feed } = await setup();
    server.sockets[0]!.terminate();
    await waitFor(() => seen.downs.length === 1, 'the drop to be noticed');
    expect(feed.state()).toBe('down');
    expect(server.upgrades).toBe(1);
    clock.advance(100);
    await waitFor(() => seen.opens === 2, 'the reconnect');
    expect(server.upgrades).toBe(2);
  });

  it('keeps a socket that answers its pings', async () => {
    const { server, clock, seen, feed } = await setup();
    const beforePing = clock.pendingTimers();
    clock.advance(1_000);
    await waitFor(() => server.pings === 1, 'the first ping');
    // The pong is in once its deadline is let go: the feed holds as many timers as before the ping
    // (a state to wait for, where a fixed pause could end before a loaded machine read the pong).
    await waitFor(() => clock.pendingTimers() === beforePing, 'the pong read');
    clock.advance(600);
    expect(seen.downs).toEqual([]);
    expect(feed.state()).toBe('open');
  });

  it('terminates a half-open socket that stops answering pings, and connects again', async () => {
    const { server, clock, seen } = await setup();
    server.answerPings = false;
    clock.advance(1_000);
    await waitFor(() => server.pings === 1, 'the first ping');
    clock.advance(500);
    expect(seen.downs).toEqual(['no pong: half-open socket']);
    server.answerPings = true;
    clock.advance(100);
    await waitFor(() => seen.opens === 2, 'the reconnect');
  });

  it('takes a pushed message as a sign of life while the pong is late', async () => {
    const { server, clock, seen, feed } = await setup();
    server.answerPings = false;
    clock.advance(1_000);
    await waitFor(() => server.pings === 1, 'the first ping');
    server.sockets[0]!.send('{"event":{"id":1}}');
    await waitFor(() => seen.messages.length === 1, 'a message before the pong deadline');
    clock.advance(500);
    expect(seen.downs).toEqual([]);
    expect(feed.state()).toBe('open');
  });

  it('notices a half-open socket even when pings go out faster than the timeout', async () => {
    const server = await startServer();
    const clock = new ManualClock();
    const { feed, seen } = startFeed(server, clock, {
      heartbeatIntervalMs: 100,
      heartbeatTimeoutMs: 250,
    });
    cleanups.push(
      () => server.close(),
      () => feed.stop(),
    );
    await waitFor(() => seen.opens === 1, 'the first connection');
    server.answerPings = false;
    for (const ping of [1, 2, 3]) {
      clock.advance(100);
      await waitFor(() => server.pings === ping, `ping ${ping}`);
    }
    expect(seen.downs).toEqual([]);
    // 250 ms after the first unanswered ping, though a ping went out every 100 ms since.
    clock.advance(100);
    expect(seen.downs).toEqual(['no pong: half-open socket']);
  });

  it('backs off further after each failed reconnect', async () => {
    const { server, clock, seen } = await setup();
    server.refuseWith = 503;
    server.sockets[0]!.terminate();
    await waitFor(() => seen.downs.length === 1, 'the drop');
    clock.advance(100);
    await waitFor(() => seen.downs.length === 2, 'the first failed reconnect');
    clock.advance(199);
    await pause(30);
    expect(server.upgrades).toBe(2);
    clock.advance(1);
    await waitFor(() => server.upgrades === 3, 'the second reconnect, after 200 ms');
  });

  it('stops for good when the upgrade is refused with 401', async () => {
    const server = await startServer();
    server.refuseWith = 401;
    const clock = new ManualClock();
    const { feed, seen } = startFeed(server, clock);
    cleanups.push(
      () => server.close(),
      () => feed.stop(),
    );
    await waitFor(() => seen.refusals.length === 1, 'the refusal');
    expect(seen.refusals[0]).toEqual({ status: 401, message: 'A valid key is required' });
    expect(feed.state()).toBe('refused');
    clock.advance(3_600_000);
    await pause(30);
    expect(server.upgrades).toBe(1);
    server.refuseWith = null;
    feed.restart();
    await waitFor(() => seen.opens === 1, 'a connection after the key changed');
  });

  it('a 429 whose reset has passed waits for the quota pause already running, not a minute of its own', async () => {
    // The looks were refused just before 15:30:00 and the pause they named runs to 15:31:00; the
    // upgrade refused 20 ms later, across the minute, named 15:32:00 of its own, so football's
    // socket stayed down a minute after the quota was back (and, with a pause named further ahead,
    // knocked before it ended).
    const server = await startServer();
    server.refuseWith = 429;
    server.refusalHeaders = 'X-RateLimit-Reset: 0\r\n';
    const clock = new ManualClock(Date.UTC(2026, 8, 29, 15, 30, 0, 10));
    const running = Date.UTC(2026, 8, 29, 15, 31, 0);
    const { feed, seen } = startFeed(server, clock, undefined, () =>
      clock.now() < running ? running : null,
    );
    cleanups.push(
      () => server.close(),
      () => feed.stop(),
    );
    await waitFor(() => seen.downs.length === 1, 'the refused upgrade');
    expect(seen.downs[0]).toBe(
      'upgrade answered 429: the quota is used up until 2026-09-29T15:31:00.000Z',
    );
    server.refuseWith = null;
    clock.advance(running - clock.now() - 1);
    await pause(30);
    expect(server.upgrades).toBe(1);
    clock.advance(1);
    await waitFor(() => seen.opens === 1, 'the socket back when the running pause ends');
  });
});
