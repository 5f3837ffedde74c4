// Several polled sports from one request: the multi-sport scores list (/api/v1/scores) serves each
// poll round of the followed sports it covers, so none of their own live lists is asked; a sport it
// does not cover reads its own list; a service without the list is asked once and then every sport
// reads its own; odd payloads are read as far as they can be, and a followed match the list does
// not show is never taken as ended. Against the demo service and hand-made loopback services.

import { describe, expect, it } from 'vitest';
import { parseScoresList } from '../../../electron/core/api/parse/scores-list';
import { followedTeamSchema } from '../../../shared/settings';
import { startJsonServer, notServed } from '../../fixtures/json-server';
import { liveList } from '../../fixtures/one-path-server';
import { liveEvent } from '../../fixtures/stand-in-service';
import { followHome, liveMatchOf, useDemoEngines, waitFor } from './engine-harness';

const harness = useDemoEngines();
const SCORES = '/api/v1/scores';
const FAST = {
  live: { minPollIntervalMs: 40, maxSleepMs: 40, backoff: { baseMs: 20, capMs: 200 } },
  client: { retry: { baseDelayMs: 5 } },
};

describe('the multi-sport scores list', () => {
  it('serves every covered followed sport in one request a round; an uncovered one reads its own list', async () => {
    const demo = await harness.startDemo();
    const covered = ['basketball', 'tennis', 'ice-hockey'].map((sport) => liveMatchOf(demo, sport));
    const futsal = liveMatchOf(demo, 'futsal');
    const running = await harness.runEngine(demo, {
      follows: [...covered, futsal].map(followHome),
    });
    await waitFor(() => demo.log.requests().filter((r) => r.path === SCORES).length >= 4, 'rounds');
    const paths = demo.log.requests().map((r) => r.path);
    for (const sport of ['basketball', 'tennis', 'hockey', 'ice-hockey'])
      expect(
        paths.filter((path) => path === `/v2/${sport}/live`),
        sport,
      ).toHaveLength(0);
    expect(paths.filter((path) => path === '/v2/futsal/live').length).toBeGreaterThan(0);
    // Each followed match is on screen with the score the service has.
    const shown = running.engine.live.followed();
    for (const match of [...covered, futsal]) {
      const seen = shown.find((m) => m.sport === match.sport && m.id === match.id);
      expect(seen, match.sport).toBeDefined();
    }
    // A goal in a covered sport comes through the shared list.
    const hockey = covered[2]!;
    demo.world.score('ice-hockey', hockey.id, 'home');
    await waitFor(
      () => running.seen.alerts.some((a) => a.matchId === hockey.id && a.kind === 'goal'),
      'the hockey goal',
    );
  });

  it('a service without the list is asked once; every followed sport reads its own list', async () => {
    // The fixture lists are there (without them no shared list is trusted): only the scores list is not.
    const server = await startJsonServer((path) => {
      if (path === '/v2/basketball/live' || path === '/v2/basketball/today')
        return { status: 200, body: liveList(77) };
      if (path.startsWith('/v2/basketball/schedule/')) return { status: 200, body: { events: [] } };
      return notServed(path);
    });
    harness.onCleanup(() => server.close());
    const running = harness.engineAgainst(server.url, {
      ...FAST,
      sessionFollows: [followedTeamSchema.parse({ sport: 'basketball', teamId: 40, name: 'F' })],
    });
    await running.engine.start();
    await waitFor(
      () => server.asked.filter((path) => path === '/v2/basketball/live').length >= 4,
      'the basketball list polled',
    );
    expect(running.engine.live.followed().map((m) => m.id)).toEqual([77]);
    expect(server.asked.filter((path) => path === SCORES)).toHaveLength(1);
  });

  it('reads an odd list as far as it goes, and asks the own list for a followed match it misses', async () => {
    const tennisOwn = liveEvent(701, [70, 71], [1, 0]);
    const server = await startJsonServer((path) => {
      if (path === SCORES)
        return {
          status: 200,
          body: {
            data: [
              {
                sport: { slug: 'Basketball' },
                events: [liveEvent(501, [50, 51], [12, 9]), { id: 'x' }, 'garbage'],
              },
              { slug: 'tennis', events: [liveEvent(601, [60, 61], [0, 0])] },
            ],
          },
        };
      if (path === '/v2/tennis/live') return { status: 200, body: { events: [tennisOwn] } };
      if (path === '/v2/tennis/today') return { status: 200, body: { events: [tennisOwn] } };
      if (path === '/v2/basketball/today')
        return { status: 200, body: { events: [liveEvent(501, [50, 51], [12, 9])] } };
      if (path.includes('/schedule/')) return { status: 200, body: { events: [] } };
      return notServed(path);
    });
    harness.onCleanup(() => server.close());
    const running = harness.engineAgainst(server.url, {
      ...FAST,
      sessionFollows: [
        followedTeamSchema.parse({ sport: 'basketball', teamId: 50, name: 'B' }),
        followedTeamSchema.parse({ sport: 'tennis', teamId: 70, name: 'T' }),
      ],
    });
    await running.engine.start();
    await waitFor(
      () =>
        running.engine.live
          .followed()
          .map((m) => m.id)
          .sort()
          .join() === '501,701',
      'both followed matches',
    );
    // Basketball came from the scores list; tennis from its own list, round after round, since
    // the scores list does not show the followed tennis match.
    await waitFor(
      () => server.asked.filter((path) => path === '/v2/tennis/live').length >= 3,
      'the tennis list read in later rounds',
    );
    expect(server.asked.filter((path) => path === '/v2/basketball/live')).toHaveLength(0);
    expect(running.engine.live.followed().find((m) => m.id === 701)?.status.phase).toBe('live');
    expect(running.seen.problems.some((p) => p.code === 'unreadable-items')).toBe(true);
  });

  it('takes the shapes the list may come in, and files no game under a guessed sport', () => {
    const now = Date.now();
    const event = (id: number) => liveEvent(id, [id * 10, id * 10 + 1], [1, 0]);
    const flat = parseScoresList(
      {
        events: [
          { ...event(1), sport: 'basketball' },
          { ...event(2), sport: { slug: 'hockey' } },
          {
            ...event(3),
            tournament: { id: 4, name: 'L', category: { sport: { slug: 'tennis' } } },
          },
          event(4),
          { ...event(5), sport: 'Not a sport!' },
        ],
      },
      now,
    );
    expect([...flat.sports].sort()).toEqual(['basketball', 'ice-hockey', 'tennis']);
    expect(flat.withoutSport).toBe(2);
    expect(flat.games('ice-hockey').matches.map((m) => m.id)).toEqual([2]);

    const keyed = parseScoresList(
      {
        success: true,
        count: 2,
        football: [event(6)],
        volleyball: {
          tournaments: [
            { tournament: { id: 3, name: 'Cup' }, events: [{ ...event(7), tournament: null }] },
          ],
        },
        timezone: { name: 'UTC' },
      },
      now,
    );
    expect([...keyed.sports].sort()).toEqual(['football', 'volleyball']);
    expect(keyed.games('volleyball').matches[0]?.tournament.name).toBe('Cup');
    expect(keyed.games('football').unreadable).toBe(0);

    const grouped = parseScoresList([{ sport: 'rugby', games: [event(8), { id: 9 }] }], now);
    expect(grouped.games('rugby')).toMatchObject({ matches: [{ id: 8 }], unreadable: 1 });

    for (const body of [null, 'scores', { scores: 'many' }, {}])
      expect(() => parseScoresList(body, now)).toThrow(/no list/);
  });
});
