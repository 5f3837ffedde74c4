// Draws the tray icons: the live score as a badge (Windows and Linux, which have no tray title) and
// the ball shown when nothing is on. Each size is drawn natively rather than scaled, so the digits
// land on whole pixels at 16, 24, 32 px and on HiDPI screens.

import { FONTS_LARGEST_FIRST, glyphOf, textWidth, type BitmapFont } from './bitmap-font';
import { PixelCanvas, circle, regularPolygon, rgba, roundedRect, type Rgba } from './pixel-canvas';

export interface IconScore {
  home: number | null;
  away: number | null;
}

const BADGE = rgba('#14532d');
const BADGE_EDGE = rgba('#0b2e19');
const INK = rgba('#ffffff');
const QUIET_BADGE = rgba('#4b5563');
const QUIET_EDGE = rgba('#1f2937');
const TEMPLATE_INK = rgba('#000000');

type Layout =
  | { kind: 'single'; font: BitmapFont; scale: number; text: string; width: number; height: number }
  | {
      kind: 'stacked';
      font: BitmapFont;
      scale: number;
      lines: [string, string];
      width: number;
      height: number;
    };

/** Digits shown for one side: a missing score reads 0, and absurd ones are capped so they fit. */
function sideText(value: number | null): string {
  if (value === null || !Number.isFinite(value) || value < 0) return '0';
  return String(Math.min(999, Math.trunc(value)));
}

/**
 * Picks the largest crisp rendering of the score that fits a `size` px square: one line (`2–1`)
 * when it fits, else home over away. Larger glyphs win; on a tie one line reads more naturally.
 */
export function chooseLayout(score: IconScore, size: number): Layout | null {
  const home = sideText(score.home);
  const away = sideText(score.away);
  const sideMargin = size >= 24 ? 2 : 1;
  const availableWidth = size - 2 * sideMargin;
  const candidates: Layout[] = [];
  for (const font of FONTS_LARGEST_FIRST) {
    for (let scale = 1; scale * font.height <= size; scale += 1) {
      const text = `${home}–${away}`;
      const single = { width: textWidth(font, text) * scale, height: font.height * scale };
      if (single.width <= availableWidth && single.height <= size - 2 * sideMargin) {
        candidates.push({ kind: 'single', font, scale, text, ...single });
      }
      const stacked = {
        width: Math.max(textWidth(font, home), textWidth(font, away)) * scale,
        height: (font.height * 2 + 1) * scale,
      };
      if (stacked.width <= availableWidth && stacked.height <= size) {
        candidates.push({ kind: 'stacked', font, scale, lines: [home, away], ...stacked });
      }
    }
  }
  const glyphHeight = (layout: Layout) => layout.font.height * layout.scale;
  candidates.sort(
    (a, b) =>
      glyphHeight(b) - glyphHeight(a) ||
      (a.kind === 'single' ? -1 : 1) - (b.kind === 'single' ? -1 : 1),
  );
  return candidates[0] ?? null;
}

function drawText(
  canvas: PixelCanvas,
  font: BitmapFont,
  text: string,
  left: number,
  top: number,
  scale: number,
  color: Rgba,
) {
  let x = left;
  for (const char of text) {
    const rows = glyphOf(font, char);
    rows.forEach((row, rowIndex) => {
      [...row].forEach((cell, columnIndex) => {
        if (cell === '#')
          canvas.fillRect(x + columnIndex * scale, top + rowIndex * scale, scale, scale, color);
      });
    });
    x += ((rows[0]?.length ?? 0) + font.spacing) * scale;
  }
}

function drawBadge(canvas: PixelCanvas, fill: Rgba, edge: Rgba): void {
  const size = canvas.width;
  const radius = Math.max(2, size / 6);
  canvas.fillShape(roundedRect(0, 0, size, size, radius), edge);
  const inset = Math.max(0.75, size / 32);
  canvas.fillShape(
    roundedRect(inset, inset, size - 2 * inset, size - 2 * inset, radius - inset),
    fill,
  );
}

/** The live score as a square badge of `size` px: white digits on dark green. */
export function drawScoreIcon(score: IconScore, size: number): PixelCanvas {
  const canvas = new PixelCanvas(size, size);
  drawBadge(canvas, BADGE, BADGE_EDGE);
  const layout = chooseLayout(score, size);
  if (!layout) return canvas;
  const left = Math.floor((size - layout.width) / 2);
  const top = Math.floor((size - layout.height) / 2);
  if (layout.kind === 'single') {
    drawText(canvas, layout.font, layout.text, left, top, layout.scale, INK);
  } else {
    const [home, away] = layout.lines;
    const lineWidth = (text: string) => textWidth(layout.font, text) * layout.scale;
    drawText(
      canvas,
      layout.font,
      home,
      Math.floor((size - lineWidth(home)) / 2),
      top,
      layout.scale,
      INK,
    );
    const secondTop = top + (layout.font.height + 1) * layout.scale;
    drawText(
      canvas,
      layout.font,
      away,
      Math.floor((size - lineWidth(away)) / 2),
      secondTop,
      layout.scale,
      INK,
    );
  }
  return canvas;
}

/** A ball: ring plus centre patch. `template`: black on transparent, recoloured by macOS. */
export function drawQuietIcon(size: number, style: 'color' | 'template'): PixelCanvas {
  const canvas = new PixelCanvas(size, size);
  const centre = size / 2;
  const ink = style === 'template' ? TEMPLATE_INK : INK;
  if (style === 'color') drawBadge(canvas, QUIET_BADGE, QUIET_EDGE);
  const outer = style === 'template' ? size / 2 - 0.5 : size / 2 - Math.max(2, size / 8);
  const ringWidth = Math.max(1.25, size / 10);
  canvas.fillShape(
    (x, y) =>
      circle(centre, centre, outer)(x, y) && !circle(centre, centre, outer - ringWidth)(x, y),
    ink,
  );
  canvas.fillShape(regularPolygon(centre, centre, outer * 0.42, 5), ink);
  return canvas;
}

/** The macOS live icon: a filled ball, so a glance tells "something is on" even beside the title. */
export function drawLiveTemplateIcon(size: number): PixelCanvas {
  const canvas = new PixelCanvas(size, size);
  const centre = size / 2;
  const outer = size / 2 - 0.5;
  const patch = regularPolygon(centre, centre, outer * 0.42, 5);
  canvas.fillShape((x, y) => circle(centre, centre, outer)(x, y) && !patch(x, y), TEMPLATE_INK);
  return canvas;
}
