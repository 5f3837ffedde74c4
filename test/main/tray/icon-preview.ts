// Writes drawn tray icons where a person can look at them (test-results/tray-icons/): each icon at
// its own size on a light and on a dark panel, and one contact sheet per panel with every icon
// enlarged, so a reviewer sees at a glance whether a score reads as a score.

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import type { PixelCanvas } from '../../../electron/main/tray/pixel-canvas';

export const PREVIEW_DIR = join(process.cwd(), 'test-results', 'tray-icons');

/** Panel colours of a light (GNOME, Windows light) and a dark (Windows 11, KDE Breeze) taskbar. */
export const PANELS = { light: [243, 244, 246], dark: [32, 32, 32] } as const;
export type PanelName = keyof typeof PANELS;

/** The icon over a panel colour, as the tray shows it; `factor` enlarges by whole pixels. */
export function onPanel(
  canvas: PixelCanvas,
  panel: PanelName,
  factor = 1,
  options: { pad?: number; invert?: boolean } = {},
): PNG {
  const pad = options.pad ?? 2;
  const side = (length: number) => (length + 2 * pad) * factor;
  const out = new PNG({ width: side(canvas.width), height: side(canvas.height) });
  const background = PANELS[panel];
  for (let y = 0; y < out.height; y += 1) {
    for (let x = 0; x < out.width; x += 1) {
      const sx = Math.floor(x / factor) - pad;
      const sy = Math.floor(y / factor) - pad;
      const inside = sx >= 0 && sy >= 0 && sx < canvas.width && sy < canvas.height;
      const source = (sy * canvas.width + sx) * 4;
      const alpha = inside ? (canvas.data[source + 3] ?? 0) / 255 : 0;
      const target = (y * out.width + x) * 4;
      for (let channel = 0; channel < 3; channel += 1) {
        const raw = inside ? (canvas.data[source + channel] ?? 0) : 0;
        const ink = options.invert ? 255 - raw : raw;
        out.data[target + channel] = Math.round(
          ink * alpha + (background[channel] ?? 0) * (1 - alpha),
        );
      }
      out.data[target + 3] = 255;
    }
  }
  return out;
}

/**
 * Writes `{name}-{size}-{panel}.png` at real size for both panels; returns the paths. A macOS
 * `template` image is shown as the menu bar would: its black ink turns white on the dark panel.
 */
export function saveIcon(name: string, canvas: PixelCanvas, template = false): string[] {
  mkdirSync(PREVIEW_DIR, { recursive: true });
  return (Object.keys(PANELS) as PanelName[]).map((panel) => {
    const path = join(PREVIEW_DIR, `${name}-${canvas.width}-${panel}.png`);
    const invert = template && panel === 'dark';
    writeFileSync(path, PNG.sync.write(onPanel(canvas, panel, 1, { invert })));
    return path;
  });
}

/** One enlarged sheet per panel: a row per icon name, its sizes left to right. */
export function saveContactSheet(
  sheetName: string,
  rows: readonly (readonly PixelCanvas[])[],
  factor = 6,
  options: { invertOnDark?: boolean } = {},
): string[] {
  mkdirSync(PREVIEW_DIR, { recursive: true });
  return (Object.keys(PANELS) as PanelName[]).map((panel) => {
    const invert = options.invertOnDark === true && panel === 'dark';
    const tiles = rows.map((row) =>
      row.map((canvas) => onPanel(canvas, panel, factor, { invert })),
    );
    const width = Math.max(...tiles.map((row) => row.reduce((sum, tile) => sum + tile.width, 0)));
    const height = tiles.reduce((sum, row) => sum + Math.max(...row.map((tile) => tile.height)), 0);
    const sheet = new PNG({ width, height });
    const background = PANELS[panel];
    for (let offset = 0; offset < sheet.data.length; offset += 4) {
      sheet.data[offset] = background[0];
      sheet.data[offset + 1] = background[1];
      sheet.data[offset + 2] = background[2];
      sheet.data[offset + 3] = 255;
    }
    let top = 0;
    for (const row of tiles) {
      let left = 0;
      for (const tile of row) {
        PNG.bitblt(tile, sheet, 0, 0, tile.width, tile.height, left, top);
        left += tile.width;
      }
      top += Math.max(...row.map((tile) => tile.height));
    }
    const path = join(PREVIEW_DIR, `${sheetName}-${panel}.png`);
    writeFileSync(path, PNG.sync.write(sheet));
    return path;
  });
}
