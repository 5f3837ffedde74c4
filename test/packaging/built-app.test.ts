// The built app, not the sources: electron-vite builds it into a throwaway app folder (package.json
// and node_modules beside out/, as in the package), and out/main/index.js runs in its own Node process
// with `electron` answered by the typed stand-in. Bundling mistakes a user would meet on launch fail
// here: a wrong preload name, an ES-module preload, a missing renderer page, a dependency left
// external that the package does not ship, a start or quit that throws or never ends.

import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, readFileSync, readdirSync, symlinkSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, resolve } from 'node:path';
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

function runBuiltMain(
  mode: 'packaged' | 'unpackaged',
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((done, fail) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', DRIVER, out, join(app.path, `userData-${mode}`), mode],
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

/** One run per mode, shared by the tests that read its report. */
const runs = new Map<string, Promise<{ report: BuiltAppReport; code: number | null }>>();
function reportOf(mode: 'packaged' | 'unpackaged') {
  let run = runs.get(mode);
  if (!run) {
    run = runBuiltMain(mode).then((result) => {
      const line = result.stdout.trim().split('\n').at(-1) ?? '';
      expect(line, `no report from the built app; stderr:\n${result.stderr}`).toMatch(/^\{/);
      const report = JSON.parse(line) as BuiltAppReport;
      expect(report.errors).toEqual([]);
      return { report, code: result.code };
    });
    runs.set(mode, run);
  }
  return run;
}

describe('the built app', () => {
  it('is where package.json says Electron starts it', () => {
    expect(manifest.main).toBe('out/main/index.js');
    expect(existsSync(join(out, 'main', 'index.js'))).toBe(true);
  });

  it('starts under Electron, makes its tray and window, loads its preload and page, and quits', async () => {
    const { report, code } = await reportOf('unpackaged');
    expect(report.trays).toBe(1);
    expect(report.windows).toHaveLength(1);
    const [window] = report.windows;
    expect(window?.preload).toBe(join(out, 'preload', 'index.cjs'));
    expect(existsSync(String(window?.preload))).toBe(true);
    expect(report.preloadError).toBeNull();
    expect(report.exposedByPreload).toEqual(['scoretray']);
    // Developers keep the inspector and Electron's menu; users get neither (next test).
    expect(window?.devTools).toBe(true);
    expect(report.applicationMenu).toBe('default');
    expect(report.quitCompleted).toBe(true);
    expect(code).toBe(0);
  }, 60_000);

  it('serves its page from app://scoretray/ with the policy header: the page and every file it names', async () => {
    const { report } = await reportOf('unpackaged');
    expect(report.privilegedSchemes).toEqual(['app', 'scoretray-img']);
    expect(report.windows[0]?.loadedUrls).toEqual(['app://scoretray/index.html']);
    const [page, ...files] = report.served;
    expect(page).toMatchObject({ status: 200, contentType: 'text/html; charset=utf-8' });
    // The page names its script and style sheet; each resolves to a file of out/renderer.
    expect(files.map((file) => new URL(file.url).pathname)).toEqual(
      expect.arrayContaining([expect.stringMatching(/\.js$/), expect.stringMatching(/\.css$/)]),
    );
    for (const served of report.served) {
      expect(served.status, served.url).toBe(200);
      expect(served.policy, served.url).toMatch(/^default-src 'self'; script-src 'self';/);
      expect(existsSync(join(out, 'renderer', new URL(served.url).pathname))).toBe(true);
    }
  }, 60_000);

  it("packaged: DevTools are off in the window and Electron's menu with its DevTools key is gone", async () => {
    const { report, code } = await reportOf('packaged');
    expect(report.errors).toEqual([]);
    expect(report.windows[0]?.devTools).toBe(false);
    expect(report.applicationMenu).toBe(process.platform === 'darwin' ? 'custom' : 'none');
    expect(report.served[0]?.status).toBe(200);
    expect(code).toBe(0);
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
