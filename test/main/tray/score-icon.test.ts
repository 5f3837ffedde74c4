import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { BRAND_MARK } from '../../../shared/brand-mark';
import { FONT_3X5, FONT_5X7 } from '../../../electron/main/tray/bitmap-font';
import type { PixelCanvas } from '../../../electron/main/tray/pixel-canvas';
import {
  chooseLayout,
  drawLiveTemplateIcon,
  drawQuietIcon,
  drawScoreIcon,
} from '../../../electron/main/tray/score-icon';
import { drawAppIcon } from '../../packaging/app-icon';
import { saveContactSheet, saveIcon } from './icon-preview';

const TRAY_SIZES = [16, 24, 32] as const;
/** Scores of every kind a tray shows: football, hockey, handball, basketball, absurd. */
const SCORES: readonly [number, number][] = [
  [2, 1],
  [0, 0],
  [10, 9],
  [12, 9],
  [10, 10],
  [25, 23],
  [102, 99],
  [118, 111],
  [999, 999],
];

function isWhite(canvas: PixelCanvas, x: number, y: number): boolean {
  const offset = (y * canvas.width + x) * 4;
  return (
    (canvas.data[offset] ?? 0) > 240 &&
    (canvas.data[offset + 1] ?? 0) > 240 &&
    (canvas.data[offset + 3] ?? 0) === 255
  );
}

/** Reads the white ink back out of a drawn icon as rows of '#' and '.'. */
function inkRows(canvas: PixelCanvas): string[] {
  return Array.from({ length: canvas.height }, (_, y) =>
    Array.from({ length: canvas.width }, (_, x) => (isWhite(canvas, x, y) ? '#' : '.')).join(''),
  );
}

/** The rows with ink, grouped into bands separated by rows without: two bands = stacked. */
function inkBands(canvas: PixelCanvas): number {
  let bands = 0;
  let inBand = false;
  for (const row of inkRows(canvas)) {
    const inked = row.includes('#');
    if (inked && !inBand) bands += 1;
    inBand = inked;
  }
  return bands;
}

/** Whether some row crosses the icon fully see-through: the panel shows between two pills. */
function hasClearRow(canvas: PixelCanvas): boolean {
  for (let y = 1; y < canvas.height - 1; y += 1) {
    let clear = true;
    for (let x = 0; x < canvas.width; x += 1) if (canvas.alphaAt(x, y) > 0) clear = false;
    if (clear) return true;
  }
  return false;
}

describe('score icon', () => {
  it('sets a one-digit score on one line in the 5x7 font at 16 px, a pixel clear each side', () => {
    const layout = chooseLayout({ home: 2, away: 1 }, 16);
    expect(layout).toMatchObject({ kind: 'line', font: FONT_5X7, scale: 1, text: '2–1' });
    const canvas = drawScoreIcon({ home: 2, away: 1 }, 16);
    saveIcon('score-2-1', canvas);
    const rows = inkRows(canvas);
    for (const row of rows) expect([row[0], row[15]]).toEqual(['.', '.']);
    // The digits are whole pixels of the font: crisp, not smeared.
    const inkLines = rows.filter((row) => row.includes('#'));
    expect(inkLines).toHaveLength(7);
    expect(inkLines[0]).toContain('.###.');
    expect(inkLines[6]).toContain('#####');
  });

  it('keeps two-digit scores on one line at 16 px, never home over away on one badge', () => {
    for (const [home, away] of [
      [10, 9],
      [12, 9],
      [3, 11],
    ] as const) {
      const layout = chooseLayout({ home, away }, 16);
      expect(layout, `${home}-${away}`).toMatchObject({ kind: 'line', font: FONT_3X5 });
      expect(inkBands(drawScoreIcon({ home, away }, 16)), `${home}-${away}`).toBe(1);
    }
  });

  it('sets what no font fits on one line as a scoreboard: two pills with the panel between', () => {
    for (const [home, away] of [
      [25, 23],
      [102, 99],
      [999, 999],
    ] as const) {
      expect(chooseLayout({ home, away }, 16), `${home}-${away}`).toMatchObject({ kind: 'board' });
      const canvas = drawScoreIcon({ home, away }, 16);
      // Not one badge with digits over digits (a fraction): the panel shows through between rows.
      expect(hasClearRow(canvas), `${home}-${away}`).toBe(true);
    }
    // Where room allows, the same scores go back to one line.
    expect(chooseLayout({ home: 25, away: 23 }, 24)).toMatchObject({ kind: 'line' });
    expect(chooseLayout({ home: 102, away: 99 }, 32)).toMatchObject({ kind: 'line' });
  });

  it('draws the digits twice as large in the 2x representation, still on whole pixels', () => {
    expect(chooseLayout({ home: 2, away: 1 }, 32)).toMatchObject({ kind: 'line', scale: 2 });
    const rows = inkRows(drawScoreIcon({ home: 2, away: 1 }, 32)).filter((row) =>
      row.includes('#'),
    );
    expect(rows).toHaveLength(14);
    // Pixel doubling: every ink row comes in identical pairs.
    for (let index = 0; index < rows.length; index += 2) expect(rows[index]).toBe(rows[index + 1]);
  });

  it('fits every score up to 999 at every size the platforms ask for', () => {
    for (const size of [16, 20, 24, 32, 48, 64]) {
      for (const [home, away] of SCORES) {
        const layout = chooseLayout({ home, away }, size);
        expect(layout, `${home}-${away} at ${size}px`).not.toBeNull();
        expect(layout!.width).toBeLessThanOrEqual(size - 2);
        expect(layout!.height).toBeLessThanOrEqual(size);
      }
    }
  });

  it('reads a missing score as 0 rather than drawing nothing', () => {
    expect(chooseLayout({ home: null, away: null }, 16)).toMatchObject({ text: '0–0' });
  });

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

  it('writes every icon at 16, 24 and 32 px on light and dark panels for a person to look at', () => {
    const rows = SCORES.map(([home, away]) =>
      TRAY_SIZES.map((size) => {
        const canvas = drawScoreIcon({ home, away }, size);
        saveIcon(`score-${home}-${away}`, canvas);
        return canvas;
      }),
    );
    const quiet = TRAY_SIZES.map((size) => drawQuietIcon(size, 'color'));
    quiet.forEach((canvas) => saveIcon('quiet', canvas));
    const sheets = saveContactSheet('tray-icons-sheet', [...rows, quiet]);
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
    const canvas = drawScoreIcon({ home: 4, away: 0 }, 24);
    const decoded = PNG.sync.read(canvas.toPng());
    expect(decoded.width).toBe(24);
    expect(Buffer.compare(decoded.data, Buffer.from(canvas.data))).toBe(0);
  });
});
