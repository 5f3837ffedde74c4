// The headless CLI bundled once per test run (vitest's globalSetup), for the end-to-end tests that
// start it many times: the same bundle `npm run headless` makes on each start (launch.mjs), so a
// start here skips the bundling. The tests of how a user starts it (cli.test.ts, stop.test.ts) go
// through npm, the launcher and its bundling.

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { bundleHeadlessCli } from '../../electron/headless/launch.mjs';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Under the repository, so the packages it leaves out resolve from its node_modules. */
export const CLI_BUNDLE = fileURLToPath(
  new URL('../../test-results/headless-cli.mjs', import.meta.url),
);

/** The node flags of the npm script (`node FLAGS electron/headless/launch.mjs`), none today. */
export function npmScriptNodeFlags(): string[] {
  const scripts = JSON.parse(readFileSync(`${REPO_ROOT}package.json`, 'utf8')).scripts as {
    headless: string;
  };
  return scripts.headless
    .split(/\s+/)
    .slice(1)
    .filter((word) => word.startsWith('--'));
}

export default async function buildCliBundle(): Promise<void> {
  await bundleHeadlessCli(CLI_BUNDLE);
}
