// The shell's wiring, once Electron is ready: storage, vault and access for the engine; the engine's
// events to the tray, notifications and renderer pushes; IPC, the image protocol and the security
// settings; resync triggers and launch at login. It holds no business logic (that is the engine)
// and takes Electron as a parameter, so the tests run it against the typed stand-in.

import { join } from 'node:path';
import { IMAGE_PROTOCOL, type NavigateTarget } from '../../shared/ipc-contract';
import { createAppApi } from '../core/app-api';
import { engineProblem, type Engine, type EngineProblem } from '../core/engine/api';
import type { Clock, EnginePorts } from '../core/ports';
import type { DemoService } from '../demo/demo-service-api';
import { addressConfirmDialog, type MessageBoxLike } from './access/address-confirm-dialog';
import { EmbeddedDemoSource } from './access/embedded-demo-source';
import type {
  ImageLike,
  MenuApi,
  NativeImageApi,
  NotificationApi,
  ScreenApi,
} from './electron-surface';
import { RendererOutbox } from './ipc/renderer-outbox';
import { registerIpcHandlers, type IpcMainLike } from './ipc/register-ipc';
import { SecretRedactor, type SecretSource } from './ipc/secret-redactor';
import { createDesktopParts, type DesktopElectron } from './desktop-parts';
import { AppLog, type ElectronLogLike } from './logging/app-log';
import { redactSecrets } from '../core/secret-redaction';
import { FocusModeWatcher, type FocusReader } from './notifications/focus-mode';
import type { AutostartPlace } from './lifecycle/linux-autostart';
import { startEngineWithRetry } from './lifecycle/engine-starter';
import { loginItemSync, type LoginItemApp } from './lifecycle/login-item';
import { watchForResync, type NetLike, type PowerMonitorLike } from './lifecycle/resync-triggers';
import { NativeNotifier } from './notifications/native-notifier';
import { createImageHandler } from './protocol/image-protocol';
import type { ExternalOpener } from './security/external-links';
import type { HardenableContents } from './security/harden-contents';
import type { HardenableSession } from './security/harden-session';
import { secureApp } from './security/secure-app';
import type { DocumentFile, DocumentFileOptions } from './storage/electron-document-store';
import type { SafeStorageLike, VaultFile } from './storage/key-vault';
import { openShellStorage } from './storage/shell-storage';
import { dialogFileSaver, type SaveDialogApi } from './storage/save-dialog';
import { TrayController, type TitleTray } from './tray/tray-controller';
import { TrayImages, trayIconProfile } from './tray/tray-images';
import { PopoverWindow, type PopoverWindowLike } from './window/popover-window';
import { isAppRendererUrl, type RendererLocation } from './window/renderer-location';
import { errorText } from '../../shared/error-text';
import { pickLanguage, translator } from '../../shared/i18n';
import type { LanguageChoice } from '../../shared/settings';
import { mapProblemText, problem, problemText } from '../../shared/problems';
import { desktopText } from './desktop-text';

export interface ShellApp extends LoginItemApp {
  getPath(name: 'userData' | 'documents'): string;
  quit(): void;
  on(
    event: 'web-contents-created',
    listener: (event: unknown, contents: HardenableContents) => void,
  ): unknown;
  on(event: 'second-instance', listener: () => void): unknown;
  on(event: 'window-all-closed', listener: () => void): unknown;
  readonly dock?: { hide(): void } | undefined;
  /** The system's languages, best first (Electron's app has it; the language setting 'system'). */
  getPreferredSystemLanguages?(): string[];
}

/** The Electron modules the shell uses, as the real `electron` module and the stand-in both offer. */
export interface ShellElectron<Image extends ImageLike = ImageLike> {
  app: ShellApp;
  Tray: new (image: Image) => TitleTray<Image>;
  Menu: MenuApi;
  nativeImage: NativeImageApi<Image>;
  Notification: NotificationApi;
  safeStorage: SafeStorageLike;
  protocol: { handle(scheme: string, handler: (request: Request) => Promise<Response>): void };
  ipcMain: IpcMainLike & { removeAllListeners(channel: string): unknown };
  screen: ScreenApi;
  powerMonitor: PowerMonitorLike;
  net: NetLike;
  shell: ExternalOpener & DesktopElectron['shell'];
  /** Saves (.ics export) and asks whether the key may go to a new service address. */
  dialog: SaveDialogApi & MessageBoxLike;
  session: { defaultSession: HardenableSession };
  globalShortcut: DesktopElectron['globalShortcut'];
  /** electron-updater's autoUpdater (not part of Electron, but a port like the rest). */
  autoUpdater: DesktopElectron['autoUpdater'];
}

export interface ShellDeps {
  platform: NodeJS.Platform;
  location: RendererLocation;
  /** Where the app icon PNG is, for notifications without a crest. */
  appIconPath: string | null;
  createWindow: () => PopoverWindowLike;
  /** The vault's electron-store file `{cwd}/{name}.json`; throws when the file is unreadable. */
  openVaultFile: (location: { cwd: string; name: string }) => VaultFile;
  openDocumentFile: (options: DocumentFileOptions) => DocumentFile;
  createEngine: (ports: EnginePorts) => Engine;
  startDemo: () => Promise<DemoService>;
  clock: Clock;
  log: (level: 'info' | 'warn' | 'error', message: string) => void;
  /**
   * electron-log; when given, every line the shell logs goes to its rotating file, and the file gets
   * the shell's redaction for lines libraries write to it directly (app-log.ts).
   */
  logger?: ElectronLogLike;
  /** Whether this build updates itself (packaged) or not (development). */
  packaged?: boolean;
  /** Reads the system's Do Not Disturb, where it can be read (focus-mode.ts). */
  focusReader?: FocusReader | null;
  /** Linux: where the autostart entry goes and what it starts. */
  autostart?: AutostartPlace;
  /** Shorter intervals for tests. */
  timings?: { onlinePollMs?: number; startRetryMs?: number };
}

export interface Shell<Image extends ImageLike = ImageLike> {
  engine: Engine;
  popover: PopoverWindow;
  push: RendererOutbox;
  tray: TrayController<Image>;
  /** Settles when the engine's first start finished (or failed and was reported). */
  started: Promise<void>;
  stop(): Promise<void>;
}

export function startShell<Image extends ImageLike>(
  electron: ShellElectron<Image>,
  deps: ShellDeps,
): Shell<Image> {
  const { app, platform } = { app: electron.app, platform: deps.platform };
  // Every line the shell logs is redacted first: the key may hide in any message (core/secret-redaction.ts).
  let knownSecrets: SecretSource = () => [];
  const secrets: SecretSource = () => knownSecrets();
  const appLog = deps.logger ? new AppLog(deps.logger, secrets) : null;
  appLog?.catchUncaught();
  const log = (level: 'info' | 'warn' | 'error', message: string) => {
    const line = redactSecrets(message, secrets);
    appLog?.write(level, line);
    deps.log(level, line);
  };
  const userData = app.getPath('userData');
  const imageCacheDir = join(userData, 'image-cache');

  if (platform === 'darwin') app.dock?.hide();

  const { store, vault, vaultProblem } = openShellStorage({
    openVaultFile: deps.openVaultFile,
    openDocumentFile: deps.openDocumentFile,
    clock: deps.clock,
    userData,
    platform,
    safeStorage: electron.safeStorage,
    log: (message) => log('warn', message),
  });
  // electron-store answers this channel to any renderer; the app's renderer never needs it.
  electron.ipcMain.removeAllListeners('electron-store-get-data');

  const demo = new EmbeddedDemoSource({
    startDemo: deps.startDemo,
    log: (message) => log('warn', message),
  });
  knownSecrets = () => [vault.current(), demo.demoKey()];
  const redactor = new SecretRedactor(knownSecrets);
  // electron-log answers these channels to any renderer; the app's renderer never logs through them.
  electron.ipcMain.removeAllListeners('__ELECTRON_LOG__');
  electron.ipcMain.removeHandler('__ELECTRON_LOG__');

  let popover: PopoverWindow | null = null;
  const push = new RendererOutbox({
    target: () => popover?.contents() ?? null,
    redactor,
    log: (message) => log('warn', message),
  });
  const openView = (target: NavigateTarget) => {
    push.push('navigate', target);
    popover?.show();
  };

  const focus = new FocusModeWatcher(deps.focusReader ?? null, deps.clock);
  void focus.start();
  const notifier = new NativeNotifier({
    Notification: electron.Notification,
    clock: deps.clock,
    fallbackIconPath: deps.appIconPath,
    onAlertClick: (alert) =>
      openView({ view: 'match', sport: alert.sport, matchId: alert.matchId }),
    onProblemClick: () => popover?.show(),
    log: (message) => log('info', message),
    doNotDisturb: () => focus.doNotDisturb(),
    // libnotify's servers read a body as markup: a name's "<b>" or "&" must show as written.
    markupBody: platform === 'linux',
  });

  const systemLanguages = (): string[] => app.getPreferredSystemLanguages?.() ?? [];
  // The shell speaks the user's language (Settings → Language, or the system's): the engine's
  // setting, read once it is made and followed through its 'settings' events.
  let language: LanguageChoice = 'system';
  const shellWords = () => translator(pickLanguage(language, systemLanguages()));
  const engine = deps.createEngine({
    clock: deps.clock,
    store,
    files: { imageCacheDir },
    notifier,
    // Only the key crosses over: the engine owns the service address (its settings).
    keys: { current: () => vault.current() },
    demo,
    confirmAddress: addressConfirmDialog(
      electron.dialog,
      () => desktopText(shellWords()).keyAddress,
    ),
    log: (level, message) => log(level, redactor.text(message)),
    systemLanguages,
  });

  language = engine.settings.get().language;

  const applyLoginItem = loginItemSync(
    app,
    (message) => log('warn', message),
    platform === 'linux' ? (deps.autostart ?? null) : null,
  );
  function reportProblem(problem: EngineProblem): void {
    log('warn', `${problem.code}: ${problem.message}`);
    const words = mapProblemText(problem.words, (text) => redactor.text(text));
    notifier.notifyProblem({ code: problem.code, text: problemText(words, shellWords()) });
    // Damaged saved data is also told in the window, where it stays until dismissed: a notification
    // fades, and the user needs to know which followed teams or alerts went and where the copy is.
    // The window words it itself, in its language.
    if (problem.code === 'state' || problem.code === 'vault') {
      push.push('data:problem', { code: problem.code, words });
    }
  }

  let trayRef: TrayController<Image> | null = null;
  const desktop = createDesktopParts({
    electron,
    clock: deps.clock,
    packaged: deps.packaged ?? false,
    logFile: () => appLog?.filePath() ?? null,
    window: {
      isVisible: () => popover?.isVisible() ?? false,
      show: () => popover?.show(),
      hide: () => popover?.hide(),
    },
    somethingLive: () => engine.live.followed().length > 0,
    onStatus: (status) => {
      push.push('desktop:changed', status);
      trayRef?.setUpdateReady(status.update.state === 'ready' ? status.update.version : null);
    },
    log,
  });
  const unsubscribes = [
    engine.on('changes', (changes) => push.push('live:changed', changes)),
    engine.on('status', (status) => push.push('status:changed', status)),
    engine.on('alert', (alert) => push.push('alert:raised', alert)),
    // The window's toast of that id takes the update's words.
    engine.on('alert-update', (alert) => push.push('alert:raised', alert)),
    engine.on('settings', (settings) => {
      language = settings.language;
      push.push('settings:changed', settings);
      applyLoginItem(settings);
      desktop.applySettings(settings);
    }),
    engine.on('problem', reportProblem),
  ];
  if (vaultProblem) reportProblem(engineProblem('vault', vaultProblem));

  const files = dialogFileSaver(electron.dialog, () => app.getPath('documents'));
  const api = createAppApi({
    engine,
    vault,
    now: () => deps.clock.now(),
    onRendererReady: () => push.markReady(),
    desktop: desktop.actions,
    files,
  });
  // The tray's "Add to calendar": a result the user must hear of (nothing to export, a failed
  // write) goes out as a problem; a saved file or a cancelled dialog needs no word.
  const addToCalendar = async (): Promise<void> => {
    const exported = await api['calendar:export'](undefined);
    const words = desktopText(shellWords()).tray;
    const text =
      exported.result === 'empty'
        ? words.calendarEmpty
        : exported.result === 'failed'
          ? problemText(
              mapProblemText(exported.words, (text) => redactor.text(text)),
              shellWords(),
            )
          : null;
    if (text === null) return;
    log('warn', `calendar: ${text}`);
    notifier.notifyProblem({ code: 'calendar', text });
  };
  const unregisterIpc = registerIpcHandlers({
    ipcMain: electron.ipcMain,
    api,
    isAppFrameUrl: (url) => isAppRendererUrl(deps.location, url),
    redactor,
    log: (message) => log('warn', message),
  });

  electron.protocol.handle(
    IMAGE_PROTOCOL,
    createImageHandler({ engine, cacheDir: imageCacheDir, log: (message) => log('warn', message) }),
  );

  secureApp(electron, {
    location: deps.location,
    platform,
    packaged: deps.packaged ?? false,
    log,
  });

  popover = new PopoverWindow({
    create: deps.createWindow,
    location: deps.location,
    screen: electron.screen,
    clock: deps.clock,
    // Only the built app hides the window when it loses focus; with the dev server it stays open.
    hideOnBlur: deps.location.kind !== 'dev',
    onRendererReset: () => push.markNotReady(),
    onLoadFailed: (message) =>
      reportProblem(engineProblem('window', problem('windowFailed', {}, message))),
  });
  // Made hidden now, so the renderer is listening before the user first opens it.
  popover.ensure();
  const window = popover;

  const images = new TrayImages(electron.nativeImage, trayIconProfile(platform));
  const tray = new electron.Tray(images.imageFor({ kind: 'quiet' }));
  const trayController = new TrayController({
    tray,
    menu: electron.Menu,
    images,
    engine,
    clock: deps.clock,
    platform,
    systemLanguages,
    actions: {
      toggleWindow: (bounds) => window.toggle(bounds),
      openWindow: () => window.show(),
      openMatch: (sport, matchId) => openView({ view: 'match', sport, matchId }),
      openSettings: () => openView({ view: 'settings' }),
      openLogs: () => void desktop.actions.openLogs(),
      addToCalendar: () => void addToCalendar(),
      restartToUpdate: () => desktop.actions.restartToUpdate(),
      quit: () => app.quit(),
    },
  });
  trayRef = trayController;
  trayController.start();
  desktop.applySettings(engine.settings.get());
  desktop.start();

  const stopResync = watchForResync({
    engine,
    powerMonitor: electron.powerMonitor,
    net: electron.net,
    clock: deps.clock,
    onlinePollMs: deps.timings?.onlinePollMs,
  });

  app.on('second-instance', () => window.show());
  // A tray app lives on with no window open.
  app.on('window-all-closed', () => undefined);

  const starter = startEngineWithRetry({
    engine,
    // The key is decrypted once, before the engine first asks for it.
    beforeStart: () => vault.load(),
    clock: deps.clock,
    baseDelayMs: deps.timings?.startRetryMs,
    onStarted: () => applyLoginItem(engine.settings.get()),
    onFailure: (error, attempt) => {
      applyLoginItem(engine.settings.get());
      const reason = redactor.text(errorText(error));
      if (attempt === 1) reportProblem(engineProblem('start', problem('startFailed', {}, reason)));
      else log('warn', `Start attempt ${attempt} failed: ${reason}`);
    },
  });
  const started = starter.firstAttempt;

  let stopping: Promise<void> | null = null;
  return {
    engine,
    popover: window,
    push,
    tray: trayController,
    started,
    stop: () => {
      stopping ??= (async () => {
        starter.cancel();
        trayController.stop();
        desktop.stop();
        focus.stop();
        stopResync();
        for (const unsubscribe of unsubscribes) unsubscribe();
        unregisterIpc();
        await engine
          .stop()
          .catch((error: unknown) =>
            log('warn', `The engine did not stop cleanly: ${String(error)}`),
          );
        await demo.dispose();
        tray.destroy();
      })();
      return stopping;
    },
  };
}
