import { describe, expect, it } from 'vitest';
import { BrowserWindow as StubBrowserWindowClass } from 'electron';
import {
  createPopoverBrowserWindow,
  POPOVER_SIZE,
} from '../../../electron/main/window/create-popover-window';
import { popoverPosition } from '../../../electron/main/window/popover-position';
import { PopoverWindow } from '../../../electron/main/window/popover-window';
import {
  isAppRendererUrl,
  rendererLocation,
} from '../../../electron/main/window/renderer-location';
import { ManualClock } from '../../fixtures/manual-clock';
import { createElectronStub, electronStub, type StubBrowserWindow } from '../../electron-stub';

const size = { width: 380, height: 560 };

type Quad = [x: number, y: number, width: number, height: number];
interface Placement {
  icon: Quad;
  workArea: Quad;
  cursor?: [x: number, y: number];
  at: [x: number, y: number];
}
const rect = ([x, y, width, height]: Quad) => ({ x, y, width, height });
const point = ([x, y]: [number, number]) => ({ x, y });

describe('popover position', () => {
  // The tray icon's bounds and the screen's work area as [x, y, width, height], where the cursor
  // is when it matters, and the popover's top-left corner.
  it.each<[string, Placement]>([
    [
      'hangs below a macOS menu bar icon, centred on it',
      { icon: [1000, 0, 24, 22], workArea: [0, 25, 1440, 875], at: [822, 31] },
    ],
    [
      'stands above a Windows taskbar at the bottom, kept inside the screen at the corner',
      { icon: [1880, 1045, 24, 30], workArea: [0, 0, 1920, 1040], at: [1534, 474] },
    ],
    [
      'opens beside a taskbar on the left',
      { icon: [10, 900, 40, 40], workArea: [60, 0, 1860, 1080], at: [66, 514] },
    ],
    [
      'opens beside a taskbar on the right',
      { icon: [1870, 100, 40, 40], workArea: [0, 0, 1860, 1080], at: [1474, 6] },
    ],
    [
      'uses the cursor where the panel does not say where the icon is',
      { icon: [0, 0, 0, 0], workArea: [0, 32, 1920, 1048], cursor: [1700, 10], at: [1510, 38] },
    ],
  ])('%s', (_, { icon, workArea, cursor = [0, 0], at }) => {
    expect(popoverPosition(rect(icon), size, rect(workArea), point(cursor))).toEqual(point(at));
  });

  it('never leaves the work area, whatever the bounds', () => {
    const workArea = { x: 100, y: 50, width: 1200, height: 800 };
    for (const tray of [
      { x: -500, y: -500, width: 20, height: 20 },
      { x: 5000, y: 5000, width: 20, height: 20 },
      { x: 650, y: 400, width: 20, height: 20 },
    ]) {
      const { x, y } = popoverPosition(tray, size, workArea, { x: 0, y: 0 });
      expect(x).toBeGreaterThanOrEqual(100);
      expect(y).toBeGreaterThanOrEqual(50);
      expect(x + size.width).toBeLessThanOrEqual(1300);
      expect(y + size.height).toBeLessThanOrEqual(850);
    }
  });
});

describe('popover window', () => {
  it('is made sandboxed and isolated, with the preload and nothing of Node', () => {
    const window = createPopoverBrowserWindow('/app/out/preload/index.cjs', { devTools: false });
    expect(window).toBeInstanceOf(StubBrowserWindowClass);
    const made = electronStub.recorded.windows.at(-1);
    const preferences = (made?.options.webPreferences ?? {}) as Record<string, unknown>;
    expect(preferences.preload).toBe('/app/out/preload/index.cjs');
    // Electron's security checklist: isolation, the sandbox and web security on; Node (in the page,
    // its workers and its frames), insecure content, <webview> and (here) the dev tools off.
    for (const on of ['contextIsolation', 'sandbox', 'webSecurity']) {
      expect(preferences[on], on).toBe(true);
    }
    for (const off of [
      'nodeIntegration',
      'nodeIntegrationInWorker',
      'nodeIntegrationInSubFrames',
      'allowRunningInsecureContent',
      'webviewTag',
      'devTools',
    ]) {
      expect(preferences[off], off).toBe(false);
    }
    expect(made?.options).toMatchObject({
      show: false,
      frame: false,
      skipTaskbar: true,
      ...POPOVER_SIZE,
    });
  });

  function setup(hideOnBlur = true) {
    const electron = createElectronStub();
    const clock = new ManualClock();
    let resets = 0;
    const location = rendererLocation('/app/out/renderer', undefined, true);
    const popover = new PopoverWindow({
      create: () => new electron.BrowserWindow({ width: 380, height: 560, show: false }),
      location,
      screen: electron.screen,
      clock,
      hideOnBlur,
      onRendererReset: () => (resets += 1),
      onLoadFailed: () => undefined,
    });
    popover.ensure();
    const window = electron.recorded.windows[0] as StubBrowserWindow;
    return { popover, window, clock, resets: () => resets };
  }

  it('loads the built renderer once, hidden', () => {
    const { popover, window, resets } = setup();
    popover.ensure();
    expect(window.loadedUrls).toEqual(['app://scoretray/index.html']);
    expect(window.visible).toBe(false);
    expect(resets()).toBe(1);
  });

  it('opens next to the tray on a click, hides on the next, and hides when it loses focus', () => {
    const { popover, window, clock } = setup();
    popover.toggle({ x: 1000, y: 0, width: 24, height: 22 });
    expect(window.visible).toBe(true);
    expect(window.focused).toBe(true);
    expect(window.position).toEqual([822, 31]);
    popover.toggle({ x: 1000, y: 0, width: 24, height: 22 });
    expect(window.visible).toBe(false);
    popover.toggle({ x: 1000, y: 0, width: 24, height: 22 });
    window.blur();
    expect(window.visible).toBe(false);
    // The click on the tray that caused the blur must not reopen it.
    popover.toggle({ x: 1000, y: 0, width: 24, height: 22 });
    expect(window.visible).toBe(false);
    clock.advance(1000);
    popover.toggle({ x: 1000, y: 0, width: 24, height: 22 });
    expect(window.visible).toBe(true);
  });

  it('stays open on blur while developing', () => {
    const { popover, window } = setup(false);
    popover.show();
    window.blur();
    expect(window.visible).toBe(true);
  });

  it('is made again after it was closed, and the renderer counts as reset', () => {
    const { popover, window, resets } = setup();
    window.close();
    expect(popover.contents()).toBeNull();
    expect(resets()).toBe(2);
    popover.show();
    expect(popover.contents()).not.toBeNull();
  });
});

describe('renderer location', () => {
  it('uses the dev server only unpackaged and on loopback', () => {
    expect(rendererLocation('/a/renderer', 'http://localhost:5173', false)).toEqual({
      kind: 'dev',
      url: 'http://localhost:5173',
    });
    expect(rendererLocation('/a/renderer', 'http://localhost:5173', true)).toEqual({
      kind: 'app',
      root: '/a/renderer',
    });
    expect(rendererLocation('/a/renderer', 'http://evil.example:5173', false)).toEqual({
      kind: 'app',
      root: '/a/renderer',
    });
  });

  it("matches the app scheme's index.html exactly, ignoring the route; never a file:// page", () => {
    const location = { kind: 'app' as const, root: '/a b/out/renderer' };
    expect(isAppRendererUrl(location, 'app://scoretray/index.html#/settings')).toBe(true);
    expect(isAppRendererUrl(location, 'app://scoretray/index.html?x=1')).toBe(true);
    for (const other of [
      'app://scoretray/index.html.evil',
      'app://scoretray/assets/index.html',
      'app://other/index.html',
      'app://scoretray:8080/index.html',
      'app://user@scoretray/index.html',
      'file:///a%20b/out/renderer/index.html',
      'https://scoretray/index.html',
    ])
      expect(isAppRendererUrl(location, other), other).toBe(false);
  });
});
