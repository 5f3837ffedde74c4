import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { FONT_3X5, FONT_5X7 } from '../../../electron/main/tray/bitmap-font';
import {
  chooseLayout,
  drawLiveTemplateIcon,
  drawQuietIcon,
  drawScoreIcon,
} from '../../../electron/main/tray/score-icon';
import type { PixelCanvas } from '../../../electron/main/tray/pixel-canvas';

const OUT_DIR = join(process.cwd(), 'test-results', 'tray-icons');

/** Writes the icon, and a nearest-neighbour 8x enlargement so a person can inspect the pixels. */
function save(name: string, canvas: PixelCanvas): PixelCanvas {
  mkdirSync(OUT_DIR, { recursive: true });
  writeFileSync(join(OUT_DIR, `${name}.png`), canvas.toPng());
  writeFileSync(join(OUT_DIR, `${name}@zoom.png`), enlarge(canvas, 8));
  return canvas;
}

function enlarge(canvas: PixelCanvas, factor: number): Buffer {
  const out = new PNG({ width: canvas.width * factor, height: canvas.height * factor });
  for (let y = 0; y < out.height; y += 1) {
    for (let x = 0; x < out.width; x += 1) {
      const source = (Math.floor(y / factor) * canvas.width + Math.floor(x / factor)) * 4;
      const target = (y * out.width + x) * 4;
      // A checkerboard behind transparent pixels shows where the icon is see-through.
      const checker = (Math.floor(x / factor) + Math.floor(y / factor)) % 2 === 0 ? 200 : 235;
      const alpha = (canvas.data[source + 3] ?? 0) / 255;
      for (let channel = 0; channel < 3; channel += 1) {
        out.data[target + channel] = Math.round(
          (canvas.data[source + channel] ?? 0) * alpha + checker * (1 - alpha),
        );
      }
      out.data[target + 3] = 255;
    }
  }
  return PNG.sync.write(out);
}

/** Reads the white ink back out of a drawn icon as rows of '#' and '.'. */
function inkRows(canvas: PixelCanvas): string[] {
  const rows: string[] = [];
  for (let y = 0; y < canvas.height; y += 1) {
    let row = '';
    for (let x = 0; x < canvas.width; x += 1) {
      const offset = (y * canvas.width + x) * 4;
      const white =
        (canvas.data[offset] ?? 0) > 240 &&
        (canvas.data[offset + 1] ?? 0) > 240 &&
        (canvas.data[offset + 3] ?? 0) === 255;
      row += white ? '#' : '.';
    }
    rows.push(row);
  }
  return rows;
}

describe('score icon', () => {
  it('sets a one-digit score on one line in the 5x7 font at 16 px, with a pixel to spare each side', () => {
    const layout = chooseLayout({ home: 2, away: 1 }, 16);
    expect(layout).toMatchObject({ kind: 'single', font: FONT_5X7, scale: 1, text: '2–1' });
    const rows = inkRows(save('score-2-1-16', drawScoreIcon({ home: 2, away: 1 }, 16)));
    for (const row of rows) {
      expect(row[0]).toBe('.');
      expect(row[15]).toBe('.');
    }
    // The digit 2 of the 5x7 font appears in whole pixels: crisp, not smeared.
    const inkLines = rows.filter((row) => row.includes('#'));
    expect(inkLines).toHaveLength(7);
    expect(inkLines[0]?.slice(1, 6)).toBe('.###.');
    expect(inkLines[6]?.slice(1, 6)).toBe('#####');
  });

  it('stacks home over away when the score does not fit one line', () => {
    expect(chooseLayout({ home: 10, away: 2 }, 16)).toMatchObject({
      kind: 'stacked',
      font: FONT_5X7,
      scale: 1,
    });
    expect(chooseLayout({ home: 102, away: 99 }, 16)).toMatchObject({
      kind: 'stacked',
      font: FONT_3X5,
    });
    save('score-10-2-16', drawScoreIcon({ home: 10, away: 2 }, 16));
    save('score-102-99-16', drawScoreIcon({ home: 102, away: 99 }, 16));
  });

  it('draws the digits twice as large in the 2x representation, still on whole pixels', () => {
    expect(chooseLayout({ home: 2, away: 1 }, 32)).toMatchObject({ kind: 'single', scale: 2 });
    const rows = inkRows(save('score-2-1-32', drawScoreIcon({ home: 2, away: 1 }, 32))).filter(
      (row) => row.includes('#'),
    );
    expect(rows).toHaveLength(14);
    // Pixel doubling: every ink row comes in identical pairs.
    for (let index = 0; index < rows.length; index += 2) expect(rows[index]).toBe(rows[index + 1]);
  });

  it('fits every score up to 999 at every size the platforms ask for', () => {
    for (const size of [16, 20, 24, 32, 48, 64]) {
      for (const [home, away] of [
        [0, 0],
        [3, 2],
        [12, 9],
        [10, 10],
        [101, 99],
        [999, 999],
      ] as const) {
        const layout = chooseLayout({ home, away }, size);
        expect(layout, `${home}-${away} at ${size}px`).not.toBeNull();
        expect(layout!.width).toBeLessThanOrEqual(size - 2);
        expect(layout!.height).toBeLessThanOrEqual(size);
      }
    }
    for (const size of [16, 24, 32, 48]) {
      save(`score-3-2-${size}`, drawScoreIcon({ home: 3, away: 2 }, size));
      save(`score-12-9-${size}`, drawScoreIcon({ home: 12, away: 9 }, size));
      save(`score-101-99-${size}`, drawScoreIcon({ home: 101, away: 99 }, size));
    }
  });

  it('reads a missing score as 0 rather than drawing nothing', () => {
    expect(chooseLayout({ home: null, away: null }, 16)).toMatchObject({ text: '0–0' });
  });

  it('draws a quiet ball badge and macOS template balls that are only black and alpha', () => {
    for (const size of [16, 24, 32]) {
      save(`quiet-${size}`, drawQuietIcon(size, 'color'));
      const template = drawQuietIcon(size, 'template');
      save(`quiet-template-${size}`, template);
      save(`live-template-${size}`, drawLiveTemplateIcon(size));
      for (let offset = 0; offset < template.data.length; offset += 4) {
        expect(template.data[offset]).toBe(0);
        expect(template.data[offset + 1]).toBe(0);
        expect(template.data[offset + 2]).toBe(0);
      }
      // The ring shows: the edge midpoint is inked, the corner is see-through.
      expect(template.alphaAt(Math.floor(size / 2), 0)).toBeGreaterThan(100);
      expect(template.alphaAt(0, 0)).toBe(0);
    }
  });

  it('encodes a PNG that decodes back to the same pixels', () => {
    const canvas = drawScoreIcon({ home: 4, away: 0 }, 24);
    const decoded = PNG.sync.read(canvas.toPng());
    expect(decoded.width).toBe(24);
    expect(Buffer.compare(decoded.data, Buffer.from(canvas.data))).toBe(0);
  });
});
