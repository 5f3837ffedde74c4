// How every browser test and benchmark launches Debian's Chromium: never a downloaded browser, and
// nothing written outside test-results.

import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const CHROMIUM_PATH = process.env.SCORETRAY_CHROMIUM ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const RESULTS = resolve(import.meta.dirname, '..', '..', 'test-results');

/** Points Chromium's config and cache folders into test-results (it reads them from the env). */
export function chromiumEnvironment(name: string): Record<string, string> {
  const base = join(RESULTS, 'chromium-home', name);
  const config = join(base, 'config');
  const cache = join(base, 'cache');
  mkdirSync(config, { recursive: true });
  mkdirSync(cache, { recursive: true });
  return { XDG_CONFIG_HOME: config, XDG_CACHE_HOME: cache };
}

export function chromiumLaunchOptions(name: string): {
  executablePath: string;
  args: string[];
  env: Record<string, string | undefined>;
  headless: boolean;
} {
  return {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    env: { ...process.env, ...chromiumEnvironment(name) },
    headless: true,
  };
}
