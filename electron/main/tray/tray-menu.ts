// The tray's context menu as data: followed live matches (each opens its detail, the one the
// rotating icon or title shows marked as such), how fresh the scores are, an update ready to install,
// pause or resume alerts, settings, logs and quit. Built from plain state so it is easy to read and to
// test; the controller turns it into an Electron menu.

import type { AccountStatus, Match } from '../../../shared/domain';
import { translator, type TFunction } from '../../../shared/i18n';
import { PAUSED_UNTIL_RESUMED } from '../../../shared/settings';
import { freshnessText, localClock, tooltipLine } from '../../../shared/ticker-format';
import { desktopText } from '../desktop-text';
import type { MenuItemSpec } from '../electron-surface';

export const PAUSE_FOR_MS = 60 * 60 * 1000;

export interface TrayMenuState {
  matches: readonly Match[];
  /** The match the icon (or the macOS title) shows now; marked when several take turns. */
  shown?: Match | null;
  status: AccountStatus;
  alertsPausedUntil: number | null;
  now: number;
  platform?: NodeJS.Platform;
  /** A downloaded update waiting for a restart, by version. */
  updateReady?: string | null;
  formatClock?: (epochMs: number) => string;
  /** The menu's language (shared/i18n); English when not given. */
  t?: TFunction;
}

export interface TrayMenuActions {
  openWindow(): void;
  openMatch(sport: string, matchId: number): void;
  pauseAlerts(untilMs: number | null): void;
  openSettings(): void;
  quit(): void;
  openLogs?(): void;
  /** Followed teams' next fixtures as an .ics file (a save dialog asks where). */
  addToCalendar?(): void;
  restartToUpdate?(): void;
}

function matchItems(state: TrayMenuState, actions: TrayMenuActions): MenuItemSpec[] {
  const t = state.t ?? translator('en');
  const TEXT = desktopText(t).tray;
  if (state.matches.length === 0) return [{ label: TEXT.nothingOn, enabled: false }];
  const shown = state.matches.length > 1 ? (state.shown ?? null) : null;
  // The shown match goes first and says so: the icon alone does not tell which match it is.
  const ordered = shown
    ? [shown, ...state.matches.filter((match) => match !== shown)]
    : state.matches;
  return ordered.map((match) => {
    const line = tooltipLine(match, state.now, t);
    const label =
      match === shown
        ? state.platform === 'darwin'
          ? TEXT.shownInTitle(line)
          : TEXT.shownInIcon(line)
        : line;
    return { label, click: () => actions.openMatch(match.sport, match.id) };
  });
}

export function trayMenuTemplate(state: TrayMenuState, actions: TrayMenuActions): MenuItemSpec[] {
  const formatClock = state.formatClock ?? localClock;
  const t = state.t ?? translator('en');
  const words = desktopText(t);
  const TEXT = words.tray;
  const paused = state.alertsPausedUntil !== null && state.alertsPausedUntil > state.now;
  const pauseItem: MenuItemSpec = paused
    ? {
        label:
          (state.alertsPausedUntil ?? 0) >= PAUSED_UNTIL_RESUMED
            ? t('tray.resumeForever')
            : TEXT.resumeAlerts(formatClock(state.alertsPausedUntil ?? state.now)),
        click: () => actions.pauseAlerts(null),
      }
    : { label: TEXT.pauseAlerts, click: () => actions.pauseAlerts(state.now + PAUSE_FOR_MS) };
  const open: MenuItemSpec = { label: TEXT.openApp, click: () => actions.openWindow() };
  // Linux panels often swallow the icon's click, so opening the window is always the first item.
  const openFirst = state.platform === 'linux';
  const update: MenuItemSpec[] =
    state.updateReady && actions.restartToUpdate
      ? [
          {
            label: words.updates.restartToUpdate(state.updateReady),
            click: () => actions.restartToUpdate?.(),
          },
        ]
      : [];
  const logs: MenuItemSpec[] = actions.openLogs
    ? [{ label: TEXT.openLogs, click: () => actions.openLogs?.() }]
    : [];
  const calendar: MenuItemSpec[] = actions.addToCalendar
    ? [{ label: TEXT.addToCalendar, click: () => actions.addToCalendar?.() }]
    : [];
  return [
    ...(openFirst ? [open, { type: 'separator' } as const] : []),
    ...matchItems(state, actions),
    { type: 'separator' },
    { label: freshnessText(state.status, state.now, formatClock, t), enabled: false },
    { type: 'separator' },
    ...update,
    ...(openFirst ? [] : [open]),
    pauseItem,
    ...calendar,
    { label: TEXT.settings, click: () => actions.openSettings() },
    ...logs,
    { type: 'separator' },
    { label: TEXT.quit, click: () => actions.quit() },
  ];
}

/** What a menu shows, without its handlers: equal signatures need no rebuild. */
export function menuSignature(template: readonly MenuItemSpec[]): string {
  return JSON.stringify(
    template.map(({ label, type, enabled }) => [label ?? '', type ?? 'normal', enabled ?? true]),
  );
}
