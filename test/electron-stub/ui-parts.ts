// Stand-ins for Electron's tray, menu, images and notifications. Each records what the shell did to
// it, in the shapes the shell's structural types ask for, so tests read what a user would see.

import { EventEmitter } from 'node:events';
import type {
  ImageLike,
  ImageRepresentation,
  MenuItemSpec,
  NotificationOptions,
  Rectangle,
} from '../../electron/main/electron-surface';
import type { TitleTray } from '../../electron/main/tray/tray-controller';

export class StubImage implements ImageLike {
  readonly representations: ImageRepresentation[] = [];
  template = false;

  addRepresentation(options: ImageRepresentation): void {
    this.representations.push(options);
  }

  setTemplateImage(option: boolean): void {
    this.template = option;
  }

  isEmpty(): boolean {
    return this.representations.length === 0;
  }
}

export const stubNativeImage = {
  createEmpty: (): StubImage => new StubImage(),
};

export class StubMenu {
  constructor(readonly items: readonly MenuItemSpec[]) {}

  /** The visible labels, separators as '---', disabled items in brackets. */
  labels(): string[] {
    return this.items.map((item) =>
      item.type === 'separator'
        ? '---'
        : item.enabled === false
          ? `[${item.label ?? ''}]`
          : (item.label ?? ''),
    );
  }

  click(labelStart: string): void {
    const item = this.items.find((candidate) => candidate.label?.startsWith(labelStart));
    if (!item)
      throw new Error(`No menu item starts with "${labelStart}": ${this.labels().join(' | ')}`);
    if (item.enabled === false) throw new Error(`"${item.label}" is disabled`);
    item.click?.();
  }
}

/** Electron's Menu module; one per stand-in, since the application menu is process-wide state. */
export class StubMenuApi {
  /** 'default' until the app sets one: Electron's own menu, with its reload and DevTools keys. */
  applicationMenu: StubMenu | null | 'default' = 'default';

  buildFromTemplate(template: MenuItemSpec[]): StubMenu {
    return new StubMenu([...template]);
  }

  setApplicationMenu(menu: StubMenu | null): void {
    this.applicationMenu = menu;
  }
}

export function createTrayClass(created: StubTray[]) {
  return class extends StubTray {
    constructor(image: StubImage) {
      super(image);
      created.push(this);
    }
  };
}

export class StubTray extends EventEmitter implements TitleTray<StubImage> {
  image: StubImage;
  title = '';
  titleOptions: { fontType?: string } | undefined;
  toolTip = '';
  menu: StubMenu | null = null;
  bounds: Rectangle = { x: 1200, y: 0, width: 24, height: 22 };
  destroyed = false;
  readonly titles: string[] = [];
  readonly toolTips: string[] = [];
  readonly images: StubImage[] = [];
  readonly poppedUp: StubMenu[] = [];

  constructor(image: StubImage) {
    super();
    this.image = image;
    this.images.push(image);
  }

  setImage(image: StubImage): void {
    this.image = image;
    this.images.push(image);
  }

  setTitle(title: string, options?: { fontType?: 'monospacedDigit' }): void {
    this.title = title;
    this.titleOptions = options;
    this.titles.push(title);
  }

  setToolTip(toolTip: string): void {
    this.toolTip = toolTip;
    this.toolTips.push(toolTip);
  }

  setContextMenu(menu: object | null): void {
    this.menu = menu as StubMenu | null;
  }

  getBounds(): Rectangle {
    return this.bounds;
  }

  popUpContextMenu(menu?: object): void {
    const shown = (menu as StubMenu | undefined) ?? this.menu;
    if (shown) this.poppedUp.push(shown);
  }

  /** A user's right click on the icon. */
  rightClick(): void {
    this.emit('right-click');
  }

  /** The menu a user sees: the attached one, or (macOS) the one a right click pops up. */
  shownMenu(): StubMenu | null {
    if (this.menu) return this.menu;
    this.rightClick();
    return this.poppedUp.at(-1) ?? null;
  }

  destroy(): void {
    this.destroyed = true;
  }

  /** A user's click on the icon. */
  click(): void {
    this.emit('click');
  }
}

export function createNotificationClass(
  shown: StubNotification[],
  support: { supported: boolean },
) {
  return class extends StubNotification {
    static isSupported(): boolean {
      return support.supported;
    }

    constructor(options: NotificationOptions) {
      super(options, shown);
    }
  };
}

export class StubNotification extends EventEmitter {
  shown = false;
  closed = false;

  constructor(
    readonly options: NotificationOptions,
    private readonly shownList: StubNotification[],
  ) {
    super();
  }

  show(): void {
    this.shown = true;
    this.shownList.push(this);
  }

  /** A user's click on the notification. */
  click(): void {
    this.emit('click');
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.emit('close');
  }

  /** What the user still sees: shown and not closed. */
  get onScreen(): boolean {
    return this.shown && !this.closed;
  }
}
