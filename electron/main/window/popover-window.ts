// The popover: one frameless window made once and kept hidden, so it opens instantly next to the tray
// and the renderer is listening for pushes before the user looks. It hides when it loses focus.

import type { Clock } from '../../core/ports';
import type { Point, PushTarget, Rectangle, ScreenApi } from '../electron-surface';
import { popoverPosition } from './popover-position';
import { rendererUrl, type RendererLocation } from './renderer-location';
import { errorText } from '../../../shared/error-text';

export interface PopoverContents extends PushTarget {
  on(event: 'did-start-loading', listener: () => void): unknown;
  on(event: 'render-process-gone', listener: () => void): unknown;
}

export interface PopoverWindowLike {
  loadURL(url: string): Promise<void>;
  show(): void;
  hide(): void;
  focus(): void;
  isVisible(): boolean;
  isDestroyed(): boolean;
  setPosition(x: number, y: number): void;
  getSize(): number[];
  on(event: 'blur', listener: () => void): unknown;
  on(event: 'closed', listener: () => void): unknown;
  readonly webContents: PopoverContents;
}

export interface PopoverWindowOptions {
  create: () => PopoverWindowLike;
  location: RendererLocation;
  screen: ScreenApi;
  clock: Pick<Clock, 'now'>;
  /** Off while developing with the inspector open, which would steal focus and hide the window. */
  hideOnBlur: boolean;
  /** The renderer started (re)loading or died: whatever it knew is gone. */
  onRendererReset: () => void;
  onLoadFailed: (message: string) => void;
}

/** A click on the tray right after a blur-hide is the same gesture: it means "close", not "reopen". */
const BLUR_CLICK_GRACE_MS = 250;

export class PopoverWindow {
  private window: PopoverWindowLike | null = null;
  private hiddenByBlurAt = Number.NEGATIVE_INFINITY;
  private lastTrayBounds: Rectangle | null = null;

  constructor(private readonly options: PopoverWindowOptions) {}

  /** The window, made and loaded on first use (and again if it was closed). */
  ensure(): PopoverWindowLike {
    if (this.window && !this.window.isDestroyed()) return this.window;
    const window = this.options.create();
    this.window = window;
    window.on('blur', () => {
      if (!this.options.hideOnBlur || !window.isVisible()) return;
      this.hiddenByBlurAt = this.options.clock.now();
      window.hide();
    });
    window.on('closed', () => {
      if (this.window === window) this.window = null;
      this.options.onRendererReset();
    });
    window.webContents.on('did-start-loading', () => this.options.onRendererReset());
    window.webContents.on('render-process-gone', () => this.options.onRendererReset());
    window.loadURL(rendererUrl(this.options.location)).catch((error: unknown) => {
      this.options.onLoadFailed(`The Scoretray window could not load: ${errorText(error)}`);
    });
    return window;
  }

  /** What pushes go through; null while there is no live window. */
  contents(): PushTarget | null {
    const window = this.window;
    return window && !window.isDestroyed() ? window.webContents : null;
  }

  toggle(trayBounds: Rectangle): void {
    this.lastTrayBounds = trayBounds;
    const window = this.ensure();
    if (window.isVisible()) {
      window.hide();
      return;
    }
    if (this.options.clock.now() - this.hiddenByBlurAt < BLUR_CLICK_GRACE_MS) return;
    this.showAt(window, trayBounds);
  }

  /** Opens the popover (next to the tray when its place is known), e.g. for a notification click. */
  show(): void {
    const window = this.ensure();
    this.showAt(window, this.lastTrayBounds ?? { x: 0, y: 0, width: 0, height: 0 });
  }

  hide(): void {
    if (this.window && !this.window.isDestroyed()) this.window.hide();
  }

  /** Whether the user has the window open now. */
  isVisible(): boolean {
    return this.window !== null && !this.window.isDestroyed() && this.window.isVisible();
  }

  private showAt(window: PopoverWindowLike, trayBounds: Rectangle): void {
    const { screen } = this.options;
    const cursor: Point = screen.getCursorScreenPoint();
    const known = trayBounds.width > 0 && trayBounds.height > 0;
    const display = screen.getDisplayNearestPoint(
      known ? { x: trayBounds.x, y: trayBounds.y } : cursor,
    );
    const [width = 380, height = 560] = window.getSize();
    const { x, y } = popoverPosition(trayBounds, { width, height }, display.workArea, cursor);
    window.setPosition(x, y);
    window.show();
    window.focus();
  }
}
