// Search that opens, the competition page and odds, as a fan uses them: a search across sports,
// a competition result opening its page (tabs Table, Rounds, Top scorers, Champions, each asked
// when opened), Back to the same results; Browse by country (each country with its flag) to a
// competition; a team followed from search whose next match shows odds only once Settings turn
// them on. Shots in light and dark at 320 and 800 px, English and German, each checked by axe-core
// (shots.ts).

import type { Page } from '@playwright/test';
import { translator, type TFunction } from '../../shared/i18n';
import { dismissFirstRun, expect, test, type DemoMatch } from './fixtures';
import { shootBothSchemes, shootWidths } from './shots';
import { STILL_WORLD } from './still-world';

async function search(app: Page, words: TFunction, query: string): Promise<void> {
  await app.getByRole('tab', { name: words('tabs.search') }).click();
  await app.getByRole('searchbox', { name: words('search.label') }).fill(query);
  await expect(app.getByRole('list', { name: words('search.results') })).toBeVisible();
}

async function openCompetitionTabs(app: Page, words: TFunction): Promise<void> {
  await app.getByRole('button', { name: 'Premier Division' }).first().click();
  await expect(app.getByRole('heading', { name: 'Premier Division', level: 1 })).toBeVisible();
  await expect(app.locator('.standings__table tbody tr').first()).toBeVisible();
  await app.getByRole('tab', { name: words('browse.competition.rounds') }).click();
  await expect(app.locator('.competition__fixture').first()).toBeVisible();
}

test.use({ harnessArgs: STILL_WORLD });

test('search opens a competition, its tabs, Back; browse by country; odds off and on', async ({
  app,
  harness,
}) => {
  const t = translator('en');
  await dismissFirstRun(app, t);
  // The search page's shots are the German test's (320 and 800 px, both schemes, axe).
  await search(app, t, 'Premier');

  await openCompetitionTabs(app, t);
  // axe checks the same view in the German test, at both widths and in both schemes.
  await shootWidths(app, 'browse-competition-rounds', { axe: false });
  await app.getByRole('tab', { name: t('browse.competition.scorers') }).click();
  await expect(app.locator('.competition__scorers tbody tr').first()).toBeVisible();
  await expect(app.locator('.competition__stat').first()).toBeVisible();
  await shootBothSchemes(app, 'browse-competition-scorers');
  await app.getByRole('tab', { name: t('browse.competition.champions') }).click();
  await expect(app.getByRole('table', { name: t('browse.competition.champions') })).toBeVisible();

  // Escape goes back to the same results, not to an empty search.
  await app.keyboard.press('Escape');
  await expect(app.getByRole('searchbox', { name: t('search.label') })).toHaveValue('Premier');
  await expect(app.getByRole('button', { name: 'Premier Division' }).first()).toBeVisible();

  await app.getByRole('button', { name: t('browse.browse.entry') }).click();
  await app.getByRole('combobox', { name: t('browse.browse.sport') }).selectOption('football');
  // Each country shows its flag (the demo's drawn 48x32 PNG via the image cache), code beside it.
  const england = app.getByRole('button', { name: /England/ });
  await expect(england.locator('.browse__code')).toHaveText('EN');
  await expect
    .poll(() => england.locator('img.flag').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe(48);
  await shootBothSchemes(app, 'browse-countries');
  await england.click();
  await expect(
    app.getByRole('heading', { name: t('browse.browse.competitions', { country: 'England' }) }),
  ).toBeVisible();
  await shootBothSchemes(app, 'browse-country');
  await app.getByRole('button', { name: /Premier Division/ }).click();
  await expect(app.getByRole('heading', { name: 'Premier Division', level: 1 })).toBeVisible();
  // Back: the country's competitions, then its countries, then search.
  await app.getByRole('button', { name: t('fansday.standings.back') }).click();
  await app.getByRole('button', { name: t('browse.browse.back') }).click();
  await app.getByRole('button', { name: t('browse.browse.back') }).click();
  await expect(app.getByRole('searchbox', { name: t('search.label') })).toBeVisible();

  // A team followed from search: its next match shows odds only with the setting on.
  const matches = await harness.get<DemoMatch[]>('matches?sport=football');
  const playing = new Set(
    matches
      .filter((match) => match.phase === 'live' || match.phase === 'paused')
      .flatMap((match) => [match.homeTeamId, match.awayTeamId]),
  );
  const upcoming = matches.find(
    (match) => match.phase === 'scheduled' && !playing.has(match.homeTeamId),
  );
  if (!upcoming) throw new Error('the demo world has no team with a match ahead and none on');
  const teamName = upcoming.homeTeamName;
  await app.getByRole('searchbox', { name: t('search.label') }).fill(teamName);
  // The demo gives the same name to clubs of other sports: the football one's result is the one.
  const result = app
    .getByRole('list', { name: t('search.results') })
    .getByRole('listitem')
    .filter({
      has: app.locator('.search-results__sub', {
        hasText: new RegExp(`^${t('sports.football')}( ·|$)`),
      }),
    })
    .filter({ has: app.getByRole('button', { name: teamName, exact: true }) });
  await result.getByRole('button', { name: t('follow.followName', { name: teamName }) }).click();
  // The team's name opens its team page; Escape comes back to the same results.
  await result.getByRole('button', { name: teamName, exact: true }).click();
  await expect(app.getByRole('heading', { name: teamName, level: 1 })).toBeVisible();
  await app.keyboard.press('Escape');
  await expect(app.getByRole('searchbox', { name: t('search.label') })).toHaveValue(teamName);
  await app.getByRole('tab', { name: t('tabs.watchlist') }).click();
  await expect(app.getByRole('heading', { name: teamName })).toBeVisible();
  await expect(app.locator('.next-odds')).toHaveCount(0);
  await app.getByRole('tab', { name: t('tabs.settings') }).click();
  const odds = app.getByRole('checkbox', { name: t('browse.odds.setting') });
  await odds.click();
  await expect(odds).toBeChecked();
  await app.getByRole('tab', { name: t('tabs.watchlist') }).click();
  await expect(app.locator('.next-odds__prices')).toHaveText(/^Odds \d+\.\d\d · /);
  await shootBothSchemes(app, 'browse-odds');
});

test.describe('in German', () => {
  test.use({ locale: 'de-DE', harnessArgs: [...STILL_WORLD, '--system-language', 'de-DE'] });

  test('search and the competition page at 320 and 800 px', async ({ app }) => {
    const de = translator('de');
    await dismissFirstRun(app, de);
    await search(app, de, 'Premier');
    await shootWidths(app, 'de-browse-search');
    await openCompetitionTabs(app, de);
    await shootWidths(app, 'de-browse-competition-rounds');
  });
});
