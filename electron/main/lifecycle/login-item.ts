// "Launch at login" follows the setting: applied at start and whenever the setting changes, and only
// told to the OS when it differs from what was last applied.

import type { Settings } from '../../../shared/settings';
import { errorText } from '../../../shared/error-text';

export interface LoginItemApp {
  setLoginItemSettings(settings: { openAtLogin: boolean; openAsHidden?: boolean }): void;
}

export function loginItemSync(app: LoginItemApp, log: (message: string) => void = () => undefined) {
  let applied: boolean | null = null;
  return (settings: Pick<Settings, 'launchAtLogin'>): void => {
    if (settings.launchAtLogin === applied) return;
    try {
      // openAsHidden: a tray app starts with no window anyway; macOS honours the flag on older releases.
      app.setLoginItemSettings({ openAtLogin: settings.launchAtLogin, openAsHidden: true });
      applied = settings.launchAtLogin;
    } catch (error) {
      log(`Launch at login could not be changed: ${errorText(error)}`);
    }
  };
}
