// The built app, not the sources: electron-vite builds it into a throwaway app folder (package.json
// and node_modules beside out/, as in the package), and out/main/index.js runs in its own Node process
// with `electron` answered by the typed stand-in. Bundling mistakes a user would meet on launch fail
// here: a wrong preload name, an ES-module preload, a missing renderer page, a dependency left
// external that the package does not ship, a start or quit that throws or never ends.

import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, readFileSync, readdirSync, symlinkSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir, type TempDir } from '../fixtures/temp-dir';
import { bundleImports, packageOf } from './built-app/bundle-imports';
import type { BuiltAppReport } from './built-app/run-built-main';

const ROOT = resolve(import.meta.dirname, '..', '..');
const DRIVER = join(import.meta.dirname, 'built-app', 'run-built-main.ts');
const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  main: string;
  dependencies: Record<string, string>;
};

let app: TempDir;
let out: string;

beforeAll(() => {
  app = makeTempDir('scoretray-built-app-');
  out = join(app.path, 'out');
  // The build writes only into the temp folder: out/renderer of the worktree stays as the browser
  // tests left it.
  const build = spawnSync(
    join(ROOT, 'node_modules', '.bin', 'electron-vite'),
    ['build', '--outDir', out, '--logLevel', 'error'],
    { cwd: ROOT, encoding: 'utf8' },
  );
  if (build.status !== 0)
    throw new Error(`electron-vite build failed:\n${build.stdout}${build.stderr}`);
  copyFileSync(join(ROOT, 'package.json'), join(app.path, 'package.json'));
  symlinkSync(join(ROOT, 'node_modules'), join(app.path, 'node_modules'), 'dir');
  symlinkSync(join(ROOT, 'resources'), join(app.path, 'resources'), 'dir');
}, 120_000);

afterAll(() => app?.remove());

function runBuiltMain(): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((done, fail) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', DRIVER, out, join(app.path, 'userData')],
      {
        cwd: app.path,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', fail);
    // The process must end by itself once the app has quit: nothing left running.
    child.on('exit', (code) => done({ code, stdout, stderr }));
  });
}

describe('the built app', () => {
  it('is where package.json says Electron starts it', () => {
    expect(manifest.main).toBe('out/main/index.js');
    expect(existsSync(join(out, 'main', 'index.js'))).toBe(true);
  });

  it('starts under Electron, makes its tray and window, loads its preload and page, and quits', async () => {
    const run = await runBuiltMain();
    const line = run.stdout.trim().split('\n').at(-1) ?? '';
    expect(line, `no report from the built app; stderr:\n${run.stderr}`).toMatch(/^\{/);
    const report = JSON.parse(line) as BuiltAppReport;
    expect(report.errors).toEqual([]);
    expect(report.trays).toBe(1);
    expect(report.windows).toHaveLength(1);
    const [window] = report.windows;
    expect(window?.preload).toBe(join(out, 'preload', 'index.cjs'));
    expect(existsSync(String(window?.preload))).toBe(true);
    expect(report.preloadError).toBeNull();
    expect(report.exposedByPreload).toEqual(['scoretray']);
    const page = window?.loadedUrls[0] ?? '';
    expect(page).toMatch(/^file:/);
    expect(fileURLToPath(page)).toBe(join(out, 'renderer', 'index.html'));
    expect(existsSync(fileURLToPath(page))).toBe(true);
    expect(report.quitCompleted).toBe(true);
    expect(run.code).toBe(0);
  }, 60_000);

  it('leaves external only Node built-ins, electron and packages the app ships', () => {
    const allowed = new Set([...Object.keys(manifest.dependencies), 'electron']);
    const builtins = new Set(builtinModules);
    const files = [
      ...readdirSync(join(out, 'main')).map((name) => join(out, 'main', name)),
      ...readdirSync(join(out, 'preload')).map((name) => join(out, 'preload', name)),
    ].filter((file) => /\.[cm]?js$/.test(file));
    const unshipped: string[] = [];
    for (const file of files) {
      for (const specifier of bundleImports(file, readFileSync(file, 'utf8')).specifiers) {
        const name = packageOf(specifier);
        if (name === null || specifier.startsWith('node:') || builtins.has(name)) continue;
        if (!allowed.has(name)) unshipped.push(`${file}: ${specifier}`);
      }
    }
    expect(unshipped).toEqual([]);
  });

  it('has a CommonJS preload, as a sandboxed window requires', () => {
    const preload = join(out, 'preload', 'index.cjs');
    const imports = bundleImports(preload, readFileSync(preload, 'utf8'));
    expect(imports.esm).toBe(false);
    expect(imports.specifiers).toEqual(['electron']);
  });
});
