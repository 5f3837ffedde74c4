// Draws the tray icons: the live score as a badge (Windows and Linux, which have no tray title) and
// the Scoretray mark shown when nothing is on. Each size is drawn natively rather than scaled, so the
// digits land on whole pixels at 16, 24, 32 px and on HiDPI screens.
//
// A score must never read as a fraction or as one number: home over away on one badge ("10" above
// "9") does both. So a score is one line (`12–9`) whenever any crisp font fits it; only when none
// does (a 16 px icon and a basketball score) it becomes a scoreboard: two separate pills with a gap
// of the panel between them and each side's colour tab, as TV score bugs set two teams.

import { BRAND_MARK, markPatchCorners } from '../../../shared/brand-mark';
import { FONTS_LARGEST_FIRST, glyphOf, textWidth, type BitmapFont } from './bitmap-font';
import { PixelCanvas, circle, polygon, rgba, roundedRect, type Rgba } from './pixel-canvas';

export interface IconScore {
  home: number | null;
  away: number | null;
}

const BADGE = rgba('#14532d');
const BADGE_EDGE = rgba('#0b2e19');
const INK = rgba('#ffffff');
/** The side tabs of the scoreboard: home warm, away cool, the same on every score. */
const HOME_TAB = rgba('#fbbf24');
const AWAY_TAB = rgba('#7dd3fc');
const QUIET_BADGE = rgba('#4b5563');
const QUIET_EDGE = rgba('#1f2937');
const TEMPLATE_INK = rgba('#000000');

interface Sized {
  font: BitmapFont;
  scale: number;
  width: number;
  height: number;
}

export type Layout =
  | (Sized & { kind: 'line'; text: string })
  | (Sized & { kind: 'board'; lines: [string, string]; pillHeight: number; tabWidth: number });

/** Digits shown for one side: a missing score reads 0, and absurd ones are capped so they fit. */
function sideText(value: number | null): string {
  if (value === null || !Number.isFinite(value) || value < 0) return '0';
  return String(Math.min(999, Math.trunc(value)));
}

function sideMargin(size: number): number {
  return size >= 24 ? 2 : 1;
}

/** The largest one-line setting of the score (`2–1`) that fits, or null. */
function lineLayout(home: string, away: string, size: number): Layout | null {
  const room = size - 2 * sideMargin(size);
  const text = `${home}–${away}`;
  for (const font of FONTS_LARGEST_FIRST) {
    for (let scale = Math.floor(room / font.height); scale >= 1; scale -= 1) {
      const width = textWidth(font, text) * scale;
      const height = font.height * scale;
      if (width <= room && height <= room)
        return { kind: 'line', font, scale, text, width, height };
    }
  }
  return null;
}

/** The scoreboard: two pills, each a side's tab and digits; the largest that fits, or null. */
function boardLayout(home: string, away: string, size: number): Layout | null {
  const room = size - 2 * sideMargin(size);
  for (const font of FONTS_LARGEST_FIRST) {
    for (let scale = Math.floor(size / (2 * font.height)); scale >= 1; scale -= 1) {
      const pad = scale;
      const pillHeight = font.height * scale + 2 * pad;
      const tabWidth = 2 * scale;
      const digits = Math.max(textWidth(font, home), textWidth(font, away)) * scale;
      const width = tabWidth + scale + digits;
      const height = 2 * pillHeight + scale;
      if (width <= room && height <= size) {
        return {
          kind: 'board',
          font,
          scale,
          lines: [home, away],
          width,
          height,
          pillHeight,
          tabWidth,
        };
      }
    }
  }
  return null;
}

/** Picks how the score is set in a `size` px square: one line when it fits at all, else the board. */
export function chooseLayout(score: IconScore, size: number): Layout | null {
  const home = sideText(score.home);
  const away = sideText(score.away);
  return lineLayout(home, away, size) ?? boardLayout(home, away, size);
}

/** Sets `text` in whole-pixel glyphs of `font`, `scale` px per glyph pixel, from (left, top). */
export function drawText(
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

function drawBadge(
  canvas: PixelCanvas,
  fill: Rgba,
  edge: Rgba,
  box = { left: 0, top: 0, width: canvas.width, height: canvas.height },
): void {
  const radius = Math.max(2, Math.min(box.width, box.height) / 6);
  const bounds = {
    left: box.left,
    top: box.top,
    right: box.left + box.width,
    bottom: box.top + box.height,
  };
  canvas.fillShape(roundedRect(box.left, box.top, box.width, box.height, radius), edge, bounds);
  const inset = Math.max(0.75, canvas.width / 32);
  canvas.fillShape(
    roundedRect(
      box.left + inset,
      box.top + inset,
      box.width - 2 * inset,
      box.height - 2 * inset,
      radius - inset,
    ),
    fill,
    bounds,
  );
}

/** The live score as a square badge of `size` px: white digits on dark green. */
export function drawScoreIcon(score: IconScore, size: number): PixelCanvas {
  const canvas = new PixelCanvas(size, size);
  const layout = chooseLayout(score, size);
  if (layout?.kind === 'board') {
    drawBoard(canvas, layout);
    return canvas;
  }
  drawBadge(canvas, BADGE, BADGE_EDGE);
  if (!layout) return canvas;
  const left = Math.floor((size - layout.width) / 2);
  const top = Math.floor((size - layout.height) / 2);
  drawText(canvas, layout.font, layout.text, left, top, layout.scale, INK);
  return canvas;
}

function drawBoard(canvas: PixelCanvas, layout: Extract<Layout, { kind: 'board' }>): void {
  const size = canvas.width;
  const { font, scale, pillHeight, tabWidth } = layout;
  const top = Math.floor((size - layout.height) / 2);
  const right = size - sideMargin(size);
  layout.lines.forEach((digits, index) => {
    const pillTop = top + index * (pillHeight + scale);
    drawBadge(canvas, BADGE, BADGE_EDGE, {
      left: 0,
      top: pillTop,
      width: size,
      height: pillHeight,
    });
    canvas.fillRect(
      sideMargin(size),
      pillTop + scale,
      tabWidth,
      pillHeight - 2 * scale,
      index === 0 ? HOME_TAB : AWAY_TAB,
    );
    // Right-aligned, as a scoreboard's column of figures.
    const width = textWidth(font, digits) * scale;
    drawText(canvas, font, digits, right - width, pillTop + scale, scale, INK);
  });
}

/** The mark's ring and patch, scaled into a `box` px square at (left, top), in `ink`. */
export function drawMark(
  canvas: PixelCanvas,
  left: number,
  top: number,
  box: number,
  ink: Rgba,
): void {
  const cx = left + BRAND_MARK.centre.x * box;
  const cy = top + BRAND_MARK.centre.y * box;
  const outer = BRAND_MARK.radius * box;
  const inner = outer - Math.max(1.25, BRAND_MARK.ringWidth * box);
  canvas.fillShape((x, y) => circle(cx, cy, outer)(x, y) && !circle(cx, cy, inner)(x, y), ink);
  canvas.fillShape(polygon(markPatchCorners(box, left, top)), ink);
}

/** The mark. `color`: white on a grey badge; `template`: black on transparent, recoloured by macOS. */
export function drawQuietIcon(size: number, style: 'color' | 'template'): PixelCanvas {
  const canvas = new PixelCanvas(size, size);
  if (style === 'template') {
    drawMark(canvas, 0.5, 0.5, size - 1, TEMPLATE_INK);
    return canvas;
  }
  drawBadge(canvas, QUIET_BADGE, QUIET_EDGE);
  const inset = Math.max(2, size / 8);
  drawMark(canvas, inset, inset, size - 2 * inset, INK);
  return canvas;
}

/** The macOS live icon: the mark filled in, so a glance tells "something is on" beside the title. */
export function drawLiveTemplateIcon(size: number): PixelCanvas {
  const canvas = new PixelCanvas(size, size);
  const box = size - 1;
  const outer = BRAND_MARK.radius * box;
  const patch = polygon(markPatchCorners(box, 0.5, 0.5));
  canvas.fillShape((x, y) => circle(size / 2, size / 2, outer)(x, y) && !patch(x, y), TEMPLATE_INK);
  return canvas;
}
