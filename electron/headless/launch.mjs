// `npm run headless`: bundles the headless CLI's TypeScript into one ES module with esbuild, then
// runs that module in this same process (so its arguments, output, exit code and signals are the
// CLI's own). Run through tsx instead, the CLI carried tsx's loader and a source map per module:
// about 45 MB more RSS at 2,000 live events (BENCHMARKS.md, "the headless process"). Bundling takes
// a few tenths of a second; it is done on every start so the run is always of the sources as they
// are.

import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, stop } from 'esbuild';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Where `npm run headless` puts the bundle it runs. */
const RUN_BUNDLE = `${REPO_ROOT}out/headless/cli.mjs`;

/**
 * Writes the bundle of electron/headless/cli.ts to `outfile`: whole, then renamed into place, since
 * another start may be reading the same file. Packages stay external and resolve from node_modules.
 * @param {string} outfile
 * @returns {Promise<void>}
 */
export async function bundleHeadlessCli(outfile) {
  const built = await build({
    entryPoints: [`${REPO_ROOT}electron/headless/cli.ts`],
    write: false,
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    tsconfig: `${REPO_ROOT}tsconfig.node.json`,
    logLevel: 'warning',
  });
  const [output] = built.outputFiles;
  if (!output) throw new Error('esbuild wrote no headless CLI');
  mkdirSync(dirname(outfile), { recursive: true });
  const partial = `${outfile}.${process.pid}.partial`;
  writeFileSync(partial, output.contents);
  renameSync(partial, outfile);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await bundleHeadlessCli(RUN_BUNDLE);
  // esbuild's compiler is a child process: ended here, it costs the long run nothing.
  await stop();
  await import(pathToFileURL(RUN_BUNDLE).href);
}
