// Memory and CPU of the engine keeping 2,000 live events across 25 sports up to date: a synthetic
// service (in its own process, so its work is not counted) serves 80 live events per sport whose
// scores move on every look; the engine polls all 25 sports once a second, as while the window shows
// them all.

import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { systemClock } from '../electron/core/ports';
import { benchEngine } from './bench-engine';
import { fixed, machineLine } from './bench-report';
import { BENCH_SPORTS } from './synthetic-events';

const EVENTS_PER_SPORT = 80;

export interface LoadResult {
  sports: number;
  liveEvents: number;
  pollIntervalMs: number;
  seconds: number;
  listsPerSecond: number;
  eventsPerSecond: number;
  rssMeanMb: number;
  rssMaxMb: number;
  heapUsedMb: number;
  /** RSS of this process before the engine was created (Node, tsx, the loaded modules). */
  rssBaselineMb: number;
  cpuPercent: number;
}

export async function runLoadBench(seconds = 20, pollIntervalMs = 1_000): Promise<LoadResult> {
  const service = await spawnService();
  const rssBaseline = process.memoryUsage().rss;
  const bench = benchEngine({
    baseUrl: service.url,
    apiKey: 'bench-key',
    clock: systemClock,
    options: { live: { minPollIntervalMs: pollIntervalMs } },
  });
  try {
    bench.engine.live.view([...BENCH_SPORTS]);
    await bench.engine.start();
    await pause(5_000);
    const liveEvents = bench.engine.live.list().length;
    const requestsBefore = bench.engine.status().quota.usedToday;
    const cpuBefore = process.cpuUsage();
    const startedAt = process.hrtime.bigint();
    const rss: number[] = [];
    while (Number(process.hrtime.bigint() - startedAt) / 1e9 < seconds) {
      await pause(500);
      rss.push(process.memoryUsage().rss);
    }
    const wall = Number(process.hrtime.bigint() - startedAt) / 1e9;
    const cpu = process.cpuUsage(cpuBefore);
    const lists = bench.engine.status().quota.usedToday - requestsBefore;
    const mb = (bytes: number) => bytes / 2 ** 20;
    return {
      sports: BENCH_SPORTS.length,
      liveEvents,
      pollIntervalMs,
      seconds: wall,
      listsPerSecond: lists / wall,
      eventsPerSecond: (lists * EVENTS_PER_SPORT) / wall,
      rssMeanMb: mb(rss.reduce((sum, value) => sum + value, 0) / rss.length),
      rssMaxMb: mb(Math.max(...rss)),
      heapUsedMb: mb(process.memoryUsage().heapUsed),
      rssBaselineMb: mb(rssBaseline),
      cpuPercent: ((cpu.user + cpu.system) / 1e6 / wall) * 100,
    };
  } finally {
    await bench.dispose();
    service.kill();
  }
}

export function loadMarkdown(result: LoadResult): string {
  return [
    '## Engine: memory and CPU with 2,000 live events',
    '',
    machineLine(),
    '',
    `${result.liveEvents} live events across ${result.sports} sports (${EVENTS_PER_SPORT} each) from a synthetic service in`,
    `another process; about one in twenty scores moves on every look. The engine polls all ${result.sports}`,
    `sports every ${result.pollIntervalMs} ms (as while the window shows them all): ${fixed(result.listsPerSecond)} lists and`,
    `${fixed(result.eventsPerSecond, 0)} events parsed and diffed per second. Measured over ${fixed(result.seconds, 0)} s after 5 s of warm-up;`,
    'CPU is user + system time of the engine process over wall time (100% = one core). The process',
    `had an RSS of ${fixed(result.rssBaselineMb)} MB before the engine was created (Node, tsx and the loaded modules).`,
    '',
    '| live events | RSS mean | RSS max | heap used at the end | CPU |',
    '|---|---|---|---|---|',
    `| ${result.liveEvents} | ${fixed(result.rssMeanMb)} MB | **${fixed(result.rssMaxMb)} MB** | ${fixed(result.heapUsedMb)} MB | **${fixed(result.cpuPercent)}%** |`,
    '',
  ].join('\n');
}

async function spawnService(): Promise<{ url: string; kill(): void }> {
  const script = fileURLToPath(new URL('./synthetic-service.ts', import.meta.url));
  const tsx = fileURLToPath(new URL('../node_modules/.bin/tsx', import.meta.url));
  const child = spawn(tsx, [script, String(EVENTS_PER_SPORT)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  const first = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`the synthetic service exited (${code})`)));
  });
  const { url } = JSON.parse(first) as { url: string };
  return { url, kill: () => child.kill('SIGTERM') };
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
