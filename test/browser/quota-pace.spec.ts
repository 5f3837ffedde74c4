// The quota meter's pace line, as a fan who follows a futsal and a basketball match on a small
// allowance reads it in Settings: futsal (told by goals) is asked at the plan's interval all match
// long (and tennis, watched in the open window), basketball only near its tip-off and quarter
// ends, and the line says which is which (it used to say "near kick-offs and period ends" of all). In English and in German, shot at 320 and
// 800 px in light and dark (test-results/screenshots/quota-pace-*) and checked by axe-core.

import { dismissFirstRun, expect, followHomeTeam, test, type DemoMatch } from './fixtures';
import { inEachLanguage } from './each-language';
import { shootWidths } from './shots';

const NOON_UTC = '2026-11-28T12:00:00Z';

inEachLanguage(
  {
    viewport: { width: 320, height: 700 },
    // The world stands still at noon UTC, so both matches stay live with 12 hours of the quota
    // day left; at the app's own shortest interval (10 s, so 2 min between moments) 3,000 a day
    // cannot poll all the sports at it until midnight. (Started at the wall clock's hour, the
    // test failed from about 17:00 UTC, when 3,000 became enough for the rest of the day.)
    harnessArgs: [
      ...['--clock', 'manual', '--start-at', NOON_UTC],
      ...['--quota', '3000', '--poll-interval-ms', '10000'],
    ],
  },
  ({ language, t, prefix }) => {
    test.setTimeout(120_000);

    test(`the pace names the sports polled throughout and those polled near moments (${language})`, async ({
      app,
      harness,
    }) => {
      await dismissFirstRun(app, t);
      await expect(app.locator('.live-row').first()).toBeVisible({ timeout: 20_000 });
      for (const sport of ['futsal', 'basketball']) {
        const matches = await harness.get<DemoMatch[]>(`matches?sport=${sport}`);
        const live = matches.find((match) => match.phase === 'live');
        if (!live) throw new Error(`the demo world has no live ${sport} match`);
        await harness.post('navigate', { view: 'match', sport, matchId: live.id });
        await followHomeTeam(app, live, t);
      }

      await app.getByRole('tab', { name: t('tabs.settings') }).click();
      // Basketball is no longer watched, so the open window does not keep it polled all through;
      // tennis still is (watched, nothing followed to foresee by).
      const watched = app.getByRole('group', { name: t('settings.sports.title') });
      const basketball = watched.getByRole('button', {
        name: new RegExp(`^${t('sports.basketball')}`),
      });
      await basketball.click();
      await expect(basketball).toHaveAttribute('aria-pressed', 'false');
      const quota = app.getByRole('region', { name: t('settings.quota.title') });
      const pace = quota.getByTestId('quota-pace');
      const words =
        language === 'en'
          ? /^Updates every \d+ s for Futsal and Tennis, and for Basketball near kick-offs and period or set ends \(up to 2 min apart between them\), so the quota lasts until \d{1,2}:\d{2}/
          : /^Aktualisierung alle \d+ s für Futsal und Tennis, für Basketball rund um Anpfiff, Perioden- und Satzenden \(dazwischen bis zu 2 Min\. Abstand\), damit das Kontingent bis \d{1,2}:\d{2}/;
      await expect(pace).toHaveText(words, { timeout: 20_000 });
      await quota.scrollIntoViewIfNeeded();
      await shootWidths(app, `${prefix}quota-pace`);
    });
  },
);
