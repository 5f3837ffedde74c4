// Generated images: a team crest (a shield in the team's two colours with a pattern and its
// initials), a player portrait (a circle with initials) and a tournament badge. Deterministic per
// id, real PNG files.

import { PNG } from 'pngjs';
import { createRandom, seedFrom } from '../sim/random';
import { GLYPH_HEIGHT, GLYPH_WIDTH, glyphPixel } from './pixel-font';

export type ImageShape = 'shield' | 'circle' | 'badge';

export interface CrestSpec {
  shape: ImageShape;
  primary: string;
  secondary: string;
  initials: string;
  /** Picks the pattern; the same id always draws the same image. */
  id: number;
}

const SIZE = 64;
type Rgb = [number, number, number];

export function renderCrest(spec: CrestSpec): Buffer {
  const png = new PNG({ width: SIZE, height: SIZE });
  const primary = parseHex(spec.primary);
  const secondary = parseHex(spec.secondary);
  const pattern = createRandom(seedFrom('crest', spec.id)).int(0, 3);
  const ink = contrast(primary, secondary);
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const inside = insideShape(spec.shape, x, y);
      const colour = inside ? patternColour(pattern, x, y, primary, secondary) : null;
      put(png, x, y, colour);
    }
  }
  drawText(png, spec.initials.slice(0, 3), ink, spec.shape);
  return PNG.sync.write(png);
}

function insideShape(shape: ImageShape, x: number, y: number): boolean {
  const cx = x - SIZE / 2 + 0.5;
  const cy = y - SIZE / 2 + 0.5;
  if (shape === 'circle') return cx * cx + cy * cy <= (SIZE / 2 - 2) ** 2;
  if (shape === 'badge') {
    // An octagon.
    const half = SIZE / 2 - 2;
    return (
      Math.abs(cx) <= half && Math.abs(cy) <= half && Math.abs(cx) + Math.abs(cy) <= half * 1.45
    );
  }
  // A shield: straight top, sides that curve in to a point at the bottom.
  if (y < 4 || x < 6 || x >= SIZE - 6) return false;
  if (y < SIZE / 2) return true;
  const depth = (y - SIZE / 2) / (SIZE / 2 - 3);
  return Math.abs(cx) <= (SIZE / 2 - 6) * Math.sqrt(Math.max(0, 1 - depth * depth));
}

function patternColour(pattern: number, x: number, y: number, primary: Rgb, secondary: Rgb): Rgb {
  switch (pattern) {
    case 0:
      return Math.floor(x / 8) % 2 === 0 ? primary : secondary; // stripes
    case 1:
      return x < SIZE / 2 ? primary : secondary; // halves
    case 2:
      return Math.floor(y / 8) % 2 === 0 ? primary : secondary; // hoops
    default:
      return Math.abs(x - SIZE / 2) + y / 2 < 20 ? secondary : primary; // chevron
  }
}

function drawText(png: PNG, text: string, ink: Rgb, shape: ImageShape): void {
  const scale = text.length > 2 ? 4 : 5;
  const gap = scale;
  const width = text.length * GLYPH_WIDTH * scale + (text.length - 1) * gap;
  const left = Math.floor((SIZE - width) / 2);
  const top = Math.floor((SIZE - GLYPH_HEIGHT * scale) / 2) - (shape === 'shield' ? 3 : 0);
  // A plate behind the letters keeps them readable on any pattern.
  const plate = ink[0] > 128 ? ([0, 0, 0] as Rgb) : ([255, 255, 255] as Rgb);
  for (let y = top - 3; y < top + GLYPH_HEIGHT * scale + 3; y++) {
    for (let x = left - 3; x < left + width + 3; x++)
      put(png, x, y, blend(readPixel(png, x, y), plate));
  }
  [...text].forEach((char, index) => {
    const x0 = left + index * (GLYPH_WIDTH * scale + gap);
    for (let gy = 0; gy < GLYPH_HEIGHT; gy++) {
      for (let gx = 0; gx < GLYPH_WIDTH; gx++) {
        if (!glyphPixel(char, gx, gy)) continue;
        for (let dy = 0; dy < scale; dy++)
          for (let dx = 0; dx < scale; dx++)
            put(png, x0 + gx * scale + dx, top + gy * scale + dy, ink);
      }
    }
  });
}

function put(png: PNG, x: number, y: number, colour: Rgb | null): void {
  if (x < 0 || y < 0 || x >= SIZE || y >= SIZE) return;
  const offset = (y * SIZE + x) * 4;
  png.data[offset] = colour?.[0] ?? 0;
  png.data[offset + 1] = colour?.[1] ?? 0;
  png.data[offset + 2] = colour?.[2] ?? 0;
  png.data[offset + 3] = colour ? 255 : 0;
}

function readPixel(png: PNG, x: number, y: number): Rgb | null {
  if (x < 0 || y < 0 || x >= SIZE || y >= SIZE) return null;
  const offset = (y * SIZE + x) * 4;
  if ((png.data[offset + 3] ?? 0) === 0) return null;
  return [png.data[offset] ?? 0, png.data[offset + 1] ?? 0, png.data[offset + 2] ?? 0];
}

function blend(under: Rgb | null, over: Rgb): Rgb | null {
  if (!under) return null;
  return [
    Math.round((under[0] + over[0] * 2) / 3),
    Math.round((under[1] + over[1] * 2) / 3),
    Math.round((under[2] + over[2] * 2) / 3),
  ];
}

function parseHex(hex: string): Rgb {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex);
  const value = match?.[1] ? parseInt(match[1], 16) : 0x808080;
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** Black or white, whichever stands out more against the two colours. */
function contrast(primary: Rgb, secondary: Rgb): Rgb {
  const light = (rgb: Rgb) => 0.299 * rgb[0] + 0.587 * rgb[1] + 0.114 * rgb[2];
  return (light(primary) + light(secondary)) / 2 > 140 ? [0, 0, 0] : [255, 255, 255];
}
