// A new service address leaves nothing of the old service on screen: not its crests (the image
// cache, on disk too) and not its fixtures, results and tables (the team-fixtures cache). Two demo
// services on loopback with different worlds stand for two services: the same team id names a
// different team, with a different crest, in each.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { DemoService } from '../../../electron/demo/demo-service-api';
import { followedTeamSchema } from '../../../shared/settings';
import { MemoryDocumentStore } from '../../fixtures/memory-document-store';
import { makeTempDir } from '../../fixtures/temp-dir';
import {
  AT_STORED_ADDRESS,
  confirmEveryAddress,
  requestsTo,
  useDemoEngines,
  waitFor,
  type RunningEngine,
} from './engine-harness';

const KEY = 'sk-user-key-5c0ffee1';
const harness = useDemoEngines();

async function crestOf(demo: DemoService, teamId: number): Promise<Buffer> {
  const response = await fetch(`${demo.url}/v2/football/images/teams/${teamId}`, {
    headers: { 'x-api-key': demo.apiKey },
  });
  return Buffer.from(await response.arrayBuffer());
}

/** A team both worlds have under one id: the first finished match's home team of the first. */
function sharedTeam(first: DemoService, second: DemoService): number {
  const ids = new Set(second.world.matches('football').map((m) => m.homeTeamId));
  const match = first.world
    .matches('football')
    .find((m) => m.phase === 'finished' && ids.has(m.homeTeamId));
  if (!match) throw new Error('the two demo worlds share no team id');
  return match.homeTeamId;
}

/** The names each world gives the matches of a team, by match id. */
function fixtureNames(demo: DemoService, teamId: number): Map<number, string> {
  return new Map(
    demo.world
      .matches('football')
      .filter((m) => m.homeTeamId === teamId || m.awayTeamId === teamId)
      .map((m) => [m.id, `${m.homeTeamName} v ${m.awayTeamName}`]),
  );
}

function keyedEngine(home: DemoService, teamId: number, imageCacheDir: string): RunningEngine {
  const store = new MemoryDocumentStore({
    settings: { version: 1, service: { addressForm: 'path', baseUrl: home.url } },
  });
  const running = harness.startEngine(home, {
    store,
    apiKey: KEY,
    confirmAddress: confirmEveryAddress,
    imageCacheDir,
    follows: [followedTeamSchema.parse({ sport: 'football', teamId, name: 'Ours' })],
    options: AT_STORED_ADDRESS,
  });
  // The window on tennis: the engine asks the service at once, so a switch shows in its log.
  running.engine.live.view(['tennis']);
  return running;
}

async function shownCrest(running: RunningEngine, teamId: number): Promise<Buffer> {
  const path = await running.engine.connection.imagePath('team', 'football', teamId);
  expect(path).not.toBeNull();
  return readFileSync(path!);
}

describe('a new service address and what is cached', () => {
  it("shows the new service's crest and fixtures, never the old one's cached copy", async () => {
    const home = await harness.startDemo({ apiKey: KEY });
    const next = await harness.startDemo({ apiKey: KEY, seed: 77 });
    const teamId = sharedTeam(home, next);
    const images = makeTempDir();
    harness.onCleanup(() => images.remove());
    const running = keyedEngine(home, teamId, images.path);
    await running.engine.start();
    await running.engine.keyChanged();

    expect((await shownCrest(running, teamId)).equals(await crestOf(home, teamId))).toBe(true);
    const [before] = await running.engine.fans.overviews();
    const homeNames = fixtureNames(home, teamId);
    expect(homeNames.get(before!.last!.id)).toBe(
      `${before!.last!.home.name} v ${before!.last!.away.name}`,
    );

    running.engine.settings.update({ service: { addressForm: 'path', baseUrl: next.url } });
    await waitFor(() => requestsTo(next, '/v2/tennis/') > 0, 'the new address asked');

    const crest = await shownCrest(running, teamId);
    expect(crest.equals(await crestOf(next, teamId))).toBe(true);
    expect(crest.equals(await crestOf(home, teamId))).toBe(false);
    const [after] = await running.engine.fans.overviews();
    const nextNames = fixtureNames(next, teamId);
    for (const match of [after!.next, after!.last]) {
      if (match === null) continue;
      expect(nextNames.get(match.id)).toBe(`${match.home.name} v ${match.away.name}`);
    }
    expect(after!.last).not.toBeNull();
  });

  it('a restart on another address does not show the crests the old one left on disk', async () => {
    const home = await harness.startDemo({ apiKey: KEY });
    const next = await harness.startDemo({ apiKey: KEY, seed: 77 });
    const teamId = sharedTeam(home, next);
    const [homeCrest, nextCrest] = [await crestOf(home, teamId), await crestOf(next, teamId)];
    const asked = requestsTo(next, `/images/teams/${teamId}`);
    const images = makeTempDir();
    harness.onCleanup(() => images.remove());
    const first = keyedEngine(home, teamId, images.path);
    await first.engine.start();
    await first.engine.keyChanged();
    expect((await shownCrest(first, teamId)).equals(homeCrest)).toBe(true);
    await first.stop();

    // The same image folder; the settings (keyedEngine's store) now name the other address.
    const second = keyedEngine(next, teamId, images.path);
    await second.engine.start();
    await second.engine.keyChanged();
    expect((await shownCrest(second, teamId)).equals(nextCrest)).toBe(true);
    expect(requestsTo(next, `/images/teams/${teamId}`)).toBe(asked + 1);
  });
});
