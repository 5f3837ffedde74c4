import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { LongFilesFirst } from './test/long-files-first';

export default defineConfig({
  // The Electron binary cannot run here: code that imports `electron` gets the typed stand-in.
  resolve: {
    alias: { electron: fileURLToPath(new URL('./test/electron-stub/index.ts', import.meta.url)) },
  },
  test: {
    // Playwright's specs in test/browser are *.spec.ts and never match; its plain unit tests do.
    include: ['test/**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 20_000,
    // The headless CLI built once for the end-to-end tests (test/headless/cli-bundle.ts).
    globalSetup: ['test/headless/cli-bundle.ts'],
    pool: 'forks',
    // Most test time is spent waiting on loopback services and child processes, not on the CPU:
    // vitest's default of one worker fewer than the cores leaves a 2-core machine running files one
    // at a time (502 s here against 348 s with two, and 209 s with four: same 229 files, all green).
    maxWorkers: Math.max(4, availableParallelism()),
    sequence: { sequencer: LongFilesFirst },
    // A stray .only must fail the run, not quietly narrow it.
    allowOnly: false,
  },
});
