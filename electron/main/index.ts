// The Electron main process entry: claims the single instance, registers the image scheme, and once
// Electron is ready hands the real modules to the shell's wiring (shell.ts). Nothing else lives here.

import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  Menu,
  Notification,
  Tray,
  app,
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
import Store from 'electron-store';
import { createEngine } from '../core/engine';
import { systemClock } from '../core/ports';
import { startDemoService } from '../demo/server';
import { prepareBeforeReady } from './lifecycle/before-ready';
import { startShell, type Shell } from './shell';
import type { StoredKey } from './storage/key-vault';
import { createPopoverBrowserWindow } from './window/create-popover-window';
import { rendererLocation } from './window/renderer-location';

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

function log(level: 'info' | 'warn' | 'error', message: string): void {
  const line = `[scoretray] ${level}: ${message}`;
  if (level === 'error') console.error(line);
  else console.log(line);
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
          session,
        },
        {
          platform: process.platform,
          location: rendererLocation(
            here('../renderer/index.html'),
            process.env.ELECTRON_RENDERER_URL,
            app.isPackaged,
          ),
          appIconPath: appIcon,
          createWindow: () => createPopoverBrowserWindow(here('../preload/index.cjs')),
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
          log,
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
