// Writes the app icons to resources/icons/ (one PNG per size, plus icon.png at 1024 for macOS and
// Windows, which electron-builder converts to .icns and .ico itself). Run after changing the design:
//   npx tsx test/packaging/generate-icons.ts

import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_ICON_SIZES, appIconFileName, drawAppIcon } from './app-icon';

export const ICON_DIR = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'resources',
  'icons',
);

export function iconFiles(): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const size of APP_ICON_SIZES) files.set(appIconFileName(size), drawAppIcon(size).toPng());
  const largest = files.get(appIconFileName(1024));
  if (largest) files.set('icon.png', largest);
  return files;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  mkdirSync(ICON_DIR, { recursive: true });
  for (const [name, bytes] of iconFiles()) writeFileSync(join(ICON_DIR, name), bytes);
  console.log(`wrote ${APP_ICON_SIZES.length + 1} icons to ${ICON_DIR}`);
}
