// The typed stand-in for the `electron` module: the parts the shell and the preload use, recording
// every call. vitest aliases `electron` to this file, so code that imports Electron directly (the
// preload, the window factory) runs against the module-level instance; tests of the shell's wiring
// make their own instance with createElectronStub().

import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ShellElectron } from '../../electron/main/shell';
import {
  StubApp,
  StubDialog,
  StubNet,
  StubPowerMonitor,
  StubProtocol,
  StubSafeStorage,
  StubScreen,
  StubShell,
} from './system-parts';
import {
  type StubImage,
  createNotificationClass,
  createTrayClass,
  StubMenuApi,
  stubNativeImage,
  type StubNotification,
  type StubTray,
} from './ui-parts';
import { StubGlobalShortcut, StubUpdater } from './desktop-parts';
import {
  StubContextBridge,
  StubIpcMain,
  StubIpcRenderer,
  StubSession,
  createBrowserWindowClass,
  type StubBrowserWindow,
} from './web-parts';

export * from './desktop-parts';
export * from './system-parts';
export * from './ui-parts';
export * from './web-parts';

export function createElectronStub(userData = join(tmpdir(), 'scoretray-stub')) {
  const trays: StubTray[] = [];
  const windows: StubBrowserWindow[] = [];
  const notifications: StubNotification[] = [];
  const notificationSupport = { supported: true };
  const ipcMain = new StubIpcMain();
  const ipcRenderer = new StubIpcRenderer(ipcMain);
  const defaultSession = new StubSession();
  const app = new StubApp(userData);
  const stub = {
    app,
    Tray: createTrayClass(trays),
    Menu: new StubMenuApi(),
    nativeImage: stubNativeImage,
    Notification: createNotificationClass(notifications, notificationSupport),
    BrowserWindow: createBrowserWindowClass(windows, ipcRenderer, app),
    safeStorage: new StubSafeStorage(),
    protocol: new StubProtocol(),
    ipcMain,
    ipcRenderer,
    contextBridge: new StubContextBridge(),
    screen: new StubScreen(),
    powerMonitor: new StubPowerMonitor(),
    net: new StubNet(),
    shell: new StubShell(),
    dialog: new StubDialog(),
    session: { defaultSession },
    globalShortcut: new StubGlobalShortcut(),
    /** electron-updater's autoUpdater, which the shell takes beside Electron's own modules. */
    autoUpdater: new StubUpdater(),
    recorded: { trays, windows, notifications, notificationSupport },
  };
  // The stand-in must offer everything the shell takes from Electron.
  const asShell: ShellElectron<StubImage> = stub;
  void asShell;
  return stub;
}

export type ElectronStub = ReturnType<typeof createElectronStub>;

/** The instance behind the module-level exports, for code that imports `electron` itself. */
export const electronStub = createElectronStub();

export const {
  app,
  Tray,
  Menu,
  nativeImage,
  Notification,
  BrowserWindow,
  safeStorage,
  protocol,
  ipcMain,
  ipcRenderer,
  contextBridge,
  screen,
  powerMonitor,
  net,
  shell,
  dialog,
  session,
  globalShortcut,
} = electronStub;

export default electronStub;
