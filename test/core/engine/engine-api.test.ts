import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { Settings } from '../../../shared/settings';
import { liveList } from '../../fixtures/one-path-server';
import { followHome, liveMatchOf, useDemoEngines, waitFor } from './engine-harness';

const harness = useDemoEngines();

/** A started engine on a fresh demo, with nobody followed. */
async function engineFollowingNobody() {
  const demo = await harness.startDemo();
  return { demo, running: await harness.runEngine(demo) };
}

describe('the engine as the window uses it', () => {
  it('answers the watchlist with each followed team and its live or next match', async () => {
    const demo = await harness.startDemo();
    const live = liveMatchOf(demo, 'football');
    const upcoming = demo.world
      .matches('basketball')
      .filter((m) => m.phase === 'scheduled' && m.startTimestamp * 1000 > demo.world.now())
      .sort((a, b) => a.startTimestamp - b.startTimestamp)[0]!;
    const running = harness.startEngine(demo, {
      follows: [followHome(live), followHome(upcoming)],
    });
    await running.engine.start();
    const entries = await running.engine.fans.watchlist();
    expect(entries).toHaveLength(2);
    expect(entries[0]!.team.teamId).toBe(live.homeTeamId);
    expect(entries[0]!.live?.id).toBe(live.id);
    expect(entries[1]!.live).toBeNull();
    expect(entries[1]!.next?.id).toBe(upcoming.id);
    expect(entries[1]!.next?.status.phase).toBe('scheduled');
  });

  it('gives a match with its incidents, statistics and the other parts', async () => {
    const { match, running } = await harness.followLive('football');
    const detail = await running.engine.details.get('football', match.id);
    expect(detail.match).toMatchObject({ id: match.id, home: { id: match.homeTeamId } });
    expect(Array.isArray(detail.incidents)).toBe(true);
    expect(Array.isArray(detail.statistics)).toBe(true);
  });

  it('searches a sport', async () => {
    const { demo, running } = await engineFollowingNobody();
    const match = liveMatchOf(demo, 'football');
    const results = await running.engine.browse.search('football', match.homeTeamName.slice(0, 6));
    expect(results.some((result) => result.id === match.homeTeamId)).toBe(true);
  });

  it('tests a key without adopting it', async () => {
    const { demo, running } = await engineFollowingNobody();
    expect(await running.engine.connection.testKey(demo.apiKey)).toBe('valid');
    expect(await running.engine.connection.testKey('not-the-key')).toBe('rejected');
    // The engine's own key still works.
    expect(running.engine.status().state).not.toBe('unauthorized');
  });

  it('announces settings changes and watches a newly followed team', async () => {
    const { demo, running } = await engineFollowingNobody();
    const settings: Settings[] = [];
    running.engine.on('settings', (next) => settings.push(next));
    const basketball = liveMatchOf(demo, 'basketball');
    running.engine.settings.follow(followHome(basketball));
    expect(settings.at(-1)?.follows.map((team) => team.teamId)).toEqual([basketball.homeTeamId]);
    await waitFor(
      () => running.engine.status().transports.basketball === 'polling',
      'basketball polled',
    );
    await waitFor(
      () => running.engine.live.followed().some((m) => m.id === basketball.id),
      'the match',
    );

    running.engine.settings.update({ spoilerDelaySeconds: 30 });
    expect(running.engine.settings.get().spoilerDelaySeconds).toBe(30);
    running.engine.settings.unfollow('basketball', basketball.homeTeamId);
    await waitFor(
      () => running.engine.status().transports.basketball === 'idle',
      'basketball idle',
    );
  });
});

describe('a match detail from a service that lacks some parts', () => {
  it('gives the match, with the parts the service failed on as null', async () => {
    const server: Server = createServer((request, response) => {
      const url = request.url ?? '';
      // The one match of a documented live list, served as the match's own record.
      const event = liveList(7).events[0];
      if (url === '/v2/football/match/7') {
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ event }));
      } else if (url === '/v2/football/match/7/statistics') {
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"statistics": [');
      } else {
        response
          .writeHead(404, { 'content-type': 'application/json' })
          .end('{"success":false,"error":{"code":"NOT_FOUND","message":"no"}}');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    harness.onCleanup(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const { engine } = harness.engineAgainst(
      `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      { prefetchCrests: false },
    );
    await engine.start();
    const detail = await engine.details.get('football', 7);
    expect(detail.match).toMatchObject({
      id: 7,
      home: { name: 'Frostvale Wolves' },
      away: { name: 'Harbor Seals' },
    });
    expect(detail).toMatchObject({
      incidents: null,
      statistics: null,
      lineups: null,
      h2h: null,
      winProbability: null,
    });
  });
});
