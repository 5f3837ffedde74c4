// The drawn tray glance on Windows and Linux: seven followed live matches of seven sports must read
// apart at 16 px, each state (ahead, behind, level, no followed side, a score too wide) at 16, 24
// and 32 px on light and dark panels is written to test-results/tray/ for a person to look at.

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import {
  drawGlanceIcon,
  glanceLayout,
  type GlanceIcon,
} from '../../../electron/main/tray/glance-icon';
import type { PixelCanvas } from '../../../electron/main/tray/pixel-canvas';
import { GlanceTracker } from '../../../shared/tray-glance';
import { EVENING, EVENING_FOLLOWS, EVENING_MATCHES } from '../../fixtures/evening-matches';
import { PANELS, onPanel, type PanelName } from './icon-preview';

const SIZES = [16, 24, 32] as const;
const DIR = join(process.cwd(), 'test-results', 'tray');

function evening(): GlanceIcon[] {
  const glance = new GlanceTracker().update({
    matches: EVENING_MATCHES,
    follows: EVENING_FOLLOWS,
    now: EVENING,
  });
  return [glance.shown, ...glance.others].flatMap((item) => (item ? [item] : []));
}

/** A row of icons enlarged on a panel, written as one sheet per panel and size. */
function sheet(name: string, canvases: readonly PixelCanvas[], panel: PanelName, factor: number) {
  const tiles = canvases.map((canvas) => onPanel(canvas, panel, factor));
  const width = tiles.reduce((sum, tile) => sum + tile.width, 0);
  const height = Math.max(...tiles.map((tile) => tile.height));
  const out = new PNG({ width, height });
  let left = 0;
  for (const tile of tiles) {
    PNG.bitblt(tile, out, 0, 0, tile.width, tile.height, left, 0);
    left += tile.width;
  }
  mkdirSync(DIR, { recursive: true });
  writeFileSync(join(DIR, `${name}-${panel}.png`), PNG.sync.write(out));
}

describe('the drawn tray glance', () => {
  it('draws seven followed live matches of seven sports so that no two look alike at 16 px', () => {
    const icons = evening();
    expect(icons.map((icon) => icon.code)).toEqual([
      'BOS',
      'ARS',
      'SWI',
      'CHI',
      'LUB',
      'KIE',
      'NAT',
    ]);
    const drawn = icons.map((icon) => drawGlanceIcon(icon, 16));
    const pixels = new Set(drawn.map((canvas) => Buffer.from(canvas.data).toString('base64')));
    expect(pixels.size).toBe(7);
    // Each code and score is set in whole-pixel glyphs that fit, at every size, not left out.
    for (const icon of icons)
      for (const size of SIZES) expect(glanceLayout(icon, size)).not.toBeNull();
    for (const size of SIZES) {
      const canvases = icons.map((icon) => drawGlanceIcon(icon, size));
      for (const panel of Object.keys(PANELS) as PanelName[]) {
        sheet(`evening-${size}px`, canvases, panel, 1);
        sheet(`evening-${size}px-enlarged`, canvases, panel, 6);
      }
    }
  });

  it('sets every code and score up to 999 at every size the platforms ask for, in whole pixels', () => {
    const codes = ['ARS', 'MWM', 'S12', 'BO', '?'];
    const scores: [number, number][] = [
      [0, 0],
      [2, 1],
      [10, 9],
      [25, 23],
      [102, 99],
      [999, 998],
    ];
    for (const size of [16, 20, 24, 30, 32, 48, 64]) {
      for (const code of codes) {
        for (const [mine, theirs] of scores) {
          const layout = glanceLayout({ code, mine, theirs, lead: 'ahead' }, size);
          expect(layout, `${code} ${mine}-${theirs} at ${size} px`).not.toBeNull();
          expect(Number.isInteger(layout?.scale)).toBe(true);
        }
      }
    }
    // Nothing is drawn outside the badge's margin: the panel shows a clear edge round the glyphs.
    const canvas = drawGlanceIcon({ code: 'MWM', mine: 99, theirs: 98, lead: 'behind' }, 16);
    const white = (x: number, y: number) => (canvas.data[(y * 16 + x) * 4] ?? 0) > 240;
    for (let i = 0; i < 16; i += 1)
      expect([white(0, i), white(15, i), white(i, 0), white(i, 15)]).toEqual([
        false,
        false,
        false,
        false,
      ]);
  });

  it('tells ahead, behind and level by colour, and shows a margin where the score cannot fit', () => {
    const states: GlanceIcon[] = [
      { code: 'ARS', mine: 2, theirs: 1, lead: 'ahead' },
      { code: 'ARS', mine: 1, theirs: 2, lead: 'behind' },
      { code: 'ARS', mine: 1, theirs: 1, lead: 'level' },
      { code: 'ARS', mine: 1, theirs: 1, lead: null },
      { code: 'MWM', mine: 10, theirs: 9, lead: 'ahead' },
      { code: 'CHI', mine: 102, theirs: 98, lead: 'ahead' },
      { code: 'CHI', mine: 98, theirs: 102, lead: 'behind' },
    ];
    const centre = (canvas: PixelCanvas) => [
      ...canvas.data.slice(4 * (1 * 16 + 8), 4 * (1 * 16 + 8) + 3),
    ];
    const [ahead, behind, level, none] = states
      .slice(0, 4)
      .map((icon) => centre(drawGlanceIcon(icon, 16)));
    expect(new Set([ahead, behind, level, none].map(String)).size).toBe(4);
    // 102–98 does not fit 16 px: the margin says it, from the followed side.
    expect(glanceLayout(states[5] as GlanceIcon, 16)?.figure).toBe('+4');
    expect(glanceLayout(states[6] as GlanceIcon, 16)?.figure).toBe('−4');
    expect(glanceLayout(states[5] as GlanceIcon, 32)?.figure).toBe('102–98');
    for (const size of SIZES) {
      const canvases = states.map((icon) => drawGlanceIcon(icon, size));
      for (const panel of Object.keys(PANELS) as PanelName[]) {
        sheet(`states-${size}px`, canvases, panel, 1);
        sheet(`states-${size}px-enlarged`, canvases, panel, 6);
      }
    }
  });
});
