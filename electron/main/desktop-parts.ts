// The desktop shell's own parts beside the engine: the log file ("Open logs"), updates ("Restart to
// update"), the global shortcut and the system's Do Not Disturb. Each is a small module behind a
// port; this file wires them and keeps the status the window's Settings and the tray show.

import { dirname } from 'node:path';
import type { DesktopStatus, OpenLogsResult } from '../../shared/desktop';
import { errorText } from '../../shared/error-text';
import type { Settings } from '../../shared/settings';
import type { DesktopActions } from '../core/app-api';
import type { Clock } from '../core/ports';
import { DESKTOP_TEXT } from './desktop-text';
import { ShortcutController, type GlobalShortcutLike } from './lifecycle/global-shortcut';
import { UpdateController, type UpdaterLike } from './updates/update-controller';

export interface DesktopElectron {
  globalShortcut: GlobalShortcutLike;
  /** electron-updater's autoUpdater. */
  autoUpdater: UpdaterLike;
  shell: { openPath(path: string): Promise<string> };
  net: { isOnline(): boolean };
}

export interface DesktopPartsOptions {
  electron: DesktopElectron;
  clock: Clock;
  packaged: boolean;
  /** The log file now; null when no file is written (tests without a logger). */
  logFile: () => string | null;
  window: { isVisible(): boolean; show(): void; hide(): void };
  somethingLive: () => boolean;
  onStatus: (status: DesktopStatus) => void;
  log: (level: 'info' | 'warn', message: string) => void;
}

export interface DesktopParts {
  actions: DesktopActions;
  applySettings(settings: Pick<Settings, 'globalShortcut'>): void;
  start(): void;
  stop(): void;
}

export function createDesktopParts(options: DesktopPartsOptions): DesktopParts {
  const { electron, window } = options;
  const status = (): DesktopStatus => ({
    shortcut: shortcuts.current(),
    update: updates.current(),
    logFile: safeLogFile(),
  });
  const changed = () => options.onStatus(status());
  const shortcuts = new ShortcutController(
    electron.globalShortcut,
    () => (window.isVisible() ? window.hide() : window.show()),
    (message) => options.log('warn', message),
  );
  const updates = new UpdateController({
    updater: electron.autoUpdater,
    clock: options.clock,
    packaged: options.packaged,
    isOnline: () => electron.net.isOnline(),
    window,
    somethingLive: options.somethingLive,
    onChange: changed,
    log: options.log,
  });

  function safeLogFile(): string | null {
    try {
      return options.logFile();
    } catch {
      return null;
    }
  }

  async function openLogs(): Promise<OpenLogsResult> {
    const file = safeLogFile();
    if (!file) return { opened: false, reason: 'No log file is written in this session' };
    const folder = dirname(file);
    const failure = await electron.shell
      .openPath(folder)
      .catch((error: unknown) => errorText(error));
    if (failure) {
      const reason = DESKTOP_TEXT.logs.couldNotOpen(failure);
      options.log('warn', reason);
      return { opened: false, reason };
    }
    return { opened: true, path: folder };
  }

  let lastShortcut: string | null | undefined;
  return {
    actions: { status, openLogs, restartToUpdate: () => updates.restartToUpdate() },
    applySettings: (settings) => {
      if (settings.globalShortcut === lastShortcut) return;
      lastShortcut = settings.globalShortcut;
      shortcuts.apply(settings.globalShortcut);
      changed();
    },
    start: () => updates.start(),
    stop: () => {
      updates.stop();
      shortcuts.stop();
    },
  };
}
