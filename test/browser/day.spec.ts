// The day list as a fan reads "what happened today" (issue 23): the results within the first
// screen, "All" counting every sport the chips count, each sport a section that opens and closes
// (one not watched starts closed and is loaded when opened), the day kept when coming back from a
// match, a day that could not be loaded said as such, and the rows telling shoot-out winners,
// tennis sets and red cards. Screenshots: test-results/screenshots/day-*.png and de-day-*.png.

import type { Locator, Page } from '@playwright/test';
import { translator, type TFunction } from '../../shared/i18n';
import { dismissFirstRun, expect, test, type DemoMatch } from './fixtures';
import { shootWidths } from './shots';
import { STILL_WORLD } from './still-world';
import { scrollListTo } from './day-list-scroll';

function escapeText(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Whether the element lies wholly inside the list's visible part, as the list first opens. */
function inFirstScreen(app: Page, row: Locator): Promise<boolean> {
  return row.evaluate((element) => {
    const list = element.closest('.live-list');
    if (!list) return false;
    const box = element.getBoundingClientRect();
    const frame = list.getBoundingClientRect();
    return list.scrollTop === 0 && box.top >= frame.top && box.bottom <= frame.bottom;
  });
}

const chips = (app: Page, t: TFunction) =>
  app.getByRole('group', { name: t('live.sportGroup') }).getByRole('button');

/** A sport's chip: "Football, 5 live" (not "Minifootball, 5 live"). */
const chip = (app: Page, t: TFunction, sport: 'football' | 'tennis' | 'badminton') =>
  app
    .getByRole('group', { name: t('live.sportGroup') })
    .getByRole('button', { name: new RegExp(`^${t(`sports.${sport}`)},`) });

async function chipNumbers(app: Page, t: TFunction): Promise<number[]> {
  const texts = await chips(app, t).allInnerTexts();
  return texts.map((text) => Number(text.match(/(\d+)\s*$/)?.[1] ?? NaN));
}

test.use({ harnessArgs: STILL_WORLD });

test('the day list: results in the first screen, every sport counted, the day kept', async ({
  app,
  harness,
}) => {
  const t = translator('en');
  await dismissFirstRun(app, t);
  const list = app.getByRole('region', { name: /^Matches of Today/ });
  await expect(list.locator('.live-row').first()).toBeVisible({ timeout: 20_000 });

  // "All" is the sum of the chips beside it (it said 14 beside chips adding up to 83).
  await expect
    .poll(async () => {
      const [all = 0, ...sports] = await chipNumbers(app, t);
      return sports.length > 3 && all === sports.reduce((sum, count) => sum + count, 0);
    })
    .toBe(true);

  // Today's results and what is live are both within the first screen: 97 upcoming rows (5,693
  // px) stood before the first result.
  const finished = list.locator('.live-row:has([data-phase="finished"])').first();
  const live = list.locator('.live-row:has([data-phase="live"])').first();
  await expect(finished).toBeVisible();
  expect(await inFirstScreen(app, finished), 'a result in the first screen').toBe(true);
  expect(await inFirstScreen(app, live), 'a live match in the first screen').toBe(true);

  // A sport not watched is listed closed, with its live count; opened, its day is loaded.
  const badmintonChip = chip(app, t, 'badminton');
  const badmintonLive = Number((await badmintonChip.innerText()).match(/(\d+)\s*$/)?.[1]);
  const badminton = list.getByRole('button', { name: new RegExp(`^${t('sports.badminton')}`) });
  await scrollListTo(app, badminton);
  await expect(badminton).toHaveAttribute('aria-expanded', 'false');
  await expect(badminton).toContainText(t('fansday.day.sportLive', { count: badmintonLive }));
  await badminton.click();
  await expect(badminton).toHaveAttribute('aria-expanded', 'true');
  await expect(badminton).toContainText(/\d+ match/);
  await expect(app.locator('[data-match^="badminton:"]').first()).toBeVisible();
  // Football closes and opens again, its rows going and coming.
  const footballHeading = list.getByRole('button', {
    name: new RegExp(`^${t('sports.football')}`),
  });
  await scrollListTo(app, footballHeading);
  await footballHeading.click();
  await expect(app.locator('[data-match^="football:"]')).toHaveCount(0);
  await footballHeading.click();
  await expect(app.locator('[data-match^="football:"]').first()).toBeVisible();
  await list.evaluate((element) => element.scrollTo({ top: 0 }));
  await shootWidths(app, 'day-all-today');

  // The rows: a shoot-out's winner, a red card, a tennis match's sets.
  await chip(app, t, 'football').click();
  const football = await harness.get<DemoMatch[]>('matches?sport=football');
  const shown = async (candidates: DemoMatch[]): Promise<DemoMatch> => {
    const rows = app.locator(
      candidates.map((match) => `[data-match="${match.sport}:${match.id}"]`).join(', ') || 'none',
    );
    await scrollListTo(app, rows.first());
    const key = await rows.first().getAttribute('data-match');
    const found = candidates.find((match) => `${match.sport}:${match.id}` === key);
    if (!found) throw new Error('none of the matches is in the list');
    return found;
  };
  const shootout = await shown(
    football.filter(
      (match) =>
        match.phase === 'finished' && match.shootout && match.shootout.home !== match.shootout.away,
    ),
  );
  if (!shootout?.shootout) throw new Error('the demo day has no shoot-out decided');
  const shootoutRow = app.locator(`[data-match="${shootout.sport}:${shootout.id}"]`);
  await scrollListTo(app, shootoutRow);
  const kicks = shootoutRow.getByTestId('shootout');
  await expect(kicks).toHaveText(`(${shootout.shootout.home})(${shootout.shootout.away})`);
  const winner = shootout.shootout.home > shootout.shootout.away ? 'home' : 'away';
  await expect(shootoutRow.locator(`[data-side="${winner}"][data-winner]`)).toHaveCount(1);
  await expect(shootoutRow.locator('[data-winner]')).toHaveCount(1);
  await expect(shootoutRow).toHaveAccessibleName(
    new RegExp(
      `${escapeText(winner === 'home' ? shootout.homeTeamName : shootout.awayTeamName)} won the shoot-out`,
    ),
  );
  await shootWidths(app, 'day-row-shootout', { axe: false });

  const sentOff = await shown(
    football.filter((match) => match.phase !== 'scheduled' && match.redCards),
  );
  if (!sentOff?.redCards) throw new Error('the demo day has no red card');
  const sentOffRow = app.locator(`[data-match="${sentOff.sport}:${sentOff.id}"]`);
  await scrollListTo(app, sentOffRow);
  for (const side of ['home', 'away'] as const) {
    const cards = sentOffRow.locator(`[data-side="${side}"] [data-testid="red-cards"]`);
    const count = sentOff.redCards[side];
    if (count === 0) await expect(cards).toHaveCount(0);
    else await expect(cards).toHaveAttribute('title', t('fansday.day.redCards', { count }));
  }
  await shootWidths(app, 'day-row-red-card', { axe: false });

  await chip(app, t, 'tennis').click();
  const tennis = await shown(
    (await harness.get<DemoMatch[]>('matches?sport=tennis')).filter(
      (match) => match.phase === 'finished',
    ),
  );
  const tennisRow = app.locator(`[data-match="tennis:${tennis.id}"]`);
  await scrollListTo(app, tennisRow);
  const sets = tennisRow.getByTestId('set');
  expect(await sets.count()).toBeGreaterThanOrEqual(2);
  // Each set won shows as won, as many as the sets score says.
  await expect(tennisRow.locator('[data-testid="set"] [data-won]')).toHaveCount(
    tennis.home + tennis.away,
  );
  await shootWidths(app, 'day-row-tennis', { axe: false });

  // Back from a match lands on the day the list showed, not on today.
  await app.getByRole('button', { name: t('fansday.day.previous') }).click();
  const label = app.getByTestId('day-label');
  await expect(label).toHaveText(new RegExp(`^${t('fansday.day.yesterday')} · `));
  await app.locator('.live-row').first().click();
  await expect(app.getByRole('region', { name: t('match.scoreboard') })).toBeVisible();
  await app.keyboard.press('Escape');
  await expect(label).toHaveText(new RegExp(`^${t('fansday.day.yesterday')} · `));

  // A day that cannot be loaded says so; it never reads as a day without matches.
  await chip(app, t, 'football').click();
  await harness.post('server-errors', { count: 1000 });
  for (let step = 0; step < 4; step += 1) await app.keyboard.press('Alt+ArrowRight');
  await expect(label).toHaveText(/^\w{3}, /);
  await expect(app.getByText(t('fansday.day.failedTitle'))).toBeVisible({ timeout: 20_000 });
  await expect(app.getByText(t('fansday.day.nothingTitle'))).toHaveCount(0);
  await shootWidths(app, 'day-failed');
  await harness.post('clear-faults');
});

/**
 * A football team whose latest result was away from home and not a draw: its fans read it with
 * their own score first, the other way round from the fixture's home-first score.
 */
function awayWinnerOrLoser(matches: DemoMatch[]): { match: DemoMatch; outcome: 'won' | 'lost' } {
  const finished = matches
    .filter((match) => match.phase === 'finished')
    .sort((a, b) => b.startTimestamp - a.startTimestamp);
  const latest = new Map<number, DemoMatch>();
  for (const match of finished)
    for (const team of [match.homeTeamId, match.awayTeamId])
      if (!latest.has(team)) latest.set(team, match);
  for (const [team, match] of latest) {
    if (match.awayTeamId === team && match.home !== match.away && !match.shootout)
      return { match, outcome: match.away > match.home ? 'won' : 'lost' };
  }
  throw new Error('no football team lost or won its latest match away');
}

test.describe('in German', () => {
  test.use({ locale: 'de-DE', harnessArgs: [...STILL_WORLD, '--system-language', 'de-DE'] });

  test('the day list of every sport, a last result from the team’s side, a table without draws', async ({
    app,
    harness,
  }) => {
    const de = translator('de');
    await dismissFirstRun(app, de);
    const list = app.getByRole('region', { name: /^Spiele von Heute/ });
    await expect(list.locator('.live-row:has([data-phase="finished"])').first()).toBeVisible({
      timeout: 20_000,
    });
    await expect(
      list.getByRole('button', { name: new RegExp(`^${de('sports.football')}`) }),
    ).toContainText(/\d+ Spiele/);
    await shootWidths(app, 'de-day-all-today');

    // The watchlist's last result from the followed team's side: "Verloren 63–70" for the away
    // side's 63, not the hosts' figure first ("Gewonnen 63–70" read wrong way round).
    const { match, outcome } = awayWinnerOrLoser(
      await harness.get<DemoMatch[]>('matches?sport=football'),
    );
    await harness.post('navigate', { view: 'match', sport: 'football', matchId: match.id });
    await app
      .getByRole('button', { name: de('follow.followName', { name: match.awayTeamName }) })
      .click();
    await app.getByRole('tab', { name: de('tabs.watchlist') }).click();
    const last = app.getByTestId('team-answers').locator('[data-part="last"]');
    await expect(last.locator('.answers__outcome')).toHaveText(de(`fansday.overview.${outcome}`));
    await expect(last).toContainText(`${match.away}–${match.home}`);
    await shootWidths(app, 'de-day-watchlist-away-result');

    // The trophy button says what it does, also to a mouse; a whole competition followed is
    // confirmed and can be undone at once.
    const item = app.locator('.watch-item').filter({ hasText: match.awayTeamName });
    const trophy = item.locator('.follow-button--competition');
    // The tooltip names the competition ("Jedem Spiel von Crown Cup folgen"), as does its name.
    const [before = '', after = ''] = de('fansday.competition.tooltipFollow', { name: '|' }).split(
      '|',
    );
    const tooltip = new RegExp(`^${escapeText(before)}(.+)${escapeText(after)}$`);
    await expect(trophy).toHaveAttribute('title', tooltip);
    const competition = (await trophy.getAttribute('title'))?.match(tooltip)?.[1] ?? '';
    expect(competition).not.toBe('');
    await expect(trophy).toHaveAccessibleName(new RegExp(competition));
    await trophy.click();
    await expect(item.getByRole('status')).toContainText(
      de('fansday.competition.followed', { name: competition }),
    );
    await expect(trophy).toHaveAttribute('aria-pressed', 'true');
    await shootWidths(app, 'de-day-competition-followed');
    await item
      .getByRole('button', { name: de('fansday.competition.undoName', { name: competition }) })
      .click();
    await expect(trophy).toHaveAttribute('aria-pressed', 'false');
    await expect(item.getByRole('status')).toContainText(
      de('fansday.competition.unfollowed', { name: competition }),
    );

    // A live match's score is never cut, however long the names, at 320 px.
    const live = (await harness.get<DemoMatch[]>('matches?sport=football'))
      .filter((candidate) => candidate.phase === 'live')
      .sort(
        (a, b) =>
          b.homeTeamName.length +
          b.awayTeamName.length -
          a.homeTeamName.length -
          a.awayTeamName.length,
      )[0];
    if (!live) throw new Error('no live football match');
    await harness.post('navigate', { view: 'match', sport: 'football', matchId: live.id });
    await app
      .getByRole('button', { name: de('follow.followName', { name: live.homeTeamName }) })
      .click();
    await app.getByRole('tab', { name: de('tabs.watchlist') }).click();
    await app.setViewportSize({ width: 320, height: 600 });
    const line = app.locator(`[data-match-key="football:${live.id}"]`);
    await expect(line.getByTestId('score')).toBeVisible();
    const uncut = await line.evaluate((row) => {
      const score = row.querySelector('[data-testid="score"]');
      if (!score) return false;
      const box = score.getBoundingClientRect();
      const frame = row.getBoundingClientRect();
      const fixture = row.querySelector('.watch-item__fixture')?.getBoundingClientRect();
      return box.width > 0 && box.right <= frame.right && (!fixture || box.right <= fixture.right);
    });
    expect(uncut, 'the live score whole at 320 px').toBe(true);
    await shootWidths(app, 'de-day-watchlist-live');

    // A sport without draws has no draws column; "+/−" is the difference, the title said once.
    const basketball = (await harness.get<DemoMatch[]>('matches?sport=basketball')).find(
      (candidate) => candidate.phase === 'finished',
    );
    if (!basketball) throw new Error('no finished basketball match');
    await harness.post('navigate', { view: 'match', sport: 'basketball', matchId: basketball.id });
    await app.getByRole('button', { name: /^Tabelle von / }).click();
    const table = app.locator('.standings__table').first();
    await expect(table.locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
    const headers = await table.locator('thead th').allInnerTexts();
    expect(headers).not.toContain(de('fansday.standings.short.drawn'));
    expect(headers).toContain(de('fansday.standings.short.lost'));
    await expect(table.getByTestId('difference').first()).toHaveText(/^([+−]\d+|0)$/);
    const titles = await app.locator('.standings').evaluate((view) => {
      const name = view.querySelector('h1')?.textContent ?? '';
      return [...view.querySelectorAll('h1, h2, caption')].filter(
        (element) => element.textContent === name && element.getBoundingClientRect().width > 2,
      ).length;
    });
    expect(titles, 'the competition named once').toBe(1);
    await shootWidths(app, 'de-day-table-basketball');
  });
});
