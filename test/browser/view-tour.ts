// One walk through every view of the window, for the screenshot and language tests: the first-run
// card, a match page with each of its tabs, the live list with an alert, search, the watchlist,
// each Settings group, and the banner of a rejected key. The words it clicks come from the language
// resources, so the same walk runs in English and in German; `look` is called at every stop.

import type { Page } from '@playwright/test';
import { translator, type Language } from '../../shared/i18n';
import { expect, followLiveFootballMatch } from './fixtures';
import type { HarnessProcess } from './harness-process';
import { shootAndCheck } from './shots';

/** Called at each stop with the page and the stop's name ("match-lineups", "settings-sports"). */
export type Look = (page: Page, name: string) => Promise<void>;

/**
 * Every tab of a tab row whole and in sight: none cut at the row's edge or scrolled out of it, no
 * label cut short. At 320 px a row that scrolled hid "Head to head" as "Head to…".
 */
export async function expectWholeTabs(page: Page, label: string): Promise<void> {
  // Measured until the layout settles, not once.
  const cut = () =>
    page.getByRole('tablist', { name: label }).evaluate((list) => {
      const row = list.getBoundingClientRect();
      return [...list.querySelectorAll<HTMLElement>('[role="tab"]')]
        .filter((tab) => {
          const box = tab.getBoundingClientRect();
          return (
            box.left < row.left - 0.5 ||
            box.right > row.right + 0.5 ||
            tab.scrollWidth > tab.clientWidth
          );
        })
        .map((tab) => tab.textContent);
    });
  await expect.poll(cut, { message: `tabs of "${label}" cut at the edge` }).toEqual([]);
}

export async function tourEveryView(
  app: Page,
  harness: HarnessProcess,
  language: Language,
  look: Look,
): Promise<void> {
  const t = translator(language);
  await expect(app.locator('.live-row').first()).toBeVisible({ timeout: 20_000 });
  await expect(app.getByRole('heading', { name: t('firstRun.title') })).toBeVisible();
  await look(app, 'first-run');
  const match = await followLiveFootballMatch(app, harness, t);
  await expect(app.getByRole('tab', { name: t('match.tabTimeline') })).toBeVisible();
  await look(app, 'match-detail');
  await expectWholeTabs(app, t('match.detailLabel'));
  for (const [tab, name] of [
    ['match.tabStats', 'match-statistics'],
    ['match.tabLineups', 'match-lineups'],
    ['match.tabH2h', 'match-h2h'],
  ] as const) {
    const button = app.getByRole('tab', { name: t(tab) });
    if ((await button.count()) === 0) continue;
    await button.click();
    await expect(button).toHaveAttribute('aria-selected', 'true');
    await look(app, name);
  }
  await app.keyboard.press('Escape');

  await harness.post('goal', { sport: 'football', matchId: match.id, side: 'home' });
  await expect(app.getByTestId('alert-toast').first()).toBeVisible();
  await look(app, 'live');

  await app.getByRole('tab', { name: t('tabs.search') }).click();
  await app.getByRole('searchbox', { name: t('search.label') }).fill('Ra');
  await expect(app.getByRole('list', { name: t('search.results') })).toBeVisible();
  await look(app, 'search');

  await app.getByRole('tab', { name: t('tabs.watchlist') }).click();
  await expect(app.getByRole('heading', { name: match.homeTeamName })).toBeVisible();
  await look(app, 'watchlist');

  await app.getByRole('tab', { name: t('tabs.settings') }).click();
  await expect(app.getByRole('heading', { name: t('settings.key.title') })).toBeVisible();
  await look(app, 'settings');
  const groups = app.getByRole('navigation', { name: t('settings.groups.label') });
  for (const group of ['alerts', 'sports', 'account', 'advanced'] as const) {
    await groups.getByRole('button', { name: t(`settings.groups.${group}`) }).click();
    await expect(app.locator(`#settings-group-${group} button`)).toBeFocused();
    await look(app, `settings-${group}`);
  }

  await harness.post('reject-keys', { status: 401 });
  await app.getByRole('tab', { name: t('tabs.live') }).click();
  await expect(app.getByRole('alert').filter({ hasText: t('problem.unauthorized') })).toBeVisible({
    timeout: 20_000,
  });
  await look(app, 'problem-key-rejected');
}

/** A look that writes `{prefix}{name}-{scheme}-{width}.png` and checks it (shots.ts). */
export function screenshotLook(prefix: string, scheme: string, width: number): Look {
  return (page, name) => shootAndCheck(page, `${prefix}${name}-${scheme}-${width}`);
}
