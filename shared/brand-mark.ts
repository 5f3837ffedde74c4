// Scoretray's one mark: a ball drawn as a ring around a pentagon patch. The tray icons, the app icon
// and the window's logo are all drawn from this geometry, so they cannot drift apart. Pure numbers
// on a unit square (0..1), so the main process draws it into pixels and the renderer into SVG.

export interface MarkPoint {
  x: number;
  y: number;
}

/** The mark on a unit square: ring centre, outer radius, ring width and the patch's corners. */
export const BRAND_MARK = {
  centre: { x: 0.5, y: 0.5 },
  radius: 0.5,
  /** Thick enough to stay a ring, not a hairline, at 16 px. */
  ringWidth: 0.11,
  patchRadius: 0.22,
  patchSides: 5,
} as const;

/** The patch's corners for a mark of `size` units with its top-left at (left, top), first corner up. */
export function markPatchCorners(size: number, left = 0, top = 0): MarkPoint[] {
  const cx = left + BRAND_MARK.centre.x * size;
  const cy = top + BRAND_MARK.centre.y * size;
  const radius = BRAND_MARK.patchRadius * size;
  return Array.from({ length: BRAND_MARK.patchSides }, (_, index) => {
    const angle = -Math.PI / 2 + (index * 2 * Math.PI) / BRAND_MARK.patchSides;
    return { x: cx + radius * Math.cos(angle), y: cy + radius * Math.sin(angle) };
  });
}

/** The mark as SVG parts in a `size`-unit viewBox: a stroked circle and a filled polygon. */
export function markSvgParts(size: number): {
  circle: { cx: number; cy: number; r: number; strokeWidth: number };
  patchPoints: string;
} {
  const ring = BRAND_MARK.ringWidth * size;
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    circle: {
      cx: round(BRAND_MARK.centre.x * size),
      cy: round(BRAND_MARK.centre.y * size),
      // A stroke is centred on the path: pull it in by half its width so the ring fits the box.
      r: round(BRAND_MARK.radius * size - ring / 2),
      strokeWidth: round(ring),
    },
    patchPoints: markPatchCorners(size)
      .map((point) => `${round(point.x)},${round(point.y)}`)
      .join(' '),
  };
}
