// Launch at login on Linux, where Electron's login item setting does nothing: an XDG autostart entry
// (~/.config/autostart/scoretray.desktop, or under $XDG_CONFIG_HOME) that desktops run at login.
// An AppImage is started through its own file ($APPIMAGE), not the binary inside its temporary mount.

import { mkdirSync, rmSync, writeFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';

export const AUTOSTART_FILE_NAME = 'scoretray.desktop';

export interface AutostartPlace {
  env: NodeJS.ProcessEnv;
  home: string;
  /** The running binary (process.execPath). */
  execPath: string;
}

export function autostartPath(place: Pick<AutostartPlace, 'env' | 'home'>): string {
  const configHome = place.env.XDG_CONFIG_HOME?.trim();
  const base = configHome && configHome.startsWith('/') ? configHome : join(place.home, '.config');
  return join(base, 'autostart', AUTOSTART_FILE_NAME);
}

/** The command line, quoted as the Desktop Entry specification asks for Exec. */
function execLine(place: AutostartPlace): string {
  const program = place.env.APPIMAGE?.trim() || place.execPath;
  return `"${program.replace(/(["`$\\])/g, '\\$1')}"`;
}

export function autostartEntry(place: AutostartPlace): string {
  return [
    '[Desktop Entry]',
    'Type=Application',
    'Version=1.0',
    'Name=Scoretray',
    'Comment=Live scores of the teams you follow, in your system tray.',
    `Exec=${execLine(place)}`,
    'Icon=scoretray',
    'Terminal=false',
    'X-GNOME-Autostart-enabled=true',
    '',
  ].join('\n');
}

/** Writes or removes the entry; throws when the folder cannot be written (the caller logs it). */
export function setLinuxAutostart(place: AutostartPlace, enabled: boolean): void {
  const path = autostartPath(place);
  if (!enabled) {
    rmSync(path, { force: true });
    return;
  }
  mkdirSync(join(path, '..'), { recursive: true });
  // Written whole or not at all: a half entry could start nothing, or something else.
  const temp = `${path}.tmp-${process.pid}`;
  writeFileSync(temp, autostartEntry(place), { mode: 0o644 });
  renameSync(temp, path);
}
