// The match page as a fan reads it (issues 22 and 23): it never contradicts the score and never
// says nothing. The pre-match forecast is labelled so and gone once play starts (a hockey team
// losing in the 3rd period showed "Win probability 56 %"); set, map and frame sports open on a
// timeline built from their periods, not "Nothing has happened in this match yet"; a stage shows
// no score; a match to come shows a countdown, both teams' form and table place, venue and
// channels; a live football match draws its momentum, lists its highlights as links to the browser
// and its line-ups with formation and ratings. Screenshots in test-results/screenshots/centre-*.png
// (light and dark, 320 and 800 px, English and German), each checked by axe-core.

import type { Page } from '@playwright/test';
import { translator } from '../../shared/i18n';
import { dismissFirstRun, expect, test, type DemoMatch } from './fixtures';
import type { HarnessProcess } from './harness-process';
import { shootBothSchemes, shootWidths } from './shots';
import { STILL_WORLD } from './still-world';

async function pick(
  harness: HarnessProcess,
  sport: string,
  phase: DemoMatch['phase'],
  where: (match: DemoMatch) => boolean = () => true,
): Promise<DemoMatch> {
  const matches = (await harness.get<DemoMatch[]>(`matches?sport=${sport}`))
    .filter((match) => match.phase === phase && where(match))
    // The next to start, or the one on longest: it has most to show whatever the wall clock's
    // time of day (the world stands still, so none ends under the test).
    .sort((a, b) => a.startTimestamp - b.startTimestamp);
  const found = matches[0];
  if (!found) throw new Error(`the demo has no ${phase} ${sport} match`);
  return found;
}

async function open(
  app: Page,
  harness: HarnessProcess,
  match: DemoMatch,
  t: ReturnType<typeof translator>,
) {
  await harness.post('navigate', { view: 'match', sport: match.sport, matchId: match.id });
  const board = app.getByRole('region', { name: t('match.scoreboard') });
  await expect(
    board.getByRole('heading', {
      name: match.sport === 'cycling' ? /^Stage \d+/ : match.homeTeamName,
    }),
  ).toBeVisible();
  await expect(
    app
      .getByRole('tablist', { name: t('match.detailLabel') })
      .or(app.getByText(t('match.noDetail'))),
  ).toBeVisible();
  return board;
}

async function openTab(app: Page, name: string) {
  await app.getByRole('tab', { name }).click();
  await expect(app.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

test.use({ harnessArgs: STILL_WORLD, viewport: { width: 320, height: 640 } });

test('the match page never contradicts the score nor says nothing, and shows the match centre', async ({
  app,
  harness,
}) => {
  const t = translator('en');
  await dismissFirstRun(app);

  // Ice hockey in play: no forecast at all, whatever the score.
  const hockey = await pick(harness, 'ice-hockey', 'live');
  let board = await open(app, harness, hockey, t);
  await expect(board.getByTestId('clock')).not.toHaveText('');
  await expect(app.getByTestId('forecast')).toHaveCount(0);
  await expect(app.getByText(/Win probability/)).toHaveCount(0);

  // Sets, maps and frames: the timeline tells who took each, never "nothing has happened".
  for (const [sport, unit] of [
    ['tennis', /took Set 1|Set \d+ under way/],
    ['esports', /took Map 1|Map \d+ under way/],
    ['snooker', /Frames won: /],
  ] as const) {
    const match = await pick(harness, sport, 'live');
    await open(app, harness, match, t);
    await openTab(app, t('match.tabTimeline'));
    const timeline = app.getByTestId('period-timeline');
    await expect(timeline).toContainText(unit);
    await expect(app.getByText(t('match.noEvents'))).toHaveCount(0);
    await expect(app.getByTestId('forecast')).toHaveCount(0);
    if (sport === 'tennis') await shootBothSchemes(app, 'centre-tennis-timeline-320');
  }

  // Badminton rally by rally: each game's lead drawn, its longest run said.
  const badminton = await pick(harness, 'badminton', 'live');
  await open(app, harness, badminton, t);
  await openTab(app, t('centre.tabRallies'));
  await expect(app.getByRole('img', { name: /^Game 1, .* rally by rally/ })).toBeVisible();

  // A stage in progress has no score to show, not "0 – 0".
  const stage = await pick(harness, 'cycling', 'live');
  board = await open(app, harness, stage, t);
  await expect(board.locator('.scoreboard__score')).toHaveCount(0);
  await expect(board).not.toContainText(/0\s*–\s*0/);

  // A football match to come: countdown, form and table place of both, venue, channels, and the
  // forecast labelled as the pre-match one.
  const upcoming = await pick(harness, 'football', 'scheduled');
  board = await open(app, harness, upcoming, t);
  await expect(board.getByTestId('forecast')).toContainText(t('centre.preMatchForecast'));
  await expect(board.getByTestId('forecast')).toContainText(t('match.draw'));
  const preview = app.getByRole('region', { name: t('centre.preview') });
  await expect(preview.getByTestId('countdown')).toHaveText(/^(Starts in .*\d|Starts any moment)/);
  await expect(preview.getByTestId('team-form')).toHaveCount(2);
  await expect(preview.getByTestId('team-form').first()).toContainText(/Table place \d+/);
  await expect(preview.locator('[data-fact="venue"]')).toContainText(t('centre.venue'));
  await expect(preview.locator('[data-fact="channels"]')).toBeVisible();
  await expect(app.getByText(t('match.noEvents'))).toHaveCount(0);
  await shootWidths(app, 'centre-preview');

  // Live football: momentum drawn as a chart, highlights as https links for the browser,
  // line-ups with formation and ratings.
  const live = await pick(harness, 'football', 'live', (match) => match.home + match.away > 0);
  await open(app, harness, live, t);
  await openTab(app, t('centre.tabMomentum'));
  const chart = app.getByRole('img', { name: /^Momentum by minute/ });
  await expect(chart).toBeVisible();
  expect(await chart.locator('rect').count()).toBeGreaterThan(0);
  await openTab(app, t('centre.tabHighlights'));
  const links = app.locator('.highlights__link');
  await expect(links).toHaveCount(live.home + live.away);
  for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute('href'))))
    expect(href).toMatch(/^https:\/\//);
  await expect(links.first()).toHaveAttribute('target', '_blank');
  await openTab(app, t('match.tabLineups'));
  await expect(app.locator('.lineups__formation').first()).toHaveText('Formation 4-3-3');
  await expect(app.locator('.lineups__rating').first()).toContainText(/\d\.\d/);
  await openTab(app, t('centre.tabPlayers'));
  await expect(app.locator('.player-stats__table')).toHaveCount(2);
  await expect(
    app.locator('.player-stats__table td[data-column="goals"]', { hasText: /^[1-9]/ }),
  ).not.toHaveCount(0);
  await shootBothSchemes(app, 'centre-players-320');
  await openTab(app, t('centre.tabMomentum'));
  await shootWidths(app, 'centre-momentum');
});

test.describe('in German', () => {
  test.use({
    locale: 'de-DE',
    harnessArgs: [...STILL_WORLD, '--system-language', 'de-DE'],
  });

  test('the preview and the period timeline speak German', async ({ app, harness }) => {
    const t = translator('de');
    await app.getByRole('button', { name: t('firstRun.gotIt') }).click();
    const upcoming = await pick(harness, 'football', 'scheduled');
    await open(app, harness, upcoming, t);
    await expect(app.getByTestId('forecast')).toContainText('Prognose vor dem Spiel');
    const preview = app.getByRole('region', { name: t('centre.preview') });
    await expect(preview.getByTestId('countdown')).toHaveText(/^Beginn/);
    await expect(preview.getByTestId('team-form').first()).toContainText(/Tabellenplatz \d+/);
    await shootWidths(app, 'centre-preview-de', { axe: false });
    const tennis = await pick(harness, 'tennis', 'live');
    await open(app, harness, tennis, t);
    await openTab(app, t('match.tabTimeline'));
    await expect(app.getByTestId('period-timeline')).toContainText(/Satz \d+ (an|läuft)/);
  });
});
