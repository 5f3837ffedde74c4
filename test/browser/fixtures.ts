// Every browser test gets its own harness (a fresh engine and demo world) and a page on it that
// fails the test on any script error or Content-Security-Policy violation.

import { test as base, expect, type Page } from '@playwright/test';
import type { DemoMatchSummary } from '../../electron/demo/demo-service-api';
import { translator, type TFunction } from '../../shared/i18n';
import { startHarnessProcess, type HarnessProcess } from './harness-process';

export interface Problems {
  pageErrors: string[];
  cspViolations: string[];
}

export const test = base.extend<{
  harnessArgs: string[];
  harness: HarnessProcess;
  problems: Problems;
  app: Page;
}>({
  /** Extra ui-harness flags; a test that needs matches to stay live uses '--speed', '1'. */
  harnessArgs: [[], { option: true }],
  harness: async ({ harnessArgs }, use) => {
    const harness = await startHarnessProcess(harnessArgs);
    await use(harness);
    await harness.stop();
  },
  problems: async ({ page }, use) => {
    const problems: Problems = { pageErrors: [], cspViolations: [] };
    page.on('pageerror', (error) => problems.pageErrors.push(error.message));
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text()))
        problems.cspViolations.push(message.text());
    });
    await use(problems);
    expect(problems.pageErrors, 'script errors in the page').toEqual([]);
    expect(problems.cspViolations, 'CSP violations').toEqual([]);
  },
  app: async ({ page, harness, problems }, use) => {
    void problems;
    await page.goto(harness.url);
    await use(page);
  },
});

export { expect };

/** Dismisses the first-run card (its button in the words `t`) so the list has the room. */
export async function dismissFirstRun(page: Page, t: TFunction = translator('en')): Promise<void> {
  await page.getByRole('button', { name: t('firstRun.gotIt') }).click();
}

/** A match of the demo world as the test controls send it: the demo's own summary, as JSON. */
export type DemoMatch = DemoMatchSummary;

/**
 * The match of `sport` in `phase` that started last (a live one so has the most time left on the
 * fast demo clock) among those the list shows right now.
 */
export async function matchShown(
  page: Page,
  harness: HarnessProcess,
  sport: string,
  phase: 'live' | 'finished' = 'live',
): Promise<DemoMatch> {
  let found: DemoMatch | null = null;
  await expect
    .poll(
      async () => {
        const matches = await harness.get<DemoMatch[]>(`matches?sport=${sport}`);
        const candidates = matches
          .filter((match) => match.phase === phase)
          .sort((a, b) => b.startTimestamp - a.startTimestamp);
        for (const match of candidates) {
          if ((await page.locator(`[data-match="${sport}:${match.id}"]`).count()) > 0) {
            found = match;
            return true;
          }
        }
        return false;
      },
      { message: `a ${phase} ${sport} match shown in the list`, timeout: 20_000 },
    )
    .toBe(true);
  if (!found) throw new Error('unreachable: the poll succeeded without a match');
  return found;
}

export function liveFootballMatch(page: Page, harness: HarnessProcess): Promise<DemoMatch> {
  return matchShown(page, harness, 'football');
}

/**
 * Past the first-run card, opens a live football match from the list and follows its home team,
 * with the buttons named in the words `t`.
 */
export async function followLiveFootballMatch(
  page: Page,
  harness: HarnessProcess,
  t: TFunction = translator('en'),
): Promise<DemoMatch> {
  await dismissFirstRun(page, t);
  const match = await liveFootballMatch(page, harness);
  await page.locator(`[data-match="football:${match.id}"]`).click();
  await followHomeTeam(page, match, t);
  return match;
}

/**
 * On an open match page, follows the match's home team (the buttons named in the words `t`) and
 * waits until the follow has settled: while it is asked the button is dimmed as busy, which a shot
 * would show and axe-core would rightly count as too little contrast.
 */
export async function followHomeTeam(
  page: Page,
  match: Pick<DemoMatch, 'homeTeamName'>,
  t: TFunction = translator('en'),
): Promise<void> {
  const name = match.homeTeamName;
  await page.getByRole('button', { name: t('follow.followName', { name }) }).click();
  const unfollow = page.getByRole('button', { name: t('follow.unfollowName', { name }) });
  await expect(unfollow).toBeVisible();
  await expect(unfollow).not.toHaveAttribute('aria-busy', 'true');
}
