// Plays Electron for the built bundle (run with `node --import tsx`): `electron` resolves to the
// typed stand-in for both import (ESM hook) and require (as Electron's own resolver does), then
// out/main/index.js is loaded, the app is driven to ready and quit, and what it did goes to stdout
// as one JSON line. The process is left to end by itself: a handle the app forgets keeps it alive.

import Module, { createRequire, register } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as StandInModule from '../../electron-stub/index';

export interface ServedFile {
  url: string;
  status: number;
  contentType: string | null;
  policy: string | null;
}

export interface BuiltAppReport {
  trays: number;
  windows: { preload: unknown; devTools: unknown; loadedUrls: string[] }[];
  /** Schemes registered as privileged before ready, as Electron requires. */
  privilegedSchemes: string[];
  /** The window's page and every file it names, fetched through the app's own protocol handler. */
  served: ServedFile[];
  /** 'default' while Electron's own menu (reload and DevTools keys) is left in place. */
  applicationMenu: 'default' | 'none' | 'custom';
  exposedByPreload: string[];
  preloadError: string | null;
  quitCompleted: boolean;
  errors: string[];
}

const [outDir, userData, mode = 'unpackaged'] = process.argv.slice(2);
if (!outDir || !userData)
  throw new Error('usage: run-built-main.ts <outDir> <userData folder> [packaged|unpackaged]');

const errors: string[] = [];
const describe = (error: unknown) =>
  error instanceof Error ? (error.stack ?? error.message) : String(error);
// Recorded for the report and written at once, so a failure that ends the run is still seen.
const fail = (what: string) => {
  errors.push(what);
  process.stderr.write(`${what}\n`);
};
process.on('uncaughtException', (error) => fail(`uncaught: ${describe(error)}`));
process.on('unhandledRejection', (error) => fail(`unhandled rejection: ${describe(error)}`));

const standInUrl = new URL('../../electron-stub/index.ts', import.meta.url).href;
register('./electron-hook.mjs', import.meta.url, { data: { standInUrl } });
const standIn = (await import(standInUrl)) as typeof StandInModule;
const electron = standIn.electronStub;

// CommonJS (electron-log, electron-updater, the preload) asks Node's resolver; Electron answers
// `electron` there itself, and so does this stand-in: the main process's modules (no renderer parts,
// which libraries use to tell a preload from main) until the preload is loaded.
const { ipcRenderer, contextBridge, ...mainProcessModules } = electron;
const STAND_IN_ID = 'electron';
const resolver = Module as unknown as {
  _resolveFilename: (request: string, ...rest: unknown[]) => string;
  _cache: Record<string, unknown>;
};
const nodeResolve = resolver._resolveFilename.bind(Module);
resolver._resolveFilename = (request, ...rest) =>
  request === STAND_IN_ID ? STAND_IN_ID : nodeResolve(request, ...rest);
resolver._cache[STAND_IN_ID] = {
  id: STAND_IN_ID,
  filename: STAND_IN_ID,
  loaded: true,
  exports: mainProcessModules,
};

// As `electron .` runs it (or an installed app, with 'packaged'): no dev server, its own profile.
delete process.env.ELECTRON_RENDERER_URL;
electron.app.isPackaged = mode === 'packaged';
electron.app.userData = userData;

// Electron's quit: before-quit may be prevented (the app then quits again when it is done).
let quitCompleted = false;
let quitFinished = () => undefined as void;
const quitDone = new Promise<void>((resolve) => (quitFinished = resolve));
electron.app.quit = () => {
  let prevented = false;
  electron.app.emit('before-quit', { preventDefault: () => (prevented = true) });
  if (prevented) return;
  electron.app.emit('will-quit', { preventDefault: () => undefined });
  electron.app.emit('quit');
  quitCompleted = true;
  quitFinished();
};

await import(pathToFileURL(join(outDir, 'main', 'index.js')).href);
await electron.app.whenReady();
electron.app.emit('ready');
// The shell is built in the whenReady continuation: wait for its tray and window to appear.
while (electron.recorded.trays.length === 0 || electron.recorded.windows.length === 0) {
  if (errors.length > 0) break;
  await new Promise((resolve) => setImmediate(resolve));
}

const windows = electron.recorded.windows.map((window) => ({
  preload: window.options.webPreferences?.preload,
  devTools: window.options.webPreferences?.devTools,
  loadedUrls: [...window.loadedUrls],
}));

/** The page as the window would get it, then each script, style and icon it names. */
async function servedFiles(pageUrl: string | undefined): Promise<ServedFile[]> {
  if (!pageUrl) return [];
  const served: ServedFile[] = [];
  const fetchOne = async (url: string) => {
    const response = await electron.protocol.fetch(url);
    served.push({
      url,
      status: response.status,
      contentType: response.headers.get('content-type'),
      policy: response.headers.get('content-security-policy'),
    });
    return response;
  };
  const page = await (await fetchOne(pageUrl)).text();
  for (const [, reference] of page.matchAll(/\s(?:src|href)="([^"]+)"/g))
    if (reference) await fetchOne(new URL(reference, pageUrl).href);
  return served;
}
let served: ServedFile[] = [];
try {
  served = await servedFiles(windows[0]?.loadedUrls[0]);
} catch (error) {
  fail(`the page could not be fetched: ${describe(error)}`);
}
const menu = electron.Menu.applicationMenu;

// The preload, loaded as Electron loads a sandboxed one: CommonJS, `require('electron')`.
let preloadError: string | null = null;
const preloadPath = windows[0]?.preload;
try {
  if (typeof preloadPath !== 'string') throw new Error('the window names no preload');
  resolver._cache[STAND_IN_ID] = {
    id: STAND_IN_ID,
    filename: STAND_IN_ID,
    loaded: true,
    exports: { ipcRenderer, contextBridge },
  };
  createRequire(import.meta.url)(preloadPath);
} catch (error) {
  preloadError = describe(error);
}

electron.app.quit();
if (errors.length === 0) await quitDone;
const report: BuiltAppReport = {
  trays: electron.recorded.trays.length,
  windows,
  privilegedSchemes: electron.protocol.privileged.map((entry) => entry.scheme),
  served,
  applicationMenu: menu === 'default' ? 'default' : menu === null ? 'none' : 'custom',
  exposedByPreload: [...electron.contextBridge.exposed.keys()],
  preloadError,
  quitCompleted,
  errors,
};
process.stdout.write(`${JSON.stringify(report)}\n`);
