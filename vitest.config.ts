import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The Electron binary cannot run here: code that imports `electron` gets the typed stand-in.
  resolve: {
    alias: { electron: fileURLToPath(new URL('./test/electron-stub/index.ts', import.meta.url)) },
  },
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    exclude: ['test/browser/**', 'node_modules/**'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 20_000,
    pool: 'forks',
    // A stray .only must fail the run, not quietly narrow it.
    allowOnly: false,
  },
});
