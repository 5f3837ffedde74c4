// The one place a BrowserWindow is made. The options are written out literally, so that a reader and
// the security scanner see every web preference at the construction site.

import { BrowserWindow } from 'electron';

export const POPOVER_SIZE = { width: 380, height: 560 };

export interface PopoverWindowFlags {
  /** Off in packaged builds: no inspector to open, whatever key or menu asks for it. */
  devTools: boolean;
}

export function createPopoverBrowserWindow(
  preloadPath: string,
  flags: PopoverWindowFlags,
): BrowserWindow {
  return new BrowserWindow({
    width: POPOVER_SIZE.width,
    height: POPOVER_SIZE.height,
    show: false,
    frame: false,
    resizable: false,
    movable: false,
    minimizable: false,
    maximizable: false,
    fullscreenable: false,
    skipTaskbar: true,
    alwaysOnTop: true,
    backgroundColor: '#101418',
    title: 'Scoretray',
    webPreferences: {
      // Reviewed: the preload exposes only window.scoretray (contract channels, events, image URLs).
      preload: preloadPath, // eng-disable PRELOAD_JS_CHECK
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      safeDialogs: true,
      spellcheck: false,
      // A middle click must not open a link in a new window.
      disableBlinkFeatures: 'Auxclick',
      devTools: flags.devTools,
    },
  });
}
