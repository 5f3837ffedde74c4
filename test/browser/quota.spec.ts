import { dismissFirstRun, expect, test } from './fixtures';

test('a spent daily quota shows its banner with the time it comes back', async ({
  app,
  harness,
}) => {
  await dismissFirstRun(app);
  await expect(app.locator('.live-row').first()).toBeVisible({ timeout: 20_000 });
  await harness.post('exhaust-quota');
  const banner = app.getByRole('alert').filter({ hasText: 'Daily quota used up until' });
  await expect(banner).toBeVisible({ timeout: 20_000 });
  await expect(banner).toHaveText(/until \d{1,2}:\d{2}/);
  await expect(app.locator('.app-header__state')).toHaveText('Quota used up');

  await app.getByRole('tab', { name: 'Settings' }).click();
  const quota = app.getByRole('region', { name: 'Daily quota' });
  await expect(quota.getByText('Used today')).toBeVisible();
  await expect(quota.getByText('Resets at')).toBeVisible();
});
