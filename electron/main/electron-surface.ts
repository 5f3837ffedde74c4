// The parts of Electron the shell uses, as small structural types. Every module takes what it needs
// through these, so index.ts hands it the real Electron objects and the tests hand it the typed
// stand-in (test/electron-stub); tsc checks that both fit.

export interface Rectangle {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

export interface ImageRepresentation {
  scaleFactor: number;
  width?: number;
  height?: number;
  buffer?: Buffer;
}

export interface ImageLike {
  addRepresentation(options: ImageRepresentation): void;
  setTemplateImage(option: boolean): void;
  isEmpty(): boolean;
}

/** `Image` is the platform's image type (Electron's NativeImage), handed back to the tray as is. */
export interface NativeImageApi<Image extends ImageLike = ImageLike> {
  createEmpty(): Image;
}

/** A menu item as the shell builds it; a subset of Electron's MenuItemConstructorOptions. */
export interface MenuItemSpec {
  label?: string;
  /** Only the stock menus the application menu uses (app-menu.ts). */
  role?: 'appMenu' | 'editMenu';
  type?: 'normal' | 'separator';
  enabled?: boolean;
  click?: () => void;
}

/** An opaque built menu: the shell only hands it back to the tray. */
export type MenuLike = object;

export interface MenuApi {
  buildFromTemplate(template: MenuItemSpec[]): MenuLike;
  setApplicationMenu(menu: MenuLike | null): void;
}

export interface TrayLike<Image extends ImageLike = ImageLike> {
  setImage(image: Image): void;
  setTitle(title: string): void;
  setToolTip(toolTip: string): void;
  setContextMenu(menu: MenuLike | null): void;
  getBounds(): Rectangle;
  popUpContextMenu(menu?: MenuLike): void;
  on(event: 'click', listener: () => void): unknown;
  on(event: 'right-click', listener: () => void): unknown;
  destroy(): void;
}

export interface Display {
  workArea: Rectangle;
}

export interface ScreenApi {
  getDisplayNearestPoint(point: Point): Display;
  getCursorScreenPoint(): Point;
}

/** What the shell sends pushes through. */
export interface PushTarget {
  send(channel: string, ...args: unknown[]): void;
  isDestroyed(): boolean;
}

export interface NotificationOptions {
  title: string;
  body: string;
  icon?: string;
  silent?: boolean;
}

export interface NotificationLike {
  show(): void;
  /** Takes the notification off screen and out of the notification centre. */
  close(): void;
  on(event: 'click', listener: () => void): unknown;
  on(event: 'close', listener: () => void): unknown;
}

export interface NotificationApi {
  new (options: NotificationOptions): NotificationLike;
  isSupported(): boolean;
}
