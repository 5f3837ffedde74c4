import type { Page } from '@playwright/test';
import { dismissFirstRun, expect, test } from './fixtures';

const WRONG_KEY = 'wrong-key-7f3a91c2d4e5';

async function keyAppearsInPage(page: Page, key: string): Promise<string[]> {
  return page.evaluate((secret) => {
    const places: string[] = [];
    if (document.body.innerText.includes(secret)) places.push('visible text');
    if (document.documentElement.outerHTML.includes(secret)) places.push('markup');
    document.querySelectorAll('input, textarea').forEach((field) => {
      const value = (field as HTMLInputElement).value;
      if (value.includes(secret)) places.push(`value of #${field.id || field.tagName}`);
    });
    return places;
  }, key);
}

test('a wrong key is rejected and never visible in the page', async ({ app }) => {
  await dismissFirstRun(app);
  await app.getByRole('tab', { name: 'Settings' }).click();
  await expect(app.getByText('Demo mode.')).toBeVisible();

  const field = app.locator('#api-key');
  await expect(field).toHaveAttribute('type', 'password');
  await expect(field).toHaveValue('');
  await field.fill(WRONG_KEY);
  await app.getByRole('button', { name: 'Test key' }).click();
  await expect(app.getByTestId('key-test-answer')).toHaveText(/^Rejected/);
  expect(await keyAppearsInPage(app, WRONG_KEY)).toEqual([]);

  // Saved anyway (on a system without a keychain, after consent), it stops the scores and says so.
  await field.fill(WRONG_KEY);
  await app.getByRole('button', { name: 'Save key' }).click();
  const dialog = app.getByRole('dialog', { name: 'Store the key without encryption?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Save anyway' }).click();
  await expect(dialog).toBeHidden();
  await expect(app.getByTestId('masked-key')).toHaveText(`••••••••${WRONG_KEY.slice(-4)}`);
  await expect(field).toHaveValue('');

  // Saving tests the stored key straight away.
  await expect(app.getByTestId('key-test-answer')).toHaveText(/^Rejected/);

  const banner = app.getByRole('alert').filter({ hasText: 'Your API key was rejected' });
  await app.getByRole('tab', { name: 'Live' }).click();
  await expect(banner).toBeVisible({ timeout: 20_000 });
  await banner.getByRole('button', { name: 'Open settings' }).click();
  await expect(app.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
  expect(await keyAppearsInPage(app, WRONG_KEY)).toEqual([]);

  // Removing it brings the demo back.
  await app.getByRole('button', { name: 'Remove' }).click();
  await expect(app.getByText('No key saved: Scoretray shows demo data.')).toBeVisible();
  await expect(banner).toBeHidden({ timeout: 20_000 });
});

test('a suspended account is named as such, in the key test and in a banner', async ({
  app,
  harness,
}) => {
  await dismissFirstRun(app);
  await app.getByRole('tab', { name: 'Settings' }).click();
  await harness.post('reject-keys', { status: 403 });
  await app.getByLabel('Enter your key').fill('some-other-key-1234');
  await app.getByRole('button', { name: 'Test key' }).click();
  await expect(app.getByTestId('key-test-answer')).toHaveText(/^Suspended/);
  await app.getByRole('tab', { name: 'Live' }).click();
  await expect(app.getByRole('alert').filter({ hasText: 'suspended' })).toBeVisible({
    timeout: 20_000,
  });
});
