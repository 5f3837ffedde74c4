// A tiny RGBA raster for the tray and app icons. Electron cannot draw text into a 16 px icon
// crisply, so icons are drawn here pixel by pixel and encoded with pngjs.

import { PNG } from 'pngjs';

export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

export function rgba(hex: string, alpha = 255): Rgba {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return { r: (value >> 16) & 0xff, g: (value >> 8) & 0xff, b: value & 0xff, a: alpha };
}

export interface Bounds {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Samples per pixel side when shapes are anti-aliased by coverage. */
const SUPERSAMPLING = 4;

export class PixelCanvas {
  readonly data: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
    /** Samples per pixel side for anti-aliased shapes; large canvases need fewer for smooth edges. */
    private readonly supersampling = SUPERSAMPLING,
  ) {
    if (
      !Number.isInteger(width) ||
      !Number.isInteger(height) ||
      width <= 0 ||
      height <= 0 ||
      width > 4096 ||
      height > 4096
    ) {
      throw new RangeError(`A canvas must be 1..4096 px on each side, not ${width}x${height}`);
    }
    this.data = new Uint8Array(width * height * 4);
  }

  /** Paints `color` over the pixel with `coverage` (0..1) of its alpha, source-over. */
  blend(x: number, y: number, color: Rgba, coverage = 1): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height || coverage <= 0) return;
    const offset = (y * this.width + x) * 4;
    const sourceAlpha = (color.a / 255) * Math.min(1, coverage);
    const destAlpha = (this.data[offset + 3] ?? 0) / 255;
    const outAlpha = sourceAlpha + destAlpha * (1 - sourceAlpha);
    if (outAlpha <= 0) return;
    const mix = (source: number, dest: number) =>
      Math.round((source * sourceAlpha + dest * destAlpha * (1 - sourceAlpha)) / outAlpha);
    this.data[offset] = mix(color.r, this.data[offset] ?? 0);
    this.data[offset + 1] = mix(color.g, this.data[offset + 1] ?? 0);
    this.data[offset + 2] = mix(color.b, this.data[offset + 2] ?? 0);
    this.data[offset + 3] = Math.round(outAlpha * 255);
  }

  /** Hard-edged rectangle in whole pixels: glyph strokes stay crisp. */
  fillRect(x: number, y: number, width: number, height: number, color: Rgba): void {
    for (let row = y; row < y + height; row += 1) {
      for (let column = x; column < x + width; column += 1) this.blend(column, row, color);
    }
  }

  /**
   * Fills the shape `inside(x, y)` (in pixel coordinates, continuous) with anti-aliased edges,
   * by counting which sub-pixel samples fall inside. `bounds` limits the work to where the shape is.
   */
  fillShape(inside: (x: number, y: number) => boolean, color: Rgba, bounds?: Bounds): void {
    const samples = this.supersampling;
    const step = 1 / samples;
    const left = Math.max(0, Math.floor(bounds?.left ?? 0));
    const top = Math.max(0, Math.floor(bounds?.top ?? 0));
    const right = Math.min(this.width, Math.ceil(bounds?.right ?? this.width));
    const bottom = Math.min(this.height, Math.ceil(bounds?.bottom ?? this.height));
    for (let y = top; y < bottom; y += 1) {
      for (let x = left; x < right; x += 1) {
        let hits = 0;
        for (let sy = 0; sy < samples; sy += 1) {
          for (let sx = 0; sx < samples; sx += 1) {
            if (inside(x + (sx + 0.5) * step, y + (sy + 0.5) * step)) hits += 1;
          }
        }
        this.blend(x, y, color, hits / (samples * samples));
      }
    }
  }

  alphaAt(x: number, y: number): number {
    return this.data[(y * this.width + x) * 4 + 3] ?? 0;
  }

  toPng(): Buffer {
    const png = new PNG({ width: this.width, height: this.height });
    png.data = Buffer.from(this.data.buffer, this.data.byteOffset, this.data.byteLength);
    return PNG.sync.write(png);
  }
}

/** Inside test of a rectangle with rounded corners, for badges and app icon backgrounds. */
export function roundedRect(
  left: number,
  top: number,
  width: number,
  height: number,
  radius: number,
) {
  const r = Math.max(0, Math.min(radius, width / 2, height / 2));
  return (x: number, y: number): boolean => {
    if (x < left || y < top || x > left + width || y > top + height) return false;
    const cx = Math.min(Math.max(x, left + r), left + width - r);
    const cy = Math.min(Math.max(y, top + r), top + height - r);
    return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
  };
}

export function circle(cx: number, cy: number, radius: number) {
  return (x: number, y: number): boolean => (x - cx) ** 2 + (y - cy) ** 2 <= radius * radius;
}


/** Inside test of any simple polygon (even-odd rule). */
export function polygon(corners: readonly { x: number; y: number }[]) {
  return (x: number, y: number): boolean => {
    let inside = false;
    for (let i = 0, j = corners.length - 1; i < corners.length; j = i, i += 1) {
      const a = corners[i];
      const b = corners[j];
      if (!a || !b) continue;
      if (a.y > y !== b.y > y && x < ((b.x - a.x) * (y - a.y)) / (b.y - a.y) + a.x)
        inside = !inside;
    }
    return inside;
  };
}
