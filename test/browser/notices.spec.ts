// What the window says when something is wrong, as a fan meets it: saved data found damaged at
// start (the notice that stays until dismissed), scores standing still while the service cannot be
// reached (the offline banner, the list dimmed with its time) and a spent quota (the stale view).
// Each is shot in light and dark at 320 and 800 px (test-results/screenshots/notice-*, offline-*,
// stale-*) and checked by axe-core; in English and in German.

import { dismissFirstRun, expect, test } from './fixtures';
import { inEachLanguage } from './each-language';
import { shootWidths } from './shots';
import { STILL_WORLD } from './still-world';

inEachLanguage(
  {
    viewport: { width: 320, height: 600 },
    // The alert record is found half-written at start, as after a crash in the middle of a save.
    harnessArgs: [...STILL_WORLD, ...['--damaged-document', 'alert-ledger']],
  },
  ({ language, t, prefix }) => {
    test.setTimeout(180_000);

    test(`damaged data, offline and a spent quota are each said plainly (${language})`, async ({
      app,
      harness,
    }) => {
      await dismissFirstRun(app, t);
      await expect(app.locator('.live-row').first()).toBeVisible({ timeout: 20_000 });

      const notice = app.getByRole('region', { name: t('dataProblems.title', { count: 1 }) });
      await expect(notice).toBeVisible();
      // It names the file and what that means for alerts; not where the copy went (a path).
      await expect(notice).toContainText('alert-ledger.json');
      await expect(notice).not.toContainText('memory://');
      await expect(notice).toContainText(t('problems.part.ledgerAfresh'));
      await shootWidths(app, `${prefix}notice-data-problem`);
      await notice
        .getByRole('button', { name: t('dataProblems.dismissShort') })
        .first()
        .click();
      await expect(notice).toHaveCount(0);

      // The service stops answering: the banner says since when the scores stand still.
      await harness.post('server-errors', { count: 1000 });
      // A notice, not an alarm: the app carries on by itself (role status).
      const offline = app.getByRole('status').filter({
        hasText: new RegExp(`^${t('problem.offlineSince', { time: 'TIME' }).split('TIME')[0]}`),
      });
      await expect(offline).toBeVisible({ timeout: 30_000 });
      await expect(offline).toHaveText(/\d{1,2}:\d{2}/);
      await expect(app.locator('.app[data-stale]')).toHaveCount(1);
      await shootWidths(app, `${prefix}offline`);
      await harness.post('clear-faults');
      await expect(offline).toHaveCount(0, { timeout: 30_000 });

      // The quota is spent: scores dimmed with their time, the banner with the time it returns.
      await harness.post('exhaust-quota');
      await expect(app.getByTestId('stale-note')).toBeVisible({ timeout: 20_000 });
      await expect(app.locator('.app[data-stale]')).toHaveCount(1);
      await shootWidths(app, `${prefix}stale-quota`);
    });
  },
);
