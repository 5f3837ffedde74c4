import { expect, followLiveFootballMatch, test } from './fixtures';
import { STILL_WORLD } from './still-world';

test('the day list fills from the demo service, grouped by sport and competition, live first in each, with live counts', async ({
  app,
}) => {
  await expect(app.locator('.live-row').first()).toBeVisible({ timeout: 20_000 });
  // With several sports shown, each sport is a heading of its own, open, with its live count.
  const footballPart = app.getByRole('heading', { name: /^Football \d+ live/, level: 2 });
  await expect(footballPart).toBeVisible();
  await expect(footballPart.getByRole('button')).toHaveAttribute('aria-expanded', 'true');
  // A match at half-time is as much on as one in play.
  await expect(app.locator('.live-row').first().getByTestId('clock')).toHaveAttribute(
    'data-phase',
    /^(live|paused|interrupted)$/,
  );
  const football = app.getByRole('button', { name: /^Football, \d+ live$/ });
  const liveCount = async () =>
    Number((await football.getAttribute('aria-label'))?.match(/(\d+) live/)?.[1] ?? 0);
  await expect.poll(liveCount).toBeGreaterThan(0);

  await football.click();
  await expect(football).toHaveAttribute('aria-pressed', 'true');
  await expect(app.getByRole('heading', { name: /Basketball/ })).toHaveCount(0);
  await expect
    .poll(async () => {
      const sports = await app
        .locator('.live-row')
        .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-match')?.split(':')[0]));
      return sports.length > 0 && sports.every((sport) => sport === 'football');
    })
    .toBe(true);
});

test.describe('on a demo world that stands still', () => {
  // The demo's clock is driven, not raced: on a running clock the followed team could score on its
  // own during the test, and its toast would be a second one matching the locator.
  test.use({ harnessArgs: STILL_WORLD });

  test('a goal in the demo service flashes the score and shows the alert in the app', async ({
    app,
    harness,
  }) => {
    const match = await followLiveFootballMatch(app, harness);
    const row = app.locator(`[data-match="football:${match.id}"]`);
    await expect(app.getByRole('button', { name: `Unfollow ${match.homeTeamName}` })).toBeVisible();
    await app.keyboard.press('Escape');
    await expect(row).toBeVisible();

    const after = await harness.post<{ home: number; away: number }>('goal', {
      sport: 'football',
      matchId: match.id,
      side: 'home',
    });
    const homeScore = row.locator('.live-row__score').first();
    await expect(homeScore).toHaveText(String(after.home));
    await expect(homeScore).toHaveAttribute('data-flash', 'true');
    // The flash is brief: it goes away by itself.
    await expect(homeScore).not.toHaveAttribute('data-flash', 'true');

    const toast = app.getByTestId('alert-toast').filter({ hasText: match.homeTeamName });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(`${after.home}`);
  });
});
