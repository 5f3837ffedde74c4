// The headless CLI built once per test run (vitest's globalSetup) into one ES module, for the end-to-
// end tests that start it many times. Started through tsx, as `npm run headless` does, every run
// spends about a second of CPU resolving and loading some 300 TypeScript modules; the bundle of the
// same sources, made by esbuild (the compiler tsx itself uses), starts in a third of that. The
// tests of how a user starts it (cli.test.ts, stop.test.ts) still go through npm and tsx.

import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Under the repository, so the packages it leaves out resolve from its node_modules. */
export const CLI_BUNDLE = fileURLToPath(
  new URL('../../test-results/headless-cli.mjs', import.meta.url),
);

/** The node flags of the npm script (`node FLAGS --import tsx electron/headless/cli.ts`). */
export function npmScriptNodeFlags(): string[] {
  const scripts = JSON.parse(readFileSync(`${REPO_ROOT}package.json`, 'utf8')).scripts as {
    headless: string;
  };
  const words = scripts.headless.split(/\s+/);
  return words.slice(1, words.indexOf('--import'));
}

export default async function buildCliBundle(): Promise<void> {
  const built = await build({
    entryPoints: [`${REPO_ROOT}electron/headless/cli.ts`],
    outfile: CLI_BUNDLE,
    write: false,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    tsconfig: `${REPO_ROOT}tsconfig.node.json`,
    logLevel: 'warning',
  });
  // Written whole, then renamed into place: another vitest run of this tree may be starting it.
  const [output] = built.outputFiles;
  if (!output) throw new Error('esbuild wrote no headless CLI');
  mkdirSync(dirname(CLI_BUNDLE), { recursive: true });
  const partial = `${CLI_BUNDLE}.${process.pid}.partial`;
  writeFileSync(partial, output.contents);
  renameSync(partial, CLI_BUNDLE);
}
