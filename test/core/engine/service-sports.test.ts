// The sports offered are the service's own list (/api/v1/sports), read at most once a day: the
// settings and the sport picker (IPC sports:list) offer every sport it reports, ice hockey once
// whatever it is called, sports the app has no form for by the service's name. A service without
// the list leaves the app's own sports on offer, and is not asked again at every look.

import { describe, expect, it } from 'vitest';
import { createServiceClient } from '../../../electron/core/api/service-client';
import { createAppApi } from '../../../electron/core/app-api';
import { ServiceSportsCache } from '../../../electron/core/engine/sports';
import { parseServiceSports } from '../../../electron/core/api/parse/sports-list';
import { SPORTS } from '../../../shared/sports';
import { ManualClock } from '../../fixtures/manual-clock';
import { MemoryKeyVault } from '../../fixtures/memory-key-vault';
import { startOnePathServer } from '../../fixtures/one-path-server';
import { requestsTo, useDemoEngines } from './engine-harness';

const harness = useDemoEngines();
const HOUR = 3_600_000;

describe("the service's sports list", () => {
  it('sports:list offers the 34 sports the demo service reports, each once, unknown ones by their name', async () => {
    const demo = await harness.startDemo();
    const running = harness.startEngine(demo);
    await running.engine.start();
    const api = createAppApi({
      engine: running.engine,
      vault: new MemoryKeyVault('encrypted'),
      now: () => demo.world.now(),
      onRendererReady: () => undefined,
    });
    const sports = await api['sports:list'](undefined);
    expect(sports).toHaveLength(34);
    expect(new Set(sports.map((sport) => sport.slug)).size).toBe(34);
    expect(sports.find((sport) => sport.slug === 'ice-hockey')).toMatchObject({
      name: 'Ice hockey',
      known: true,
      serviceId: '4',
    });
    expect(sports.some((sport) => sport.slug === 'hockey')).toBe(false);
    expect(sports.find((sport) => sport.slug === 'golf')).toMatchObject({
      name: 'Golf',
      known: false,
    });
    // Every sport the app has a form for is on the demo's list too.
    for (const known of SPORTS) expect(sports.map((sport) => sport.slug)).toContain(known.slug);

    await api['sports:list'](undefined);
    expect(requestsTo(demo, '/api/v1/sports')).toBe(1);
  });

  it('is asked again after a day, not before', async () => {
    const demo = await harness.startDemo();
    const clock = new ManualClock(demo.world.now());
    const client = createServiceClient({
      endpoint: { addressForm: 'path', baseUrl: demo.url },
      apiKey: demo.apiKey,
      clock,
    });
    const cache = new ServiceSportsCache(clock, {
      ask: (question) => question(),
      client: () => client,
    });
    expect(await cache.sports()).toHaveLength(34);
    clock.advance(23 * HOUR);
    await cache.sports();
    expect(requestsTo(demo, '/api/v1/sports')).toBe(1);
    clock.advance(2 * HOUR);
    expect(await cache.sports()).toHaveLength(34);
    expect(requestsTo(demo, '/api/v1/sports')).toBe(2);
  });

  it('a service without the list: the sports the app knows stay on offer, asked again only after a while', async () => {
    const server = await startOnePathServer({});
    harness.onCleanup(() => server.close());
    const clock = new ManualClock();
    const client = createServiceClient({
      endpoint: { addressForm: 'path', baseUrl: server.url },
      apiKey: 'k',
      clock,
      retry: { baseDelayMs: 5 },
    });
    const cache = new ServiceSportsCache(clock, {
      ask: (question) => question(),
      client: () => client,
    });
    const sports = await cache.sports();
    expect(sports.map((sport) => sport.slug)).toEqual(SPORTS.map((sport) => sport.slug));
    await cache.sports();
    expect(server.asked).toEqual(['/api/v1/sports']);
    clock.advance(HOUR);
    await cache.sports();
    expect(server.asked).toEqual(['/api/v1/sports', '/api/v1/sports']);
  });

  it('reads the list however it is wrapped, and leaves out what names no sport', () => {
    expect(
      parseServiceSports({
        data: [
          { id: 4, slug: 'hockey', name: 'Hockey' },
          { id: '77', slug: 'ice-hockey', name: 'Ice Hockey' },
          { id: 'x1', name: 'Table Tennis' },
          { id: '9', slug: 'Kabaddi League!' },
          { id: null, slug: 42 },
          'golf',
          { slug: 'sepak-takraw', name: { en: 'Sepak takraw' } },
        ],
      }),
    ).toEqual([
      { slug: 'ice-hockey', name: 'Ice hockey', serviceId: '4', known: true },
      { slug: 'table-tennis', name: 'Table tennis', serviceId: 'x1', known: true },
      { slug: 'sepak-takraw', name: 'Sepak takraw', serviceId: null, known: false },
    ]);
    for (const body of [null, 'sports', { sports: 'many' }, {}])
      expect(parseServiceSports(body)).toEqual([]);
  });
});
