// What a fan sees in the first seconds and in the corners of the window (issue 23): no
// "Reconnecting" at start (nothing was connected yet: the header says "Connecting", no banner), the
// notice of damaged saved data without a file path, and goal toasts that stay while under the
// pointer or focused and that look different for a goal for the followed team and against it. The
// page's timers run on Playwright's clock, so the toasts' time is moved on, never waited for. Each state is shot in light and dark at
// 320 and 800 px (test-results/screenshots/glance-*), in English and German.

import { dismissFirstRun, expect, followHomeTeam, matchShown, test } from './fixtures';
import { inEachLanguage } from './each-language';
import { shootWidths } from './shots';
import { STILL_WORLD } from './still-world';

inEachLanguage(
  {
    viewport: { width: 320, height: 600 },
    harnessArgs: [...STILL_WORLD, ...['--damaged-document', 'alert-ledger']],
  },
  ({ language, t, prefix }) => {
    test(`starts without a "Reconnecting" flash, names no path, and holds goal toasts being read (${language})`, async ({
      page,
      harness,
      problems,
    }) => {
      void problems;
      // Every word the header's state and any banner showed, from the page's first paint on.
      await page.addInitScript(() => {
        const seen: { header: string[]; banners: string[] } = { header: [], banners: [] };
        (window as unknown as { seen: typeof seen }).seen = seen;
        const note = (list: string[], node: Element | null) => {
          const text = node?.textContent?.trim() ?? '';
          if (text && list.at(-1) !== text) list.push(text);
        };
        new MutationObserver(() => {
          note(seen.header, document.querySelector('.app-header__state'));
          for (const banner of document.querySelectorAll('.problem-banner'))
            note(seen.banners, banner);
        }).observe(document, { childList: true, subtree: true, characterData: true });
      });
      await page.clock.install();
      await page.goto(harness.url);
      await expect(page.locator('.app-header__state')).toHaveText(t('header.state.connected'), {
        timeout: 20_000,
      });
      const seen = await page.evaluate(
        () => (window as unknown as { seen: { header: string[]; banners: string[] } }).seen,
      );
      // Starting, Connecting, Connected: once connected it stays so, and no banner came and went.
      expect(seen.header).not.toContain(t('header.state.reconnecting'));
      const connected = seen.header.indexOf(t('header.state.connected'));
      expect(seen.header.slice(connected)).toEqual([t('header.state.connected')]);
      expect(seen.banners).toEqual([]);

      await dismissFirstRun(page, t);
      const notice = page.getByRole('region', { name: t('dataProblems.title', { count: 1 }) });
      await expect(notice).toBeVisible();
      await expect(notice).toContainText('alert-ledger.json');
      await expect(notice).toContainText(t('problems.part.ledgerAfresh'));
      await expect(notice).not.toContainText('memory://');
      await expect(notice).not.toContainText('corrupt');
      await shootWidths(page, `${prefix}glance-notice`);
      await notice
        .getByRole('button', { name: t('dataProblems.dismissShort') })
        .first()
        .click();

      // Follow the home side of a live football match, then a goal for it and one against it.
      const match = await matchShown(page, harness, 'football');
      await page.locator(`[data-match="football:${match.id}"]`).click();
      await followHomeTeam(page, match, t);
      await page.keyboard.press('Escape');
      const toasts = page.getByTestId('alert-toast');
      await harness.post('goal', { sport: 'football', matchId: match.id, side: 'home' });
      const goalFor = toasts.and(page.locator('[data-side="for"]'));
      await expect(goalFor).toBeVisible();
      // Read under the pointer: held.
      await goalFor.hover();
      await harness.post('goal', { sport: 'football', matchId: match.id, side: 'away' });
      const goalAgainst = toasts.and(page.locator('[data-side="against"]'));
      await expect(goalAgainst).toBeVisible();
      // Reached by keyboard: held too (focus moves no pointer).
      await goalAgainst.locator('.toast__close').focus();
      await expect(goalFor).toHaveAttribute('data-held', 'true');
      await expect(goalAgainst).toHaveAttribute('data-held', 'true');
      // Told apart by more than words: the two wear different edges and washes.
      const look = (toast: typeof goalFor) =>
        toast.evaluate((node) => {
          const style = getComputedStyle(node);
          return `${style.borderLeftColor} ${style.backgroundColor}`;
        });
      expect(await look(goalFor)).not.toBe(await look(goalAgainst));
      // However long they are read, both stay.
      await page.clock.runFor(30_000);
      await expect(goalFor).toBeVisible();
      await expect(goalAgainst).toBeVisible();
      await shootWidths(page, `${prefix}glance-toasts`);

      // Each goes in its 8 s once it is left.
      await goalFor.hover();
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.clock.runFor(9_000);
      await expect(goalAgainst).toHaveCount(0);
      await expect(goalFor).toBeVisible();
      await page.mouse.move(0, 0);
      await page.clock.runFor(9_000);
      await expect(goalFor).toHaveCount(0);
    });
  },
);
