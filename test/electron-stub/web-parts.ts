// Stand-ins for the window, its web contents, the session, IPC and the preload's context bridge.
// ipcRenderer and ipcMain are joined: an invoke from the "renderer" reaches the handler main
// registered, with a sender frame the test chooses, as Electron would deliver it.

import { EventEmitter } from 'node:events';
import type { HeadersDetails } from '../../electron/main/security/harden-session';

export interface StubFrame {
  url: string;
  parent: StubFrame | null;
}

export class StubWebContents extends EventEmitter {
  readonly sent: { channel: string; payload: unknown }[] = [];
  destroyed = false;
  openHandler: ((details: { url: string }) => { action: 'deny' | 'allow' }) | null = null;

  constructor(private readonly renderer: StubIpcRenderer) {
    super();
  }

  send(channel: string, ...args: unknown[]): void {
    if (this.destroyed) throw new Error('Object has been destroyed');
    this.sent.push({ channel, payload: args[0] });
    this.renderer.deliver(channel, args);
  }

  isDestroyed(): boolean {
    return this.destroyed;
  }

  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void {
    this.openHandler = handler;
  }

  /** The page tries to navigate; returns whether the shell let it. */
  attemptNavigation(
    url: string,
    event: 'will-navigate' | 'will-redirect' = 'will-navigate',
  ): boolean {
    let prevented = false;
    this.emit(event, { preventDefault: () => (prevented = true) }, url);
    return !prevented;
  }
}

export interface StubWindowOptions {
  width?: number;
  height?: number;
  show?: boolean;
  webPreferences?: Record<string, unknown>;
  [key: string]: unknown;
}

export function createBrowserWindowClass(
  created: StubBrowserWindow[],
  renderer: StubIpcRenderer,
  app: EventEmitter,
) {
  return class extends StubBrowserWindow {
    constructor(options: StubWindowOptions = {}) {
      super(options, renderer);
      created.push(this);
      // As Electron does for every new page, before anything loads.
      app.emit('web-contents-created', { preventDefault: () => undefined }, this.webContents);
    }
  };
}

export class StubBrowserWindow extends EventEmitter {
  readonly webContents: StubWebContents;
  readonly loadedUrls: string[] = [];
  visible = false;
  destroyed = false;
  position: [number, number] = [0, 0];
  focused = false;

  constructor(
    readonly options: StubWindowOptions,
    renderer: StubIpcRenderer,
  ) {
    super();
    this.webContents = new StubWebContents(renderer);
  }

  async loadURL(url: string): Promise<void> {
    this.loadedUrls.push(url);
    this.webContents.emit('did-start-loading');
  }

  show(): void {
    this.visible = true;
  }

  hide(): void {
    this.visible = false;
  }

  focus(): void {
    this.focused = true;
  }

  isVisible(): boolean {
    return this.visible;
  }

  isDestroyed(): boolean {
    return this.destroyed;
  }

  setPosition(x: number, y: number): void {
    this.position = [x, y];
  }

  getSize(): number[] {
    return [this.options.width ?? 800, this.options.height ?? 600];
  }

  /** The window loses focus, as when the user clicks elsewhere. */
  blur(): void {
    this.focused = false;
    this.emit('blur');
  }

  close(): void {
    this.destroyed = true;
    this.webContents.destroyed = true;
    this.emit('closed');
  }
}

type InvokeHandler = (event: { senderFrame: StubFrame | null }, ...args: unknown[]) => unknown;

export class StubIpcMain extends EventEmitter {
  readonly handlers = new Map<string, InvokeHandler>();

  handle(channel: string, listener: InvokeHandler): void {
    if (this.handlers.has(channel))
      throw new Error(`Attempted to register a second handler for '${channel}'`);
    this.handlers.set(channel, listener);
  }

  removeHandler(channel: string): void {
    this.handlers.delete(channel);
  }

  /** What Electron does for ipcRenderer.invoke: runs the handler with the sender's frame. */
  async invokeFrom(frame: StubFrame | null, channel: string, ...args: unknown[]): Promise<unknown> {
    const handler = this.handlers.get(channel);
    if (!handler) throw new Error(`No handler registered for '${channel}'`);
    try {
      return structuredClone(await handler({ senderFrame: frame }, ...args));
    } catch (error) {
      // Electron passes only the message across, wrapped like this.
      throw new Error(`Error invoking remote method '${channel}': ${String(error)}`);
    }
  }
}

export class StubIpcRenderer {
  private readonly listeners = new Map<string, Set<(event: unknown, ...args: unknown[]) => void>>();
  frame: StubFrame = { url: 'app://scoretray/index.html', parent: null };

  constructor(private readonly main: StubIpcMain) {}

  invoke(channel: string, ...args: unknown[]): Promise<unknown> {
    return this.main.invokeFrom(this.frame, channel, ...args.map((arg) => structuredClone(arg)));
  }

  on(channel: string, listener: (event: unknown, ...args: unknown[]) => void): this {
    let set = this.listeners.get(channel);
    if (!set) this.listeners.set(channel, (set = new Set()));
    set.add(listener);
    return this;
  }

  removeListener(channel: string, listener: (event: unknown, ...args: unknown[]) => void): this {
    this.listeners.get(channel)?.delete(listener);
    return this;
  }

  listenerCount(channel: string): number {
    return this.listeners.get(channel)?.size ?? 0;
  }

  deliver(channel: string, args: unknown[]): void {
    const event = { sender: 'ipc-renderer-event' };
    for (const listener of this.listeners.get(channel) ?? [])
      listener(event, ...args.map((arg) => structuredClone(arg)));
  }
}

export class StubContextBridge {
  readonly exposed = new Map<string, unknown>();

  exposeInMainWorld(key: string, api: unknown): void {
    this.exposed.set(key, api);
  }
}

type HeadersListener = (
  details: HeadersDetails,
  callback: (response: { responseHeaders?: Record<string, string | string[]> }) => void,
) => void;

export class StubSession {
  headersListener: HeadersListener | null = null;
  permissionRequestHandler:
    ((contents: unknown, permission: string, callback: (granted: boolean) => void) => void) | null =
    null;
  permissionCheckHandler: ((contents: unknown, permission: string) => boolean) | null = null;

  readonly webRequest = {
    onHeadersReceived: (listener: HeadersListener) => {
      this.headersListener = listener;
    },
  };

  setPermissionRequestHandler(handler: StubSession['permissionRequestHandler']): void {
    this.permissionRequestHandler = handler;
  }

  setPermissionCheckHandler(handler: StubSession['permissionCheckHandler']): void {
    this.permissionCheckHandler = handler;
  }

  /** Runs a response through the header listener, as the network stack would. */
  headersFor(
    url: string,
    responseHeaders: Record<string, string | string[]> = {},
  ): Record<string, string | string[]> {
    let result: Record<string, string | string[]> | undefined;
    this.headersListener?.(
      { url, responseHeaders },
      (response) => (result = response.responseHeaders),
    );
    return result ?? responseHeaders;
  }

  /** A page asks for a permission; resolves with the answer. */
  requestPermission(permission: string): Promise<boolean> {
    return new Promise((resolve) => {
      if (!this.permissionRequestHandler) resolve(true);
      else this.permissionRequestHandler({}, permission, resolve);
    });
  }
}
