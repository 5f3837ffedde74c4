// Render benchmark: the real renderer build in the machine's Chromium with 1,000 live rows and 50 score
// updates a second, fed by a bench-only bridge (render-bench-bridge.ts). Frame times are the
// requestAnimationFrame deltas in the page over ~10 s while the list also scrolls; the p95 goes to
// BENCHMARKS.md under "## Render". Run alone with `npx tsx bench/render-bench.ts`, or call
// runRenderBench() from bench/run-all.ts.

import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { ensureRendererBuilt, RENDERER_OUT, REPO_ROOT } from '../test/bridge/build-renderer';
import { compileClassicScript, createRendererSite } from '../test/bridge/renderer-site';
import { chromiumLaunchOptions } from '../test/browser/chromium-options';

export interface RenderBenchOptions {
  rows?: number;
  updatesPerSecond?: number;
  durationMs?: number;
  /** Pixels scrolled per frame during the measurement (0: the list stands still). */
  scrollPerFrame?: number;
  /**
   * Lift Chromium's frame-rate limit and vsync. Paced by the display, a frame delta cannot go
   * below the refresh interval (16.7 ms at 60 Hz) however little work a frame does; unthrottled,
   * the delta is what a frame really costs.
   */
  unthrottled?: boolean;
}

const UNTHROTTLED_ARGS = ['--disable-frame-rate-limit', '--disable-gpu-vsync'];

export interface RenderBenchResult {
  rows: number;
  updatesPerSecond: number;
  durationMs: number;
  frames: number;
  updatesSent: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Frames that took longer than two 60 Hz frames (33.4 ms). */
  longFrames: number;
  chromium: string;
  unthrottled: boolean;
}

export function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

export async function runRenderBench(options: RenderBenchOptions = {}): Promise<RenderBenchResult> {
  const rows = options.rows ?? 1000;
  const updatesPerSecond = options.updatesPerSecond ?? 50;
  const durationMs = options.durationMs ?? 10_000;
  const scrollPerFrame = options.scrollPerFrame ?? 2;
  await ensureRendererBuilt();

  const site = createRendererSite({
    root: RENDERER_OUT,
    bridgeScript: await compileClassicScript(join(import.meta.dirname, 'render-bench-bridge.ts')),
    socketOrigin: () => '',
  });
  const server = createServer((request, response) => {
    void site.handle(request, response).then((handled) => {
      if (!handled) response.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const unthrottled = options.unthrottled ?? false;
  const launch = chromiumLaunchOptions('bench');
  const browser = await chromium.launch({
    ...launch,
    args: unthrottled ? [...launch.args, ...UNTHROTTLED_ARGS] : launch.args,
  });
  try {
    const page = await browser.newPage({ viewport: { width: 400, height: 600 } });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`http://127.0.0.1:${port}/?rows=${rows}`);
    await page.locator('.live-row').first().waitFor({ timeout: 15_000 });
    if (problems.length > 0) throw new Error(`the page failed: ${problems.join('; ')}`);

    const measured = await page.evaluate(
      (settings) => {
        if (!window.__bench) throw new Error('the bench bridge is missing');
        return window.__bench.measureFrames(settings);
      },
      { durationMs, updatesPerSecond, scrollPerFrame },
    );
    if (problems.length > 0) throw new Error(`the page failed: ${problems.join('; ')}`);

    const sorted = [...measured.deltas].sort((a, b) => a - b);
    return {
      rows,
      updatesPerSecond,
      durationMs,
      frames: sorted.length,
      updatesSent: measured.sent,
      p50: percentile(sorted, 0.5),
      p95: percentile(sorted, 0.95),
      p99: percentile(sorted, 0.99),
      max: sorted[sorted.length - 1] ?? Number.NaN,
      longFrames: sorted.filter((delta) => delta > 33.4).length,
      chromium: browser.version(),
      unthrottled,
    };
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

export function renderBenchMarkdown(
  results: readonly RenderBenchResult[],
  date = new Date(),
): string {
  const ms = (value: number): string => `${value.toFixed(1)} ms`;
  const first = results[0];
  if (!first) throw new Error('no render results to report');
  return [
    '## Render',
    '',
    `Real renderer build in Chromium ${first.chromium} (headless, software rendering), 400x600 window,`,
    `${first.rows} live rows, ${first.updatesPerSecond} score updates per second, list scrolling while measured;`,
    `requestAnimationFrame deltas over ${(first.durationMs / 1000).toFixed(0)} s per run. Measured ${date.toISOString().slice(0, 10)}.`,
    'Paced by the display, a delta cannot go below the 16.7 ms refresh interval, so that row shows',
    'whether frames were dropped; the unthrottled row (`--disable-frame-rate-limit --disable-gpu-vsync`)',
    'shows what a frame costs, the figure to hold under 16 ms.',
    '',
    '| run | frames | updates | p50 | p95 | p99 | max | frames over 33 ms |',
    '|---|---|---|---|---|---|---|---|',
    ...results.map(
      (result) =>
        `| ${result.unthrottled ? 'unthrottled' : 'paced at 60 Hz'} | ${result.frames} | ${result.updatesSent} | ${ms(result.p50)} | **${ms(result.p95)}** | ${ms(result.p99)} | ${ms(result.max)} | ${result.longFrames} |`,
    ),
    '',
  ].join('\n');
}

/** Replaces (or adds) the "## Render" section of BENCHMARKS.md, keeping every other section. */
export function replaceSection(document: string, section: string): string {
  const heading = section.split('\n', 1)[0] ?? '';
  const lines = document.split('\n');
  const start = lines.findIndex((line) => line.trim() === heading);
  if (start === -1) {
    const base = document.trim() ? document.replace(/\n*$/, '\n\n') : '# Benchmarks\n\n';
    return `${base}${section}`;
  }
  let end = lines.findIndex((line, index) => index > start && /^## /.test(line));
  if (end === -1) end = lines.length;
  const before = lines.slice(0, start).join('\n');
  const after = lines.slice(end).join('\n');
  return `${before}${before ? '\n' : ''}${section}${after ? `\n${after}` : ''}`.replace(
    /\n{3,}/g,
    '\n\n',
  );
}

export function writeRenderSection(
  results: readonly RenderBenchResult[],
  file = join(REPO_ROOT, 'BENCHMARKS.md'),
): void {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  writeFileSync(file, replaceSection(current, renderBenchMarkdown(results)));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  mkdirSync(join(REPO_ROOT, 'test-results'), { recursive: true });
  (async () => {
    const paced = await runRenderBench();
    const unthrottled = await runRenderBench({ unthrottled: true });
    return [paced, unthrottled];
  })()
    .then((results) => {
      writeRenderSection(results);
      process.stdout.write(`${JSON.stringify(results)}\n`);
    })
    .catch((error: unknown) => {
      process.stderr.write(
        `render bench failed: ${error instanceof Error ? error.stack : String(error)}\n`,
      );
      process.exitCode = 1;
    });
}
