// The application icon (installers, docks, task switchers, notifications without a crest): a ball on
// a mown-pitch tile, drawn with the same pixel canvas as the tray icons. Every size is drawn at its
// own resolution. `npx tsx test/packaging/generate-icons.ts` writes them to resources/icons/.

import {
  PixelCanvas,
  circle,
  circleBounds,
  regularPolygon,
  rgba,
  roundedRect,
} from '../../electron/main/tray/pixel-canvas';

/** Every size the platforms ask for: Linux icon sets, Windows .ico layers, macOS .icns layers. */
export const APP_ICON_SIZES = [16, 24, 32, 48, 64, 128, 256, 512, 1024] as const;

const STRIPE_DARK = rgba('#14532d');
const STRIPE_LIGHT = rgba('#166534');
const EDGE = rgba('#052e16');
const BALL = rgba('#f8fafc');
const INK = rgba('#0f172a');

function segment(ax: number, ay: number, bx: number, by: number, halfWidth: number) {
  const dx = bx - ax;
  const dy = by - ay;
  const lengthSquared = dx * dx + dy * dy;
  return (x: number, y: number): boolean => {
    const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / lengthSquared));
    const px = ax + t * dx - x;
    const py = ay + t * dy - y;
    return px * px + py * py <= halfWidth * halfWidth;
  };
}

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

  const centre = size / 2;
  const radius = size * 0.3;
  const ball = circle(centre, centre, radius);
  const outline = radius + Math.max(0.6, size * 0.012);
  const around = circleBounds(centre, centre, outline);
  canvas.fillShape(circle(centre, centre, outline), INK, around);
  canvas.fillShape(ball, BALL, around);
  const patchRadius = radius * 0.36;
  canvas.fillShape(regularPolygon(centre, centre, patchRadius, 5), INK, around);
  // Seams from each corner of the centre patch out to the edge of the ball.
  const seam = Math.max(0.5, size * 0.014);
  for (let corner = 0; corner < 5; corner += 1) {
    const angle = -Math.PI / 2 + (corner * 2 * Math.PI) / 5;
    const from = {
      x: centre + patchRadius * Math.cos(angle),
      y: centre + patchRadius * Math.sin(angle),
    };
    const to = { x: centre + radius * Math.cos(angle), y: centre + radius * Math.sin(angle) };
    const seamBounds = {
      left: Math.min(from.x, to.x) - seam,
      top: Math.min(from.y, to.y) - seam,
      right: Math.max(from.x, to.x) + seam,
      bottom: Math.max(from.y, to.y) + seam,
    };
    canvas.fillShape(
      (x, y) => ball(x, y) && segment(from.x, from.y, to.x, to.y, seam)(x, y),
      INK,
      seamBounds,
    );
  }
  return canvas;
}

export function appIconFileName(size: number): string {
  return `${size}x${size}.png`;
}
