import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

async function tabUntil(page: Page, isThere: () => Promise<boolean>, limit = 25): Promise<void> {
  const visited: string[] = [];
  for (let presses = 0; presses < limit; presses += 1) {
    if (await isThere()) return;
    visited.push(
      await page.evaluate(() => {
        const element = document.activeElement;
        if (!element || element === document.body) return 'body';
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
        return `${element.tagName.toLowerCase()}.${element.className} "${name.slice(0, 24)}"`;
      }),
    );
    await page.keyboard.press('Tab');
  }
  // Where the focus went says why it never arrived (a stop missing, or the tab stop elsewhere).
  throw new Error(
    `focus did not arrive within ${limit} presses of Tab; it went through: ${visited.join(' > ')}`,
  );
}

async function focusIsVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return false;
    const style = getComputedStyle(element);
    return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
  });
}

// Real time: the matches the test walks through must not end under it.
test.use({ harnessArgs: ['--speed', '1'] });

test('every view is reachable and usable with the keyboard alone', async ({ app }) => {
  await expect(app.locator('.live-row').first()).toBeVisible({ timeout: 20_000 });
  const liveTab = app.getByRole('tab', { name: 'Live' });
  await tabUntil(app, () => liveTab.evaluate((tab) => tab === document.activeElement));
  expect(await focusIsVisible(app)).toBe(true);

  for (const name of ['Watchlist', 'Search', 'Settings']) {
    await app.keyboard.press('ArrowRight');
    const tab = app.getByRole('tab', { name });
    await expect(tab).toBeFocused();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
  }
  await expect(app.getByRole('heading', { name: 'API key' })).toBeVisible();
  // Settings in a few keystrokes: its group buttons are one Tab stop (arrows between them), and
  // without a key of one's own Account comes first, so after its heading Tab reaches the key field.
  const jumps = app.getByRole('navigation', { name: 'Settings sections' });
  const heading = (group: string) => app.locator(`#settings-group-${group} button`);
  await app.keyboard.press('Tab');
  await expect(jumps.getByRole('button', { name: 'Account' })).toBeFocused();
  await app.keyboard.press('ArrowRight');
  await expect(jumps.getByRole('button', { name: 'Alerts' })).toBeFocused();
  await app.keyboard.press('ArrowLeft');
  await app.keyboard.press('Tab');
  await expect(heading('account')).toBeFocused();
  await app.keyboard.press('Tab');
  await expect(app.getByLabel('Enter your key')).toBeFocused();

  // A group folded under its heading opens again from its jump button, which takes the focus there.
  await heading('sports').click();
  await expect(heading('sports')).toHaveAttribute('aria-expanded', 'false');
  await expect(app.getByRole('heading', { name: 'Sports watched' })).toBeHidden();
  await jumps.getByRole('button', { name: 'Sports' }).focus();
  await app.keyboard.press('Enter');
  await expect(heading('sports')).toHaveAttribute('aria-expanded', 'true');
  await expect(heading('sports')).toBeFocused();
  // In view and not under the sticky row of jump buttons: the heading is what shows at its place.
  const uncovered = await heading('sports').evaluate((element) => {
    const box = element.getBoundingClientRect();
    return element.contains(document.elementFromPoint(box.left + 8, box.top + box.height / 2));
  });
  expect(uncovered).toBe(true);
  await expect(app.getByRole('heading', { name: 'Sports watched' })).toBeVisible();

  // Search by keyboard: type, then Tab to a result's follow button and press it.
  await app.getByRole('tab', { name: 'Settings' }).focus();
  await app.keyboard.press('ArrowLeft');
  await expect(app.getByRole('tab', { name: 'Search' })).toHaveAttribute('aria-selected', 'true');
  await app.keyboard.press('Tab');
  await expect(app.getByRole('searchbox', { name: 'Search teams' })).toBeFocused();
  await app.keyboard.type('Rangers');
  // A result's name is a button too (it opens the team's page): the follow button is the one named so.
  const firstFollow = app
    .getByRole('list', { name: 'Search results' })
    .getByRole('button', { name: /follow/i })
    .first();
  await expect(firstFollow).toBeVisible();
  await tabUntil(app, () => firstFollow.evaluate((button) => button === document.activeElement));
  await app.keyboard.press('Enter');
  await expect(firstFollow).toHaveAttribute('aria-pressed', 'true');

  // The live list: one Tab stop, arrows between rows, Enter opens, Escape comes back.
  await app.getByRole('tab', { name: 'Search' }).focus();
  await app.keyboard.press('Home');
  await expect(liveTab).toHaveAttribute('aria-selected', 'true');
  const rows = app.locator('.live-row');
  await expect(rows.first()).toBeVisible();
  await tabUntil(app, () =>
    app.evaluate(() => document.activeElement?.classList.contains('live-row') ?? false),
  );
  expect(await focusIsVisible(app)).toBe(true);
  const focusedMatch = () =>
    app.evaluate(() => document.activeElement?.getAttribute('data-match') ?? null);
  const first = await focusedMatch();
  await app.keyboard.press('ArrowDown');
  await expect.poll(focusedMatch).not.toBe(first);
  const second = await focusedMatch();
  expect(second).toBeTruthy();
  expect(await rows.count()).toBeGreaterThan(1);

  await app.keyboard.press('Enter');
  await expect(app.getByRole('region', { name: 'Scoreboard' })).toBeVisible();
  await expect(app.getByRole('button', { name: 'Back to Live' })).toBeFocused();
  await app.keyboard.press('Escape');
  await expect(app.locator(`[data-match="${second}"]`)).toBeFocused();

  // Scrolled far from the focused row with the mouse, Tab still lands on a row in view (at the
  // bottom of the list of every sport, a closed sport's heading, which the arrows walk too).
  await app.locator('.live-list').evaluate((list) => list.scrollTo({ top: list.scrollHeight }));
  await liveTab.focus();
  await tabUntil(app, () =>
    app.evaluate(() => document.activeElement?.matches('.live-row, .day-sport__toggle') ?? false),
  );
  const focused = app.locator('.live-row:focus, .day-sport__toggle:focus');
  await expect(focused).toBeInViewport();
});
