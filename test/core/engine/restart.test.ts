import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { FileDocumentStore } from '../../../electron/core/state/file-document-store';
import type { DemoService } from '../../../electron/demo/demo-service-api';
import { makeTempDir, type TempDir } from '../../fixtures/temp-dir';
import { pause } from '../live/wait-for';
import {
  followHome,
  goalAlertsAt,
  liveMatchOf,
  useDemoEngines,
  waitFor,
  type RunningEngine,
} from './engine-harness';

let demo: DemoService;
let dir: TempDir;
const harness = useDemoEngines();
beforeEach(() => {
  dir = makeTempDir();
  harness.onCleanup(() => dir.remove());
});

function engineOnDisk(follow: ReturnType<typeof followHome>): RunningEngine {
  return harness.startEngine(demo, { store: new FileDocumentStore(dir.path), follows: [follow] });
}

describe('a restart with the same state directory', () => {
  it('repeats no alert, and alerts what happened while it was off exactly once', async () => {
    demo = await harness.startDemo();
    const match = liveMatchOf(demo, 'football');
    const follow = followHome(match);

    const first = engineOnDisk(follow);
    await first.engine.start();
    expect(first.seen.alerts).toEqual([]);
    demo.world.score('football', match.id, 'home');
    await waitFor(
      () => goalAlertsAt(first.seen, match.id, match.home + 1, match.away).length === 1,
      'the goal',
    );
    await first.stop();

    const second = engineOnDisk(follow);
    await second.engine.start();
    await second.engine.whenIdle();
    await pause(100);
    expect(second.seen.alerts).toEqual([]);
    expect(second.seen.scores.map((m) => m.id)).toContain(match.id);
    await second.stop();

    // A goal while nothing ran: the next start tells it, once.
    demo.world.score('football', match.id, 'away');
    const third = engineOnDisk(follow);
    await third.engine.start();
    await waitFor(() => third.seen.alerts.length > 0, 'the catch-up alert');
    await third.engine.whenIdle();
    await pause(100);
    expect(third.seen.alerts).toHaveLength(1);
    expect(third.seen.alerts[0]!.score).toEqual({ home: match.home + 1, away: match.away + 1 });
  });

  it('works again when the same engine is stopped and started (as the shell retries a start)', async () => {
    demo = await harness.startDemo();
    const match = liveMatchOf(demo, 'football');
    const running = engineOnDisk(followHome(match));
    await running.engine.start();
    await running.engine.stop();
    demo.world.score('football', match.id, 'home');
    await running.engine.start();
    await waitFor(() => running.seen.alerts.length === 1, 'the goal scored while stopped');
    demo.world.score('football', match.id, 'home');
    await waitFor(
      () => goalAlertsAt(running.seen, match.id, match.home + 2, match.away).length === 1,
      'a goal after the restart',
    );
    expect(running.seen.ready).toHaveLength(2);
  });

  it('takes the very first look ever as a silent baseline', async () => {
    demo = await harness.startDemo();
    const football = liveMatchOf(demo, 'football');
    const basketball = liveMatchOf(demo, 'basketball');
    const running = harness.startEngine(demo, {
      store: new FileDocumentStore(dir.path),
      follows: [followHome(football), followHome(basketball)],
    });
    await running.engine.start();
    await running.engine.whenIdle();
    await pause(100);
    expect(running.seen.scores.map((m) => m.id).sort()).toEqual(
      [football.id, basketball.id].sort(),
    );
    expect(running.seen.alerts).toEqual([]);
  });

  it('writes the first look ever at once, so a crash right after it is not a first run again', async () => {
    demo = await harness.startDemo();
    const match = liveMatchOf(demo, 'football');
    const first = engineOnDisk(followHome(match));
    await first.engine.start();
    // On disk as soon as the first look is done, before any write delay: a kill now leaves a
    // start that is not the first.
    expect(existsSync(join(dir.path, 'match-memory.json'))).toBe(true);
    await first.stop();
  });

  it('counts the alert ledger as history: without last known scores, goals while off are told', async () => {
    demo = await harness.startDemo();
    const match = liveMatchOf(demo, 'football');
    const follow = followHome(match);
    const first = engineOnDisk(follow);
    await first.engine.start();
    await first.stop();
    // As after a crash before the last known scores reached the disk: only the ledger is there.
    rmSync(join(dir.path, 'match-memory.json'));
    expect(existsSync(join(dir.path, 'alert-ledger.json'))).toBe(true);

    demo.world.score('football', match.id, 'home');
    const second = engineOnDisk(follow);
    await second.engine.start();
    await waitFor(() => second.seen.alerts.length > 0, 'the goal scored while it was off');
    await second.engine.whenIdle();
    await pause(100);
    expect(second.seen.alerts).toHaveLength(1);
    expect(second.seen.alerts[0]!.score).toEqual({ home: match.home + 1, away: match.away });
  });
});
