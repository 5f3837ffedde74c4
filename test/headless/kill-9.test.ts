// Nothing lost, nothing repeated across crashes: the headless mode follows a live match and is killed
// with SIGKILL at seeded random moments (right after ready, right after a state file was written,
// right after an alert, a random delay after a goal), goals are scored while it is down, and it is
// started again on the same state folder each time. Every goal must be told exactly once over all
// the runs. The seed is in the test's name: KILL_SEED=<seed> replays the same moments.

import { watch } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { DemoMatchSummary } from '../../electron/demo/demo-service-api';
import { createRandom } from '../../electron/demo/sim/random';
import { WORLD_START } from '../fixtures/demo-service';
import { against, useHeadlessRuns } from './headless-runs';
import type { CliLine, RunningCli } from './spawn-cli';

// A fixed seed by default so CI is repeatable: 19 kills once at each moment, the random delay
// last (129 ms). KILL_SEED=<seed> replays another run.
// Known gap (issue 14, docs/headless.md): a kill between an alert's "shown" mark (one write(2) to the marks
// log) and the write(2) of its line loses that alert. Before the mark was a single append made
// right before the line, the window was wider and 8 of 80 runs of seeds 1-40 on a loaded machine
// lost a goal there; 0 of 80 since (BENCHMARKS.md).
const SEED = Number(process.env.KILL_SEED ?? 19);
const CYCLES = 5;

/** The moments a run is killed at; each is a state the test waits for, never a time. */
type Moment = 'after-ready' | 'ledger-written' | 'memory-written' | 'after-alert' | 'random-delay';
const MOMENTS: readonly Moment[] = [
  'after-ready',
  'ledger-written',
  'memory-written',
  'after-alert',
  'random-delay',
];

// Every run of the test on the same state folder, polling fast.
const headless = useHeadlessRuns('scoretray-kill-', ['--poll-interval-ms', '50']);

/**
 * Resolves the next time one of `files` changes in the state folder: a document put in place (the
 * store renames over it) or a log appended to.
 */
function nextWriteOf(path: string, files: readonly string[]): Promise<void> {
  return new Promise((resolve) => {
    const watcher = watch(path, (_event, name) => {
      if (name === null || !files.includes(name)) return;
      watcher.close();
      resolve();
    });
    headless.onCleanup(() => watcher.close());
  });
}

const goalAlerts = (lines: readonly CliLine[], matchId: number) =>
  lines.filter(
    (line) =>
      line.type === 'notification' &&
      line.update !== true &&
      line.matchId === matchId &&
      (line.kind === 'goal' || line.kind === 'summary'),
  );

const totalOf = (line: CliLine) => {
  const score = line.score as { home: number; away: number };
  return score.home + score.away;
};

describe('kill -9 at random moments of a run with goals while down', () => {
  it(`tells every goal exactly once over all runs (seed ${SEED}; replay with KILL_SEED=${SEED})`, async () => {
    const random = createRandom(SEED);
    // A world that moves only when the test scores, at a fixed moment. Started at the wall clock's,
    // the first live match was at another point of its game at each hour: from 22:25 to 22:38 UTC
    // it was in a penalty shootout, where a score is a kick and not a goal, and the test waited for
    // goals that never come.
    const demo = await headless.demo({ clockMode: 'manual', startAt: WORLD_START });
    const match: DemoMatchSummary | undefined = demo.world
      .matches('football')
      .find((candidate) => candidate.phase === 'live' && candidate.shootout === undefined);
    if (!match) throw new Error('the demo world has no live football match');
    const runs: RunningCli[] = [];
    const start = () => {
      const cli = headless.start(against(demo, `football:${match.homeTeamId}`), 'node');
      runs.push(cli);
      return cli;
    };
    const score = () => demo.world.score('football', match.id, 'home');
    const current = () => demo.world.matches('football').find((m) => m.id === match.id)!;
    const isReady = (line: CliLine) => line.type === 'ready';
    const moments: string[] = [];

    // The first run ever: its first look is a silent baseline, and the match's score is known.
    const first = start();
    await first.waitForLine(
      (line) => line.type === 'score' && line.matchId === match.id,
      'the followed score',
    );
    await first.stop('SIGKILL');

    for (let cycle = 0; cycle < CYCLES; cycle += 1) {
      const moment = MOMENTS[random.int(0, MOMENTS.length - 1)]!;
      const cli = start();
      if (moment === 'after-ready') {
        await cli.waitForLine(isReady, 'ready');
        moments.push(moment);
      } else if (moment === 'random-delay') {
        const delayMs = random.int(0, 400);
        await cli.waitForLine(isReady, 'ready');
        score();
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        moments.push(`${moment} ${delayMs} ms`);
      } else {
        // The ledger is saved by appending its changes, and now and then written whole.
        const files =
          moment === 'ledger-written'
            ? ['alert-ledger.json', 'alert-ledger-changes.jsonl']
            : moment === 'memory-written'
              ? ['match-memory.json']
              : null;
        await cli.waitForLine(isReady, 'ready');
        const written = files ? nextWriteOf(headless.dir(), files) : null;
        const total = current().home + current().away + 1;
        score();
        if (written) await written;
        else
          await cli.waitForLine(
            (line) => goalAlerts([line], match.id).length > 0 && totalOf(line) === total,
            'the goal scored while running',
          );
        moments.push(moment);
      }
      await cli.stop('SIGKILL');
      // A goal while it is down, every time.
      score();
    }

    // The last run, left to tell what is still owed, then stopped cleanly.
    const last = start();
    const final = current();
    const finalTotal = final.home + final.away;
    await last.waitForLine(
      (line) => goalAlerts([line], match.id).some((alert) => totalOf(alert) === finalTotal),
      `the last goal (${final.home}–${final.away}) told; moments: ${moments.join(', ')}`,
    );
    await last.stop('SIGTERM');

    const told = runs.flatMap((run) => goalAlerts(run.lines, match.id));
    const account = told.map((line) => `${String(line.kind)} ${totalOf(line)}`);
    const perRun = runs.map((run, index) => {
      const seen = run.lines
        .filter((line) => line.matchId === match.id)
        .map((line) => `${String(line.kind ?? line.type)} ${totalOf(line)}`);
      return `run ${index}: ${seen.join(' ')}`;
    });
    const context = `seed ${SEED}; moments: ${moments.join(', ')}; told: ${account.join(', ')}; ${perRun.join('; ')}`;
    // Each alert tells goals not told before (no repeat), and a single goal's alert tells exactly
    // the next one (no goal silently skipped); a summary tells several found at once.
    let toldUpTo = match.home + match.away;
    for (const line of told) {
      const total = totalOf(line);
      expect(total, `a goal told again (${context})`).toBeGreaterThan(toldUpTo);
      if (line.kind === 'goal') expect(total, `a goal lost (${context})`).toBe(toldUpTo + 1);
      toldUpTo = total;
    }
    expect(toldUpTo, `goals never told (${context})`).toBe(finalTotal);
    for (const run of runs) expect(run.strayLines).toEqual([]);
  }, 180_000);
});
