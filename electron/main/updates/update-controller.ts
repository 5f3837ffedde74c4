// Updates: electron-updater asks the publish feed (electron-builder.yml) at start and every 6 hours,
// downloads in the background, and the tray menu offers "Restart to update". The app never restarts
// on its own while the user is in the window: besides the menu item, an update installs when the
// user quits, or, once downloaded, in a quiet moment (window closed for a while, nothing live).
// The updater is a port (UpdaterLike): the real autoUpdater and the tests' stand-in both fit.

import type { UpdateState } from '../../../shared/desktop';
import { errorText } from '../../../shared/error-text';
import type { Clock, TimerHandle } from '../../core/ports';

type UpdaterEvent =
  | 'checking-for-update'
  | 'update-available'
  | 'update-not-available'
  | 'download-progress'
  | 'update-downloaded'
  | 'error';

/** The part of electron-updater's AppUpdater used here. */
export interface UpdaterLike {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  checkForUpdates(): Promise<unknown>;
  quitAndInstall(isSilent?: boolean, isForceRunAfter?: boolean): void;
  on(event: UpdaterEvent, listener: (payload?: unknown) => void): unknown;
  removeAllListeners(event?: UpdaterEvent): unknown;
}

export const CHECK_EVERY_MS = 6 * 60 * 60 * 1000;
/** How long the window must have stayed closed before an update may install by itself. */
export const QUIET_FOR_MS = 30 * 60 * 1000;
const QUIET_CHECK_EVERY_MS = 10 * 60 * 1000;

export interface UpdateControllerOptions {
  updater: UpdaterLike;
  clock: Clock;
  /** Development builds have no feed: nothing is checked. */
  packaged: boolean;
  isOnline: () => boolean;
  /** Whether the user is in the window now. */
  window: { isVisible(): boolean };
  /** Whether a followed match is live: not a quiet moment to restart. */
  somethingLive: () => boolean;
  onChange: (state: UpdateState) => void;
  log: (level: 'info' | 'warn', message: string) => void;
}

export class UpdateController {
  private state: UpdateState;
  private checkTimer: TimerHandle | null = null;
  private quietTimer: TimerHandle | null = null;
  private lastCheckedAt: number | null = null;
  /** Since when the window was seen closed at every quiet check; null while it was seen open. */
  private hiddenSince: number | null = null;
  private lastFailure: string | null = null;
  private stopped = false;

  constructor(private readonly options: UpdateControllerOptions) {
    this.state = options.packaged ? { state: 'idle', checkedAt: null } : { state: 'disabled' };
  }

  current(): UpdateState {
    return this.state;
  }

  start(): void {
    if (!this.options.packaged) return;
    const { updater } = this.options;
    updater.autoDownload = true;
    // Quitting installs a downloaded update: the user chose to close the app then.
    updater.autoInstallOnAppQuit = true;
    updater.on('checking-for-update', () => this.set({ state: 'checking' }));
    updater.on('update-not-available', () =>
      this.set({ state: 'idle', checkedAt: this.lastCheckedAt }),
    );
    updater.on('update-available', (info) =>
      this.set({ state: 'downloading', version: versionOf(info), percent: null }),
    );
    updater.on('download-progress', (progress) => {
      if (this.state.state !== 'downloading') return;
      const percent = (progress as { percent?: unknown } | undefined)?.percent;
      this.set({
        ...this.state,
        percent: typeof percent === 'number' ? Math.floor(percent) : null,
      });
    });
    updater.on('update-downloaded', (info) => {
      this.set({ state: 'ready', version: versionOf(info) });
      this.options.log('info', `Update ${versionOf(info)} downloaded; it installs on restart`);
      this.scheduleQuietCheck();
    });
    updater.on('error', (error) => this.failed(error));
    this.check();
  }

  /** The user chose "Restart to update"; false when no downloaded update waits. */
  restartToUpdate(): boolean {
    if (this.state.state !== 'ready') return false;
    this.options.log('info', `Restarting to install ${this.state.version}`);
    this.options.updater.quitAndInstall(false, true);
    return true;
  }

  stop(): void {
    this.stopped = true;
    for (const timer of [this.checkTimer, this.quietTimer])
      if (timer) this.options.clock.clearTimeout(timer);
    this.checkTimer = this.quietTimer = null;
    this.options.updater.removeAllListeners();
  }

  private check(): void {
    if (this.stopped) return;
    this.scheduleCheck();
    // A downloaded update stays ready: checking again would only download it again.
    if (this.state.state === 'ready' || this.state.state === 'downloading') return;
    this.lastCheckedAt = this.options.clock.now();
    if (!this.options.isOnline()) {
      this.set({ state: 'offline', checkedAt: this.lastCheckedAt });
      return;
    }
    this.lastFailure = null;
    this.options.updater.checkForUpdates().catch((error: unknown) => this.failed(error));
  }

  private scheduleCheck(): void {
    if (this.checkTimer) this.options.clock.clearTimeout(this.checkTimer);
    this.checkTimer = this.options.clock.setTimeout(() => this.check(), CHECK_EVERY_MS);
    this.checkTimer.unref?.();
  }

  private failed(error: unknown): void {
    const message = errorText(error);
    // electron-updater both emits 'error' and rejects the check: one failure, told once.
    if (this.state.state === 'ready' || this.lastFailure === message) return;
    this.lastFailure = message;
    // Offline is not a failure worth a word: the next check tries again.
    if (!this.options.isOnline() || OFFLINE_ERROR.test(message)) {
      this.set({ state: 'offline', checkedAt: this.lastCheckedAt });
      this.options.log('info', `Update check skipped, offline: ${message}`);
      return;
    }
    this.set({ state: 'failed', message });
    this.options.log('warn', `Update failed: ${message}`);
  }

  /** Installs by itself only when nobody is looking: window closed for a while, nothing live. */
  private scheduleQuietCheck(): void {
    const { clock, window, somethingLive, updater } = this.options;
    if (this.quietTimer) clock.clearTimeout(this.quietTimer);
    this.quietTimer = clock.setTimeout(() => {
      this.quietTimer = null;
      if (this.stopped || this.state.state !== 'ready') return;
      const now = clock.now();
      if (window.isVisible()) this.hiddenSince = null;
      else this.hiddenSince ??= now;
      const quiet =
        this.hiddenSince !== null && now - this.hiddenSince >= QUIET_FOR_MS && !somethingLive();
      if (!quiet) {
        this.scheduleQuietCheck();
        return;
      }
      this.options.log('info', `Installing ${this.state.version} while nobody is using the app`);
      updater.quitAndInstall(true, true);
    }, QUIET_CHECK_EVERY_MS);
    this.quietTimer.unref?.();
  }

  private set(state: UpdateState): void {
    this.state = state;
    this.options.onChange(state);
  }
}

const OFFLINE_ERROR =
  /ERR_INTERNET_DISCONNECTED|ERR_NETWORK_CHANGED|ERR_NAME_NOT_RESOLVED|ENOTFOUND|ECONNREFUSED|EAI_AGAIN|ETIMEDOUT|ENETUNREACH/;

function versionOf(info: unknown): string {
  const version = (info as { version?: unknown } | undefined)?.version;
  return typeof version === 'string' && version.length > 0 ? version : 'a new version';
}
