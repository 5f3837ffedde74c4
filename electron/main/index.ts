// The Electron main process entry: claims the single instance, registers the app's schemes, and once
// Electron is ready hands the real modules to the shell's wiring (shell.ts). Nothing else lives here.

import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { fileURLToPath } from 'node:url';
import {
  Menu,
  Notification,
  Tray,
  app,
  dialog,
  globalShortcut,
  ipcMain,
  nativeImage,
  net,
  powerMonitor,
  protocol,
  safeStorage,
  screen,
  session,
  shell,
  type NativeImage,
} from 'electron';
import electronLog from 'electron-log/main';
import Store from 'electron-store';
import electronUpdater from 'electron-updater';
import { createEngine } from '../core/engine/engine';
import { systemClock } from '../core/ports';
import { startDemoService } from '../demo/server';
import { prepareBeforeReady } from './lifecycle/before-ready';
import { startShell, type Shell } from './shell';
import type { StoredKey } from './storage/key-vault';
import { createPopoverBrowserWindow } from './window/create-popover-window';
import { rendererLocation } from './window/renderer-location';
import {
  linuxFocusReader,
  macFocusReader,
  type FocusReader,
  type RunProgram,
} from './notifications/focus-mode';

const APP_ID = 'app.scoretray.desktop';
/** How long after a first start on the demo service its showcase goal comes. */
const DEMO_SHOWCASE_GOAL_MS = 40_000;

const here = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/** The OS reads notification icons itself, so packaged ones live beside the archive (asarUnpack). */
function unpacked(path: string): string | null {
  const outside = path.replace(/app\.asar([\\/])/, 'app.asar.unpacked$1');
  for (const candidate of [outside, path]) if (existsSync(candidate)) return candidate;
  return null;
}

/** electron-log writes the file and the console; the shell redacts before and in its hooks. */
function log(level: 'info' | 'warn' | 'error', message: string): void {
  electronLog[level](message);
}

/** A short-lived helper program (gsettings, busctl) with a deadline, for reading Do Not Disturb. */
const runProgram: RunProgram = (file, args) =>
  new Promise((resolve, reject) =>
    execFile(file, [...args], { timeout: 2000, windowsHide: true }, (error, stdout) =>
      error ? reject(error) : resolve(String(stdout)),
    ),
  );

function focusReader(): FocusReader | null {
  if (process.platform === 'linux') return linuxFocusReader(runProgram);
  if (process.platform === 'darwin') return macFocusReader(homedir());
  // Windows: Focus Assist cannot be read without native code; the OS routes the toasts itself.
  return null;
}

if (prepareBeforeReady(app, protocol)) {
  if (process.platform === 'win32') app.setAppUserModelId(APP_ID);
  let running: Pick<Shell, 'stop'> | null = null;
  app
    .whenReady()
    .then(() => {
      const appIcon = unpacked(here('../../resources/icons/256x256.png'));
      running = startShell<NativeImage>(
        {
          app,
          Tray,
          Menu,
          nativeImage,
          Notification,
          safeStorage,
          protocol,
          ipcMain,
          screen,
          powerMonitor,
          net,
          shell,
          dialog,
          session,
          globalShortcut,
          autoUpdater: electronUpdater.autoUpdater,
        },
        {
          platform: process.platform,
          location: rendererLocation(
            here('../renderer'),
            process.env.ELECTRON_RENDERER_URL,
            app.isPackaged,
          ),
          appIconPath: appIcon,
          createWindow: () =>
            createPopoverBrowserWindow(here('../preload/index.cjs'), {
              devTools: !app.isPackaged,
            }),
          openVaultFile: ({ cwd, name }) =>
            new Store<{ apiKey?: StoredKey }>({
              cwd,
              name,
              clearInvalidConfig: false,
              configFileMode: 0o600,
              schema: {
                apiKey: {
                  type: 'object',
                  properties: { ciphertext: { type: 'string' }, savedAt: { type: 'number' } },
                  required: ['ciphertext'],
                },
              },
            }),
          openDocumentFile: (options) => new Store(options),
          createEngine: (ports) => createEngine(ports),
          // A first try shows a goal within a minute, then the match goes on at real pace.
          startDemo: () =>
            startDemoService({ speed: 1, showcaseGoalAfterMs: DEMO_SHOWCASE_GOAL_MS }),
          clock: systemClock,
          // The shell writes its lines to electron-log itself (file and console).
          log: () => undefined,
          logger: electronLog,
          packaged: app.isPackaged,
          focusReader: focusReader(),
          autostart: { env: process.env, home: homedir(), execPath: process.execPath },
        },
      );
    })
    .catch((error: unknown) => {
      log(
        'error',
        `Scoretray could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      app.quit();
    });

  let quitting = false;
  app.on('before-quit', (event) => {
    if (quitting || !running) return;
    // Let the engine write its last known state before the process ends.
    event.preventDefault();
    quitting = true;
    void running.stop().finally(() => app.quit());
  });
}
