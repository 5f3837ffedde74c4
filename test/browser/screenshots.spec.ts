// Screenshots of every view in light and dark, at 320 and 800 px wide, written to
// test-results/screenshots/ on every run for a person to look at. Each step also checks the view
// shows what it should, that nothing shifts the page sideways, and runs axe-core on it: no serious
// or critical violation in either scheme.

import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { expect, liveFootballMatch, test } from './fixtures';

const SHOTS = resolve(import.meta.dirname, '..', '..', 'test-results', 'screenshots');

for (const scheme of ['light', 'dark'] as const) {
  for (const width of [320, 800] as const) {
    test.describe(`${scheme} scheme, ${width} px`, () => {
      // A world that stands still: rows do not move under the pointer between two clicks.
      test.use({
        colorScheme: scheme,
        viewport: { width, height: 600 },
        harnessArgs: ['--clock', 'manual'],
      });

      test(`every view, ${scheme}, ${width} px`, async ({ app, harness }) => {
        mkdirSync(SHOTS, { recursive: true });
        const shot = async (page: Page, name: string) => {
          // Crests arrive from the engine's image cache; the picture waits until each has come or
          // given way to initials.
          await expect(page.locator('img.crest:not([data-loaded])')).toHaveCount(0);
          await page.screenshot({
            path: join(SHOTS, `${name}-${scheme}-${width}.png`),
            animations: 'disabled',
          });
          const sideways = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(sideways, `${name}: the page scrolls sideways`).toBeLessThanOrEqual(0);
          expect(await seriousViolations(page), `${name}: axe-core`).toEqual([]);
        };

        await expect(app.locator('.live-row').first()).toBeVisible({ timeout: 20_000 });
        await expect(app.getByRole('heading', { name: 'Welcome to Scoretray' })).toBeVisible();
        await shot(app, 'first-run');
        await app.getByRole('button', { name: 'Got it' }).click();

        const match = await liveFootballMatch(app, harness);
        await app.locator(`[data-match="football:${match.id}"]`).click();
        await app.getByRole('button', { name: `Follow ${match.homeTeamName}` }).click();
        await expect(app.getByRole('tab', { name: 'Timeline' })).toBeVisible();
        await shot(app, 'match-detail');
        const statistics = app.getByRole('tab', { name: 'Statistics' });
        if (await statistics.count()) {
          await statistics.click();
          await shot(app, 'match-statistics');
        }
        await app.keyboard.press('Escape');

        await harness.post('goal', { sport: 'football', matchId: match.id, side: 'home' });
        await expect(app.getByTestId('alert-toast').first()).toBeVisible();
        await shot(app, 'live');

        await app.getByRole('tab', { name: 'Search' }).click();
        await app.getByRole('searchbox', { name: 'Search teams' }).fill('Ra');
        await expect(app.getByRole('list', { name: 'Search results' })).toBeVisible();
        await shot(app, 'search');

        await app.getByRole('tab', { name: 'Watchlist' }).click();
        await expect(app.getByRole('heading', { name: match.homeTeamName })).toBeVisible();
        await shot(app, 'watchlist');

        await app.getByRole('tab', { name: 'Settings' }).click();
        await expect(app.getByRole('heading', { name: 'API key' })).toBeVisible();
        await shot(app, 'settings');

        await harness.post('reject-keys', { status: 401 });
        await app.getByRole('tab', { name: 'Live' }).click();
        await expect(app.getByRole('alert').filter({ hasText: 'rejected' })).toBeVisible({
          timeout: 20_000,
        });
        await shot(app, 'problem-key-rejected');
      });
    });
  }
}
