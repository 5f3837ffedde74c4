// The application icon (installers, docks, task switchers, notifications without a crest): the
// Scoretray mark (shared/brand-mark.ts) on a mown-pitch tile, drawn with the same pixel canvas and
// mark drawing as the tray icons. Every size is drawn at its own resolution. `npx tsx test/packaging/generate-icons.ts` writes them to resources/icons/.

import { PixelCanvas, rgba, roundedRect } from '../../electron/main/tray/pixel-canvas';
import { drawMark } from '../../electron/main/tray/mark-icon';

/** Every size the platforms ask for: Linux icon sets, Windows .ico layers, macOS .icns layers. */
export const APP_ICON_SIZES = [16, 24, 32, 48, 64, 128, 256, 512, 1024] as const;

const STRIPE_DARK = rgba('#14532d');
const STRIPE_LIGHT = rgba('#166534');
const EDGE = rgba('#052e16');
const BALL = rgba('#f8fafc');

export function drawAppIcon(size: number): PixelCanvas {
  const canvas = new PixelCanvas(size, size, size >= 256 ? 2 : 4);
  const inset = size * 0.04;
  const tile = roundedRect(inset, inset, size - 2 * inset, size - 2 * inset, size * 0.2);
  canvas.fillShape(tile, EDGE);
  const inner = roundedRect(
    inset * 1.6,
    inset * 1.6,
    size - 3.2 * inset,
    size - 3.2 * inset,
    size * 0.19,
  );
  const stripes = 6;
  canvas.fillShape(inner, STRIPE_DARK);
  canvas.fillShape(
    (x, y) => inner(x, y) && Math.floor((y / size) * stripes) % 2 === 1,
    STRIPE_LIGHT,
  );

  // The same mark as the tray and the window's logo, in white on the tile.
  const mark = size * 0.62;
  drawMark(canvas, (size - mark) / 2, (size - mark) / 2, mark, BALL);
  return canvas;
}

export function appIconFileName(size: number): string {
  return `${size}x${size}.png`;
}
