// The sport switcher's live counts: one request to /api/v1/match-counts for every sport, agreeing
// with the live lists, kept a minute; a service without the endpoint is asked once, and the counts
// come from the live lists the engine reads anyway. Against the demo service, and a loopback
// service that serves only a live list.

import { describe, expect, it } from 'vitest';
import { parseMatchCounts } from '../../../electron/core/api/parse/match-counts';
import { clientFor } from '../../fixtures/demo-service';
import { liveList, startOnePathServer } from '../../fixtures/one-path-server';
import { requestsTo, useDemoEngines, waitFor } from './engine-harness';

const harness = useDemoEngines();
const COUNTS_PATH = '/api/v1/match-counts';

describe('sport counts', () => {
  it('come from one request for every sport, each as many as its live list holds', async () => {
    const demo = await harness.startDemo();
    const running = await harness.runEngine(demo);
    const before = demo.log.requests().length;
    const { source, counts } = await running.engine.live.counts();
    expect(source).toBe('service');
    // One request, whatever the number of sports counted.
    expect(
      demo.log
        .requests()
        .slice(before)
        .map((request) => request.path),
    ).toEqual([COUNTS_PATH]);
    // Every sport the demo plays, ice hockey by the app's name (the service says `hockey`).
    const played = new Set(demo.world.matches().map((match) => match.sport));
    expect(counts.map((count) => count.sport).sort()).toEqual([...played].sort());
    const client = clientFor(demo);
    for (const count of counts) {
      expect(count.live, count.sport).toBe((await client.live(count.sport)).length);
      expect(count.total, count.sport).toBe((await client.today(count.sport)).length);
    }
    expect(counts.some((count) => count.live > 0)).toBe(true);

    // The window asks again at every change it sees: the answer serves a minute.
    await running.engine.live.counts();
    expect(requestsTo(demo, COUNTS_PATH)).toBe(1);
  });

  it('a service without the counts is asked once; the live lists the engine reads count instead', async () => {
    const server = await startOnePathServer({ '/v2/futsal/live': () => liveList(77) });
    harness.onCleanup(() => server.close());
    const running = harness.engineAgainst(server.url, {
      live: { minPollIntervalMs: 40, backoff: { baseMs: 20, capMs: 200 } },
      client: { retry: { baseDelayMs: 5 } },
    });
    await running.engine.start();
    running.engine.live.view(['futsal']);
    await waitFor(() => running.engine.live.list().length > 0, 'the futsal live list');

    const counts = await running.engine.live.counts();
    expect(counts).toEqual({
      source: 'lists',
      counts: [{ sport: 'futsal', live: 1, total: null }],
    });
    await running.engine.live.counts();
    expect(server.asked.filter((path) => path === COUNTS_PATH)).toHaveLength(1);
  });

  it('reads the counts however they are wrapped, and leaves out records that name no sport', () => {
    const read = parseMatchCounts({
      counts: [
        { sportId: '4', slug: 'hockey', total: 12, live: '3' },
        { sportId: 5, slug: 'ice-hockey', total: 1, live: 1 },
        { sport: { slug: 'Table Tennis' }, liveCount: 2 },
        { slug: 'golf', live: 0, total: 'many' },
        { slug: 'Kabaddi League!', live: 1 },
        { slug: 'darts', live: -1 },
        { slug: 'snooker' },
        'cricket',
      ],
    });
    expect(read.items).toEqual([
      { sport: 'ice-hockey', live: 3, total: 12 },
      { sport: 'table-tennis', live: 2, total: null },
      { sport: 'golf', live: 0, total: null },
    ]);
    expect(read.problems).toHaveLength(4);
    expect(parseMatchCounts([{ slug: 'football', live: 4, total: 9 }]).items).toEqual([
      { sport: 'football', live: 4, total: 9 },
    ]);
    for (const body of [null, 'counts', { counts: 'many' }, {}])
      expect(() => parseMatchCounts(body)).toThrow(/no list/);
  });
});
