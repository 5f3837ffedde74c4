// Pushes that arrive in one read of the socket are applied as one look: a burst (the flapping-score
// flood, or a service that sends several matches at once) costs one diff, and a score that flaps
// within one read is seen where it settled; a flood past PUSH_FLOOD_PER_SECOND is not read, the live
// list is asked instead.

import type { Duplex } from 'node:stream';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import type { Match } from '../../../shared/domain';
import { PUSH_FLOOD_PER_SECOND, PushChannel } from '../../../electron/core/live/push-channel';
import { ManualClock } from '../../fixtures/manual-clock';
import { waitFor } from './wait-for';

/** An unmasked text frame, as a server sends it. */
function textFrame(text: string): Buffer {
  const payload = Buffer.from(text, 'utf8');
  const header =
    payload.length < 126
      ? Buffer.from([0x81, payload.length])
      : Buffer.from([0x81, 126, payload.length >> 8, payload.length & 0xff]);
  return Buffer.concat([header, payload]);
}

function pushed(id: number, home: number): string {
  return JSON.stringify({
    event: {
      id,
      homeTeam: { id: 10 * id, name: `Home ${id}` },
      awayTeam: { id: 10 * id + 1, name: `Away ${id}` },
      homeScore: { current: home },
      awayScore: { current: 0 },
      status: { code: 6, description: '1st half', type: 'inprogress' },
    },
  });
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length > 0) cleanups.pop()!();
});

async function connected() {
  const sockets: Duplex[] = [];
  const http = createServer((_req, res) => res.writeHead(404).end());
  const wss = new WebSocketServer({ noServer: true });
  http.on('upgrade', (request, socket, head) => {
    wss.handleUpgrade(request, socket, head, () => sockets.push(socket));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const port = (http.address() as AddressInfo).port;
  const looks: Match[][] = [];
  let opens = 0;
  let refetches = 0;
  const clock = new ManualClock();
  const channel = new PushChannel({
    sport: 'football',
    url: () => `ws://127.0.0.1:${port}/v2/football/ws`,
    clock,
    transportClock: clock,
    heartbeatIntervalMs: 60_000,
    heartbeatTimeoutMs: 60_000,
    backoff: { baseMs: 100, capMs: 1_000, random: () => 1 },
    refetchDebounceMs: 1_000,
    quotaPause: () => null,
    onOpen: () => (opens += 1),
    onMatches: (matches) => looks.push(matches),
    onRefetch: () => (refetches += 1),
    onDown: () => {},
    onRefused: () => {},
  });
  channel.start();
  cleanups.push(() => {
    channel.stop();
    for (const socket of sockets) socket.destroy();
    wss.close();
    http.close();
  });
  await waitFor(() => opens === 1 && sockets.length === 1, 'the socket to open');
  return { socket: sockets[0]!, looks, clock, refetches: () => refetches };
}

describe('football push channel', () => {
  it('applies the messages of one read as one look, in the order they came', async () => {
    const { socket, looks } = await connected();
    // One write of four frames: the client reads them together.
    socket.write(
      Buffer.concat([pushed(1, 1), pushed(2, 0), pushed(1, 0), pushed(3, 2)].map(textFrame)),
    );
    await waitFor(() => looks.length > 0, 'the pushed matches');
    expect(looks).toHaveLength(1);
    expect(looks[0]!.map((match) => [match.id, match.homeScore.current])).toEqual([
      [1, 1],
      [2, 0],
      [1, 0],
      [3, 2],
    ]);
  });

  it('reads no more than PUSH_FLOOD_PER_SECOND messages in a second: the live list is asked instead', async () => {
    const { socket, looks, clock, refetches } = await connected();
    const flood = Array.from({ length: PUSH_FLOOD_PER_SECOND + 50 }, (_, i) => pushed(100 + i, 1));
    socket.write(Buffer.concat(flood.map(textFrame)));
    await waitFor(() => looks.length > 0, 'the flood read');
    const applied = () => looks.flat().length;
    expect(applied()).toBe(PUSH_FLOOD_PER_SECOND);
    clock.advance(1_000);
    expect(refetches()).toBe(1);
    // The next second is read again.
    socket.write(textFrame(pushed(1, 3)));
    await waitFor(() => applied() === PUSH_FLOOD_PER_SECOND + 1, 'the push of the next second');
    expect(looks.at(-1)!.map((match) => [match.id, match.homeScore.current])).toEqual([[1, 3]]);
  });

  it('applies messages of separate reads as separate looks', async () => {
    const { socket, looks } = await connected();
    socket.write(textFrame(pushed(1, 1)));
    await waitFor(() => looks.length === 1, 'the first push');
    socket.write(textFrame(pushed(1, 2)));
    await waitFor(() => looks.length === 2, 'the second push');
    expect(looks.map((look) => look.map((match) => match.homeScore.current))).toEqual([[1], [2]]);
  });
});
