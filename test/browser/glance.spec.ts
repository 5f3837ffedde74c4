// What a fan sees in the first seconds and in the corners of the window (issue 23): no
// "Reconnecting" at start (nothing was connected yet: the header says "Connecting", no banner), and
// the notice of damaged saved data without a file path. Each state is shot in light and dark at
// 320 and 800 px (test-results/screenshots/glance-*), in English and German.

import { translator, type Language } from '../../shared/i18n';
import { expect, test } from './fixtures';
import { shootWidths } from './shots';

for (const language of ['en', 'de'] as Language[]) {
  const t = translator(language);
  const prefix = language === 'en' ? '' : `${language}-`;

  test.describe(`in ${language}`, () => {
    test.use({
      locale: language === 'en' ? 'en-GB' : 'de-DE',
      viewport: { width: 320, height: 600 },
      harnessArgs: [
        ...['--clock', 'manual', '--damaged-document', 'alert-ledger'],
        ...(language === 'en' ? [] : ['--system-language', 'de-DE']),
      ],
    });

    test(`starts without a "Reconnecting" flash; the damaged-data notice names no path (${language})`, async ({
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

      await page.getByRole('button', { name: t('firstRun.gotIt') }).click();
      const notice = page.getByRole('region', { name: t('dataProblems.title', { count: 1 }) });
      await expect(notice).toBeVisible();
      await expect(notice).toContainText('alert-ledger.json');
      await expect(notice).toContainText(t('problems.part.ledgerAfresh'));
      await expect(notice).not.toContainText('memory://');
      await expect(notice).not.toContainText('corrupt');
      await shootWidths(page, `${prefix}glance-notice`);
    });
  });
}
