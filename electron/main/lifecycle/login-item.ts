// "Launch at login" follows the setting: applied at start and whenever the setting changes, and only
// told to the OS when it differs from what was last applied. macOS and Windows have Electron's login
// item; on Linux (given `linux`) it is an XDG autostart entry (linux-autostart.ts).

import type { Settings } from '../../../shared/settings';
import { errorText } from '../../../shared/error-text';
import { setLinuxAutostart, type AutostartPlace } from './linux-autostart';

export interface LoginItemApp {
  setLoginItemSettings(settings: { openAtLogin: boolean; openAsHidden?: boolean }): void;
}

export function loginItemSync(
  app: LoginItemApp,
  log: (message: string) => void = () => undefined,
  linux: AutostartPlace | null = null,
) {
  let applied: boolean | null = null;
  return (settings: Pick<Settings, 'launchAtLogin'>): void => {
    if (settings.launchAtLogin === applied) return;
    try {
      if (linux) setLinuxAutostart(linux, settings.launchAtLogin);
      // openAsHidden: a tray app starts with no window anyway; macOS honours the flag on older releases.
      else app.setLoginItemSettings({ openAtLogin: settings.launchAtLogin, openAsHidden: true });
      applied = settings.launchAtLogin;
    } catch (error) {
      log(`Launch at login could not be changed: ${errorText(error)}`);
    }
  };
}
