// An hour of churn in real time: the headless mode as `npm run headless` runs it (its own process)
// keeping 2,000 live events fresh (25 sports of the synthetic service in this process, 80 live events
// each, polled every second), events ending and new ones beginning at a match day's pace (one a
// sport every 50 s: 30 a minute, the 2,000 turned over in about an hour), football's tournament
// followed (its goals alerted and remembered, held to the alert budget of 8 a minute, the rest told
// as summaries). RSS and CPU of the headless process are read from /proc every 10 s and reported
// per minute; memory is flat when the last ten minutes hold what the first ten did. The synthetic
// service has no football socket, so each run prints one error line saying football is polled.
//
// Run: npx tsx bench/hour-bench.ts [--minutes 60] [OTHER_TREE ...]
// (other checkouts run at the same time, each against a synthetic service of its own).

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { fixed, machineLine } from './bench-report';
import { watchingEverySport } from './headless-load-bench';
import { cpuSeconds, rssMb } from './process-figures';
import { startSyntheticService, type SyntheticService } from './synthetic-service';
import { BENCH_SPORTS } from './synthetic-events';

const OWN_ROOT = fileURLToPath(new URL('../', import.meta.url));
const EVENTS_PER_SPORT = 80;
/** Events of a sport that end on every look (one look a second): one every 50 s. */
const CHURN_PER_LOOK = 0.02;
const SAMPLE_MS = 10_000;
/** football's tournament in the synthetic service (10 + the sport's index). */
const FOLLOWED = `football:${10 + BENCH_SPORTS.indexOf('football')}`;

interface Minute {
  minute: number;
  rssMb: number;
  cpuPercent: number;
  lists: number;
}

interface HourRun {
  root: string;
  service: SyntheticService;
  child: ChildProcess;
  stateDir: string;
  notifications: number;
  errors: number;
  /** The first error line, to tell what it was. */
  firstError: string | null;
  minutes: Minute[];
}

function start(root: string, service: SyntheticService): HourRun {
  const stateDir = mkdtempSync(join(tmpdir(), 'scoretray-hour-'));
  const child = spawn(
    process.execPath,
    watchingEverySport(root, service.url, stateDir, [FOLLOWED]),
    { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] },
  );
  const run: HourRun = {
    root,
    service,
    child,
    stateDir,
    notifications: 0,
    errors: 0,
    firstError: null,
    minutes: [],
  };
  let pending = '';
  child.stdout!.setEncoding('utf8');
  child.stdout!.on('data', (chunk: string) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      if (line.startsWith('{"type":"notification"')) run.notifications += 1;
      else if (line.startsWith('{"type":"error"')) {
        run.errors += 1;
        run.firstError ??= line;
      }
    }
  });
  return run;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mean = (values: readonly number[]) =>
  values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);

export async function runHour(roots: readonly string[], minutes: number): Promise<HourRun[]> {
  const runs: HourRun[] = [];
  for (const root of roots) {
    runs.push(start(root, await startSyntheticService(EVENTS_PER_SPORT, CHURN_PER_LOOK)));
  }
  try {
    for (let minute = 1; minute <= minutes; minute++) {
      const at = runs.map((run) => ({
        cpu: cpuSeconds(run.child.pid!),
        lists: run.service.liveLists(),
        time: performance.now(),
        rss: [] as number[],
      }));
      for (let sample = 0; sample < 60_000 / SAMPLE_MS; sample++) {
        await pause(SAMPLE_MS);
        runs.forEach((run, index) => {
          if (run.child.exitCode !== null) throw new Error(`${run.root}: the headless run ended`);
          at[index]!.rss.push(rssMb(run.child.pid!));
        });
      }
      runs.forEach((run, index) => {
        const from = at[index]!;
        const seconds = (performance.now() - from.time) / 1000;
        const row: Minute = {
          minute,
          rssMb: mean(from.rss),
          cpuPercent: ((cpuSeconds(run.child.pid!) - from.cpu) / seconds) * 100,
          lists: run.service.liveLists() - from.lists,
        };
        run.minutes.push(row);
        process.stdout.write(`${JSON.stringify({ root: run.root, ...row })}\n`);
      });
    }
  } finally {
    for (const run of runs) {
      const exited = new Promise((resolve) => {
        if (run.child.exitCode !== null) resolve(null);
        else run.child.once('exit', resolve);
      });
      run.child.kill('SIGTERM');
      await exited;
      await run.service.close();
      rmSync(run.stateDir, { recursive: true, force: true });
    }
  }
  return runs;
}

/** First and last ten minutes (a third each in a run shorter than half an hour). */
export function hourSummary(run: HourRun): string {
  const span = Math.max(1, Math.min(10, Math.floor(run.minutes.length / 3)));
  const rss = run.minutes.map((minute) => minute.rssMb);
  const first = mean(rss.slice(0, span));
  const last = mean(rss.slice(-span));
  return [
    run.root,
    `${run.minutes.length} min`,
    `${fixed(mean(run.minutes.map((minute) => minute.lists)) / 60)} lists/s`,
    `${fixed(mean(run.minutes.map((minute) => minute.cpuPercent)))}%`,
    `${fixed(Math.max(...rss))} MB`,
    `${fixed(first)} → ${fixed(last)} MB (first and last ${span} min)`,
    `${fixed(last - first)} MB`,
    `${run.notifications}`,
    `${run.errors}`,
  ].join(' | ');
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: { minutes: { type: 'string' } },
    allowPositionals: true,
  });
  const minutes = Number(values.minutes ?? 60);
  const runs = await runHour([OWN_ROOT, ...positionals], minutes);
  process.stdout.write(`${machineLine()}\n\n`);
  process.stdout.write(
    '| code | ran | lists/s | CPU | RSS max | RSS first → last | growth | notifications | error lines |\n',
  );
  process.stdout.write('|---|---|---|---|---|---|---|---|---|\n');
  for (const run of runs) process.stdout.write(`| ${hourSummary(run)} |\n`);
  for (const run of runs)
    if (run.firstError) process.stdout.write(`${run.root}: ${run.firstError}\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) void main();
