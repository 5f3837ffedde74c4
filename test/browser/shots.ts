// Screenshots for a person to look at, all in test-results/screenshots/, each taken with the checks
// every view must pass: nothing shifts the page sideways and axe-core finds no serious or critical
// violation.

import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { expect } from './fixtures';

export const SHOTS = resolve(import.meta.dirname, '..', '..', 'test-results', 'screenshots');

const SCHEMES = ['light', 'dark'] as const;

export interface ShotOptions {
  /**
   * Run axe-core too (default). A view another stop has already checked in the same form may skip
   * it: each run takes a second or two of a shared machine.
   */
  axe?: boolean;
}

/** Writes what the page shows now to `{SHOTS}/{file}.png`, then checks it. */
export async function shootAndCheck(
  page: Page,
  file: string,
  { axe = true }: ShotOptions = {},
): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  // Crests arrive from the engine's image cache; the picture waits until each has come or given
  // way to initials.
  await expect(page.locator('img.crest:not([data-loaded])')).toHaveCount(0);
  await page.screenshot({ path: join(SHOTS, `${file}.png`), animations: 'disabled' });
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(sideways, `${file}: the page scrolls sideways`).toBeLessThanOrEqual(0);
  if (axe) expect(await seriousViolations(page), `${file}: axe-core`).toEqual([]);
}

/**
 * The view as it is, in light and then dark, as `{file}-light.png` and `{file}-dark.png`. The window
 * follows the system's scheme, so switching the emulated scheme restyles the same page: no reload,
 * and the view stays exactly where the test brought it. It ends in light.
 */
export async function shootBothSchemes(
  page: Page,
  file: string,
  options: ShotOptions = {},
): Promise<void> {
  for (const scheme of SCHEMES) {
    await page.emulateMedia({ colorScheme: scheme });
    await shootAndCheck(page, `${file}-${scheme}`, options);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** The window's narrowest and widest sizes. */
const WIDTHS = [320, 800] as const;

/**
 * The view at 320 and 800 px, each in light and dark, as `{file}-{width}-{scheme}.png`, each
 * checked. The page is resized in place, so the view stays where the test brought it; it ends at
 * the size it had.
 */
export async function shootWidths(
  page: Page,
  file: string,
  options: ShotOptions = {},
): Promise<void> {
  const before = page.viewportSize() ?? { width: WIDTHS[0], height: 600 };
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: before.height });
    await shootBothSchemes(page, `${file}-${width}`, options);
  }
  await page.setViewportSize(before);
}
