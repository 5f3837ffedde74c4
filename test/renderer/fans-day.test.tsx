// @vitest-environment happy-dom
// The fan's day in the window, on a fake bridge: the day list (groups, followed first, loading,
// another day one step away, a countdown), the watchlist's answers (form in words, table place,
// "not available") and the table with the followed team marked.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { App } from '../../renderer/src/App';
import { defaultSettings, followedTeamSchema } from '../../shared/settings';
import type { DaySchedule, TeamOverview } from '../../shared/fansday';
import { useAppWindow } from './app-window-setup';
import { connectedStatus, FakeApi } from './fake-api';
import { listMatch } from '../fixtures/match-builders';

useAppWindow();
beforeEach(() => window.sessionStorage.clear());

const NOW = Date.UTC(2026, 10, 24, 12, 0, 0);
const OURS = followedTeamSchema.parse({ sport: 'football', teamId: 11, name: 'Rovers' });
const settings = { ...defaultSettings(), watchedSports: ['football'], follows: [OURS] };

/** The matches listed, in order. */
function rows(): string[] {
  return [...document.querySelectorAll('[data-match]')].map(
    (element) => element.getAttribute('data-match') ?? '',
  );
}

function sections(): string[] {
  return [...document.querySelectorAll('.live-list__section > span:first-child')].map(
    (element) => element.textContent ?? '',
  );
}

describe('the day list', () => {
  it('shows loading, then our team first, then what is live, the results and what is to come', async () => {
    let answer: (value: DaySchedule) => void = () => undefined;
    const api = new FakeApi()
      .answer('settings:get', () => settings)
      .answer('day:schedule', () => new Promise((resolve) => (answer = resolve)));
    api.engineNow = NOW;
    render(<App api={api} />);
    expect(await screen.findByText('Loading the matches…')).toBeTruthy();
    expect(screen.queryByText('No matches')).toBeNull();

    const request = api.callsOf('day:schedule')[0] as { from: number; to: number };
    expect(request.to - request.from).toBeGreaterThanOrEqual(23 * 3_600_000);
    await act(async () =>
      answer({
        sport: 'football',
        from: request.from,
        to: request.to,
        matches: [
          listMatch({ id: 2, phase: 'scheduled', startsAt: NOW + 20 * 60_000 }),
          listMatch({ id: 3, phase: 'finished', score: [2, 1], startsAt: NOW - 3 * 3_600_000 }),
          listMatch({ id: 4, phase: 'scheduled', startsAt: NOW + 5 * 3_600_000 }),
          listMatch({ id: 1, homeId: 11, phase: 'scheduled', startsAt: NOW + 6 * 3_600_000 }),
          listMatch({ id: 5, phase: 'live', score: [1, 0], startsAt: NOW - 30 * 60_000 }),
        ],
      }),
    );
    // The competition's live match first, then its day by kick-off: the result before fixtures.
    await waitFor(() =>
      expect(rows()).toEqual([
        'football:1',
        'football:5',
        'football:3',
        'football:2',
        'football:4',
      ]),
    );
    expect(sections()).toEqual(['Your teams']);
    // Within the hour, a countdown instead of the time.
    expect(
      document.querySelector('[data-match="football:2"] [data-testid="clock"]')?.textContent,
    ).toBe('in 20 min');
    // The countdown runs on with the engine's clock, with no new answer from the service.
    api.engineNow += 5 * 60_000;
    await waitFor(
      () =>
        expect(
          document.querySelector('[data-match="football:2"] [data-testid="clock"]')?.textContent,
        ).toBe('in 15 min'),
      { timeout: 4000 },
    );
    expect(screen.getByTestId('day-label').textContent).toMatch(/^Today · /);
  });

  it('steps to tomorrow and back with the buttons and Alt+arrows; a live match is today only', async () => {
    const live = listMatch({ id: 5, phase: 'live', score: [1, 0], startsAt: NOW - 30 * 60_000 });
    const api = new FakeApi()
      .answer('settings:get', () => settings)
      .answer('live:list', () => [live]);
    api.engineNow = NOW;
    render(<App api={api} />);
    await waitFor(() => expect(rows()).toEqual(['football:5']));
    const today = api.callsOf('day:schedule')[0] as { from: number; to: number };
    fireEvent.click(screen.getByRole('button', { name: 'Show the day after' }));
    await waitFor(() => expect(screen.getByTestId('day-label').textContent).toMatch(/^Tomorrow/));
    expect(api.callsOf('day:schedule').at(-1)).toMatchObject({ from: today.to });
    await screen.findByText('No matches');
    expect(document.querySelector('[data-match="football:5"]')).toBeNull();
    fireEvent.keyDown(window, { key: 'ArrowLeft', altKey: true });
    await waitFor(() => expect(screen.getByTestId('day-label').textContent).toMatch(/^Today/));
    await waitFor(() => expect(rows()).toEqual(['football:5']));
    fireEvent.keyDown(window, { key: 'ArrowLeft', altKey: true });
    await waitFor(() => expect(screen.getByTestId('day-label').textContent).toMatch(/^Yesterday/));
    expect(api.callsOf('day:schedule').at(-1)).toMatchObject({ to: today.from });
  });
});

describe('back on the Live tab', () => {
  it('shows the day at once while it is asked again, not a loading screen', async () => {
    const result = listMatch({
      id: 3,
      phase: 'finished',
      score: [2, 1],
      startsAt: NOW - 3 * 3_600_000,
    });
    let answering = true;
    const api = new FakeApi()
      .answer('settings:get', () => settings)
      .answer('day:schedule', (request) =>
        answering
          ? { ...(request as { sport: string; from: number; to: number }), matches: [result] }
          : new Promise<never>(() => undefined),
      );
    api.engineNow = NOW;
    render(<App api={api} />);
    await waitFor(() => expect(rows()).toEqual(['football:3']));
    fireEvent.click(screen.getByRole('tab', { name: 'Search' }));
    await waitFor(() => expect(rows()).toEqual([]));
    // The service is slow now: the day's list is asked again and its answer does not come.
    answering = false;
    const asked = api.callsOf('day:schedule').length;
    fireEvent.click(screen.getByRole('tab', { name: 'Live' }));
    expect(rows()).toEqual(['football:3']);
    expect(screen.queryByText('Loading the matches…')).toBeNull();
    await waitFor(() => expect(api.callsOf('day:schedule').length).toBe(asked + 1));
  });

  it('another sport picked opens its list at the top, not where the last one was scrolled', async () => {
    const day = (sport: string, count: number) =>
      Array.from({ length: count }, (_, index) =>
        listMatch({
          sport,
          id: index + 1,
          phase: 'finished',
          startsAt: NOW - (index + 1) * 60_000,
        }),
      );
    const api = new FakeApi()
      .answer('settings:get', () => ({ ...settings, watchedSports: ['football', 'basketball'] }))
      .answer('day:schedule', (request) => {
        const asked = request as { sport: string; from: number; to: number };
        return { ...asked, matches: day(asked.sport, asked.sport === 'football' ? 60 : 30) };
      });
    api.engineNow = NOW;
    render(<App api={api} />);
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    const list = () => document.querySelector<HTMLElement>('.live-list')!;
    list().scrollTop = 2_000;
    fireEvent.click(screen.getByRole('button', { name: /^Basketball/ }));
    await waitFor(() => expect(rows()[0]).toMatch(/^basketball:/));
    expect(list().scrollTop).toBe(0);
  });
});

describe('a day that could not be had', () => {
  it('offline while the day is still asked for says offline, not loading or "No matches"', async () => {
    const api = new FakeApi()
      .answer('settings:get', () => settings)
      .answer('status:get', () => connectedStatus({ state: 'offline' }))
      .answer('live:list', () => [])
      .answer('day:schedule', () => new Promise(() => undefined));
    api.engineNow = NOW;
    render(<App api={api} />);
    expect(await screen.findByText('Offline', { selector: '.empty__title' })).toBeTruthy();
    expect(screen.queryByText('No matches')).toBeNull();
    expect(screen.queryByText('Loading the matches…')).toBeNull();
  });

  it('a sport whose day failed says it could not be loaded, with the reason', async () => {
    const api = new FakeApi()
      .answer('settings:get', () => settings)
      .answer('live:list', () => [])
      .fail('day:schedule', { code: 'network' });
    api.engineNow = NOW;
    render(<App api={api} />);
    expect(await screen.findByText('Could not load the matches')).toBeTruthy();
    expect(
      screen.getByText(/^The Football schedule of Today · .+ could not be loaded: /),
    ).toBeTruthy();
    expect(screen.queryByText('No matches')).toBeNull();
  });
});

describe("the watchlist's answers", () => {
  const overview: TeamOverview = {
    sport: 'football',
    teamId: 11,
    next: null,
    last: listMatch({ id: 8, homeId: 11, phase: 'finished', score: [1, 3] }),
    lastOutcome: 'lost',
    form: ['lost', 'won', 'drew'],
    competition: { sport: 'football', tournamentId: 17, seasonId: 5, name: 'Premier Division' },
    standing: { position: 3, points: 34 },
    channels: null,
  };

  it('says the last result, the form in words and the place; what is missing is "not available"', async () => {
    const api = new FakeApi()
      .answer('settings:get', () => settings)
      .answer('team:overviews', () => [overview])
      .answer('competition:tables', () => ({
        standings: {
          sport: 'football',
          tournamentId: 17,
          seasonId: 5,
          tournamentName: 'Premier Division',
          tables: [
            {
              name: 'Premier Division',
              rows: [
                {
                  position: 1,
                  teamId: 30,
                  teamName: 'United',
                  played: 10,
                  wins: 8,
                  draws: 1,
                  losses: 1,
                  scoresFor: 20,
                  scoresAgainst: 8,
                  points: 25,
                },
                {
                  position: 3,
                  teamId: 11,
                  teamName: 'Rovers',
                  played: 10,
                  wins: 5,
                  draws: 2,
                  losses: 3,
                  scoresFor: 14,
                  scoresAgainst: 12,
                  points: null,
                },
              ],
            },
          ],
        },
        bracket: null,
      }));
    render(<App api={api} />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Watchlist' }));
    const answers = await screen.findByTestId('team-answers');
    const part = (name: string) => answers.querySelector(`[data-part="${name}"] dd`)!;
    expect(part('next').textContent).toBe('not available');
    expect(part('last').textContent).toBe('Lost 1–3 vs Away 8');
    expect(part('form').textContent).toContain('Last 3, newest first: Lost, Won, Drew');
    expect(within(part('table') as HTMLElement).getByRole('button').textContent).toBe(
      '3rd · 34 pts',
    );

    fireEvent.click(within(part('table') as HTMLElement).getByRole('button'));
    const ours = await screen.findByRole('row', { current: true });
    expect(ours.textContent).toContain('Rovers');
    // A figure the table does not give stays a dash, never a number made up.
    expect(ours.lastElementChild?.textContent).toBe('–');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByTestId('team-answers')).toBeTruthy();
  });

  it('says why the calendar could not be saved, in the window language', async () => {
    const api = new FakeApi()
      .answer('settings:get', () => ({ ...settings, language: 'de' }))
      .answer('team:overviews', () => [overview])
      .answer('calendar:export', () => ({
        result: 'failed',
        words: { key: 'calendarNotSaved', values: { why: { part: 'diskFull' } } },
      }));
    render(<App api={api} />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Meine Teams' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Zum Kalender hinzufügen' }));
    expect(
      await screen.findByText(
        'Der Kalender konnte nicht gespeichert werden: der Datenträger ist voll',
      ),
    ).toBeTruthy();
  });

  it('a competition with neither table nor bracket says so', async () => {
    const api = new FakeApi()
      .answer('settings:get', () => settings)
      .answer('team:overviews', () => [overview])
      .answer('competition:tables', () => ({ standings: null, bracket: null }));
    render(<App api={api} />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Watchlist' }));
    fireEvent.click(await screen.findByRole('button', { name: /3rd · 34 pts/ }));
    expect(await screen.findByText('This competition has no table or bracket.')).toBeTruthy();
  });
});

describe("the watchlist's alert choices", () => {
  it("name the start in the team's sport and language: Face-off for ice hockey, never Kick-off", async () => {
    const hockeyTeam = followedTeamSchema.parse({
      sport: 'ice-hockey',
      teamId: 31,
      name: 'Icebreakers',
    });
    const player = followedTeamSchema.parse({ sport: 'tennis', teamId: 32, name: 'Freya Wendt' });
    const withBoth = { ...settings, follows: [hockeyTeam, player] };
    const api = new FakeApi().answer('settings:get', () => withBoth);
    const { unmount } = render(<App api={api} />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Watchlist' }));
    const hockey = await screen.findByRole('group', { name: /Icebreakers/ });
    const tennis = await screen.findByRole('group', { name: /Freya Wendt/ });
    const labels = (group: HTMLElement) =>
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent);
    expect(labels(hockey)).toEqual(['Goals', 'Face-off', 'Full time', 'Periods']);
    expect(labels(tennis)).toEqual(['First serve', 'Result', 'Sets']);
    unmount();

    const german = new FakeApi().answer('settings:get', () => ({ ...withBoth, language: 'de' }));
    render(<App api={german} />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Meine Teams' }));
    const hockeyDe = await screen.findByRole('group', { name: /Icebreakers/ });
    expect(labels(hockeyDe)).toEqual(['Tore', 'Bully', 'Abpfiff', 'Abschnitte']);
    expect(labels(await screen.findByRole('group', { name: /Freya Wendt/ }))).toEqual([
      'Erster Aufschlag',
      'Ergebnis',
      'Sätze',
    ]);
  });
});
