// The window as a fan uses it every day: honest when the data is stale, errors as sentences in
// local time, a match returns to where it was opened from, a shortcut to search, a second language.

import { seriousViolations } from './axe';
import { expect, followLiveFootballMatch, test } from './fixtures';
import { STILL_WORLD } from './still-world';

const RAW_ISO = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

test('stale scores are dimmed with their time and every error reads as a sentence', async ({
  app,
  harness,
}) => {
  await expect(app.locator('.live-row').first()).toBeVisible({ timeout: 20_000 });
  // "Got it" hands the keyboard on instead of dropping it with the card.
  await app.getByRole('button', { name: 'Got it' }).focus();
  await app.keyboard.press('Enter');
  await expect
    .poll(() => app.evaluate(() => document.activeElement?.closest('.sport-switcher') !== null))
    .toBe(true);
  await expect(app.locator('.app[data-stale]')).toHaveCount(0);
  const scoreColour = () =>
    app
      .locator('.live-row__score')
      .first()
      .evaluate((element) => getComputedStyle(element).color);
  const currentColour = await scoreColour();

  await harness.post('exhaust-quota');
  await expect(app.getByRole('alert').filter({ hasText: 'Daily quota used up' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(app.locator('.app[data-stale]')).toHaveCount(1);
  await expect(app.getByTestId('stale-note')).toHaveText(/^Scores as of \d{1,2}:\d{2}/);
  // Dimmed by colour, not by fading: a faded score would fall below a readable contrast.
  expect(await scoreColour()).not.toBe(currentColour);
  expect(await seriousViolations(app)).toEqual([]);

  // A search while the quota is spent: a sentence with a local time, never the raw instant.
  await app.keyboard.press('Control+k');
  const field = app.getByRole('searchbox', { name: 'Search teams' });
  await expect(field).toBeFocused();
  await field.fill('Rangers');
  const failure = app.getByRole('alert').filter({ hasText: /quota/i }).last();
  await expect(failure).toBeVisible({ timeout: 20_000 });
  await expect(failure).not.toHaveText(RAW_ISO);
  await expect(failure).toHaveText(/\.$/);
});

test.describe('on a demo world that stands still', () => {
  // A running demo clock could end the followed match mid-test, and the watchlist would then show
  // its result instead of the line the test returns to.
  test.use({ harnessArgs: STILL_WORLD });

  test('a match opened from the watchlist returns there, and the window speaks German', async ({
    app,
    harness,
  }) => {
    const match = await followLiveFootballMatch(app, harness);
    await expect(app.getByRole('tab', { name: 'Live' })).toHaveAttribute('aria-selected', 'true');

    await app.getByRole('tab', { name: 'Watchlist' }).click();
    const line = app.locator(`.watch-item__match[data-match-key="football:${match.id}"]`);
    await line.click();
    await expect(app.getByRole('region', { name: 'Scoreboard' })).toBeVisible();
    // The tab it came from stays lit; Back names it and Escape returns to the same line.
    await expect(app.getByRole('tab', { name: 'Watchlist' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(app.getByRole('button', { name: 'Back to Watchlist' })).toBeFocused();
    await app.keyboard.press('Escape');
    await expect(line).toBeFocused();

    // Alert kinds that fit the sport: football has Goals.
    await expect(
      app.getByRole('group', { name: `Alerts for ${match.homeTeamName}` }).getByRole('button', {
        name: 'Goals',
      }),
    ).toBeVisible();

    // "/" opens search from anywhere but a field.
    await app.keyboard.press('/');
    await expect(app.getByRole('searchbox', { name: 'Search teams' })).toBeFocused();

    await app.getByRole('tab', { name: 'Settings' }).click();
    await app
      .getByRole('navigation', { name: 'Settings sections' })
      .getByRole('button', { name: 'Alerts' })
      .click();
    await app.getByRole('button', { name: 'Until I resume' }).click();
    await expect(app.getByTestId('paused-until')).toHaveText('Paused until you resume them');
    await app.getByRole('button', { name: 'Resume alerts' }).click();
    await expect(app.getByRole('button', { name: 'Until tomorrow' })).toBeVisible();

    await app.getByLabel('Language').selectOption('de');
    await expect(app.getByRole('tab', { name: 'Einstellungen' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(app.locator('html')).toHaveAttribute('lang', 'de');
    await app.getByRole('tab', { name: 'Live' }).click();
    await expect(app.getByRole('group', { name: 'Sportart' })).toBeVisible();
    expect(await seriousViolations(app)).toEqual([]);
  });
});
