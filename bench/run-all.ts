// `npm run bench`: every benchmark, each writing its own section of BENCHMARKS.md (the others are
// kept). The engine's run here; the UI's render benchmark, when present, runs in its own process.

import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { writeSection } from './bench-report';
import { latencyMarkdown, runLatencyBench } from './latency-bench';
import { loadMarkdown, runLoadBench } from './load-bench';
import { quotaMarkdown, runQuotaBench } from './quota-bench';
import { requestsSection } from './requests-bench';
import { browseEveningSection } from './browse-evening-bench';
import { runThroughputBench, throughputMarkdown } from './throughput-bench';

interface Bench {
  name: string;
  run(): Promise<string>;
}

const BENCHES: Bench[] = [
  // First, while the process is fresh: its memory figures are about the engine, not earlier runs.
  { name: 'memory and CPU', run: async () => loadMarkdown(await runLoadBench()) },
  { name: 'parse-and-diff throughput', run: async () => throughputMarkdown(runThroughputBench()) },
  { name: 'push-to-alert latency', run: async () => latencyMarkdown(await runLatencyBench()) },
  { name: 'requests per match day', run: requestsSection },
  { name: 'quota over a match day', run: async () => quotaMarkdown(runQuotaBench()) },
  { name: 'an evening of browsing', run: browseEveningSection },
];

const RENDER_BENCH = fileURLToPath(new URL('./render-bench.ts', import.meta.url));
const TSX = fileURLToPath(new URL('../node_modules/.bin/tsx', import.meta.url));

async function main(): Promise<void> {
  let failed = false;
  for (const bench of BENCHES) {
    process.stdout.write(`bench: ${bench.name}...\n`);
    try {
      const section = await bench.run();
      writeSection(section);
      process.stdout.write(`${section}\n`);
    } catch (error) {
      failed = true;
      process.stderr.write(
        `bench ${bench.name} failed: ${error instanceof Error ? error.stack : String(error)}\n`,
      );
    }
  }
  if (existsSync(RENDER_BENCH)) {
    process.stdout.write('bench: render (bench/render-bench.ts)...\n');
    const code = await new Promise<number | null>((resolve) => {
      const child = spawn(TSX, [RENDER_BENCH], { stdio: 'inherit' });
      child.on('exit', resolve);
      child.on('error', () => resolve(1));
    });
    if (code !== 0) {
      failed = true;
      process.stderr.write(`bench render failed (exit ${code})\n`);
    }
  }
  process.exitCode = failed ? 1 : 0;
}

void main();
