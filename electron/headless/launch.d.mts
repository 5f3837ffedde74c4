/** Writes the bundle of electron/headless/cli.ts to `outfile` (see launch.mjs). */
export function bundleHeadlessCli(outfile: string): Promise<void>;
