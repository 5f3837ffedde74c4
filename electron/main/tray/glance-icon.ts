// Draws the tray glance (shared/tray-glance.ts) on Windows and Linux, which have no tray title: the
// followed side's code above its score, on a badge whose colour says whether it leads (green),
// trails (red) or is level (blue); slate when no side is followed. Two rows of whole-pixel glyphs,
// the largest font and scale that fit, so seven live matches read apart at 16 px by their codes.
// A score too wide for the icon (basketball's 102–98 at 16 px) becomes the margin, `+4`.

import type { GlanceLead } from '../../../shared/tray-glance';
import { FONTS_LARGEST_FIRST, textWidth, type BitmapFont } from './bitmap-font';
import { drawText } from './mark-icon';
import { PixelCanvas, rgba, roundedRect, type Rgba } from './pixel-canvas';

export interface GlanceIcon {
  code: string;
  mine: number | null;
  theirs: number | null;
  lead: GlanceLead | null;
}

const BADGES: Record<GlanceLead | 'none', { fill: Rgba; edge: Rgba }> = {
  ahead: { fill: rgba('#166534'), edge: rgba('#052e16') },
  behind: { fill: rgba('#b91c1c'), edge: rgba('#450a0a') },
  level: { fill: rgba('#1d4ed8'), edge: rgba('#172554') },
  none: { fill: rgba('#334155'), edge: rgba('#0f172a') },
};
const INK = rgba('#ffffff');

interface GlanceLayout {
  font: BitmapFont;
  scale: number;
  code: string;
  figure: string;
  gap: number;
}

function side(value: number | null): number {
  return value === null || !Number.isFinite(value) || value < 0
    ? 0
    : Math.min(999, Math.trunc(value));
}

/** The figure row: the score from the followed side, or its margin when the score cannot fit. */
function figures(icon: GlanceIcon): string[] {
  const mine = side(icon.mine);
  const theirs = side(icon.theirs);
  const margin = mine - theirs;
  const marginText = margin === 0 ? '=' : margin > 0 ? `+${margin}` : `−${-margin}`;
  return [`${mine}–${theirs}`, marginText];
}

/** The code as drawn: letters and digits only, three at most (a code is always short). */
function codeText(code: string): string {
  const clean = code.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return (clean || '?').slice(0, 3);
}

/** The largest setting of both rows that fits a `size` px square, or null when none does. */
export function glanceLayout(icon: GlanceIcon, size: number): GlanceLayout | null {
  const margin = size >= 24 ? 2 : 1;
  const room = size - 2 * margin;
  // Wide letters (MWM) may not fit 16 px: two of the three still name the side.
  const full = codeText(icon.code);
  for (const code of [full, full.slice(0, 2)]) {
    for (const figure of figures(icon)) {
      // The tallest glyphs that fit win: 3x5 doubled (10 px) reads better at 32 px than 5x7 (7 px).
      let best: GlanceLayout | null = null;
      for (const font of FONTS_LARGEST_FIRST) {
        for (let scale = Math.floor(room / font.height); scale >= 1; scale -= 1) {
          const gap = scale;
          const height = 2 * font.height * scale + gap;
          const width = Math.max(textWidth(font, code), textWidth(font, figure)) * scale;
          const taller = !best || font.height * scale > best.font.height * best.scale;
          if (height <= room && width <= room && taller) best = { font, scale, code, figure, gap };
        }
      }
      if (best) return best;
    }
  }
  return null;
}

export function drawGlanceIcon(icon: GlanceIcon, size: number): PixelCanvas {
  const canvas = new PixelCanvas(size, size);
  const badge = BADGES[icon.lead ?? 'none'];
  const radius = Math.max(2, size / 6);
  canvas.fillShape(roundedRect(0, 0, size, size, radius), badge.edge);
  const inset = Math.max(0.75, size / 32);
  canvas.fillShape(
    roundedRect(inset, inset, size - 2 * inset, size - 2 * inset, radius - inset),
    badge.fill,
  );
  const layout = glanceLayout(icon, size);
  if (!layout) return canvas;
  const { font, scale, gap } = layout;
  const rowHeight = font.height * scale;
  const top = Math.floor((size - (2 * rowHeight + gap)) / 2);
  const centred = (text: string) => Math.floor((size - textWidth(font, text) * scale) / 2);
  drawText(canvas, font, layout.code, centred(layout.code), top, scale, INK);
  drawText(canvas, font, layout.figure, centred(layout.figure), top + rowHeight + gap, scale, INK);
  return canvas;
}
