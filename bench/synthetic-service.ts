// A load generator for the engine benchmarks: the service's live, today and schedule endpoints in
// the path form for every sport Scoretray knows, with a fixed number of live events per sport whose
// scores move on every look. Run alone, it prints {"url"} on its first line and serves until killed.

import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import { listenOnLoopback, type Listening } from '../test/fixtures/loopback-server';
import {
  BENCH_SPORTS,
  initialStates,
  liveListBody,
  stepStates,
  type EventState,
} from './synthetic-events';

export interface SyntheticService extends Listening {
  requests(): number;
  /** Live lists answered. */
  liveLists(): number;
}

/**
 * `churnPerLook`: events of a sport that end on every look at its live list, replaced by as many
 * new ones (new ids), so that events come and go as over a match day. A fraction ends one event
 * every so many looks (0.02: one in fifty), the pace of a real day.
 */
export async function startSyntheticService(
  eventsPerSport: number,
  churnPerLook = 0,
): Promise<SyntheticService> {
  const states = new Map<string, EventState[]>(
    BENCH_SPORTS.map((sport, index) => [sport, initialStates(index, eventsPerSport)]),
  );
  const ticks = new Map<string, number>();
  let requests = 0;
  let liveLists = 0;
  let nextId = 90_000_000;
  const startedAt = Date.now();
  const emptyList = JSON.stringify({ success: true, count: 0, events: [] });
  const server = createServer((request, response) => {
    requests += 1;
    const match = /^\/v2\/([a-z-]+)\/(live|today|schedule\/[\d-]+)$/.exec(request.url ?? '');
    const sportStates = match ? states.get(match[1]!) : undefined;
    if (!match || !sportStates) {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ success: false, error: { code: 'NOT_FOUND', message: 'not here' } }),
      );
      return;
    }
    let body = emptyList;
    if (match[2] === 'live') {
      const tick = (ticks.get(match[1]!) ?? 0) + 1;
      ticks.set(match[1]!, tick);
      stepStates(sportStates, tick);
      const before = Math.floor((tick - 1) * churnPerLook);
      const ending = Math.floor(tick * churnPerLook) - before;
      for (let ended = 0; ended < ending; ended++) {
        // The oldest go first: one slot after another, round the list.
        const slot = (before + ended) % sportStates.length;
        sportStates[slot] = { id: nextId++, home: 0, away: 0, period: 1 };
      }
      liveLists += 1;
      // The service's start stands for the matches' kick-offs: a match's start time and period
      // clock do not move from one look to the next, only its score does.
      body = liveListBody(match[1]!, sportStates, startedAt);
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(body);
  });
  const listening = await listenOnLoopback(server);
  return { ...listening, requests: () => requests, liveLists: () => liveLists };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const perSport = Number(process.argv[2] ?? 80);
  void startSyntheticService(perSport).then((service) => {
    process.stdout.write(`${JSON.stringify({ url: service.url })}\n`);
  });
}
