// The football push channel: goals pushed as they happen in the object form, in varying wrappings;
// pings answered; raw pushes; dropped and frozen sockets.

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { DemoService } from '../../electron/demo/demo-service-api';
import { startTestDemo } from '../fixtures/demo-service';
import { API_KEY, startTestService } from './demo-test-kit';

let service: DemoService;
const open: WebSocket[] = [];
beforeAll(async () => {
  service = await startTestService();
});
afterEach(() => {
  service.faults.clear();
  for (const socket of open.splice(0)) socket.terminate();
});
afterAll(() => service.close());

interface Inbox {
  socket: WebSocket;
  messages: string[];
  next(): Promise<string>;
}

async function connect(
  url = `${service.url.replace('http', 'ws')}/v2/football/ws?x-api-key=${API_KEY}`,
  headers: Record<string, string> = {},
): Promise<Inbox> {
  const socket = new WebSocket(url, { headers });
  open.push(socket);
  const messages: string[] = [];
  const waiting: ((text: string) => void)[] = [];
  socket.on('message', (data: Buffer) => {
    const text = data.toString();
    const waiter = waiting.shift();
    if (waiter) waiter(text);
    else messages.push(text);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    socket,
    messages,
    next: () => {
      const queued = messages.shift();
      return queued !== undefined
        ? Promise.resolve(queued)
        : new Promise((resolve) => waiting.push(resolve));
    },
  };
}

/** Every message up to a marker pushed now: what the socket had been sent before it. */
async function untilMarker(inbox: Inbox): Promise<string[]> {
  service.world.pushRaw('--marker--');
  const seen: string[] = [];
  for (let text = await inbox.next(); text !== '--marker--'; text = await inbox.next())
    seen.push(text);
  return seen;
}

/** Finds the event in any of the wrappings the channel uses. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- pushed payloads are read loosely, like a tolerant client
function eventOf(text: string): Record<string, any> | null {
  const message = JSON.parse(text);
  if (Array.isArray(message.events)) return message.events[0];
  if (message.event) return message.event;
  if (message.data) return message.data;
  if (typeof message.id === 'number' && message.homeTeam) return message;
  return null;
}

function liveFootballMatch() {
  const match = service.world.matches('football').find((candidate) => candidate.phase === 'live');
  if (!match) throw new Error('no live football match');
  return match;
}

describe('football push channel', () => {
  it('pushes a goal at once, as the changed event in the object form', async () => {
    const inbox = await connect();
    const match = liveFootballMatch();
    service.world.score('football', match.id, 'away');
    const event = eventOf(await inbox.next());
    expect(event).toMatchObject({
      id: match.id,
      homeTeam: { id: match.homeTeamId },
      status: { type: 'inprogress' },
      awayScore: { display: match.away + 1 },
    });
  });

  it('varies the wrapping: {event}, {events}, a bare event and {type: incident, data}', async () => {
    const inbox = await connect();
    const match = liveFootballMatch();
    const shapes = new Set<string>();
    for (let i = 0; i < 4; i++) {
      service.world.score('football', match.id, 'home');
      const message = JSON.parse(await inbox.next());
      shapes.add(
        message.type === 'incident'
          ? 'incident'
          : message.events
            ? 'events'
            : message.event
              ? 'event'
              : 'bare',
      );
      expect(eventOf(JSON.stringify(message))?.id).toBe(match.id);
    }
    expect(shapes).toEqual(new Set(['event', 'events', 'bare', 'incident']));
  });

  it('pushes what happens as the clock runs: a taken-back goal, kick-offs, full time', async () => {
    const inbox = await connect();
    const match = liveFootballMatch();
    service.world.score('football', match.id, 'home');
    const scored = eventOf(await inbox.next());
    service.world.cancelLastScore('football', match.id);
    const cancelled = eventOf(await inbox.next());
    expect(cancelled?.homeScore.display).toBe((scored?.homeScore.display ?? 0) - 1);
    service.world.advance(3 * 3_600_000);
    const pushed = (await untilMarker(inbox)).map((text) => eventOf(text));
    const statuses = pushed
      .filter((event) => event?.id === match.id)
      .map((event) => event?.status.type);
    expect(statuses.at(-1)).toBe('finished');
    const kickedOff = pushed.filter((event) => event?.status.code === 6);
    expect(kickedOff.length).toBeGreaterThan(3);
  });

  it('answers protocol pings and JSON pings', async () => {
    const inbox = await connect();
    const pong = new Promise<Buffer>((resolve) => inbox.socket.once('pong', resolve));
    inbox.socket.ping(Buffer.from('are-you-there'));
    expect((await pong).toString()).toBe('are-you-there');
    inbox.socket.send(JSON.stringify({ type: 'ping' }));
    expect(JSON.parse(await inbox.next())).toMatchObject({ type: 'pong' });
  });

  it('pushRaw sends the text as given to every open socket', async () => {
    const [first, second] = [await connect(), await connect()];
    service.world.pushRaw('not json at all');
    expect(await first.next()).toBe('not json at all');
    expect(await second.next()).toBe('not json at all');
  });

  it('dropSockets closes connections without a close frame', async () => {
    const inbox = await connect();
    const closed = new Promise<number>((resolve) =>
      inbox.socket.once('close', (code) => resolve(code)),
    );
    service.faults.dropSockets();
    expect(await closed).toBe(1006);
  });

  it('frozen sockets stay open but neither push nor answer pings', async () => {
    const inbox = await connect();
    let pongs = 0;
    inbox.socket.on('pong', () => pongs++);
    service.faults.freezeSockets(true);
    inbox.socket.ping();
    service.world.score('football', liveFootballMatch().id, 'home');
    service.world.pushRaw('lost');
    // Gives the server time to see the ping; a frozen socket must leave it unanswered.
    await new Promise((resolve) => setTimeout(resolve, 200));
    service.faults.freezeSockets(false);
    service.world.pushRaw('marker');
    expect(await inbox.next()).toBe('marker');
    expect(pongs).toBe(0);
    expect(inbox.socket.readyState).toBe(WebSocket.OPEN);
  });

  it('serves the classic form at /ws on the v2.football host', async () => {
    const inbox = await connect(`${service.url.replace('http', 'ws')}/ws?x-api-key=${API_KEY}`, {
      host: 'v2.football.example.com',
    });
    service.world.pushRaw('classic');
    expect(await inbox.next()).toBe('classic');
  });

  it('with the real clock, play runs on by itself and the socket pushes what happens', async () => {
    // 600x: ten simulated minutes a second, so some kick-off, goal or half-time comes soon.
    const running = await startTestDemo({
      clockMode: 'real',
      seed: 3,
      apiKey: API_KEY,
      speed: 600,
    });
    try {
      const inbox = await connect(
        `${running.url.replace('http', 'ws')}/v2/football/ws?x-api-key=${API_KEY}`,
      );
      const event = eventOf(await inbox.next());
      expect(event).toMatchObject({
        id: expect.any(Number),
        // The demo interrupts a match now and then, as the real service reports (code 80).
        status: { type: expect.stringMatching(/inprogress|interrupted|finished/) },
      });
    } finally {
      await running.close();
    }
  });

  it('other sports have no push channel', async () => {
    await expect(
      connect(`${service.url.replace('http', 'ws')}/v2/basketball/ws?x-api-key=${API_KEY}`),
    ).rejects.toThrow(/404/);
  });
});
