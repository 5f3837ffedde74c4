// Draws the Scoretray mark for the tray: white on a grey badge when nothing is on (Windows and
// Linux), and the macOS template marks the menu bar recolours. Each size is drawn natively rather
// than scaled, so edges and glyphs land on whole pixels at 16, 24, 32 px and on HiDPI screens. The
// live glance itself is drawn by glance-icon.ts with drawText from here.

import { BRAND_MARK, markPatchCorners } from '../../../shared/brand-mark';
import { glyphOf, type BitmapFont } from './bitmap-font';
import { PixelCanvas, circle, polygon, rgba, roundedRect, type Rgba } from './pixel-canvas';

const INK = rgba('#ffffff');
const QUIET_BADGE = rgba('#4b5563');
const QUIET_EDGE = rgba('#1f2937');
const TEMPLATE_INK = rgba('#000000');

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
