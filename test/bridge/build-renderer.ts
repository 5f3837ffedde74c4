// Builds the renderer into out/renderer with the same settings as electron-vite's renderer build,
// but alone: the browser tests and the benchmark need only the window, not the shell.

import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

export const REPO_ROOT = resolve(import.meta.dirname, '..', '..');
export const RENDERER_OUT = join(REPO_ROOT, 'out', 'renderer');
const SOURCES = [join(REPO_ROOT, 'renderer'), join(REPO_ROOT, 'shared')];

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** Written beside the build by buildRenderer: a build without it may be React's development one. */
const PRODUCTION_MARK = join(RENDERER_OUT, '.production-build');

/**
 * True when out/renderer is missing, older than any source of the window, or not known to be a
 * production build (one made by an older harness, or by another tool).
 */
export function rendererIsStale(): boolean {
  const built = join(RENDERER_OUT, 'index.html');
  if (!existsSync(built) || !existsSync(PRODUCTION_MARK)) return true;
  const builtAt = statSync(built).mtimeMs;
  return SOURCES.some((source) => existsSync(source) && newestMtime(source) > builtAt);
}

/**
 * Always React's production build, whoever asks. Vite takes the mode from NODE_ENV when it is set,
 * and vitest sets it to 'test': a build made first by a vitest file (ui-harness.test) was React's
 * development build (jsxDEV, dev checks on every render), which the browser tests and the render
 * bench then reused as fresh. Its unthrottled frame p95 was 2-4 times the production build's.
 */
export async function buildRenderer(): Promise<void> {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: false,
      mode: 'production',
      root: join(REPO_ROOT, 'renderer'),
      base: './',
      logLevel: 'warn',
      plugins: [react()],
      build: {
        outDir: RENDERER_OUT,
        emptyOutDir: true,
        rolldownOptions: { input: { index: join(REPO_ROOT, 'renderer', 'index.html') } },
      },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  writeFileSync(PRODUCTION_MARK, 'built by test/bridge/build-renderer.ts in production mode\n');
}

/** Builds the renderer unless a build newer than every source is already there. */
export async function ensureRendererBuilt(): Promise<void> {
  if (rendererIsStale()) await buildRenderer();
}
