// Crests cost quota (V2 images count against the daily allowance), so the engine fetches each one
// once a day however often the window shows it: two looks at the live list, a restart of the app
// within the day, and only after a day a fresh copy. Counted at the demo service, over loopback.

import type { SportSlug } from '../../../shared/domain';
import type { Clock } from '../../../electron/core/ports';
import type { DemoService } from '../../../electron/demo/demo-service-api';
import { MemoryDocumentStore } from '../../fixtures/memory-document-store';
import { makeTempDir } from '../../fixtures/temp-dir';
import {
  followHome,
  liveMatchOf,
  useDemoEngines,
  waitFor,
  type RunningEngine,
} from './engine-harness';
import { worldClock } from '../../fixtures/world-clock';
import { describe, expect, it } from 'vitest';

const HOUR = 3_600_000;
const harness = useDemoEngines();

/** The world's clock, which the test can move the engine past without the world playing on. */
function movableClock(demo: DemoService): { clock: Clock; jump(ms: number): void } {
  const world = worldClock(demo.world);
  let shift = 0;
  return {
    clock: { ...world, now: () => world.now() + shift },
    jump: (ms) => (shift += ms),
  };
}

/** How often each crest was asked of the service. */
function crestRequests(demo: DemoService): Map<string, number> {
  const counts = new Map<string, number>();
  for (const request of demo.log.requests())
    if (request.path.includes('/images/'))
      counts.set(request.path, (counts.get(request.path) ?? 0) + 1);
  return counts;
}

interface Crest {
  sport: SportSlug;
  teamId: number;
}

/** What the window does when it shows the live list: every row's two crests. */
async function look(running: RunningEngine, crests: readonly Crest[]): Promise<void> {
  for (const crest of crests)
    expect(await running.engine.connection.imagePath('team', crest.sport, crest.teamId)).toMatch(
      /\.png$/,
    );
}

describe('crests and the quota', () => {
  it('fetches a crest once a day: two looks and a restart ask nothing more; a day later, once again', async () => {
    const demo = await harness.startDemo();
    const images = makeTempDir();
    harness.onCleanup(() => images.remove());
    const time = movableClock(demo);
    const setup = {
      store: new MemoryDocumentStore(),
      imageCacheDir: images.path,
      clock: time.clock,
      follows: [followHome(liveMatchOf(demo, 'football'))],
    };

    const first = await harness.runEngine(demo, setup);
    const crests = first.engine.live
      .list()
      .flatMap((match) =>
        [match.home, match.away].map((team) => ({ sport: match.sport, teamId: team.id })),
      );
    expect(crests.length).toBeGreaterThanOrEqual(2);
    await look(first, crests);
    await look(first, crests);
    const once = crestRequests(demo);
    expect(once.size).toBe(new Set(crests.map((crest) => `${crest.sport}/${crest.teamId}`)).size);
    expect([...once.values()].every((count) => count === 1)).toBe(true);

    // The app is quit and started again later the same day: the disk cache answers.
    await first.stop();
    time.jump(20 * HOUR);
    const second = await harness.runEngine(demo, setup);
    await look(second, crests);
    expect(crestRequests(demo)).toEqual(once);

    // A day after they were fetched, each crest is fetched once more, and only once.
    time.jump(5 * HOUR);
    await look(second, crests);
    await look(second, crests);
    const twice = crestRequests(demo);
    expect([...twice.keys()].sort()).toEqual([...once.keys()].sort());
    expect([...twice.values()].every((count) => count === 2)).toBe(true);
  });

  it("fetches a newly followed team's crest ahead, for its notifications, however it was followed", async () => {
    const demo = await harness.startDemo();
    const images = makeTempDir();
    harness.onCleanup(() => images.remove());
    const [first, second, third] = demo.world.matches('football').map(followHome);
    expect(third).toBeDefined();
    const asked = (team: { teamId: number }) =>
      demo.log
        .requests()
        .some((request) => request.path === `/v2/football/images/teams/${team.teamId}`);
    const running = await harness.runEngine(demo, {
      store: new MemoryDocumentStore(),
      imageCacheDir: images.path,
      follows: [first!],
    });
    await waitFor(() => asked(first!), "the followed team's crest at start");
    expect(asked(second!) || asked(third!)).toBe(false);

    // Followed from a search result (follow:add), and in the settings (settings:update).
    running.engine.settings.follow(second!);
    await waitFor(() => asked(second!), 'the crest of the team followed from search');
    const { follows } = running.engine.settings.get();
    running.engine.settings.update({ follows: [...follows, third!] });
    await waitFor(() => asked(third!), 'the crest of the team followed in the settings');
  });
});
