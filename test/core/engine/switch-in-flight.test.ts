// What the window asked for just before a new key or address took effect is answered by the new
// access: the request is asked again of it once, so the person sees the new service's answer or,
// when that fails too, the new service's own problem, never a failure the switch itself caused.
// Requests the old access leaves open (a service that never answers, a proxy that holds the old
// key's requests) are given up at once, so nothing waits on them: not the window, not a crest,
// not the look for a followed match's line-ups.

import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createAppApi } from '../../../electron/core/app-api';
import type { Engine } from '../../../electron/core/engine/api';
import { failureOf } from '../../../electron/core/app-failures';
import { startDelayingProxy } from '../../fixtures/holding-proxy';
import { startHostileServer } from '../../fixtures/hostile-server';
import { MemoryKeyVault } from '../../fixtures/memory-key-vault';
import { makeTempDir } from '../../fixtures/temp-dir';
import {
  competition,
  followHome,
  footballStartingIn,
  liveMatchOf,
  useDemoEngines,
  waitFor,
} from './engine-harness';
import { KEY, NEW_KEY, oldKeyHeld, startFollowing, startSwitching } from './switch-setup';

const harness = useDemoEngines();
const MINUTE = 60_000;
/** Yesterday of the demo world: the engine's own fixture lists (today, tomorrow) do not cover it. */
const YESTERDAY = { from: Date.UTC(2026, 8, 28), to: Date.UTC(2026, 8, 29) };

/** The window's side of the engine: the handlers the renderer's requests reach. */
function windowOf(engine: Engine) {
  return createAppApi({ engine, vault: new MemoryKeyVault(), onRendererReady: () => undefined });
}

/** An engine at a service that takes every request and never answers, and a demo to switch to. */
async function atSilentService() {
  const silent = await startHostileServer('silent');
  harness.onCleanup(() => silent.close());
  const next = await harness.startDemo({ apiKey: KEY });
  const engine = startFollowing(harness, next, silent.url, () => KEY);
  const asked = (fragment: string) =>
    waitFor(
      () => silent.received.some((path) => path.includes(fragment)),
      `${fragment} asked of the old service`,
    );
  const moveToNext = () =>
    engine.running.engine.settings.update({ service: { addressForm: 'path', baseUrl: next.url } });
  return { next, engine, asked, moveToNext };
}

describe('a window request in flight at an address change', () => {
  it("shows the new service's answer to every request the old one held", async () => {
    const { next, engine, asked, moveToNext } = await atSilentService();
    const api = windowOf(engine.running.engine);
    const match = liveMatchOf(next, 'basketball');
    const league = await competition(next, 'Premier');
    await asked('/basketball/today');

    const detail = api['match:detail']({ sport: 'basketball', matchId: match.id });
    const found = api['search:run']({ sport: 'football', query: 'Premier' });
    const tables = api['competition:tables'](league);
    const day = api['day:schedule']({ sport: 'basketball', ...YESTERDAY });
    const counts = api['live:counts'](undefined);
    const sports = api['sports:list'](undefined);
    // The old service's connections fill up (eight at most): what did not get one waits in the
    // client's queue, in flight as far as the window can tell.
    await asked(`/match/${match.id}`);
    moveToNext();

    expect((await detail).match.home.name).toBe(match.homeTeamName);
    expect((await found).length).toBeGreaterThan(0);
    expect((await tables).standings?.tables[0]?.rows.length).toBeGreaterThan(0);
    const yesterdays = next.world
      .matches('basketball')
      .filter(
        (m) => m.startTimestamp * 1000 >= YESTERDAY.from && m.startTimestamp * 1000 < YESTERDAY.to,
      );
    expect((await day).matches.map((m) => m.id).sort()).toEqual(yesterdays.map((m) => m.id).sort());
    expect((await counts).source).toBe('service');
    expect((await sports).some((sport) => sport.serviceId !== null)).toBe(true);
  });

  it("names the new service's own problem when it cannot answer either", async () => {
    const { next, engine, asked, moveToNext } = await atSilentService();
    next.faults.exhaustQuota(next.world.now() + 3 * 60 * MINUTE);
    const match = liveMatchOf(next, 'basketball');
    await asked('/basketball/today');
    const detail = windowOf(engine.running.engine)['match:detail']({
      sport: 'basketball',
      matchId: match.id,
    });
    await asked(`/match/${match.id}`);

    moveToNext();

    const failure = await detail.then(
      () => null,
      (error: unknown) => failureOf(error),
    );
    expect(failure?.code).toBe('quota');
  });
});

describe('a request the old key left open', () => {
  it("shows a match page with the new key while the old key's ask is held", async () => {
    const { demo, proxy, access, keys } = await oldKeyHeld(harness);
    const { running } = startFollowing(harness, demo, proxy.url, keys);
    const match = liveMatchOf(demo, 'basketball');
    await heldOldKey(proxy, '/basketball/today');
    const detail = windowOf(running.engine)['match:detail']({
      sport: 'basketball',
      matchId: match.id,
    });
    await waitFor(
      () => proxy.held.some((path) => path.includes(`/match/${match.id}`)),
      'the match asked with the old key',
    );

    access.key = NEW_KEY;
    await running.engine.keyChanged();

    expect((await detail).match.id).toBe(match.id);
  });

  it("shows a cup's bracket with the new key while the old key's ask for it is held", async () => {
    const { demo, proxy, access, keys } = await oldKeyHeld(harness);
    const { running } = startFollowing(harness, demo, proxy.url, keys);
    const cup = await competition(demo, 'Crown Cup');
    await heldOldKey(proxy, '/basketball/today');
    const tables = running.engine.fans.tables(cup);
    await heldOldKey(proxy, '/knockout');

    access.key = NEW_KEY;
    await running.engine.keyChanged();

    expect((await tables).bracket?.rounds.length).toBeGreaterThan(0);
  });

  it("shows a crest with the new key while the old key's ask for it is held", async () => {
    const { demo, proxy, access, keys } = await oldKeyHeld(harness);
    const images = makeTempDir();
    harness.onCleanup(() => images.remove());
    const match = liveMatchOf(demo, 'basketball');
    const { running } = startSwitching(harness, demo, proxy.url, keys, [followHome(match)], {
      imageCacheDir: images.path,
    });
    await heldOldKey(proxy, '/basketball/today');
    const crest = running.engine.connection.imagePath('team', 'basketball', match.homeTeamId);
    await waitFor(
      () => proxy.held.some((path) => path.includes(`/images/teams/${match.homeTeamId}`)),
      'the crest asked with the old key',
    );

    access.key = NEW_KEY;
    await running.engine.keyChanged();

    const path = await crest;
    expect(path !== null && existsSync(path)).toBe(true);
  });

  it("tells of a followed match's line-ups with the new key while the old key's ask is held", async () => {
    const demo = await harness.startDemo({ apiKey: NEW_KEY });
    // One service that takes both keys; only the old key's asks for line-ups are held.
    const proxy = await startDelayingProxy(
      demo.url,
      NEW_KEY,
      (request) => request.headers['x-api-key'] === KEY && /\/lineups/.test(request.url ?? ''),
    );
    harness.onCleanup(() => proxy.close());
    const match = footballStartingIn(demo, 50 * MINUTE);
    const access = { key: KEY };
    const { running } = startSwitching(
      harness,
      demo,
      proxy.url,
      () => access.key,
      [followHome(match)],
      { options: { alertOverrides: { lineupAlerts: true, remindBeforeMinutes: 0 } } },
    );
    await waitFor(
      () => proxy.held.some((path) => path.includes(`/match/${match.id}/lineups`)),
      'the line-ups asked with the old key',
    );

    access.key = NEW_KEY;
    await running.engine.keyChanged();

    await waitFor(
      () => running.seen.alerts.some((a) => a.kind === 'lineups' && a.matchId === match.id),
      'the line-ups alert',
    );
  });
});

/** Waits until the proxy holds a request with the old key whose path has `fragment`. */
function heldOldKey(proxy: { held: string[] }, fragment: string): Promise<void> {
  return waitFor(
    () => proxy.held.some((path) => path.includes(fragment)),
    `${fragment} asked with the old key`,
  );
}
