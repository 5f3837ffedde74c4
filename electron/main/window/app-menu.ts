// The application menu. Electron gives every app a default one whose keys reload the page
// (Ctrl+R) and open DevTools (Ctrl+Shift+I, F12): useful while developing, not in a user's hands.
// A packaged build replaces it: Windows and Linux need no menu (the popover is frameless and text
// fields copy and paste without one); macOS keeps the app and Edit menus, without which Cmd+C/V
// would not work in the key field.

import type { MenuApi } from '../electron-surface';

export function applyApplicationMenu(
  menu: MenuApi,
  platform: NodeJS.Platform,
  packaged: boolean,
): void {
  if (!packaged) return;
  if (platform === 'darwin')
    menu.setApplicationMenu(menu.buildFromTemplate([{ role: 'appMenu' }, { role: 'editMenu' }]));
  else menu.setApplicationMenu(null);
}
