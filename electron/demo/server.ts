// The embedded demo service: the data service's interface, simulated on loopback.

import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import type { DemoService, DemoServiceOptions, DemoWorldControls } from './demo-service-api';
import { loggablePath, parseAddress } from './http/address';
import { FaultState } from './http/faults';
import { Gatekeeper } from './http/gatekeeper';
import { errorReply } from './http/reply';
import { RequestLog } from './http/request-log';
import { handleRequest } from './http/request-handler';
import { ImageStore } from './images/image-route';
import { incidentForPush } from './serialize/push-incident';
import { serializeEvent } from './serialize/event-forms';
import { scheduleShowcaseGoal, suggestFollows } from './showcase';
import { createSimClock } from './sim/sim-clock';
import { DemoWorld } from './sim/world';
import { SocketHub } from './ws/socket-hub';

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);
const TICK_MS = 200;
/** Plenty for a day of demo use; tests pass small quotas. */
const DEFAULT_DAILY_QUOTA = 100_000;

export async function startDemoService(options: DemoServiceOptions = {}): Promise<DemoService> {
  const host = options.host ?? '127.0.0.1';
  if (!LOOPBACK.has(host))
    throw new Error(`the demo service listens on loopback only, not ${host}`);
  const speed = options.speed ?? 1;
  if (!Number.isFinite(speed) || speed <= 0)
    throw new Error(`speed must be a positive number, got ${speed}`);
  const dailyQuota = options.dailyQuota ?? DEFAULT_DAILY_QUOTA;
  if (!Number.isInteger(dailyQuota) || dailyQuota < 0)
    throw new Error(`dailyQuota must be a whole number >= 0, got ${dailyQuota}`);
  const apiKey = options.apiKey ?? `demo-${randomBytes(12).toString('hex')}`;
  const clock = createSimClock({
    startAt: options.startAt ?? Date.now(),
    speed,
    mode: options.clockMode ?? 'real',
  });
  const world = new DemoWorld(options.seed ?? 1, options.startAt ?? clock.now(), clock);

  const hub = new SocketHub();
  const faults = new FaultState(() => hub);
  const log = new RequestLog();
  const gatekeeper = new Gatekeeper(apiKey, dailyQuota, () => clock.now(), faults);
  const deps = {
    world,
    faults,
    gatekeeper,
    images: new ImageStore(world),
    log,
    logLine: (line: string) => process.stderr.write(`${line}\n`),
  };

  world.onChange(['football'], (match, state) =>
    hub.pushEvent(serializeEvent(match, state), incidentForPush(state)),
  );

  const server = createServer((request, response) => {
    void handleRequest(deps, request, response);
  });
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    const status = upgrade(request, socket, head);
    log.record({ method: 'GET', path: loggablePath(request.url ?? '/'), status, at: Date.now() });
  });
  const upgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): number => {
    const address = parseAddress(request.url ?? '/', request.headers.host);
    return hub.handleUpgrade(request, socket, head, () => {
      if (address.kind !== 'socket')
        return { allowed: false, reply: errorReply(404, 'NOT_FOUND', 'No WebSocket here') };
      const key = address.query.get('x-api-key');
      const header = request.headers['x-api-key'];
      const gate = gatekeeper.admit(
        typeof header === 'string' ? header : undefined,
        request.headers.authorization,
        key,
        false,
      );
      if (!gate.allowed) return { allowed: false, reply: { ...gate.reply, headers: gate.headers } };
      if (address.sport !== 'football')
        return {
          allowed: false,
          reply: errorReply(404, 'NOT_FOUND', `No push channel for ${address.sport}: it is polled`),
        };
      return { allowed: true };
    });
  };

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // 'localhost' may resolve to ::1; the URL handed out says 127.0.0.1, so listen there.
    server.listen(options.port ?? 0, host === 'localhost' ? '127.0.0.1' : host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const ticker = clock.mode === 'real' ? setInterval(() => world.tick(), TICK_MS) : null;
  ticker?.unref();

  const port = (server.address() as AddressInfo).port;
  const urlHost = host === '::1' ? '[::1]' : host === 'localhost' ? '127.0.0.1' : host;
  const controls: DemoWorldControls = {
    now: () => world.now(),
    advance: (ms) => world.advance(ms),
    matches: (sport) => world.summaries(sport),
    score: (sport, matchId, side) => world.score(sport, matchId, side),
    cancelLastScore: (sport, matchId) => world.cancelLastScore(sport, matchId),
    kickOff: (sport, matchId) => world.kickOff(sport, matchId),
    finish: (sport, matchId) => world.finish(sport, matchId),
    pushRaw: (message) => hub.pushRaw(message),
  };
  const cancelShowcase =
    options.showcaseGoalAfterMs === undefined
      ? () => undefined
      : scheduleShowcaseGoal(controls, options.showcaseGoalAfterMs);
  let closing: Promise<void> | null = null;
  return {
    url: `http://${urlHost}:${port}`,
    apiKey,
    world: controls,
    faults,
    log,
    suggestedFollows: () => suggestFollows(controls),
    close: () => {
      closing ??= (async () => {
        cancelShowcase();
        if (ticker) clearInterval(ticker);
        await hub.close();
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
      })();
      return closing;
    },
  };
}
