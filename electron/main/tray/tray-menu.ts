// The tray's context menu as data: followed live matches (each opens its detail), how fresh the
// scores are, pause or resume alerts, settings and quit. Built from plain state so it is easy to read
// and to test; the controller turns it into an Electron menu.

import type { AccountStatus, Match } from '../../../shared/domain';
import { freshnessText, localClock, tooltipLine } from '../../../shared/ticker-format';
import type { MenuItemSpec } from '../electron-surface';

export const PAUSE_FOR_MS = 60 * 60 * 1000;

export interface TrayMenuState {
  matches: readonly Match[];
  status: AccountStatus;
  alertsPausedUntil: number | null;
  now: number;
  formatClock?: (epochMs: number) => string;
}

export interface TrayMenuActions {
  openWindow(): void;
  openMatch(sport: string, matchId: number): void;
  pauseAlerts(untilMs: number | null): void;
  openSettings(): void;
  quit(): void;
}

export function trayMenuTemplate(state: TrayMenuState, actions: TrayMenuActions): MenuItemSpec[] {
  const formatClock = state.formatClock ?? localClock;
  const matchItems: MenuItemSpec[] =
    state.matches.length === 0
      ? [{ label: 'No followed team is playing now', enabled: false }]
      : state.matches.map((match) => ({
          label: tooltipLine(match, state.now),
          click: () => actions.openMatch(match.sport, match.id),
        }));
  const paused = state.alertsPausedUntil !== null && state.alertsPausedUntil > state.now;
  const pauseItem: MenuItemSpec = paused
    ? {
        label: `Resume alerts (paused until ${formatClock(state.alertsPausedUntil ?? state.now)})`,
        click: () => actions.pauseAlerts(null),
      }
    : {
        label: 'Pause alerts for 1 hour',
        click: () => actions.pauseAlerts(state.now + PAUSE_FOR_MS),
      };
  return [
    ...matchItems,
    { type: 'separator' },
    { label: freshnessText(state.status, state.now, formatClock), enabled: false },
    { type: 'separator' },
    { label: 'Open Scoretray', click: () => actions.openWindow() },
    pauseItem,
    { label: 'Settings…', click: () => actions.openSettings() },
    { type: 'separator' },
    { label: 'Quit Scoretray', click: () => actions.quit() },
  ];
}

/** What a menu shows, without its handlers: equal signatures need no rebuild. */
export function menuSignature(template: readonly MenuItemSpec[]): string {
  return JSON.stringify(
    template.map(({ label, type, enabled }) => [label ?? '', type ?? 'normal', enabled ?? true]),
  );
}
