// How every browser test and benchmark launches the machine's Chromium or Chrome (Debian's in CI):
// never a downloaded browser, and nothing written outside test-results.

import { mkdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { findChromium, type BrowserFound } from './find-chromium';

export function lookForChromium(): BrowserFound {
  return findChromium({
    platform: process.platform,
    env: process.env,
    isFile: (path) => statSync(path, { throwIfNoEntry: false })?.isFile() ?? false,
  });
}

function chromiumPath(): string {
  const result = lookForChromium();
  if (result.found) return result.path;
  throw new Error(`${result.advice} Looked at: ${result.looked.join(', ')}`);
}

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
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
    env: { ...process.env, ...chromiumEnvironment(name) },
    headless: true,
  };
}
