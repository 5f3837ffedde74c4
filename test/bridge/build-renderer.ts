// Builds the renderer into out/renderer with the same settings as electron-vite's renderer build,
// but alone: the browser tests and the benchmark need only the window, not the shell.

import { existsSync, readdirSync, statSync } from 'node:fs';
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

/** True when out/renderer is missing or older than any source of the window. */
export function rendererIsStale(): boolean {
  const built = join(RENDERER_OUT, 'index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return SOURCES.some((source) => existsSync(source) && newestMtime(source) > builtAt);
}

export async function buildRenderer(): Promise<void> {
  await build({
    configFile: false,
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
}

/** Builds the renderer unless a build newer than every source is already there. */
export async function ensureRendererBuilt(): Promise<void> {
  if (rendererIsStale()) await buildRenderer();
}
