// A drawn flag for a country code: three bands (across or down) in colours picked from the code,
// the same code always drawing the same flag. A stand-in, not the country's real flag.

import { PNG } from 'pngjs';
import { createRandom, seedFrom } from '../sim/random';

const WIDTH = 48;
const HEIGHT = 32;

/** Saturated colours flags are made of; three different ones per flag. */
const PALETTE: readonly (readonly [number, number, number])[] = [
  [206, 17, 38],
  [0, 56, 147],
  [255, 255, 255],
  [0, 122, 61],
  [252, 209, 22],
  [0, 0, 0],
  [0, 155, 223],
  [237, 119, 3],
];

export function renderFlag(code: string): Buffer {
  const random = createRandom(seedFrom('flag', code));
  const left = [...PALETTE];
  const colours = [0, 1, 2].map(() => left.splice(random.int(0, left.length - 1), 1)[0]);
  const across = random.int(0, 1) === 0;
  const png = new PNG({ width: WIDTH, height: HEIGHT });
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const band = across ? Math.floor((y * 3) / HEIGHT) : Math.floor((x * 3) / WIDTH);
      const colour = colours[band] ?? [128, 128, 128];
      const offset = (y * WIDTH + x) * 4;
      png.data[offset] = colour[0];
      png.data[offset + 1] = colour[1];
      png.data[offset + 2] = colour[2];
      png.data[offset + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}
