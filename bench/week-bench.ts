// The headless mode under the floods of issue 26, one run per case: peak RSS, CPU seconds, requests
// made, lines printed, and the time to `ready`. Give other checkouts to measure them side by side in
// the same run (a worktree of the previous commit, its node_modules linked):
//   npx tsx bench/week-bench.ts [OTHER_TREE ...]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFixedAnswerServer, type FixedAnswer } from '../test/fixtures/fixed-answer-server';
import { manyEvents, manySmallObjects } from '../test/fixtures/hostile-bodies';
import { writeOversizedAlertState } from '../test/fixtures/oversized-alert-state';
import { cpuSeconds, peakRssMb } from './process-figures';

const RUN_MS = 15_000;

interface Case {
  name: string;
  answer: () => FixedAnswer;
  /** Fills the state folder before the run. */
  state?: (dir: string) => void;
}

const CASES: Case[] = [
  { name: 'one followed event (baseline)', answer: () => ({ body: manyEvents(1) }) },
  { name: '9,999 followed events', answer: () => ({ body: manyEvents(9_999) }) },
  { name: 'broken JSON, every answer', answer: () => ({ body: '{"events":[' }) },
  { name: '7 MB of small objects', answer: () => ({ body: manySmallObjects() }) },
  {
    name: '12 MB marks log + 14 MB ledger',
    answer: () => ({ body: manyEvents(1) }),
    state: writeOversizedAlertState,
  },
];

interface Figures {
  peakRssMb: number;
  cpuSeconds: number;
  requests: number;
  lines: number;
  errorLines: number;
  readyMs: number | null;
}

async function measure(tree: string, which: Case): Promise<Figures> {
  const server = await startFixedAnswerServer(which.answer());
  const state = mkdtempSync(join(tmpdir(), 'scoretray-week-'));
  which.state?.(state);
  const started = Date.now();
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'electron/headless/cli.ts',
      '--json',
      '--state-dir',
      state,
      '--base-url',
      server.url,
      '--api-key',
      'k7Qz9-week-bench-key',
      '--follow',
      'basketball:2',
      '--poll-interval-ms',
      '200',
    ],
    { cwd: tree, stdio: ['ignore', 'pipe', 'ignore'] },
  );
  let lines = 0;
  let errorLines = 0;
  let readyMs: number | null = null;
  let pending = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    pending += chunk;
    const parts = pending.split('\n');
    pending = parts.pop() ?? '';
    for (const part of parts) {
      lines += 1;
      if (part.startsWith('{"type":"error"')) errorLines += 1;
      if (readyMs === null && part.startsWith('{"type":"ready"')) readyMs = Date.now() - started;
    }
  });
  await new Promise((resolve) => setTimeout(resolve, RUN_MS));
  const peak = peakRssMb(child.pid!);
  const cpu = cpuSeconds(child.pid!);
  child.kill('SIGKILL');
  await server.close();
  rmSync(state, { recursive: true, force: true });
  return {
    peakRssMb: peak,
    cpuSeconds: cpu,
    requests: server.received.length,
    lines,
    errorLines,
    readyMs,
  };
}

const here = fileURLToPath(new URL('..', import.meta.url));
const trees = [here, ...process.argv.slice(2)];
console.log(`each case ${RUN_MS / 1000} s, poll interval 200 ms, every followed event's team is 2`);
for (const which of CASES) {
  for (const tree of trees) {
    const figures = await measure(tree, which);
    console.log(JSON.stringify({ case: which.name, tree, ...figures }));
  }
}
