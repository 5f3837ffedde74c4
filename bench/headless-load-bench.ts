// The headless engine as a user runs it (its own process: the node command of `npm run headless`)
// keeping 2,000 live events fresh: 25 sports watched with --sport, 80 live events each, from the
// synthetic service in this process (its work is not counted), polled once a second. Its CPU and
// resident memory are read from /proc; the JSON.parse floor is what parsing the same answers costs
// in this process in the same run, at the rate the engine asked for them. With churn, events end
// and new ones begin on every look, many times faster than on a match day, so that an hour's worth
// of events coming and going passes in a few minutes.
//
// Run: npx tsx bench/headless-load-bench.ts [--root DIR ...] [--seconds N] [--churn N]
// (several --root: the checkouts measured one after the other, in turns, in the same run).

import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { fixed } from './bench-report';
import { startSyntheticService } from './synthetic-service';
import { BENCH_SPORTS, initialStates, liveListBody, stepStates } from './synthetic-events';
import { cpuSeconds, rssMb } from './process-figures';

const EVENTS_PER_SPORT = 80;
const WARM_UP_MS = 5_000;
const OWN_ROOT = fileURLToPath(new URL('../', import.meta.url));

export interface HeadlessLoadResult {
  root: string;
  readyMs: number;
  seconds: number;
  listsPerSecond: number;
  cpuPercent: number;
  floorPercent: number;
  rssMeanMb: number;
  rssMaxMb: number;
  /** Mean RSS over the first and the last fifth of the measured time. */
  rssFirstMb: number;
  rssLastMb: number;
  newEvents: number;
}

/**
 * CPU milliseconds of JSON.parse for one sport's live list, measured now in this process (CPU time,
 * like the headless process's figure, so that waiting for a core on a loaded machine counts in
 * neither).
 */
function parseFloorMsPerList(): number {
  const states = BENCH_SPORTS.map((_, index) => initialStates(index, EVENTS_PER_SPORT));
  const bodies = BENCH_SPORTS.map((sport, index) => {
    stepStates(states[index]!, 1);
    return liveListBody(sport, states[index]!, Date.now());
  });
  for (const body of bodies) JSON.parse(body);
  let best = Infinity;
  // The best of several rounds: the floor is what parsing costs, not what the machine's load adds.
  for (let round = 0; round < 5; round++) {
    const before = process.cpuUsage();
    for (let repeat = 0; repeat < 20; repeat++) for (const body of bodies) JSON.parse(body);
    const used = process.cpuUsage(before);
    best = Math.min(best, (used.user + used.system) / 1000 / (20 * bodies.length));
  }
  return best;
}

/** What `npm run headless` runs in that checkout, without `node` (its flags and the CLI). */
export function headlessCommand(root: string): string[] {
  const scripts = (
    JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    }
  ).scripts;
  const words = scripts.headless!.split(/\s+/);
  if (words[0] !== 'node')
    throw new Error(`the headless script is not run by node: ${scripts.headless}`);
  return words.slice(1);
}

/**
 * The node arguments of `npm run headless` in that checkout, watching every bench sport of the
 * synthetic service at `url` once a second, with its JSON lines and its own state folder.
 */
export function watchingEverySport(
  root: string,
  url: string,
  stateDir: string,
  follows: readonly string[],
): string[] {
  return [
    ...headlessCommand(root),
    ...follows.flatMap((follow) => ['--follow-tournament', follow]),
    '--base-url',
    url,
    '--address-form',
    'path',
    '--api-key',
    'bench-key',
    '--poll-interval-ms',
    '1000',
    '--json',
    '--state-dir',
    stateDir,
    ...BENCH_SPORTS.flatMap((sport) => ['--sport', sport]),
  ];
}

export async function runHeadlessLoad(
  root: string,
  seconds: number,
  churnPerLook: number,
  follows: readonly string[] = [],
): Promise<HeadlessLoadResult> {
  const service = await startSyntheticService(EVENTS_PER_SPORT, churnPerLook);
  const stateDir = mkdtempSync(join(tmpdir(), 'scoretray-load-'));
  const args = [
    // SCORETRAY_BENCH_NODE_ARGS: e.g. --cpu-prof, to see where the headless process spends.
    ...(process.env.SCORETRAY_BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
    ...watchingEverySport(root, service.url, stateDir, follows),
  ];
  const startedAt = performance.now();
  const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  try {
    const pid = child.pid!;
    const lines = createInterface({ input: child.stdout });
    await new Promise<void>((resolve, reject) => {
      lines.on('line', (line) => {
        if (line.includes('"type":"ready"')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`headless exited (${code}): ${stderr}`)));
    });
    const readyMs = performance.now() - startedAt;
    await pause(WARM_UP_MS);
    const cpuBefore = cpuSeconds(pid);
    const listsBefore = service.liveLists();
    const measuredFrom = performance.now();
    const rss: number[] = [];
    while (performance.now() - measuredFrom < seconds * 1000) {
      await pause(1_000);
      rss.push(rssMb(pid));
    }
    const wall = (performance.now() - measuredFrom) / 1000;
    const cpuPercent = ((cpuSeconds(pid) - cpuBefore) / wall) * 100;
    const listsPerSecond = (service.liveLists() - listsBefore) / wall;
    const floorPercent = ((parseFloorMsPerList() * listsPerSecond) / 1000) * 100;
    const fifth = Math.max(1, Math.floor(rss.length / 5));
    const mean = (values: number[]) =>
      values.reduce((sum, value) => sum + value, 0) / values.length;
    return {
      root,
      readyMs,
      seconds: wall,
      listsPerSecond,
      cpuPercent,
      floorPercent,
      rssMeanMb: mean(rss),
      rssMaxMb: Math.max(...rss),
      rssFirstMb: mean(rss.slice(0, fifth)),
      rssLastMb: mean(rss.slice(-fifth)),
      newEvents: service.liveLists() * churnPerLook,
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => {
      if (child.exitCode !== null) resolve(null);
      else child.once('exit', resolve);
    });
    await service.close();
    rmSync(stateDir, { recursive: true, force: true });
  }
}

export function headlessLoadRow(label: string, result: HeadlessLoadResult): string {
  return [
    label,
    `${fixed(result.listsPerSecond)}`,
    `**${fixed(result.cpuPercent)}%**`,
    `${fixed(result.floorPercent, 2)}%`,
    `**${fixed(result.cpuPercent / result.floorPercent)}x**`,
    `${fixed(result.rssMeanMb)} MB`,
    `**${fixed(result.rssMaxMb)} MB**`,
    `${fixed(result.rssFirstMb)} → ${fixed(result.rssLastMb)} MB`,
  ].join(' | ');
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      root: { type: 'string', multiple: true },
      seconds: { type: 'string' },
      churn: { type: 'string' },
      turns: { type: 'string' },
      'follow-tournament': { type: 'string', multiple: true },
    },
  });
  const roots = values.root ?? [OWN_ROOT];
  const seconds = Number(values.seconds ?? 20);
  const churn = Number(values.churn ?? 0);
  const turns = Number(values.turns ?? 1);
  for (let turn = 0; turn < turns; turn++) {
    for (const root of roots) {
      const result = await runHeadlessLoad(root, seconds, churn, values['follow-tournament']);
      process.stdout.write(`${JSON.stringify(result)}\n`);
      process.stdout.write(`| ${headlessLoadRow(root, result)} |\n`);
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) void main();
