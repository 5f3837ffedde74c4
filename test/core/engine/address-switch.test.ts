// A new service address or key takes effect at once, whatever the old access is still doing: a
// request held open does not keep the new access's fixture lists waiting (and with them the polling
// of followed matches). The services that hold requests are loopback ones of the test's own, which
// take a request and never answer it; the new access is a demo service's.

import { describe, expect, it } from 'vitest';
import type { DemoService } from '../../../electron/demo/demo-service-api';
import type { CompetitionTables } from '../../../shared/fansday';
import { startDelayingProxy } from '../../fixtures/holding-proxy';
import { startHostileServer } from '../../fixtures/hostile-server';
import { competition, fetchJson, requestsTo, useDemoEngines, waitFor } from './engine-harness';
import { KEY, NEW_KEY, oldKeyHeld as heldOldKey, startFollowing as startOn } from './switch-setup';

const harness = useDemoEngines();

function startFollowing(demo: DemoService, address: string, keys: () => string) {
  return startOn(harness, demo, address, keys);
}

const oldKeyHeld = () => heldOldKey(harness);

async function expectFollowedMatchPolled(
  demo: DemoService,
  { running, started, matchId }: ReturnType<typeof startFollowing>,
): Promise<void> {
  await waitFor(() => requestsTo(demo, '/basketball/today') > 0, "today's fixtures asked anew");
  await waitFor(
    () => running.seen.scores.some((shown) => shown.id === matchId),
    'the followed match shown from the new access',
  );
  await started;
  expect(running.seen.ready).toHaveLength(1);
}

describe('a new address or key while the old access holds a request open', () => {
  it('asks the new address for its fixtures and polls the followed match at once', async () => {
    const silent = await startHostileServer('silent');
    harness.onCleanup(() => silent.close());
    const next = await harness.startDemo({ apiKey: KEY });
    const engine = startFollowing(next, silent.url, () => KEY);
    await waitFor(
      () => silent.received.some((path) => path.includes('/basketball/today')),
      "the old service asked for today's fixtures",
    );

    engine.running.engine.settings.update({
      service: { addressForm: 'path', baseUrl: next.url },
    });

    await expectFollowedMatchPolled(next, engine);
    // What was asked of the old service is given up, not left hanging on its connection.
    await waitFor(() => silent.openConnections() === 0, 'the old request given up');
  });

  it('asks with a new key at once while a request with the old one is held', async () => {
    const { demo, proxy, access, keys } = await oldKeyHeld();
    const engine = startFollowing(demo, proxy.url, keys);
    await waitFor(
      () => proxy.held.some((path) => path.includes('/basketball/today')),
      "today's fixtures asked with the old key",
    );

    access.key = NEW_KEY;
    await engine.running.engine.keyChanged();

    await expectFollowedMatchPolled(demo, engine);
  });

  it("shows a day with a new key at once while the old key's ask for it is held", async () => {
    const { demo, proxy, access, keys } = await oldKeyHeld();
    const { running } = startFollowing(demo, proxy.url, keys);
    await waitFor(
      () => proxy.held.some((path) => path.includes('/basketball/today')),
      'the engine connected with the old key',
    );
    // Yesterday: the engine's own fixture lists (today, tomorrow) do not cover it, the day view asks.
    const from = Date.UTC(2026, 8, 28);
    const to = from + 86_400_000;
    void running.engine.fans.schedule('basketball', from, to).catch(() => undefined);
    await waitFor(
      () => proxy.held.some((path) => path.includes('/basketball/schedule/2026-09-28')),
      'the day asked with the old key',
    );

    access.key = NEW_KEY;
    await running.engine.keyChanged();
    const day = await running.engine.fans.schedule('basketball', from, to);

    const expected = demo.world
      .matches('basketball')
      .filter((m) => m.startTimestamp * 1000 >= from && m.startTimestamp * 1000 < to)
      .map((m) => m.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(day.matches.map((match) => match.id).sort()).toEqual(expected.sort());
  });

  it("keeps the new key's table when the old key's answer for it comes later", async () => {
    const demo = await harness.startDemo({ apiKey: NEW_KEY });
    // One service that takes both keys; the old key's answers come only when released.
    const proxy = await startDelayingProxy(
      demo.url,
      NEW_KEY,
      (request) => request.headers['x-api-key'] === KEY,
    );
    harness.onCleanup(() => proxy.close());
    const access = { key: KEY };
    const { running } = startFollowing(demo, proxy.url, () => access.key);
    await waitFor(
      () => proxy.held.some((path) => path.includes('/basketball/today')),
      'the engine connected with the old key',
    );
    const league = await competition(demo, 'Premier');
    const standingsPath = `football/tournament/${league.tournamentId}/season/${league.seasonId}/standings?type=total`;
    const before = await fetchJson<{ standings: { rows: { points: number }[] }[] }>(
      demo,
      standingsPath,
    );
    const old = running.engine.fans.tables(league);
    await waitFor(
      () => proxy.held.some((path) => path.includes('/standings')),
      'the table asked with the old key',
    );
    // A league match ends after the old key's ask was answered: the new key's table has it.
    const match = demo.world
      .matches('football')
      .find((m) => m.tournamentId === league.tournamentId && m.phase !== 'finished');
    if (!match) throw new Error('the league has no match left to play');
    if (match.phase === 'scheduled') demo.world.kickOff('football', match.id);
    demo.world.score('football', match.id, 'home');
    demo.world.finish('football', match.id);

    access.key = NEW_KEY;
    await running.engine.keyChanged();
    const newer = await running.engine.fans.tables(league);
    expect(pointsOf(newer)).not.toEqual(before.standings[0]!.rows.map((row) => row.points));
    proxy.release();
    await old;

    expect(pointsOf(await running.engine.fans.tables(league))).toEqual(pointsOf(newer));
  });
});

function pointsOf(tables: CompetitionTables): number[] {
  return (tables.standings?.tables[0]?.rows ?? []).map((row) => row.points ?? 0);
}
