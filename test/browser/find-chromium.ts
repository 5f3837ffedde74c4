// Where the browser tests and benchmarks find a Chromium or Chrome to drive: an explicit path first,
// then where each system's installers put one. CI runs Debian's /usr/bin/chromium, the first Linux
// place looked at; a contributor's Mac, Windows or other Linux has its own. Never a downloaded
// browser (`npx playwright install` is not part of this project).

import { posix, win32 } from 'node:path';

export interface BrowserLookup {
  platform: NodeJS.Platform;
  env: Readonly<Record<string, string | undefined>>;
  /** Whether a regular file is at this path. */
  isFile: (path: string) => boolean;
}

export type BrowserFound =
  { found: true; path: string } | { found: false; looked: string[]; advice: string };

const LINUX_NAMES = ['chromium', 'chromium-browser', 'google-chrome-stable', 'google-chrome'];

function linuxPlaces(env: BrowserLookup['env']): string[] {
  // /usr/bin first, so a machine with Debian's package (CI) always uses it, whatever PATH says.
  const dirs = ['/usr/bin', ...(env.PATH ?? '').split(':').filter(Boolean), '/snap/bin'];
  return LINUX_NAMES.flatMap((name) => dirs.map((dir) => posix.join(dir, name)));
}

function macPlaces(env: BrowserLookup['env']): string[] {
  const apps = [
    'Google Chrome.app/Contents/MacOS/Google Chrome',
    'Chromium.app/Contents/MacOS/Chromium',
  ];
  const roots = ['/Applications', ...(env.HOME ? [posix.join(env.HOME, 'Applications')] : [])];
  return apps.flatMap((app) => roots.map((root) => posix.join(root, app)));
}

function windowsPlaces(env: BrowserLookup['env']): string[] {
  const roots = [
    env.PROGRAMFILES ?? 'C:\\Program Files',
    env['PROGRAMFILES(X86)'] ?? 'C:\\Program Files (x86)',
    env.LOCALAPPDATA,
  ].filter((root): root is string => Boolean(root));
  const apps = ['Google\\Chrome\\Application\\chrome.exe', 'Chromium\\Application\\chrome.exe'];
  return apps.flatMap((app) => roots.map((root) => win32.join(root, app)));
}

function installAdvice(platform: NodeJS.Platform): string {
  const hint =
    platform === 'darwin'
      ? 'Install Google Chrome (https://www.google.com/chrome/) or Chromium (brew install --cask chromium)'
      : platform === 'win32'
        ? 'Install Google Chrome (https://www.google.com/chrome/)'
        : 'Install Chromium or Google Chrome (Debian, Ubuntu: sudo apt-get install chromium; Fedora: sudo dnf install chromium; Arch: sudo pacman -S chromium)';
  return `${hint}, or set CHROME_PATH to a Chromium or Chrome executable. Never run "npx playwright install".`;
}

export function findChromium({ platform, env, isFile }: BrowserLookup): BrowserFound {
  const explicit = env.SCORETRAY_CHROMIUM ?? env.CHROME_PATH;
  if (explicit) {
    // A path someone set is what they want: a wrong one is said, not quietly replaced.
    if (isFile(explicit)) return { found: true, path: explicit };
    return {
      found: false,
      looked: [explicit],
      advice: `No browser at ${explicit} (from ${env.SCORETRAY_CHROMIUM ? 'SCORETRAY_CHROMIUM' : 'CHROME_PATH'}). ${installAdvice(platform)}`,
    };
  }
  const places = [
    ...new Set(
      platform === 'darwin'
        ? macPlaces(env)
        : platform === 'win32'
          ? windowsPlaces(env)
          : linuxPlaces(env),
    ),
  ];
  const path = places.find((place) => isFile(place));
  if (path) return { found: true, path };
  return {
    found: false,
    looked: places,
    advice: `No Chromium or Chrome found. ${installAdvice(platform)}`,
  };
}
