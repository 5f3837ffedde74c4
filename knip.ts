// Dead-code check run by `npm test` (npm run knip): files nobody reaches, exports nobody imports,
// packages listed but unused or used but unlisted. The package.json scripts, vitest, playwright and
// electron-vite configs already give knip most entry points; the ones below are reached some other
// way.
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  entry: [
    // The built app: electron-vite builds these three, and knip's plugin does not see them all.
    'electron/main/index.ts',
    'electron/preload/index.ts',
    'renderer/src/main.tsx',
    // Compiled to classic scripts and injected into a page (test/bridge/renderer-site.ts,
    // bench/render-bench.ts), so nothing imports them.
    'test/bridge/browser-bridge-client.ts',
    'bench/render-bench-bridge.ts',
    // Run by hand with tsx (BENCHMARKS.md), not from run-all.
    'bench/hostile-bench.ts',
    'bench/flood-bench.ts',
    'bench/week-bench.ts',
    'bench/headless-load-bench.ts',
    'bench/start-bench.ts',
    'bench/alert-flood-bench.ts',
    'bench/headless-latency-bench.ts',
    'bench/hour-bench.ts',
    // Bundled by electron/headless/launch.mjs (npm run headless), which knip does not follow.
    'electron/headless/cli.ts',
    // Spawned by bench/side-by-side.ts in each checkout it measures.
    'bench/tree-call.ts',
    // Its harness, called by side-by-side through tree-call in each checkout's process.
    'bench/throughput-cpu.ts',
  ],
  project: [
    'electron/**/*.{ts,tsx}',
    'renderer/**/*.{ts,tsx}',
    'shared/**/*.ts',
    'test/**/*.{ts,tsx}',
    'bench/**/*.ts',
    '*.{ts,js}',
  ],
  // An export also used in its own file is a deliberate part of that module's face; knip still
  // reports one used nowhere.
  ignoreExportsUsedInFile: true,
  // A system tool the stop test uses to make a named pipe, not an npm package.
  ignoreBinaries: ['mkfifo'],
  ignoreDependencies: [
    // Read by createRequire().resolve('axe-core/axe.min.js') in test/browser/axe.ts and injected into
    // the page; knip does not follow a resolve() of a file path.
    'axe-core',
    // Packaging tool run from electron-builder.yml by hand or in release CI, not from a script.
    'electron-builder',
  ],
};

export default config;
