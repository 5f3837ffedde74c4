// The fan's day in the window, as a fan checks it: the day list (upcoming with local kick-off and a
// countdown within the hour, live, finished with results; the day before and after), the
// watchlist's answers (next match, last result, form, table place) and the table with the followed
// team marked, and a cup's knockout bracket. Each stop is written in light and dark as
// test-results/screenshots/fansday-*.png and checked by axe-core; the day list, the watchlist and
// the table at 320 and 800 px, and in German too (de-fansday-*).

import type { Locator, Page } from '@playwright/test';
import { translator, type TFunction } from '../../shared/i18n';
import { dismissFirstRun, expect, test, type DemoMatch } from './fixtures';
import type { HarnessProcess } from './harness-process';
import { shootBothSchemes, shootWidths } from './shots';
import { STILL_WORLD } from './still-world';
import { scrollListTo } from './day-list-scroll';

const t = translator('en');
const ZONE = 'Europe/Berlin';
const LOCAL_TIME = /^\d{2}:\d{2}$/;
/** How a finished row says it is over: full time, after extra time, after penalties. */
const OVER = /^(FT|AET|AOT|Pens?)$/;

/** The first row listed under a competition's heading (the day list draws rows in order). */
function firstRowUnder(app: Page, competition: string): Locator {
  return app
    .locator(
      `xpath=//div[contains(@class,"live-list__item")][.//h3[normalize-space()="${competition}"]]` +
        `/following-sibling::div[1]//button[contains(@class,"live-row")]`,
    )
    .first();
}

/** "HH:MM" of an instant in the test's time zone, as a fan there reads a kick-off. */
function localTime(epochSeconds: number): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: ZONE,
    hour: '2-digit',
    minute: '2-digit',
  }).format(epochSeconds * 1000);
}

/** The day list's rows in a phase (each competition lists its live matches, then by kick-off). */
const rowsIn = (app: Page, phase: 'live' | 'scheduled' | 'finished') =>
  app.locator(`.live-row:has([data-phase="${phase}"])`);

async function checkToday(app: Page, harness: HarnessProcess): Promise<void> {
  await expect(rowsIn(app, 'live').first()).toBeVisible({ timeout: 20_000 });
  const now = (await harness.post<{ now: number }>('advance', { ms: 0 })).now;
  const upcoming = (await harness.get<DemoMatch[]>('matches?sport=football'))
    .filter((match) => match.phase === 'scheduled')
    .sort((a, b) => a.startTimestamp - b.startTimestamp);
  // The next kick-off counts down; one later in the day shows its local time.
  const next = upcoming[0];
  const later = upcoming.find((match) => match.startTimestamp * 1000 - now > 90 * 60_000);
  if (!next || !later) throw new Error('the demo world has no football fixtures ahead today');
  const minutes = Math.ceil((next.startTimestamp * 1000 - now) / 60_000);
  expect(minutes).toBeLessThanOrEqual(60);
  // The next kick-off may sit under a later competition's rows, below what the list draws.
  const nextRow = app.locator(`[data-match="football:${next.id}"]`);
  await scrollListTo(app, nextRow);
  await expect(nextRow.getByTestId('clock')).toHaveText(`in ${minutes} min`);
  await shootWidths(app, 'fansday-day-today');
  // A kick-off later today in local time, and the finished matches with results.
  await app.locator('.live-list').evaluate((list) => list.scrollTo({ top: 0 }));
  const finished = rowsIn(app, 'finished').first();
  await scrollListTo(app, finished);
  await expect(finished.getByTestId('clock')).toHaveText(OVER);
  await expect(finished.locator('.live-row__score').first()).toHaveText(/^\d+$/);
  await shootBothSchemes(app, 'fansday-day-finished', { axe: false });
  await app.locator('.live-list').evaluate((list) => list.scrollTo({ top: 0 }));
  const laterRow = app.locator(`[data-match="football:${later.id}"]`);
  await scrollListTo(app, laterRow);
  await expect(laterRow.getByTestId('clock')).toHaveText(localTime(later.startTimestamp));
}

async function checkOtherDays(app: Page): Promise<void> {
  const label = app.getByTestId('day-label');
  await app.getByRole('button', { name: t('fansday.day.previous') }).click();
  await expect(label).toHaveText(new RegExp(`^${t('fansday.day.yesterday')} · `));
  // Yesterday is over: results only.
  await expect(rowsIn(app, 'finished').first()).toBeVisible({ timeout: 20_000 });
  await expect(rowsIn(app, 'live')).toHaveCount(0);
  await expect(rowsIn(app, 'scheduled')).toHaveCount(0);
  await expect(app.locator('.live-row').first().getByTestId('clock')).toHaveText(OVER);
  await shootBothSchemes(app, 'fansday-day-yesterday', { axe: false });
  // Alt+Right from anywhere in the view, twice: tomorrow, nothing but fixtures in local time.
  await app.keyboard.press('Alt+ArrowRight');
  await expect(label).toHaveText(new RegExp(`^${t('fansday.day.today')} · `));
  await app.keyboard.press('Alt+ArrowRight');
  await expect(label).toHaveText(new RegExp(`^${t('fansday.day.tomorrow')} · `));
  await expect(rowsIn(app, 'scheduled').first()).toBeVisible({ timeout: 20_000 });
  await expect(rowsIn(app, 'finished')).toHaveCount(0);
  await expect(app.locator('.live-row').first().getByTestId('clock')).toHaveText(LOCAL_TIME);
  await shootBothSchemes(app, 'fansday-day-tomorrow', { axe: false });
  await app.getByRole('button', { name: t('fansday.day.previous') }).click();
  await expect(label).toHaveText(new RegExp(`^${t('fansday.day.today')} · `));
}

/**
 * Opens the first Premier Division match of the day list, follows the team its scoreboard names
 * first, and opens the watchlist: returns the team's name and its answers there.
 */
async function followFromTheDay(
  app: Page,
  words: TFunction,
): Promise<{ team: string; answers: Locator }> {
  const row = firstRowUnder(app, 'Premier Division');
  await scrollListTo(app, row);
  await row.click();
  const board = app.getByRole('region', { name: words('match.scoreboard') });
  const team = (await board.getByRole('heading').first().innerText()).trim();
  await board.getByRole('button', { name: words('follow.followName', { name: team }) }).click();
  await app.getByRole('tab', { name: words('tabs.watchlist') }).click();
  return { team, answers: app.getByTestId('team-answers') };
}

async function checkWatchlistAndTable(app: Page): Promise<void> {
  const { team, answers } = await followFromTheDay(app, t);
  await expect(answers.locator('[data-part="next"] dd')).toContainText(/^(vs|at) /);
  await expect(answers.locator('[data-part="last"] .answers__outcome')).toHaveText(
    new RegExp(
      `^(${(['won', 'drew', 'lost'] as const).map((o) => t(`fansday.overview.${o}`)).join('|')})$`,
    ),
  );
  await expect(answers.locator('[data-part="form"] .answers__form-item').first()).toHaveText(
    /^[WDL]$/,
  );
  const place = answers.getByRole('button', { name: /Table of Premier Division/ });
  await expect(place).toHaveText(/^\d+(st|nd|rd|th) · \d+ pts?$/);
  await shootWidths(app, 'fansday-watchlist');

  const position = (await place.innerText()).match(/^\d+/)?.[0];
  await place.click();
  const ours = app.locator('.standings__table tr[aria-current="true"]');
  await expect(ours).toHaveCount(1);
  await expect(ours).toContainText(team);
  // The table says the same place as the watchlist.
  await expect(ours.locator('td').first()).toHaveText(position ?? '?');
  // "+/−" holds the goal difference ("+8"), not the goals ("16:8").
  await expect(ours.getByTestId('difference')).toHaveText(/^([+−]\d+|0)$/);
  await shootWidths(app, 'fansday-table');
  await app.getByRole('button', { name: t('fansday.standings.back') }).click();
  await expect(answers).toBeVisible();
}

async function checkBracket(app: Page): Promise<void> {
  await app.getByRole('tab', { name: t('tabs.live') }).click();
  const cupRow = firstRowUnder(app, 'Crown Cup');
  await scrollListTo(app, cupRow);
  await cupRow.click();
  await app.getByRole('button', { name: 'Table of Crown Cup' }).click();
  await expect(app.getByRole('heading', { name: t('fansday.standings.bracket') })).toBeVisible({
    timeout: 20_000,
  });
  await app.locator('.bracket').scrollIntoViewIfNeeded();
  await expect(app.locator('.bracket__match').first()).toBeVisible();
  // Every round whole at 400 px: the final stood cut at the window's edge ("Fin").
  const cutRounds = await app.locator('.bracket').evaluate((bracket) => {
    const frame = bracket.getBoundingClientRect();
    return [...bracket.querySelectorAll('.bracket__round')]
      .filter((round) => round.getBoundingClientRect().right > frame.right + 0.5)
      .map((round) => round.querySelector('h3')?.textContent);
  });
  expect(cutRounds, 'bracket rounds cut at the edge').toEqual([]);
  await shootBothSchemes(app, 'fansday-bracket');
}

// A world that stands still, in a zone away from UTC, so "local time" means something.
test.use({ harnessArgs: STILL_WORLD, locale: 'en-GB', timezoneId: ZONE });
test.setTimeout(240_000);

test('the day list, the watchlist answers and the table, light and dark', async ({
  app,
  harness,
}) => {
  await dismissFirstRun(app);
  const football = app
    .getByRole('group', { name: t('live.sportGroup') })
    .getByRole('button', { name: /^Football, \d+ live$/ });
  await football.click();
  await checkToday(app, harness);
  await checkOtherDays(app);
  await checkWatchlistAndTable(app);
  await checkBracket(app);
});

test.describe('in German', () => {
  const de = translator('de');
  test.use({ locale: 'de-DE', harnessArgs: [...STILL_WORLD, '--system-language', 'de-DE'] });

  test('the day list, the watchlist answers and the table, at 320 and 800 px', async ({ app }) => {
    await app.getByRole('button', { name: de('firstRun.gotIt') }).click();
    await app
      .getByRole('group', { name: de('live.sportGroup') })
      .getByRole('button', { name: new RegExp(`^${de('sports.football')}, \\d+ live$`) })
      .click();
    await expect(rowsIn(app, 'live').first()).toBeVisible({ timeout: 20_000 });
    await expect(app.getByTestId('day-label')).toHaveText(
      new RegExp(`^${de('fansday.day.today')} · `),
    );
    await shootWidths(app, 'de-fansday-day-today');

    const { team, answers } = await followFromTheDay(app, de);
    await expect(answers.locator('[data-part="next"] dd')).not.toBeEmpty();
    const place = answers.getByRole('button', {
      name: de('fansday.overview.openTable', { competition: 'Premier Division' }),
    });
    // German writes the place as "3." and points as "Pkt.".
    await expect(place).toHaveText(/^\d+\. · \d+ Pkt\.$/);
    // Each label ends before its value begins: German labels are longer than English ones.
    // Measured until the layout settles, not once.
    const overlapping = () =>
      answers.evaluate((list) =>
        [...list.querySelectorAll('dt')]
          .filter((label) => {
            const value = label.nextElementSibling;
            if (!value) return false;
            // The text's own extent: a label's box keeps its width while its text spills out.
            const text = document.createRange();
            text.selectNodeContents(label);
            return text.getBoundingClientRect().right > value.getBoundingClientRect().left + 0.5;
          })
          .map((label) => label.textContent),
      );
    await expect.poll(overlapping, { message: 'labels running into their values' }).toEqual([]);
    await shootWidths(app, 'de-fansday-watchlist');

    await place.click();
    await expect(app.locator('.standings__table tr[aria-current="true"]')).toContainText(team);
    await shootWidths(app, 'de-fansday-table');
  });
});
