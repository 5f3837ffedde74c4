import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { BRAND_MARK } from '../../../shared/brand-mark';
import type { PixelCanvas } from '../../../electron/main/tray/pixel-canvas';
import { drawLiveTemplateIcon, drawQuietIcon } from '../../../electron/main/tray/mark-icon';
import { drawAppIcon } from '../../packaging/app-icon';
import { saveContactSheet, saveIcon } from './icon-preview';

const TRAY_SIZES = [16, 24, 32] as const;
function isWhite(canvas: PixelCanvas, x: number, y: number): boolean {
  const offset = (y * canvas.width + x) * 4;
  return (
    (canvas.data[offset] ?? 0) > 240 &&
    (canvas.data[offset + 1] ?? 0) > 240 &&
    (canvas.data[offset + 3] ?? 0) === 255
  );
}

describe('the mark in the tray', () => {
  it('draws the quiet mark and macOS template marks that are only black and alpha', () => {
    for (const size of TRAY_SIZES) {
      const template = drawQuietIcon(size, 'template');
      for (let offset = 0; offset < template.data.length; offset += 4) {
        expect([
          template.data[offset],
          template.data[offset + 1],
          template.data[offset + 2],
        ]).toEqual([0, 0, 0]);
      }
      // The ring shows: the edge midpoint is inked, the corner is see-through.
      expect(template.alphaAt(Math.floor(size / 2), 0)).toBeGreaterThan(100);
      expect(template.alphaAt(0, 0)).toBe(0);
    }
  });

  it('uses one mark for the tray and the app icon: ring, gap, and patch in the middle', () => {
    const icons = [
      { canvas: drawQuietIcon(32, 'color'), box: 32 - 8 },
      { canvas: drawAppIcon(64), box: 64 * 0.62 },
    ];
    for (const { canvas, box } of icons) {
      const centre = canvas.width / 2;
      const at = (fraction: number) => Math.floor(centre - fraction * box);
      // Patch at the centre, clear between patch and ring, ring near the edge of the mark.
      expect(isWhite(canvas, Math.floor(centre), Math.floor(centre))).toBe(true);
      expect(isWhite(canvas, Math.floor(centre), at(0.35))).toBe(false);
      expect(isWhite(canvas, Math.floor(centre), at(BRAND_MARK.radius - 0.04))).toBe(true);
    }
  });

  it('writes every mark at 16, 24 and 32 px on light and dark panels for a person to look at', () => {
    const quiet = TRAY_SIZES.map((size) => drawQuietIcon(size, 'color'));
    quiet.forEach((canvas) => saveIcon('quiet', canvas));
    const sheets = saveContactSheet('tray-icons-sheet', [quiet]);
    // macOS draws template images in the menu bar's text colour: black on light, white on dark.
    const templates = TRAY_SIZES.map((size) => [
      drawQuietIcon(size, 'template'),
      drawLiveTemplateIcon(size),
    ]);
    templates
      .flat()
      .forEach((canvas, index) =>
        saveIcon(index % 2 === 0 ? 'macos-quiet' : 'macos-live', canvas, true),
      );
    sheets.push(...saveContactSheet('macos-template-sheet', templates, 6, { invertOnDark: true }));
    expect(sheets).toHaveLength(4);
  });

  it('encodes a PNG that decodes back to the same pixels', () => {
    const canvas = drawQuietIcon(24, 'color');
    const decoded = PNG.sync.read(canvas.toPng());
    expect(decoded.width).toBe(24);
    expect(Buffer.compare(decoded.data, Buffer.from(canvas.data))).toBe(0);
  });
});
