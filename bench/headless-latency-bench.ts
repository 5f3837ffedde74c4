// Push-to-alert latency through the headless mode, as a user runs it (`npm run headless`'s node
// command, its own process): the embedded demo service runs in this process, scores a goal in a
// followed football match and pushes it on the WebSocket; the time is taken from just before the
// push leaves the service to the `notification` line arriving on the headless process's stdout.
// The scorer's wait is its own row: from that line to the line of the same alert with `update:
// true` naming the scorer. Also counted: requests for the match's incidents that the service had
// answered before the goal's line arrived (the goal must be shown before its scorer is asked for).
//
// Other checkouts run side by side in the same run, at the same time against the same demo: each
// tree follows its own matches (a goal wakes only that tree's alert path) and the goals go to the
// trees in turns, never two at once. A match is scored at most once per settling window (3 s), and
// each tree gets at most 7.5 goals a minute: the alert budget (8 a minute, electron/core/alerts/
// alert-budget.ts) holds the rest back on purpose, and no flag lifts it in the headless mode.
//
// Run: npx tsx bench/headless-latency-bench.ts [--goals N] [--floor] [OTHER_TREE ...]
// (--floor: also a bare node process printing a line per socket message, the machine's floor).

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { DemoService } from '../electron/demo/demo-service-api';
import { startTestDemo, WORLD_START } from '../test/fixtures/demo-service';
import { fixed, machineLine, percentile } from './bench-report';
import { headlessCommand } from './headless-load-bench';

const OWN_ROOT = fileURLToPath(new URL('../', import.meta.url));
/** Between two goals of one tree: under the budget of 8 alerts a minute. */
const GOAL_SPACING_MS = 8_000;
/** The engine's settling window, and a margin for its timer. */
const SETTLING_MS = 3_200;
const ALERT_TIMEOUT_MS = 10_000;
const SCORER_WAIT_MS = 2_000;

interface Line {
  type: string;
  kind?: string;
  matchId?: number;
  id?: string;
  update?: boolean;
  body?: string;
}

interface Arrival {
  line: Line;
  at: number;
}

/** One headless process and the lines it printed, each with when it arrived here. */
class Headless {
  readonly arrivals: Arrival[] = [];
  private readonly child: ChildProcess;
  private readonly waiters: { test: (line: Line) => boolean; resolve: (a: Arrival) => void }[] = [];
  private stderr = '';

  constructor(
    readonly root: string,
    readonly stateDir: string,
    command: string[],
  ) {
    this.child = spawn(process.execPath, command, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, LANG: 'C.UTF-8', LC_ALL: '', SCORETRAY_API_KEY: '' },
    });
    let pending = '';
    this.child.stdout!.setEncoding('utf8');
    this.child.stdout!.on('data', (chunk: string) => {
      // Taken first: what follows is this process's own work.
      const at = performance.now();
      pending += chunk;
      const parts = pending.split('\n');
      pending = parts.pop() ?? '';
      for (const part of parts) {
        if (!part.startsWith('{')) continue;
        const arrival = { line: JSON.parse(part) as Line, at };
        this.arrivals.push(arrival);
        for (const waiter of [...this.waiters]) {
          if (!waiter.test(arrival.line)) continue;
          this.waiters.splice(this.waiters.indexOf(waiter), 1);
          waiter.resolve(arrival);
        }
      }
    });
    this.child.stderr!.on('data', (chunk: Buffer) => (this.stderr += chunk.toString()));
  }

  /** The first line from now on that passes the test, or null after `ms`. */
  next(test: (line: Line) => boolean, ms: number): Promise<Arrival | null> {
    return new Promise((resolve) => {
      const waiter = {
        test,
        resolve: (arrival: Arrival) => {
          clearTimeout(timer);
          resolve(arrival);
        },
      };
      const timer = setTimeout(() => {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        resolve(null);
      }, ms);
      this.waiters.push(waiter);
    });
  }

  async stop(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) {
      const exited = new Promise((resolve) => this.child.once('exit', resolve));
      this.child.kill('SIGTERM');
      const late = setTimeout(() => this.child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(late);
    }
    rmSync(this.stateDir, { recursive: true, force: true });
  }

  problem(): string {
    return this.stderr.slice(-2_000);
  }
}

interface TreeResult {
  root: string;
  goals: number;
  /** Push leaving the service to the goal's line, ms, sorted. */
  latencies: number[];
  /** The goal's line to its update naming the scorer, ms, sorted. */
  scorerWaits: number[];
  /** Goals whose incidents the service had answered before their line arrived. */
  askedBeforeShown: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function incidentsAnswered(demo: DemoService, matchId: number): number {
  return demo.log
    .requests()
    .filter((request) => request.path.includes('incidents') && request.path.includes(`${matchId}`))
    .length;
}

/**
 * The floor under every tree's figure on this machine at this moment: a node process that does
 * nothing but print a line for each message of the same WebSocket (two processes woken, loopback
 * both ways, no engine).
 */
const FLOOR = 'floor';
const FLOOR_SCRIPT = `
const WebSocket = require('ws');
const socket = new WebSocket(process.argv[1]);
socket.on('open', () => process.stdout.write('{"type":"ready"}\\n'));
socket.on('message', (data) => {
  const id = /"id":(\\d+)/.exec(String(data));
  const matchId = id ? Number(id[1]) : 0;
  process.stdout.write(JSON.stringify({ type: 'notification', kind: 'goal', matchId }) + '\\n');
});`;

function commandOf(root: string, demo: DemoService, stateDir: string, follows: string[]): string[] {
  if (root === FLOOR) {
    const socket = `${demo.url.replace(/^http/, 'ws')}/v2/football/ws?x-api-key=${demo.apiKey}`;
    return ['-e', FLOOR_SCRIPT, socket];
  }
  return [
    // SCORETRAY_BENCH_NODE_ARGS: e.g. --cpu-prof, to see where the headless process spends.
    ...(process.env.SCORETRAY_BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
    ...headlessCommand(root),
    '--json',
    '--state-dir',
    stateDir,
    '--base-url',
    demo.url,
    '--address-form',
    'path',
    '--api-key',
    demo.apiKey,
    ...follows,
  ];
}

export async function runHeadlessLatency(
  roots: readonly string[],
  goalsPerTree: number,
): Promise<TreeResult[]> {
  const demo = await startTestDemo({ seed: 21, startAt: WORLD_START });
  const live = demo.world.matches('football').filter((match) => match.phase === 'live');
  if (live.length < roots.length)
    throw new Error(`the demo has ${live.length} live football matches: too few to share`);
  // Each tree follows the home teams of its own share of the live matches.
  const shares = roots.map((_, index) => live.filter((__, at) => at % roots.length === index));
  const trees = roots.map((root, index) => {
    const stateDir = mkdtempSync(join(tmpdir(), 'scoretray-latency-'));
    const follows = shares[index]!.flatMap((match) => ['--follow', `football:${match.homeTeamId}`]);
    const cwd = root === FLOOR ? OWN_ROOT : root;
    return new Headless(cwd, stateDir, commandOf(root, demo, stateDir, follows));
  });
  const results: TreeResult[] = roots.map((root) => ({
    root,
    goals: 0,
    latencies: [],
    scorerWaits: [],
    askedBeforeShown: 0,
  }));
  try {
    const ready = await Promise.all(
      trees.map((tree) => tree.next((line) => line.type === 'ready', 60_000)),
    );
    ready.forEach((arrival, index) => {
      if (!arrival) throw new Error(`${roots[index]}: no ready line. ${trees[index]!.problem()}`);
    });
    // The first look's score lines and the socket's first answers settle before the first goal.
    await pause(3_000);
    const lastScored = new Map<number, number>();
    const lastGoalOfTree = roots.map(() => -Infinity);
    for (let goal = 0; goal < goalsPerTree * roots.length; goal += 1) {
      const index = goal % roots.length;
      const tree = trees[index]!;
      const share = shares[index]!;
      const match = share[Math.floor(goal / roots.length) % share.length]!;
      const now = performance.now();
      const wait = Math.max(
        SETTLING_MS - (now - (lastScored.get(match.id) ?? -Infinity)),
        GOAL_SPACING_MS - (now - lastGoalOfTree[index]!),
        0,
      );
      if (wait > 0) await pause(wait);
      const isGoal = (line: Line) =>
        line.type === 'notification' &&
        line.kind === 'goal' &&
        line.matchId === match.id &&
        line.update !== true;
      const shown = tree.next(isGoal, ALERT_TIMEOUT_MS);
      const askedBefore = incidentsAnswered(demo, match.id);
      const scoredAt = performance.now();
      lastScored.set(match.id, scoredAt);
      lastGoalOfTree[index] = scoredAt;
      demo.world.score('football', match.id, goal % 3 === 0 ? 'away' : 'home');
      const arrival = await shown;
      if (!arrival) throw new Error(`${tree.root}: no goal line for match ${match.id}`);
      const result = results[index]!;
      result.goals += 1;
      result.latencies.push(arrival.at - scoredAt);
      if (incidentsAnswered(demo, match.id) > askedBefore) result.askedBeforeShown += 1;
      const id = arrival.line.id;
      const named = await tree.next(
        (line) => line.type === 'notification' && line.update === true && line.id === id,
        SCORER_WAIT_MS,
      );
      if (named) result.scorerWaits.push(named.at - arrival.at);
    }
  } finally {
    await Promise.all(trees.map((tree) => tree.stop()));
    await demo.close();
  }
  for (const result of results) {
    result.latencies.sort((a, b) => a - b);
    result.scorerWaits.sort((a, b) => a - b);
  }
  return results;
}

function row(label: string, result: TreeResult): string[] {
  const ms = (values: number[], share: number) => `${fixed(percentile(values, share), 2)} ms`;
  const { latencies: l, scorerWaits: s } = result;
  return [
    `| ${label} | goal line | ${result.goals} | ${ms(l, 0.5)} | **${ms(l, 0.99)}** | ${ms(l, 1)} | ${result.askedBeforeShown} |`,
    `| ${label} | scorer's update (from the goal's line) | ${s.length} of ${result.goals} | ${ms(s, 0.5)} | ${ms(s, 0.99)} | ${ms(s, 1)} | |`,
  ];
}

export function headlessLatencyMarkdown(results: readonly TreeResult[]): string {
  return [
    machineLine(),
    '',
    '| code | line | goals | p50 | p99 | max | incidents asked before the goal line |',
    '|---|---|---|---|---|---|---|',
    ...results.flatMap((result) => row(result.root, result)),
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: { goals: { type: 'string' }, floor: { type: 'boolean' } },
    allowPositionals: true,
  });
  const goals = Number(values.goals ?? 40);
  const roots = [OWN_ROOT, ...positionals, ...(values.floor ? [FLOOR] : [])];
  const results = await runHeadlessLatency(roots, goals);
  for (const result of results) process.stdout.write(`${JSON.stringify(result)}\n`);
  process.stdout.write(headlessLatencyMarkdown(results));
}

if (import.meta.url === `file://${process.argv[1]}`) void main();
