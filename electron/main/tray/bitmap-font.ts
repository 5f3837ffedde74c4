// Hand-drawn bitmap glyphs for score digits. At 16 px no vector font renders digits crisply, so each
// glyph is a grid of whole pixels, drawn at an integer scale. '#' is ink, '.' is empty.

export interface BitmapFont {
  name: string;
  height: number;
  /** Empty columns between two glyphs. */
  spacing: number;
  glyphs: ReadonlyMap<string, readonly string[]>;
}

function font(name: string, spacing: number, table: Record<string, readonly string[]>): BitmapFont {
  const glyphs = new Map(Object.entries(table));
  const heights = new Set([...glyphs.values()].map((rows) => rows.length));
  if (heights.size !== 1) throw new Error(`Font ${name}: every glyph must have the same height`);
  for (const [char, rows] of glyphs) {
    const widths = new Set(rows.map((row) => row.length));
    if (widths.size !== 1) throw new Error(`Font ${name}: glyph '${char}' has ragged rows`);
  }
  return { name, height: [...heights][0] ?? 0, spacing, glyphs };
}

/** 5x7: the classic dot-matrix digit, readable at 16 px and above. */
export const FONT_5X7 = font('5x7', 1, {
  '0': ['.###.', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  // A narrow one, as in printed scores: it leaves room for two-digit scores on one line.
  '1': ['.#.', '##.', '.#.', '.#.', '.#.', '.#.', '###'],
  '2': ['.###.', '#...#', '....#', '...#.', '..#..', '.#...', '#####'],
  '3': ['####.', '....#', '....#', '.###.', '....#', '....#', '####.'],
  '4': ['...#.', '..##.', '.#.#.', '#..#.', '#####', '...#.', '...#.'],
  '5': ['#####', '#....', '####.', '....#', '....#', '#...#', '.###.'],
  '6': ['..##.', '.#...', '#....', '####.', '#...#', '#...#', '.###.'],
  '7': ['#####', '....#', '...#.', '..#..', '.#...', '.#...', '.#...'],
  '8': ['.###.', '#...#', '#...#', '.###.', '#...#', '#...#', '.###.'],
  '9': ['.###.', '#...#', '#...#', '.####', '....#', '...#.', '.##..'],
  // Two columns wide so that `2–1` fits a 16 px icon with a pixel to spare on each side.
  '–': ['..', '..', '..', '##', '..', '..', '..'],
  '?': ['.###.', '#...#', '....#', '..##.', '..#..', '.....', '..#..'],
});

/** 3x5: the smallest digits a person still reads; used when a score does not fit otherwise. */
export const FONT_3X5 = font('3x5', 1, {
  '0': ['###', '#.#', '#.#', '#.#', '###'],
  '1': ['.#', '##', '.#', '.#', '.#'],
  '2': ['##.', '..#', '.#.', '#..', '###'],
  '3': ['##.', '..#', '.#.', '..#', '##.'],
  '4': ['#.#', '#.#', '###', '..#', '..#'],
  '5': ['###', '#..', '##.', '..#', '##.'],
  '6': ['.##', '#..', '###', '#.#', '###'],
  '7': ['###', '..#', '.#.', '.#.', '.#.'],
  '8': ['###', '#.#', '###', '#.#', '###'],
  '9': ['###', '#.#', '###', '..#', '##.'],
  '–': ['..', '..', '##', '..', '..'],
  '?': ['##.', '..#', '.#.', '...', '.#.'],
});

export const FONTS_LARGEST_FIRST: readonly BitmapFont[] = [FONT_5X7, FONT_3X5];

export function glyphOf(fontToUse: BitmapFont, char: string): readonly string[] {
  return fontToUse.glyphs.get(char) ?? fontToUse.glyphs.get('?') ?? [];
}

/** Width in font pixels (before scaling) of `text` set in `fontToUse`. */
export function textWidth(fontToUse: BitmapFont, text: string): number {
  const chars = [...text];
  const glyphWidths = chars.map((char) => glyphOf(fontToUse, char)[0]?.length ?? 0);
  return (
    glyphWidths.reduce((sum, width) => sum + width, 0) +
    Math.max(0, chars.length - 1) * fontToUse.spacing
  );
}
