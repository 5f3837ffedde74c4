// A service that knows ice hockey only as `hockey`, or serves its live list only at /events/live or
// /api/live (all shown in the interface): the client finds the one that answers after a 404 and
// remembers it, so the second look costs one request.

import { afterEach, describe, expect, it } from 'vitest';
import { createServiceClient } from '../../../electron/core/api/service-client';
import { liveList, startOnePathServer, type OnePathServer } from '../../fixtures/one-path-server';

const servers: OnePathServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function serve(answers: Record<string, () => unknown>, form: 'path' | 'classic' = 'path') {
  const server = await startOnePathServer(answers);
  servers.push(server);
  const client = createServiceClient({
    endpoint:
      form === 'path'
        ? { addressForm: 'path', baseUrl: server.url }
        : { addressForm: 'classic', baseUrl: `localhost:${new URL(server.url).port}` },
    classicScheme: 'http',
    apiKey: 'k',
    retry: { baseDelayMs: 5 },
  });
  return { server, client };
}

describe('service routes', () => {
  it('reads the live list from /events/live when /live is not there, and remembers', async () => {
    const { server, client } = await serve({ '/v2/football/events/live': () => liveList(7) });
    expect((await client.live('football')).map((match) => match.id)).toEqual([7]);
    const before = server.asked.length;
    expect((await client.live('football')).map((match) => match.id)).toEqual([7]);
    expect(server.asked.slice(before)).toEqual(['/v2/football/events/live']);
  });

  it('reads the live list from /api/live, the path some sport pages show, and remembers', async () => {
    const { server, client } = await serve({ '/v2/football/api/live': () => liveList(6) });
    expect((await client.live('football')).map((match) => match.id)).toEqual([6]);
    expect(server.asked).toEqual([
      '/v2/football/live',
      '/v2/football/events/live',
      '/v2/football/api/live',
    ]);
    const before = server.asked.length;
    await client.live('football');
    expect(server.asked.slice(before)).toEqual(['/v2/football/api/live']);
  });

  it('the classic form, whose base ends in /api, tries its two paths and not /api/api/live', async () => {
    const { server, client } = await serve({}, 'classic');
    await expect(client.live('football')).rejects.toMatchObject({ kind: 'not-found' });
    expect(server.asked).toEqual(['/api/live', '/api/events/live']);
  });

  it('reads the live list from /live when that is the path served', async () => {
    const { server, client } = await serve({ '/v2/football/live': () => liveList(8) });
    expect((await client.live('football')).map((match) => match.id)).toEqual([8]);
    expect(server.asked).toEqual(['/v2/football/live']);
  });

  it.each([
    ['hockey', 'ice-hockey'],
    ['ice-hockey', 'hockey'],
  ])('finds ice hockey as %s (asked as %s), and remembers it', async (served, asked) => {
    const { server, client } = await serve({ [`/v2/${served}/live`]: () => liveList(9) });
    const matches = await client.live(asked);
    expect(matches.map((match) => [match.sport, match.id])).toEqual([['ice-hockey', 9]]);
    const before = server.asked.length;
    await client.live('ice-hockey');
    expect(server.asked.slice(before)).toEqual([`/v2/${served}/live`]);
  });

  it('a sport the service does not know at all is a plain not-found, not a crash', async () => {
    const { client } = await serve({});
    await expect(client.live('kabaddi')).rejects.toMatchObject({ kind: 'not-found' });
  });
});
