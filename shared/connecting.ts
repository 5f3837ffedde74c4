// Before the first answer nothing has been connected yet, so nothing is being reconnected, and
// nothing is connected either: the engine reports `reconnecting` with `reconnecting: 'connecting'`,
// or `connected` with no update yet, and every surface (the window's header and banner, the tray,
// the headless message) says "Connecting". The window used to go Starting, Connected, Reconnecting
// (with a banner), Connected at every start: it told the user something had broken when nothing had.

import type { AccountStatus } from './domain';

export function isConnecting(
  status: Pick<AccountStatus, 'state' | 'reconnecting' | 'lastUpdatedAt'>,
): boolean {
  if (status.state === 'connected') return status.lastUpdatedAt === null;
  return (
    status.state === 'reconnecting' &&
    (status.reconnecting === 'connecting' || status.lastUpdatedAt === null)
  );
}
