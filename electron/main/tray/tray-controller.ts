// Keeps the tray in step with the engine: on macOS the title shows the followed live match that
// matters now (shared/tray-glance.ts: just scored, then closest to its end, then your first team's),
// `NOR 2–1 EAS 67'`; on Windows and Linux, which have no tray title, the glance is drawn into the
// icon (the followed side's code, its score, a colour for ahead, behind or level). The tooltip and
// the menu list the other followed live matches and how fresh the data is; the context menu is
// rebuilt only when what it shows changes.

import type { Match } from '../../../shared/domain';
import { GlanceTracker, glanceFollows, type Glance } from '../../../shared/tray-glance';
import { localeFor, pickLanguage, translator } from '../../../shared/i18n';
import { localClock, tooltipText, WINDOWS_TOOLTIP_LIMIT } from '../../../shared/ticker-format';
import { msUntilClockChange } from '../../../shared/match-clock';
import { desktopText } from '../desktop-text';
import type { Engine } from '../../core/engine/api';
import type { Clock, TimerHandle } from '../../core/ports';
import type { ImageLike, MenuApi, MenuLike, Rectangle, TrayLike } from '../electron-surface';
import { iconKey, type TrayIconKind, type TrayImages } from './tray-images';
import { menuSignature, trayMenuTemplate, type TrayMenuActions } from './tray-menu';

export type TrayEngine = Pick<Engine, 'on' | 'status' | 'live' | 'settings' | 'runSettings'>;

export interface TrayControllerActions extends Omit<TrayMenuActions, 'pauseAlerts'> {
  /** A click on the tray icon: show or hide the popover next to it. */
  toggleWindow(trayBounds: Rectangle): void;
}

/** macOS lets the title use digits of equal width, so the ticker does not jitter as scores change. */
export interface TitleTray<Image extends ImageLike = ImageLike> extends TrayLike<Image> {
  setTitle(title: string, options?: { fontType?: 'monospacedDigit' }): void;
}

export interface TrayControllerOptions<Image extends ImageLike = ImageLike> {
  tray: TitleTray<Image>;
  menu: MenuApi;
  images: TrayImages<Image>;
  engine: TrayEngine;
  clock: Clock;
  platform: NodeJS.Platform;
  actions: TrayControllerActions;
  /** How often "updated N min ago" is refreshed when nothing else changes. */
  refreshEveryMs?: number;
  formatClock?: (epochMs: number) => string;
  /** The system's preferred languages, for the 'system' language setting (Electron's app). */
  systemLanguages?: () => readonly string[];
}

export class TrayController<Image extends ImageLike = ImageLike> {
  private readonly unsubscribes: (() => void)[] = [];
  private timer: TimerHandle | null = null;
  private readonly glances = new GlanceTracker();
  private glance: Glance = { shown: null, others: [] };
  private lastMenu: string | null = null;
  private lastTooltip: string | null = null;
  private lastTitle: string | null = null;
  private lastIconKey: string | null = null;
  private popUpMenu: MenuLike | null = null;
  private stopped = false;
  private updateReady: string | null = null;

  constructor(private readonly options: TrayControllerOptions<Image>) {}

  start(): void {
    const { engine, tray } = this.options;
    const refresh = () => this.refresh();
    this.unsubscribes.push(
      engine.on('score', refresh),
      engine.on('changes', refresh),
      engine.on('status', refresh),
      engine.on('settings', refresh),
    );
    tray.on('click', () => this.options.actions.toggleWindow(tray.getBounds()));
    // On macOS an attached menu takes the left click, which opens the popover here; so the menu is
    // kept aside and popped up on a right click. Elsewhere it is attached (Linux panels need that).
    if (this.popsUpMenu()) {
      tray.on('right-click', () => {
        if (this.popUpMenu) tray.popUpContextMenu(this.popUpMenu);
      });
    }
    this.refresh();
  }

  stop(): void {
    this.stopped = true;
    for (const unsubscribe of this.unsubscribes.splice(0)) unsubscribe();
    if (this.timer) this.options.clock.clearTimeout(this.timer);
    this.timer = null;
  }

  /** The match the glance shows now, when any followed match is live. */
  shownMatch(): Match | null {
    const shown = this.glance.shown;
    if (!shown) return null;
    return (
      this.liveMatches().find(
        (match) => match.sport === shown.sport && match.id === shown.matchId,
      ) ?? null
    );
  }

  /** A downloaded update (its version) offers "Restart to update" in the menu; null takes it away. */
  setUpdateReady(version: string | null): void {
    this.updateReady = version;
    this.refresh();
  }

  /** Redraws title, icon, tooltip and menu from the engine's current state. */
  refresh(): void {
    if (this.stopped) return;
    const live = this.liveMatches();
    this.render(live);
    this.schedule(live);
  }

  private render(live: readonly Match[]): void {
    const { tray, images, engine, platform, clock } = this.options;
    const now = clock.now();
    const settings = engine.settings.get();
    const system = this.options.systemLanguages?.() ?? [];
    const language = pickLanguage(
      settings.language === 'system' ? null : settings.language,
      system,
    );
    const t = translator(language);
    // Times of day as the chosen language writes them (a German tooltip says 23:00, not 11:00 PM).
    const locale = localeFor(language, system);
    const formatClock = this.options.formatClock ?? ((epochMs) => localClock(epochMs, locale));
    const follows = glanceFollows(settings.follows, live, (sport, teamId) =>
      engine.runSettings.follows().isFollowedTeam(sport, teamId),
    );
    const glance = this.glances.update({ matches: live, follows, now, t });
    this.glance = glance;
    // The matches in the order they matter: the one shown first, as the glance ranks the rest.
    const order = [glance.shown, ...glance.others].flatMap((item) =>
      item ? live.filter((match) => match.sport === item.sport && match.id === item.matchId) : [],
    );
    const matches = order;
    const shown = matches[0] ?? null;

    if (platform === 'darwin') {
      const title = glance.shown?.text ?? '';
      if (title !== this.lastTitle) {
        tray.setTitle(title, { fontType: 'monospacedDigit' });
        this.lastTitle = title;
      }
    }
    const icon: TrayIconKind = glance.shown
      ? { kind: 'glance', glance: glance.shown }
      : { kind: 'quiet' };
    // The macOS template icon only says whether something is on; elsewhere the icon is the glance.
    const key = platform === 'darwin' ? icon.kind : iconKey(icon);
    if (key !== this.lastIconKey) {
      tray.setImage(images.imageFor(icon));
      this.lastIconKey = key;
    }

    const status = engine.status();
    const tooltip = trayTooltip(matches, glance, status, {
      now,
      formatClock,
      t,
      maxLength: platform === 'win32' ? WINDOWS_TOOLTIP_LIMIT : undefined,
    });
    if (tooltip !== this.lastTooltip) {
      tray.setToolTip(tooltip);
      this.lastTooltip = tooltip;
    }

    const template = trayMenuTemplate(
      {
        matches,
        shown,
        status,
        alertsPausedUntil: settings.alertsPausedUntil,
        now,
        platform,
        updateReady: this.updateReady,
        formatClock,
        t,
      },
      { ...this.options.actions, pauseAlerts: (until) => engine.settings.pauseAlerts(until) },
    );
    const signature = menuSignature(template);
    if (signature !== this.lastMenu) {
      const menu = this.options.menu.buildFromTemplate(template);
      if (this.popsUpMenu()) this.popUpMenu = menu;
      else tray.setContextMenu(menu);
      this.lastMenu = signature;
    }
  }

  private popsUpMenu(): boolean {
    return this.options.platform === 'darwin';
  }

  private schedule(matches: readonly Match[]): void {
    const { clock } = this.options;
    if (this.timer) clock.clearTimeout(this.timer);
    const now = clock.now();
    // Looked at again every so often: "updated N min ago" moves on, and while a match that has
    // just scored holds the glance, soon enough to give it back when its time is up.
    const refreshEvery = this.options.refreshEveryMs ?? 30_000;
    const every =
      this.glance.shown?.reason === 'scored'
        ? Math.min(refreshEvery, JUST_SCORED_RECHECK_MS)
        : refreshEvery;
    // The title and tooltip show running clocks: redraw when the soonest of them turns.
    const clockTurns = matches
      .map((match) => msUntilClockChange(match, now))
      .filter((ms): ms is number => ms !== null)
      .map((ms) => Math.max(ms + 20, 1000));
    const delay = Math.min(every, ...clockTurns);
    this.timer = clock.setTimeout(() => {
      this.timer = null;
      if (this.stopped) return;
      this.refresh();
    }, delay);
    this.timer.unref?.();
  }

  /** Followed live matches in a stable order, whatever order the engine keeps them in. */
  private liveMatches(): Match[] {
    return [...this.options.engine.live.followed()].sort(
      (a, b) => a.sport.localeCompare(b.sport) || a.id - b.id,
    );
  }
}

/**
 * The tooltip: when several matches are on, its first line says which one the icon shows now (the
 * icon names one side only); then every match, in the order they matter, and the freshness.
 */
function trayTooltip(
  matches: readonly Match[],
  glance: Glance,
  status: ReturnType<TrayEngine['status']>,
  options: Parameters<typeof tooltipText>[2],
): string {
  if (!glance.shown || matches.length < 2) return tooltipText(matches, status, options);
  const t = options.t ?? translator('en');
  const head = desktopText(t).tray.tooltipShown(glance.shown.text);
  const limit = options.maxLength ?? Number.POSITIVE_INFINITY;
  const rest = tooltipText(matches, status, { ...options, maxLength: limit - head.length - 1 })
    .split('\n')
    .filter((line, index) => !(index === 0 && line === t('app.name')));
  return [head, ...rest].join('\n');
}

/** How often the glance is looked at again while nothing else changes. */
const JUST_SCORED_RECHECK_MS = 10_000;
