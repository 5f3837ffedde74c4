// Every sport the demo simulates, as its fans would look at it: the live list filtered to the sport
// and a match page, in light and dark, 320 px wide, written to test-results/screenshots/
// sport-{slug}-live-*.png and sport-{slug}-match-*.png for a person to look at. The sports come from
// the demo world itself, so a sport added to the demo is walked (and must be described below)
// without touching the walk.

import type { Page } from '@playwright/test';
import { translator } from '../../shared/i18n';
import { sportInfo } from '../../shared/sports';
import { expect, dismissFirstRun, matchShown, test, type DemoMatch } from './fixtures';
import type { HarnessProcess } from './harness-process';
import { shootBothSchemes } from './shots';
import { expectWholeTabs } from './view-tour';
import { STILL_WORLD } from './still-world';

const t = translator('en');

/** What a fan of the sport notices on its match page. */
interface FanView {
  /**
   * The first column of the score by period, as the sport counts: "1H", "Q1", "S1", "M1", a bare
   * "1" for innings; null where the score is itself the count and there is no table (snooker frames).
   */
  firstPeriod: string | null;
  /** Teams with line-ups: not one player or a pair a side (singles and doubles alike). */
  lineups: boolean;
  /** Ball possession among the statistics. */
  possession: boolean;
  /** Games of the set and who serves, in the row and on the scoreboard. */
  tennis?: true;
  /** How a finished match reads under its score: the sport's end, never the clock's "FT · …". */
  end: RegExp;
}

// A match given off the field (the demo does so now and then, as the real service does) reads as
// such: "Walkover", "Retired".
const FULL_TIME =
  /^(Full time|After extra time|After overtime|.+ win \d+–\d+ on penalties|Walkover)$/;
const FINAL = /^(Final|After overtime|.+ win \d+–\d+ on penalties|Walkover)$/;
const MATCH_OVER = /^(Match over|Walkover|Retired)$/;

const HALVES: FanView = {
  firstPeriod: '1H',
  lineups: true,
  possession: true,
  end: FULL_TIME,
};

const FANS: Record<string, FanView | 'stage'> = {
  football: HALVES,
  futsal: HALVES,
  minifootball: HALVES,
  handball: { ...HALVES, possession: false },
  basketball: { firstPeriod: 'Q1', lineups: true, possession: false, end: FINAL },
  // Level after three periods goes to overtime and a shoot-out: a hockey match has a winner.
  'ice-hockey': { firstPeriod: 'P1', lineups: true, possession: false, end: FINAL },
  tennis: {
    firstPeriod: 'S1',
    lineups: false,
    possession: false,
    tennis: true,
    end: MATCH_OVER,
  },
  badminton: { firstPeriod: 'G1', lineups: false, possession: false, end: MATCH_OVER },
  esports: { firstPeriod: 'M1', lineups: true, possession: false, end: MATCH_OVER },
  // A race's stage: no sides, no score, no forecast; its riders' results once it is over.
  cycling: 'stage',
  floorball: { firstPeriod: 'P1', lineups: true, possession: false, end: FULL_TIME },
  'water-polo': { firstPeriod: 'Q1', lineups: true, possession: false, end: FULL_TIME },
  snooker: { firstPeriod: null, lineups: false, possession: false, end: MATCH_OVER },
  // A line score numbers its innings bare; extra innings decide a tie.
  baseball: { firstPeriod: '1', lineups: true, possession: false, end: FINAL },
};

/** The sports the demo world plays, in the order it lists them. */
async function demoSports(harness: HarnessProcess): Promise<string[]> {
  const matches = await harness.get<DemoMatch[]>('matches');
  return [...new Set(matches.map((match) => match.sport))];
}

async function pickSport(app: Page, sport: string): Promise<void> {
  const name = t(`sports.${sport}`, { defaultValue: sportInfo(sport).name });
  const chip = app
    .getByRole('group', { name: t('live.sportGroup') })
    .getByRole('button', { name: new RegExp(`^${name}, \\d+ live$`) });
  await chip.click();
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(() =>
      app
        .locator('.live-row')
        .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-match')?.split(':')[0])),
    )
    .toEqual(expect.arrayContaining([sport]));
  const others = await app
    .locator('.live-row')
    .evaluateAll(
      (rows, shown) =>
        rows.filter((row) => !row.getAttribute('data-match')?.startsWith(`${shown}:`)).length,
      sport,
    );
  expect(others, `rows of other sports under ${sport}`).toBe(0);
}

/** The match page has loaded what the service has: its tabs, or the word that there is none. */
async function detailLoaded(app: Page): Promise<void> {
  await expect(app.getByRole('region', { name: t('match.scoreboard') })).toBeVisible();
  await expect(
    app
      .getByRole('tablist', { name: t('match.detailLabel') })
      .or(app.getByText(t('match.noDetail'))),
  ).toBeVisible({ timeout: 20_000 });
}

async function checkTeamSport(app: Page, sport: string, fan: FanView, match: DemoMatch) {
  const row = app.locator(`[data-match="${sport}:${match.id}"]`);
  await expect(row.getByTestId('score')).toBeVisible();
  if (fan.tennis) {
    await expect(row.getByTestId('games')).toBeVisible();
    await expect(row.getByTestId('serving')).toHaveCount(1);
  }
  await row.click();
  await detailLoaded(app);
  const board = app.getByRole('region', { name: t('match.scoreboard') });
  await expect(board.getByRole('heading', { name: match.homeTeamName })).toBeVisible();
  if (fan.firstPeriod === null) await expect(board.locator('.period-table')).toHaveCount(0);
  else await expect(board.locator('.period-table thead')).toContainText(fan.firstPeriod);
  await expectStartWord(app, sport);
  await expectBoardFits(app);
  if (fan.tennis) {
    await expect(board.getByTestId('games')).toBeVisible();
    await expect(board.getByTestId('serving')).toHaveCount(1);
  }
  // In play the pre-match forecast is gone: it would contradict the score (match-centre.spec.ts
  // looks at it before kick-off).
  await expect(board.locator('.win-probability')).toHaveCount(0);
  await expectWholeTabs(app, t('match.detailLabel'));
  const tabs = app.getByRole('tablist', { name: t('match.detailLabel') });
  await expect(tabs.getByRole('tab', { name: t('match.tabLineups') })).toHaveCount(
    fan.lineups ? 1 : 0,
  );
  const stats = tabs.getByRole('tab', { name: t('match.tabStats') });
  if (fan.possession) {
    await stats.click();
    await expect(app.getByRole('tabpanel')).toContainText('Ball possession');
  } else if ((await stats.count()) > 0) {
    await stats.click();
    await expect(app.getByRole('tabpanel')).not.toContainText(/possession/i);
  }
}

/** The newest finished match of the sport the demo has played. */
async function lastFinished(harness: HarnessProcess, sport: string): Promise<DemoMatch> {
  const finished = (await harness.get<DemoMatch[]>(`matches?sport=${sport}`))
    .filter((match) => match.phase === 'finished')
    .sort((a, b) => b.startTimestamp - a.startTimestamp)[0];
  if (!finished) throw new Error(`the demo world has no finished ${sport} match`);
  return finished;
}

/** The page's footer names the start as the sport's fans do: "First serve Today, …", "Race start …". */
async function expectStartWord(app: Page, sport: string): Promise<void> {
  await expect(
    app.getByRole('region', { name: t('match.scoreboard') }).locator('.scoreboard__meta'),
  ).toHaveText(new RegExp(`^${sportInfo(sport).startWord} `));
}

/**
 * Nothing on the scoreboard spills out of its card (names, Follow buttons, a three-digit score), and
 * the score by period shows its total without scrolling (ten innings of baseball).
 */
async function expectBoardFits(app: Page): Promise<void> {
  // Measured until the layout settles (a crest or font arriving late moves things), not once.
  const spilled = () =>
    app.getByRole('region', { name: t('match.scoreboard') }).evaluate((board) => {
      const card = board.getBoundingClientRect();
      return [...board.querySelectorAll<HTMLElement>('*')]
        .filter((element) => {
          const box = element.getBoundingClientRect();
          return box.width > 0 && (box.left < card.left - 0.5 || box.right > card.right + 0.5);
        })
        .map((element) => `${element.className || element.tagName}: ${element.textContent}`)
        .concat(
          [...board.querySelectorAll<HTMLElement>('.period-table__wrap')]
            .filter((wrap) => wrap.scrollWidth > wrap.clientWidth)
            .map((wrap) => `scrolled: ${wrap.textContent}`),
        );
    });
  await expect.poll(spilled, { message: 'outside the scoreboard' }).toEqual([]);
}

/**
 * A finished match's page, opened as a notification would: the sport's end in words, no forecast
 * (it says nothing once the match is over), no point of a game still to play.
 */
async function checkFinished(app: Page, harness: HarnessProcess, sport: string, fan: FanView) {
  const finished = await lastFinished(harness, sport);
  await harness.post('navigate', { view: 'match', sport, matchId: finished.id });
  await detailLoaded(app);
  const board = app.getByRole('region', { name: t('match.scoreboard') });
  await expect(board.getByRole('heading', { name: finished.homeTeamName })).toBeVisible();
  await expect(board.getByTestId('clock')).toHaveText(fan.end);
  await expect(board.locator('.win-probability')).toHaveCount(0);
  await expect(board.getByTitle(t('score.points'))).toHaveCount(0);
  await expectBoardFits(app);
}

async function checkStage(app: Page, harness: HarnessProcess, sport: string, live: DemoMatch) {
  const row = app.locator(`[data-match="${sport}:${live.id}"]`);
  // A stage is named, not a pairing, and has no score.
  await expect(row.locator('.live-row__stage')).toContainText(/^Stage \d+/);
  await expect(row.getByTestId('score')).toHaveCount(0);
  // The page of a stage that is over, opened as a notification would: its riders' results.
  const finished = await lastFinished(harness, sport);
  await harness.post('navigate', { view: 'match', sport, matchId: finished.id });
  await detailLoaded(app);
  const board = app.getByRole('region', { name: t('match.scoreboard') });
  await expect(board.getByRole('heading', { name: /^Stage \d+/ })).toBeVisible();
  // The race's name once, the stage's once; it finished (no full time) and names its winner.
  await expect(board.locator('.scoreboard__tournament')).not.toContainText(/Stage \d+/);
  await expect(board.getByTestId('clock')).toHaveText(t('score.finished'));
  await expect(board).toContainText(/Won by \S/);
  await expectStartWord(app, sport);
  await expect(board.locator('.win-probability')).toHaveCount(0);
  await expect(board).not.toContainText(t('match.draw'));
  const tabs = app.getByRole('tablist', { name: t('match.detailLabel') });
  await expect(tabs.getByRole('tab', { name: t('match.tabResults') })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(tabs.getByRole('tab', { name: t('match.tabH2h') })).toHaveCount(0);
  await expect(
    app.getByRole('list', { name: t('match.stageResults') }).getByRole('listitem'),
  ).not.toHaveCount(0);
}

// A world that stands still: every sport has a match live for as long as the walk takes. The
// narrowest window the app supports, where a page that does not fit shows first.
// The demo's day pinned, so which match is the last finished one does not hang on the wall clock's
// hour (at 19:50 UTC it was a basketball walkover, which the patterns did not know).
test.use({
  harnessArgs: STILL_WORLD,
  viewport: { width: 320, height: 600 },
});
// One page load walks every sport; each stop is written in both schemes.
test.setTimeout(300_000);

test('every demo sport: its live list and a match page, as its fans expect, light and dark', async ({
  app,
  harness,
}) => {
  await dismissFirstRun(app);
  const sports = await demoSports(harness);
  expect(sports.length).toBeGreaterThan(1);
  for (const sport of sports) {
    const fan = FANS[sport];
    expect(fan, `what a fan of ${sport} expects: add the sport to FANS`).toBeDefined();
    await pickSport(app, sport);
    const match = await matchShown(app, harness, sport);
    // axe-core checks the rows of a form the tour of every view does not show (a stage, tennis
    // games); rows of two teams and a score it has checked there.
    await shootBothSchemes(app, `sport-${sport}-live`, {
      axe: fan === 'stage' || fan?.tennis === true,
    });
    if (fan === 'stage') await checkStage(app, harness, sport, match);
    else if (fan) await checkTeamSport(app, sport, fan, match);
    await shootBothSchemes(app, `sport-${sport}-match`);
    if (fan && fan !== 'stage') {
      await checkFinished(app, harness, sport, fan);
      await shootBothSchemes(app, `sport-${sport}-finished`, { axe: false });
    }
    await app.keyboard.press('Escape');
    await expect(app.getByRole('tab', { name: t('tabs.live') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  }
});
