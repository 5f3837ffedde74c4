// Where the headless mode keeps its state when --state-dir is not given: the OS's place for an
// application's configuration, so a second run remembers what the first one saw.

import { homedir } from 'node:os';
import { join } from 'node:path';

export interface Platform {
  platform: NodeJS.Platform;
  env: Readonly<Record<string, string | undefined>>;
  home: string;
}

export function defaultStateDir(
  where: Platform = { platform: process.platform, env: process.env, home: homedir() },
): string {
  const { platform, env, home } = where;
  if (platform === 'win32') {
    return join(env.APPDATA || join(home, 'AppData', 'Roaming'), 'Scoretray');
  }
  if (platform === 'darwin') return join(home, 'Library', 'Application Support', 'Scoretray');
  const xdg = env.XDG_CONFIG_HOME;
  // The XDG spec ignores a relative XDG_CONFIG_HOME.
  const base = xdg && xdg.startsWith('/') ? xdg : join(home, '.config');
  return join(base, 'scoretray');
}
