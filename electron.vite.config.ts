import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import react from '@vitejs/plugin-react';

// electron-store and its dependencies are ESM-only; they are bundled into main so the packaged app
// needs no ESM resolution at run time. The preload is emitted as CommonJS because sandboxed
// preloads cannot be ES modules.
export default defineConfig({
  main: {
    build: {
      externalizeDeps: { exclude: ['electron-store'] },
      rolldownOptions: {
        input: { index: resolve(__dirname, 'electron/main/index.ts') },
      },
    },
  },
  preload: {
    build: {
      rolldownOptions: {
        input: { index: resolve(__dirname, 'electron/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(__dirname, 'renderer'),
    plugins: [react()],
    build: {
      rolldownOptions: {
        input: { index: resolve(__dirname, 'renderer/index.html') },
      },
    },
  },
});
