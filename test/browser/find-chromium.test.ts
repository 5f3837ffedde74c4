// A contributor's machine finds its browser where its system keeps one; CI keeps Debian's. Each case
// is a machine: which files exist and what the environment says.

import { describe, expect, it } from 'vitest';
import { findChromium, type BrowserLookup } from './find-chromium';

function machine(
  platform: NodeJS.Platform,
  files: string[],
  env: BrowserLookup['env'] = {},
): BrowserLookup {
  const present = new Set(files);
  return { platform, env, isFile: (path) => present.has(path) };
}

describe('finding a Chromium or Chrome', () => {
  it("uses Debian's /usr/bin/chromium on CI, also when Chrome is on PATH too", () => {
    const found = findChromium(
      machine('linux', ['/usr/bin/chromium', '/opt/google/chrome/google-chrome'], {
        PATH: '/opt/google/chrome:/usr/bin',
      }),
    );
    expect(found).toEqual({ found: true, path: '/usr/bin/chromium' });
  });

  it.each([
    ['Ubuntu', '/usr/bin/chromium-browser', '/usr/local/bin:/usr/bin'],
    ['Fedora with Chrome', '/usr/bin/google-chrome-stable', '/usr/bin'],
    ['a snap', '/snap/bin/chromium', '/usr/bin'],
    ['a home-built Chromium on PATH', '/home/ada/bin/chromium', '/home/ada/bin:/usr/bin'],
  ])('finds the browser of %s', (_name, path, PATH) => {
    expect(findChromium(machine('linux', [path], { PATH }))).toEqual({ found: true, path });
  });

  it("finds Chrome or Chromium in a Mac's Applications folders", () => {
    const chrome = '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome';
    expect(findChromium(machine('darwin', [chrome]))).toEqual({ found: true, path: chrome });
    const userChromium = '/Users/ada/Applications/Chromium.app/Contents/MacOS/Chromium';
    expect(findChromium(machine('darwin', [userChromium], { HOME: '/Users/ada' }))).toEqual({
      found: true,
      path: userChromium,
    });
  });

  it('finds Chrome under Program Files or a per-user install on Windows', () => {
    const env = {
      PROGRAMFILES: 'C:\\Program Files',
      'PROGRAMFILES(X86)': 'C:\\Program Files (x86)',
      LOCALAPPDATA: 'C:\\Users\\ada\\AppData\\Local',
    };
    const machineWide = 'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe';
    expect(findChromium(machine('win32', [machineWide], env))).toEqual({
      found: true,
      path: machineWide,
    });
    const perUser = 'C:\\Users\\ada\\AppData\\Local\\Google\\Chrome\\Application\\chrome.exe';
    expect(findChromium(machine('win32', [perUser], env))).toEqual({ found: true, path: perUser });
  });

  it('takes CHROME_PATH before any place it knows', () => {
    const own = '/opt/chrome-beta/chrome';
    expect(
      findChromium(machine('linux', [own, '/usr/bin/chromium'], { CHROME_PATH: own })),
    ).toEqual({ found: true, path: own });
  });

  it('says so when CHROME_PATH names no file, instead of quietly using another browser', () => {
    const found = findChromium(
      machine('linux', ['/usr/bin/chromium'], { CHROME_PATH: '/opt/typo/chrome' }),
    );
    expect(found.found).toBe(false);
    if (!found.found) {
      expect(found.advice).toContain('No browser at /opt/typo/chrome (from CHROME_PATH)');
      expect(found.looked).toEqual(['/opt/typo/chrome']);
    }
  });

  it.each([
    ['linux', 'sudo apt-get install chromium'],
    ['darwin', 'brew install --cask chromium'],
    ['win32', 'https://www.google.com/chrome/'],
  ] as const)('says what to install on %s when there is no browser', (platform, install) => {
    const found = findChromium(machine(platform, [], { PATH: '/usr/bin', HOME: '/Users/ada' }));
    expect(found.found).toBe(false);
    if (!found.found) {
      expect(found.advice).toContain(install);
      expect(found.advice).toContain('CHROME_PATH');
      expect(found.looked.length).toBeGreaterThan(1);
    }
  });
});
