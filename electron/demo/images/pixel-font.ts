// A 3x5 pixel font for the initials drawn on generated crests. Each glyph is five rows of three
// bits, top row first.

const GLYPHS: Record<string, string> = {
  A: '010101111101101',
  B: '110101110101110',
  C: '011100100100011',
  D: '110101101101110',
  E: '111100110100111',
  F: '111100110100100',
  G: '011100101101011',
  H: '101101111101101',
  I: '111010010010111',
  J: '001001001101010',
  K: '101101110101101',
  L: '100100100100111',
  M: '101111111101101',
  N: '110101101101101',
  O: '010101101101010',
  P: '110101110100100',
  Q: '010101101110011',
  R: '110101110101101',
  S: '011100010001110',
  T: '111010010010010',
  U: '101101101101111',
  V: '101101101101010',
  W: '101101111111101',
  X: '101101010101101',
  Y: '101101010010010',
  Z: '111001010100111',
  '0': '111101101101111',
  '1': '010110010010111',
  '2': '110001010100111',
  '3': '110001010001110',
  '4': '101101111001001',
  '5': '111100110001110',
  '6': '011100111101111',
  '7': '111001010010010',
  '8': '111101111101111',
  '9': '111101111001110',
};

export const GLYPH_WIDTH = 3;
export const GLYPH_HEIGHT = 5;

/** Whether the pixel at (x, y) of the glyph is ink; unknown characters are blank. */
export function glyphPixel(char: string, x: number, y: number): boolean {
  const bits = GLYPHS[char.toUpperCase()];
  return bits?.[y * GLYPH_WIDTH + x] === '1';
}
