// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { BrandMark } from '../../renderer/src/components/BrandMark';
import { BRAND_MARK, markSvgParts } from '../../shared/brand-mark';

afterEach(cleanup);

it("draws the window's logo from the same mark geometry as the tray and app icons", () => {
  const { container } = render(<BrandMark />);
  const svg = container.querySelector('svg[data-mark="scoretray"]');
  const parts = markSvgParts(13);
  expect(svg?.querySelector('polygon')?.getAttribute('points')).toBe(parts.patchPoints);
  expect(parts.patchPoints.split(' ')).toHaveLength(BRAND_MARK.patchSides);
  const ring = svg?.querySelector('circle');
  expect(Number(ring?.getAttribute('r'))).toBeCloseTo(
    13 * BRAND_MARK.radius - parts.circle.strokeWidth / 2,
  );
  expect(svg?.getAttribute('aria-hidden')).toBe('true');
});
