// The image cache against the demo service's generated crests over real loopback: it spares the
// quota, remembers 404s, retries a 502 once, heals damaged files and stays under its size cap.

import {
  existsSync,
  linkSync,
  readdirSync,
  readFileSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ServiceClient } from '../../../electron/core/api/service-client-api';
import {
  createImageCache,
  type ImageCacheOptions,
} from '../../../electron/core/images/image-cache';
import type { DemoService } from '../../../electron/demo/demo-service-api';
import { clientFor, requestCount, startTestDemo } from '../../fixtures/demo-service';
import { ManualClock } from '../../fixtures/manual-clock';
import { makeTempDir, type TempDir } from '../../fixtures/temp-dir';

const HOUR = 3_600_000;

let demo: DemoService;
let client: ServiceClient;
let teamIds: number[];
let temp: TempDir;

beforeAll(async () => {
  demo = await startTestDemo();
  client = clientFor(demo);
  const teams = new Set<number>();
  for (const match of await client.today('football')) teams.add(match.home.id).add(match.away.id);
  teamIds = [...teams].slice(0, 10);
});
afterAll(async () => {
  await demo.close();
});
beforeEach(() => {
  temp = makeTempDir();
  demo.faults.clear();
  demo.log.reset();
});
afterEach(() => temp.remove());

function cacheWith(overrides: Partial<ImageCacheOptions> = {}) {
  return createImageCache({
    dir: temp.path,
    source: client,
    badGatewayRetryDelayMs: 20,
    ...overrides,
  });
}

function imageRequests(): { path: string; status: number }[] {
  return demo.log.requests().filter((request) => request.path.includes('/images/'));
}

describe('image cache', () => {
  it('100 asks for 10 crests cost 10 requests', async () => {
    expect(teamIds).toHaveLength(10);
    const cache = cacheWith();
    for (let round = 0; round < 10; round += 1) {
      for (const id of teamIds) expect(await cache.getPath('team', 'football', id)).not.toBeNull();
    }
    expect(imageRequests()).toHaveLength(10);
    expect(cache.stats()).toMatchObject({ requestsMade: 10, requestsSaved: 90, cachedImages: 10 });
  });

  it('asks made at the same time for one image share one fetch', async () => {
    const cache = cacheWith();
    const paths = await Promise.all(
      Array.from({ length: 8 }, () => cache.getPath('team', 'football', teamIds[0]!)),
    );
    expect(new Set(paths).size).toBe(1);
    expect(imageRequests()).toHaveLength(1);
  });

  it('the file on disk is the PNG the service sent, under a hashed name', async () => {
    const cache = cacheWith();
    const path = await cache.getPath('team', 'football', teamIds[0]!);
    expect(path).toMatch(/[0-9a-f]{64}\.png$/);
    const served = await client.image('team', 'football', teamIds[0]!);
    expect(Buffer.compare(readFileSync(path!), Buffer.from(served.bytes))).toBe(0);
    expect(cache.cachedPath('team', 'football', teamIds[0]!)).toBe(path);
    expect(cache.cachedPath('team', 'football', teamIds[1]!)).toBeNull();
  });

  it('fresh for 24 hours; then fetched again, and the stale file is served when that fails', async () => {
    const clock = new ManualClock(demo.world.now());
    const cache = cacheWith({ clock });
    const id = teamIds[0]!;
    const first = await cache.getPath('team', 'football', id);
    clock.advance(23 * HOUR);
    expect(await cache.getPath('team', 'football', id)).toBe(first);
    expect(imageRequests()).toHaveLength(1);

    clock.advance(2 * HOUR);
    expect(await cache.getPath('team', 'football', id)).toBe(first);
    expect(imageRequests()).toHaveLength(2);

    clock.advance(25 * HOUR);
    demo.faults.rejectKeys(403);
    const blockedClient = clientFor(demo);
    const offline = cacheWith({ clock, source: blockedClient });
    expect(await offline.getPath('team', 'football', id)).toBe(first);
    expect(existsSync(first!)).toBe(true);
  });

  it('a 404 is remembered for 5 minutes: nothing is asked in that window', async () => {
    const clock = new ManualClock(demo.world.now());
    const cache = cacheWith({ clock });
    expect(await cache.getPath('team', 'football', 999_999_999)).toBeNull();
    clock.advance(4 * 60_000);
    expect(await cache.getPath('team', 'football', 999_999_999)).toBeNull();
    expect(imageRequests().map((request) => request.status)).toEqual([404]);
    clock.advance(61_000);
    expect(await cache.getPath('team', 'football', 999_999_999)).toBeNull();
    expect(imageRequests().map((request) => request.status)).toEqual([404, 404]);
  });

  it('a 502 is asked once more and then succeeds; two 502s give up after two requests', async () => {
    const cache = cacheWith();
    demo.faults.imageBadGateway(1);
    expect(await cache.getPath('team', 'football', teamIds[0]!)).not.toBeNull();
    expect(imageRequests().map((request) => request.status)).toEqual([502, 200]);

    demo.log.reset();
    demo.faults.imageBadGateway(2);
    expect(await cache.getPath('team', 'football', teamIds[1]!)).toBeNull();
    expect(imageRequests().map((request) => request.status)).toEqual([502, 502]);
  });

  it('a damaged file is noticed and fetched again, truncated or overwritten', async () => {
    const cache = cacheWith();
    const id = teamIds[0]!;
    const path = (await cache.getPath('team', 'football', id))!;
    truncateSync(path, 40);
    expect(cache.cachedPath('team', 'football', id)).toBeNull();
    expect(await cache.getPath('team', 'football', id)).toBe(path);
    expect(readFileSync(path).length).toBeGreaterThan(40);

    const original = readFileSync(path);
    const tampered = Buffer.from(original);
    tampered[tampered.length - 20] = (tampered[tampered.length - 20] ?? 0) ^ 0xff;
    writeFileSync(path, tampered);
    expect(await cache.getPath('team', 'football', id)).toBe(path);
    expect(Buffer.compare(readFileSync(path), original)).toBe(0);
    expect(imageRequests()).toHaveLength(3);
    expect(cache.stats().damagedFiles).toBe(2);
  });

  it('a crest that became a hard link or grew past its recorded size is refused and fetched again', async () => {
    const cache = cacheWith();
    const [linked, grown] = [teamIds[0]!, teamIds[1]!];
    const linkedPath = (await cache.getPath('team', 'football', linked))!;
    // Same bytes, second name elsewhere: the file may be anyone's on this disk, so it is not trusted.
    const elsewhere = makeTempDir();
    linkSync(linkedPath, join(elsewhere.path, 'second-name'));
    const grownPath = (await cache.getPath('team', 'football', grown))!;
    truncateSync(grownPath, 512 * 1024 * 1024);
    const logs: string[] = [];
    const again = cacheWith({ log: (_level, message) => logs.push(message) });
    expect(again.cachedPath('team', 'football', linked)).toBeNull();
    expect(again.cachedPath('team', 'football', grown)).toBeNull();
    expect(logs.join('\n')).toMatch(/2 hard links/);
    expect(logs.join('\n')).toMatch(/536870912 bytes, more than/);
    elsewhere.remove();
    expect(await again.getPath('team', 'football', linked)).toBe(linkedPath);
    expect(await again.getPath('team', 'football', grown)).toBe(grownPath);
    expect(imageRequests()).toHaveLength(4);
  });

  it('beyond its size cap the least recently used images are removed', async () => {
    const probe = cacheWith();
    const sizes = [];
    for (const id of teamIds.slice(0, 5))
      sizes.push(readFileSync((await probe.getPath('team', 'football', id))!).length);
    temp.remove();
    temp = makeTempDir();
    const cap = Math.max(...sizes) * 3;
    const clock = new ManualClock(demo.world.now());
    const cache = cacheWith({ clock, maxBytes: cap });
    const [a, b, c, d, e] = teamIds;
    for (const id of [a, b, c]) {
      await cache.getPath('team', 'football', id!);
      clock.advance(1_000);
    }
    await cache.getPath('team', 'football', a!); // a is used again: b is now the oldest
    clock.advance(1_000);
    await cache.getPath('team', 'football', d!);
    clock.advance(1_000);
    await cache.getPath('team', 'football', e!);
    expect(cache.stats().cachedBytes).toBeLessThanOrEqual(cap);
    expect(cache.cachedPath('team', 'football', a!)).not.toBeNull();
    expect(cache.cachedPath('team', 'football', b!)).toBeNull();
    expect(cache.cachedPath('team', 'football', e!)).not.toBeNull();
    expect(readdirSync(temp.path).filter((name) => name.endsWith('.png')).length).toBe(
      cache.stats().cachedImages,
    );
  });

  it('a new start serves what is on disk without asking, and survives a damaged index', async () => {
    const first = cacheWith();
    const path = await first.getPath('team', 'football', teamIds[0]!);
    const again = cacheWith();
    expect(await again.getPath('team', 'football', teamIds[0]!)).toBe(path);
    expect(imageRequests()).toHaveLength(1);

    writeFileSync(join(temp.path, 'index.json'), '{"version": 1, "entr');
    writeFileSync(join(temp.path, 'left-over.tmp'), 'x');
    const logs: string[] = [];
    const recovered = cacheWith({ log: (_level, message) => logs.push(message) });
    expect(recovered.stats().cachedImages).toBe(0);
    expect(existsSync(join(temp.path, 'left-over.tmp'))).toBe(false);
    expect(await recovered.getPath('team', 'football', teamIds[0]!)).toBe(path);
    expect(logs.some((line) => line.includes('unreadable'))).toBe(true);
  });

  it('when the client is blocked, nothing is sent and the answer is null', async () => {
    demo.faults.rejectKeys(401);
    const refused = clientFor(demo);
    await refused.live('football').catch(() => undefined);
    demo.log.reset();
    const cache = cacheWith({ source: refused });
    expect(await cache.getPath('team', 'football', teamIds[0]!)).toBeNull();
    expect(requestCount(demo)).toBe(0);
  });

  it('a cache folder that cannot be made turns images off instead of failing', async () => {
    const blocker = join(temp.path, 'a-file');
    writeFileSync(blocker, 'not a folder');
    const logs: string[] = [];
    const cache = cacheWith({
      dir: join(blocker, 'images'),
      log: (_level, message) => logs.push(message),
    });
    expect(await cache.getPath('team', 'football', teamIds[0]!)).toBeNull();
    expect(cache.cachedPath('team', 'football', teamIds[0]!)).toBeNull();
    expect(requestCount(demo)).toBe(0);
    expect(logs.some((line) => line.includes('images are off'))).toBe(true);
  });

  it('an address that is no image address is null, not a crash', async () => {
    const cache = cacheWith();
    expect(await cache.getPath('team', '../..', 1)).toBeNull();
    expect(await cache.getPath('team', 'football', -3)).toBeNull();
    expect(await cache.getPath('logos' as never, 'football', 1)).toBeNull();
    expect(requestCount(demo)).toBe(0);
  });

  it('a flag is kept under its country code, any case, and costs one request a day', async () => {
    const cache = cacheWith();
    const path = await cache.getPath('country', 'football', 'de');
    expect(path).toMatch(/[0-9a-f]{64}\.png$/);
    expect(await cache.getPath('country', 'football', 'DE')).toBe(path);
    expect(cache.cachedPath('country', 'football', 'De')).toBe(path);
    expect(imageRequests()).toEqual([
      expect.objectContaining({ path: expect.stringMatching(/\/images\/countries\/DE$/) }),
    ]);
    expect(await cache.getPath('country', 'football', 'ZZ')).toBeNull();
    expect(imageRequests().map((request) => request.status)).toEqual([200, 404]);
  });

  it('a country code that is not 2-3 letters is refused before any request or file name', async () => {
    const lines: string[] = [];
    const cache = cacheWith({ log: (_level, message) => lines.push(message) });
    for (const bad of ['../../etc', 'D', 'DEUT', 'D3', 'de/x', '', '%2e%2e', 49])
      expect(await cache.getPath('country', 'football', bad)).toBeNull();
    expect(await cache.getPath('team', 'football', 'DE')).toBeNull();
    expect(requestCount(demo)).toBe(0);
    expect(readdirSync(temp.path).filter((name) => name !== 'index.json')).toEqual([]);
    expect(lines.every((line) => line.includes('not a valid image address'))).toBe(true);
    expect(lines).toHaveLength(9);
  });
});
