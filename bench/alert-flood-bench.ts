// An alert flood against the headless mode, run as a user runs it, on this tree and on others given
// as arguments (a worktree of an earlier commit with node_modules linked), one after the other:
//   npx tsx bench/alert-flood-bench.ts [OTHER_TREE ...]
// The embedded demo service of this tree (manual clock: its own matches stand still) pushes 10,000
// messages a second for 5 s on the football socket, each a new live match of a followed team; half
// way through, a followed ice hockey team scores (polled every 200 ms). Once that goal is told (or
// 30 s after the flood) the process gets SIGTERM. Figures: CPU seconds of the headless process over the flood, until the
// SIGTERM (from /proc), notifications told, when the ice hockey goal was told (from the moment it
// was scored), how long the process took to exit after SIGTERM. Linux only.

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { startTestDemo } from '../test/fixtures/demo-service';
import { newMatchMessage } from '../test/fixtures/hostile-bodies';
import { cpuSeconds } from './process-figures';

const PER_SECOND = 10_000;
const SECONDS = 5;
const EXIT_WAIT_MS = 120_000;
/** How long after the flood the ice hockey goal is waited for before the SIGTERM. */
const GOAL_WAIT_MS = 30_000;
const FIRST_FLOOD_ID = 900_000;

interface Line {
  type?: string;
  kind?: string;
  matchId?: number;
  update?: boolean;
}

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function until(check: () => boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) return false;
    await pause(20);
  }
  return true;
}

async function measure(tree: string) {
  const demo = await startTestDemo({ seed: 42 });
  const stateDir = mkdtempSync(join(tmpdir(), 'scoretray-alert-flood-'));
  let child: ChildProcess | null = null;
  try {
    const football = demo.world.matches('football').find((m) => m.phase === 'live');
    const hockey = demo.world.matches('ice-hockey').find((m) => m.phase === 'live');
    if (!football || !hockey) throw new Error('the demo has no live football or ice hockey match');
    const lines: { at: number; line: Line }[] = [];
    child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'electron/headless/cli.ts',
        '--json',
        ...['--state-dir', stateDir, '--base-url', demo.url, '--api-key', demo.apiKey],
        ...['--follow', `football:${football.homeTeamId}`],
        ...['--follow', `ice-hockey:${hockey.homeTeamId}`],
        ...['--poll-interval-ms', '200'],
      ],
      { cwd: tree, stdio: ['ignore', 'pipe', 'ignore'], env: { ...process.env, LANG: 'C.UTF-8' } },
    );
    const pid = child.pid!;
    createInterface({ input: child.stdout! }).on('line', (text) => {
      try {
        lines.push({ at: Date.now(), line: JSON.parse(text) as Line });
      } catch {
        // a line that is not JSON is not counted
      }
    });
    const exited = new Promise<void>((done) => child!.once('exit', () => done()));
    const seenHockey = () =>
      lines.some(({ line }) => line.type === 'score' && line.matchId === hockey.id);
    if (!(await until(seenHockey, 60_000))) throw new Error(`${tree}: no first look in 60 s`);

    const cpuBefore = cpuSeconds(pid);
    const started = Date.now();
    let sent = 0;
    let scoredAt = 0;
    while (sent < PER_SECOND * SECONDS) {
      const due = Math.min(
        PER_SECOND * SECONDS,
        Math.ceil(((Date.now() - started) / 1000) * PER_SECOND),
      );
      for (; sent < due; sent++) {
        const id = FIRST_FLOOD_ID + sent;
        demo.world.pushRaw(newMatchMessage(id, { home: football.homeTeamId, away: id }));
      }
      if (scoredAt === 0 && Date.now() - started >= (SECONDS * 1000) / 2) {
        demo.world.score('ice-hockey', hockey.id, 'home');
        scoredAt = Date.now();
      }
      await pause(10);
    }
    const floodEnded = Date.now();
    const hockeyGoal = () =>
      lines.find(
        ({ line }) =>
          line.type === 'notification' && line.matchId === hockey.id && line.update !== true,
      );
    await until(() => hockeyGoal() !== undefined, GOAL_WAIT_MS);
    // The process may still be reading the flood's backlog: its CPU so far, then the stop.
    const cpu = cpuSeconds(pid) - cpuBefore;
    const sigtermAt = Date.now();
    child.kill('SIGTERM');
    const stopped = await Promise.race([
      exited.then(() => true),
      pause(EXIT_WAIT_MS).then(() => false),
    ]);
    const exitMs = Date.now() - sigtermAt;
    const goal = hockeyGoal();
    return {
      tree,
      pushes: sent,
      notifications: lines.filter(
        ({ line }) => line.type === 'notification' && line.update !== true,
      ).length,
      hockeyGoalAfterMs: goal ? goal.at - scoredAt : null,
      floodLastedMs: floodEnded - started,
      exitAfterSigtermMs: stopped ? exitMs : `over ${EXIT_WAIT_MS} ms (killed)`,
      cpuSecondsOverFlood: Math.round(cpu * 100) / 100,
    };
  } finally {
    child?.kill('SIGKILL');
    await demo.close();
    rmSync(stateDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const trees = [process.cwd(), ...process.argv.slice(2).map((tree) => resolve(tree))];
  for (const tree of trees) console.log(JSON.stringify(await measure(tree)));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
