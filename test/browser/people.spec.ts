// From a followed match's line-ups to a player's card, from the card to his team's page, and back
// with Escape to where each page was opened from, the Live tab highlighted all along. Each page is
// written in light and dark at 320 and 800 px as test-results/screenshots/{en,de}-people-*.png
// and checked by axe-core; the German walk also checks that no English is left on the pages.

import type { Page } from '@playwright/test';
import { translator, type Language } from '../../shared/i18n';
import { peopleDe } from '../../shared/i18n/people-de';
import { peopleEn } from '../../shared/i18n/people-en';
import { expect, followLiveFootballMatch, test } from './fixtures';
import type { HarnessProcess } from './harness-process';
import { shootBothSchemes, shootWidths } from './shots';
import { inEachLanguage } from './each-language';
import { STILL_WORLD } from './still-world';

type Tree = { [key: string]: string | Tree };
const leaves = (tree: Tree): string[] =>
  Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : leaves(value)));
const GERMAN = new Set(leaves(peopleDe));
/** This page's English words that German words differently (placeholders cut off), whole lines. */
const ENGLISH = leaves(peopleEn)
  .filter((text) => !GERMAN.has(text) && !text.includes('{{'))
  .filter((text) => (text.match(/\p{L}/gu) ?? []).length >= 4);

async function englishOnPage(app: Page): Promise<string[]> {
  const lines = (await app.locator('body').innerText()).split('\n').map((line) => line.trim());
  return lines.filter((line) => ENGLISH.some((text) => text.toLowerCase() === line.toLowerCase()));
}

async function shoot(app: Page, file: string, language: Language): Promise<void> {
  if (language === 'en') return shootWidths(app, file);
  expect(await englishOnPage(app), `${file}: English in the German window`).toEqual([]);
  const before = app.viewportSize() ?? { width: 400, height: 600 };
  for (const width of [320, 800]) {
    await app.setViewportSize({ width, height: before.height });
    await shootBothSchemes(app, `${file}-${width}`, { axe: width === 800 });
  }
  await app.setViewportSize(before);
}

async function walk(app: Page, harness: HarnessProcess, language: Language): Promise<void> {
  const t = translator(language);
  const match = await followLiveFootballMatch(app, harness, t);
  await app.getByRole('tab', { name: t('match.tabLineups') }).click();
  const liveTab = app.getByRole('tab', { name: t('tabs.live') });

  // A starter of the home side, by the name the line-ups show.
  const lineupName = app.locator('.lineups__team').first().locator('button.name-link[data-player]');
  await expect(lineupName.first()).toBeVisible();
  const playerName = (await lineupName.nth(9).textContent()) ?? '';
  await lineupName.nth(9).click();
  const card = app.getByTestId('player-view');
  await expect(card.getByRole('heading', { level: 1, name: playerName })).toBeVisible();
  // The card opened from a match shows his season in its competition and his rated matches.
  await expect(card.getByRole('heading', { name: t('people.player.season') })).toBeVisible();
  await expect(card.getByTestId('recent-matches').locator('[data-rated]').first()).toBeVisible();
  await expect(liveTab).toHaveAttribute('aria-selected', 'true');
  // axe-core runs on every English shot; the German pages have the same structure and colours, so
  // they are checked for English left on them (below) and shot, and axe runs on them at 800 px only.
  await shoot(app, `${language}-people-player`, language);

  await card.getByRole('tab', { name: t('people.player.tabs.attributes') }).click();
  await expect(
    card.getByTestId('attribute-chart').locator('polygon.attributes__own'),
  ).toBeVisible();
  await shootBothSchemes(app, `${language}-people-player-attributes`);

  // His team, from the card's header: the squad holds him, and his name opens his card again.
  await card.getByRole('button', { name: match.homeTeamName }).click();
  const page = app.getByTestId('team-view');
  await expect(page.getByRole('heading', { level: 1, name: match.homeTeamName })).toBeVisible();
  await expect(
    page.getByTestId('team-squad').getByRole('button', { name: playerName }),
  ).toBeVisible();
  await expect(page.getByTestId('team-answers')).toBeVisible();
  await expect(liveTab).toHaveAttribute('aria-selected', 'true');
  await shoot(app, `${language}-people-team`, language);

  // Back where each page came from: the card, then the match page.
  await app.keyboard.press('Escape');
  await expect(card.getByRole('heading', { level: 1, name: playerName })).toBeVisible();
  await app.keyboard.press('Escape');
  await expect(app.getByRole('tab', { name: t('match.tabTimeline') })).toBeVisible();
  await expect(liveTab).toHaveAttribute('aria-selected', 'true');
}

inEachLanguage({ harnessArgs: STILL_WORLD }, ({ language }) => {
  test(`from the line-ups to a player, to his team and back (${language})`, async ({
    app,
    harness,
  }) => {
    await walk(app, harness, language);
  });
});
