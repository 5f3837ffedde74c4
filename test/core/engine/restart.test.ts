import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { FileDocumentStore } from '../../../electron/core/state/file-document-store';
import { readableScore, type Alert } from '../../../shared/domain';
import type { DemoMatchSummary, DemoService } from '../../../electron/demo/demo-service-api';
import { CrashPointStore } from '../../fixtures/crash-point-store';
import { makeTempDir, type TempDir } from '../../fixtures/temp-dir';
import {
  followHome,
  goalAlertsAt,
  liveMatchOf,
  pause,
  useDemoEngines,
  waitFor,
  type RunningEngine,
} from './engine-harness';

let dir: TempDir;
const harness = useDemoEngines();
beforeEach(() => {
  dir = makeTempDir();
  harness.onCleanup(() => dir.remove());
});

/** Starts a later run and gives the alerts of its catch-up once the run has settled. */
async function caughtUp(run: RunningEngine, what: string): Promise<Alert[]> {
  await run.engine.start();
  await waitFor(() => run.seen.alerts.length > 0, what);
  await run.engine.live.whenIdle();
  await pause(100);
  return run.seen.alerts;
}

/** A fresh demo and the first run on the state directory, following a live football match. */
const firstRunOnDisk = () =>
  harness.followLive('football', { store: new FileDocumentStore(dir.path) });

/** A later run on the same state directory, following the same team (not started yet). */
function nextRunOnDisk(demo: DemoService, match: DemoMatchSummary): RunningEngine {
  return harness.startEngine(demo, {
    store: new FileDocumentStore(dir.path),
    follows: [followHome(match)],
  });
}

/**
 * A run that told a goal and has just seen a second one, which waits to settle (a match's changes
 * close together are told once, where they settled).
 */
async function secondGoalSettling(store: CrashPointStore) {
  const { demo, match, running } = await harness.followLive('football', { store });
  const seenAt = (home: number) =>
    waitFor(
      () =>
        running.seen.scores.some(
          (seen) => seen.id === match.id && readableScore(seen).home === home,
        ),
      `${home}–${match.away} seen`,
    );
  demo.world.score('football', match.id, 'home');
  await seenAt(match.home + 1);
  await waitFor(
    () => goalAlertsAt(running.seen, match.id, match.home + 1, match.away).length === 1,
    'the first goal told',
  );
  demo.world.score('football', match.id, 'home');
  await seenAt(match.home + 2);
  const second = () => goalAlertsAt(running.seen, match.id, match.home + 2, match.away);
  return { demo, match, running, second };
}

describe('a restart with the same state directory', () => {
  it('repeats no alert, and alerts what happened while it was off exactly once', async () => {
    const { demo, match, running: first } = await firstRunOnDisk();
    expect(first.seen.alerts).toEqual([]);
    demo.world.score('football', match.id, 'home');
    await waitFor(
      () => goalAlertsAt(first.seen, match.id, match.home + 1, match.away).length === 1,
      'the goal',
    );
    await first.stop();

    const second = nextRunOnDisk(demo, match);
    await second.engine.start();
    await second.engine.live.whenIdle();
    await pause(100);
    expect(second.seen.alerts).toEqual([]);
    expect(second.seen.scores.map((m) => m.id)).toContain(match.id);
    await second.stop();

    // A goal while nothing ran: the next start tells it, once.
    demo.world.score('football', match.id, 'away');
    const told = await caughtUp(nextRunOnDisk(demo, match), 'the catch-up alert');
    expect(told).toHaveLength(1);
    expect(told[0]!.score).toEqual({ home: match.home + 1, away: match.away + 1 });
  });

  it('works again when the same engine is stopped and started (as the shell retries a start)', async () => {
    const { demo, match, running } = await firstRunOnDisk();
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

  it('tells at the next start a goal still settling when killed after the scores were written', async () => {
    const store = new CrashPointStore();
    const { demo, match, running, second } = await secondGoalSettling(store);
    const disk = await store.crashAfter((name) => name === 'match-memory');
    expect(second()).toEqual([]);
    await running.stop();

    const next = harness.startEngine(demo, { store: disk, follows: [followHome(match)] });
    const told = await caughtUp(next, 'the goal that was settling');
    expect(told.map((alert) => alert.score)).toEqual([{ home: match.home + 2, away: match.away }]);
  });

  it('tells at the next start a goal still settling when stopped', async () => {
    const store = new CrashPointStore();
    const { demo, match, running, second } = await secondGoalSettling(store);
    await running.stop();
    expect(second()).toEqual([]);

    const next = harness.startEngine(demo, { store, follows: [followHome(match)] });
    const told = await caughtUp(next, 'the goal that was settling');
    expect(told.map((alert) => alert.score)).toEqual([{ home: match.home + 2, away: match.away }]);
  });

  it('takes the very first look ever as a silent baseline', async () => {
    const demo = await harness.startDemo();
    const football = liveMatchOf(demo, 'football');
    const basketball = liveMatchOf(demo, 'basketball');
    const running = harness.startEngine(demo, {
      store: new FileDocumentStore(dir.path),
      follows: [followHome(football), followHome(basketball)],
    });
    await running.engine.start();
    await running.engine.live.whenIdle();
    await pause(100);
    expect(running.seen.scores.map((m) => m.id).sort()).toEqual(
      [football.id, basketball.id].sort(),
    );
    expect(running.seen.alerts).toEqual([]);
  });

  it('writes the first look ever at once, so a crash right after it is not a first run again', async () => {
    const { running: first } = await firstRunOnDisk();
    // On disk as soon as the first look is done, before any write delay: a kill now leaves a
    // start that is not the first.
    expect(existsSync(join(dir.path, 'match-memory.json'))).toBe(true);
    await first.stop();
  });

  it('counts the alert ledger as history: without last known scores, goals while off are told', async () => {
    const { demo, match, running: first } = await firstRunOnDisk();
    await first.stop();
    // As after a crash before the last known scores reached the disk: only the ledger is there.
    rmSync(join(dir.path, 'match-memory.json'));
    expect(existsSync(join(dir.path, 'alert-ledger.json'))).toBe(true);

    demo.world.score('football', match.id, 'home');
    const told = await caughtUp(nextRunOnDisk(demo, match), 'the goal scored while it was off');
    expect(told).toHaveLength(1);
    expect(told[0]!.score).toEqual({ home: match.home + 1, away: match.away });
  });
});
