// Stand-ins for globalShortcut and electron-updater's autoUpdater, typed by the shell's ports. The
// updater is driven like the real one: a check emits checking, then available or not-available (or
// an error, or an offline failure); a download finishes when the test says so.

import { EventEmitter } from 'node:events';
import type { GlobalShortcutLike } from '../../electron/main/lifecycle/global-shortcut';
import type { UpdaterLike } from '../../electron/main/updates/update-controller';

export class StubGlobalShortcut implements GlobalShortcutLike {
  readonly registered = new Map<string, () => void>();
  /** Accelerators another app holds: register() answers false, as Electron does. */
  readonly takenByOthers = new Set<string>();

  register(accelerator: string, callback: () => void): boolean {
    // Electron throws on an accelerator it cannot parse.
    if (!/^[A-Za-z]+(\+[A-Za-z0-9]+)*$/.test(accelerator))
      throw new TypeError(
        `Error processing argument at index 0, conversion failure from ${accelerator}`,
      );
    if (this.takenByOthers.has(accelerator) || this.registered.has(accelerator)) return false;
    this.registered.set(accelerator, callback);
    return true;
  }

  unregister(accelerator: string): void {
    this.registered.delete(accelerator);
  }

  /** The user presses the keys anywhere on the desktop. */
  press(accelerator: string): boolean {
    const callback = this.registered.get(accelerator);
    callback?.();
    return callback !== undefined;
  }
}

export type StubCheckAnswer =
  { kind: 'none' } | { kind: 'update'; version: string } | { kind: 'error'; message: string };

export class StubUpdater extends EventEmitter implements UpdaterLike {
  autoDownload = false;
  autoInstallOnAppQuit = false;
  checks = 0;
  readonly installs: { silent: boolean | undefined; runAfter: boolean | undefined }[] = [];
  /** What the next checks find. */
  answer: StubCheckAnswer = { kind: 'none' };
  private pendingVersion: string | null = null;

  async checkForUpdates(): Promise<unknown> {
    this.checks += 1;
    this.emit('checking-for-update');
    const answer = this.answer;
    if (answer.kind === 'error') {
      const error = new Error(answer.message);
      this.emit('error', error);
      throw error;
    }
    if (answer.kind === 'none') {
      this.emit('update-not-available', { version: '0.1.0' });
      return null;
    }
    this.emit('update-available', { version: answer.version });
    if (this.autoDownload) this.pendingVersion = answer.version;
    return { updateInfo: { version: answer.version } };
  }

  /** The background download reports progress, then completes. */
  finishDownload(): void {
    if (!this.pendingVersion) throw new Error('No download is running');
    this.emit('download-progress', { percent: 50.5 });
    this.emit('update-downloaded', { version: this.pendingVersion });
    this.pendingVersion = null;
  }

  quitAndInstall(isSilent?: boolean, isForceRunAfter?: boolean): void {
    this.installs.push({ silent: isSilent, runAfter: isForceRunAfter });
  }
}
