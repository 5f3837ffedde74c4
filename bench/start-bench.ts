// Start-up as a user meets it. Ready: from spawning the headless mode (the node command of each
// checkout's `npm run headless`, without npm) to its `ready` line, against the
// embedded demo (`--demo`) and against the stand-in service (test/fixtures/stand-in-service.ts, a
// futsal team followed, its match live). First paint: the window (the real renderer build, fed by
// the real engine and the demo through test/bridge's harness) in Debian's Chromium, from navigation
// to the first contentful paint and to the first live row drawn.
//
// Run: npx tsx bench/start-bench.ts [--root DIR ...] [--turns N] [--paint]
// (several --root: each checkout measured in turns in the same run, this process's stand-in and
// Chromium serving them all).

import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../test/browser/chromium-options';
import { liveEvent, STAND_IN_KEY, startStandIn } from '../test/fixtures/stand-in-service';
import { fixed } from './bench-report';
import { headlessCommand } from './headless-load-bench';
import type * as UiHarnessModule from '../test/bridge/ui-harness';
import type * as EngineModuleOfRoot from '../electron/core/engine/engine';
import type * as DemoServerModule from '../electron/demo/server';

const OWN_ROOT = fileURLToPath(new URL('../', import.meta.url));
const READY_TIMEOUT_MS = 120_000;

/** Milliseconds from spawning the headless mode to its ready line. */
async function timeToReady(root: string, flags: string[]): Promise<number> {
  const stateDir = mkdtempSync(join(tmpdir(), 'scoretray-start-'));
  const startedAt = performance.now();
  const child = spawn(
    process.execPath,
    [...headlessCommand(root), '--json', '--state-dir', stateDir, ...flags],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  try {
    return await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no ready line in time')), READY_TIMEOUT_MS);
      createInterface({ input: child.stdout }).on('line', (line) => {
        if (!line.includes('"type":"ready"')) return;
        clearTimeout(timer);
        resolve(performance.now() - startedAt);
      });
      child.once('exit', (code) => reject(new Error(`headless exited (${code}): ${stderr}`)));
    });
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) resolve(null);
      else child.once('exit', resolve);
    });
    rmSync(stateDir, { recursive: true, force: true });
  }
}

async function readyWithStandIn(root: string): Promise<number> {
  const service = await startStandIn({ slug: 'futsal', livePath: 'live' });
  try {
    service.put(liveEvent(5001, [601, 602], [1, 0]), 'futsal');
    return await timeToReady(root, [
      '--base-url',
      service.url,
      '--api-key',
      STAND_IN_KEY,
      '--follow',
      'futsal:601',
    ]);
  } finally {
    await service.close();
  }
}

type HarnessModule = typeof UiHarnessModule;
type EngineModule = typeof EngineModuleOfRoot;
type DemoModule = typeof DemoServerModule;

interface Paint {
  firstContentfulPaintMs: number;
  firstRowMs: number;
}

/** The window of `root` (its renderer build, engine and demo) painted in Chromium. */
async function firstPaint(root: string): Promise<Paint> {
  // The checkout's own harness, engine and demo: its window as its code draws it.
  const harness = (await import(join(root, 'test/bridge/ui-harness.ts'))) as HarnessModule;
  const engineModule = (await import(join(root, 'electron/core/engine/engine.ts'))) as EngineModule;
  const demoModule = (await import(join(root, 'electron/demo/server.ts'))) as DemoModule;
  const ui = await harness.startUiHarness({
    createEngine: (ports, { pollIntervalMs }) =>
      engineModule.createEngine(ports, { live: { minPollIntervalMs: pollIntervalMs } }),
    startDemoService: demoModule.startDemoService,
  });
  const browser = await chromium.launch(chromiumLaunchOptions('bench'));
  try {
    const page = await browser.newPage({ viewport: { width: 400, height: 600 } });
    await page.goto(ui.url);
    await page.locator('.live-row').first().waitFor({ timeout: 60_000 });
    return await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      return {
        firstContentfulPaintMs: paint?.startTime ?? Number.NaN,
        firstRowMs: performance.now(),
      };
    });
  } finally {
    await browser.close();
    await ui.close();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      root: { type: 'string', multiple: true },
      turns: { type: 'string' },
      paint: { type: 'boolean' },
    },
  });
  const roots = values.root ?? [OWN_ROOT];
  const turns = Number(values.turns ?? 3);
  const results = new Map<string, { demo: number[]; standIn: number[]; paints: Paint[] }>(
    roots.map((root) => [root, { demo: [], standIn: [], paints: [] }]),
  );
  for (let turn = 0; turn < turns; turn++) {
    for (const root of roots) {
      const seen = results.get(root)!;
      seen.demo.push(await timeToReady(root, ['--demo']));
      seen.standIn.push(await readyWithStandIn(root));
      if (values.paint) seen.paints.push(await firstPaint(root));
      process.stdout.write(`${JSON.stringify({ root, turn, ...seen })}\n`);
    }
  }
  const median = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
  for (const [root, seen] of results) {
    process.stdout.write(
      `| ${root} | ${fixed(median(seen.demo), 0)} ms | ${fixed(median(seen.standIn), 0)} ms | ${fixed(median(seen.paints.map((p) => p.firstContentfulPaintMs)), 0)} ms | ${fixed(median(seen.paints.map((p) => p.firstRowMs)), 0)} ms |\n`,
    );
  }
}

void main();
