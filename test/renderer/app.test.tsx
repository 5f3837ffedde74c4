// @vitest-environment happy-dom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { App } from '../../renderer/src/App';
import { useAppWindow } from './app-window-setup';
import { connectedStatus, FakeApi } from './fake-api';
import { matchWith, side } from '../fixtures/match-builders';
import type { SportCounts } from '../../shared/domain';

useAppWindow();
beforeEach(() => window.sessionStorage.clear());

function row(matchId: number): HTMLElement {
  const element = document.querySelector<HTMLElement>(`[data-match="football:${matchId}"]`);
  if (!element) throw new Error(`no row for match ${matchId}`);
  return element;
}

describe('the window on a fake bridge', () => {
  it('tells which saved data was set aside, without its path, until dismissed', async () => {
    const api = new FakeApi();
    render(<App api={api} />);
    await waitFor(() => expect(api.callsOf('live:list')).toHaveLength(1));
    const words = {
      key: 'movedAside',
      values: {
        file: 'settings.json',
        what: { part: 'damaged' },
        location: '/state/settings.corrupt-7.json',
        consequence: { part: 'defaultsUsed' },
      },
    } as const;
    const message = 'settings.json was damaged; a copy was kept and defaults are used';
    act(() => api.emit('data:problem', { code: 'state', words }));
    act(() => api.emit('data:problem', { code: 'state', words }));
    const notice = await screen.findByRole('region', {
      name: 'Saved data was damaged and set aside',
    });
    expect(within(notice).getAllByText(message)).toHaveLength(1);
    expect(notice.textContent).not.toContain('/state/');
    fireEvent.click(within(notice).getByRole('button', { name: `Dismiss: ${message}` }));
    expect(screen.queryByRole('region', { name: /set aside/ })).toBeNull();
  });

  it('loads the live list after saying it is ready, and flashes a score that changes', async () => {
    const api = new FakeApi().answer('live:list', () => [
      matchWith({ id: 1 }),
      matchWith({ id: 2 }),
    ]);
    render(<App api={api} />);
    await waitFor(() => expect(row(1)).toBeTruthy());
    // Ready first: main holds its pushed events until then, and the list read after it is current.
    const order = api.calls.map((call) => call.channel);
    expect(order.indexOf('app:ready')).toBeGreaterThanOrEqual(0);
    expect(order.indexOf('app:ready')).toBeLessThan(order.indexOf('live:list'));
    expect(api.callsOf('live:view')).toContainEqual({
      sports: ['football', 'basketball', 'tennis'],
    });

    act(() =>
      api.emit('live:changed', [
        {
          kind: 'score',
          match: matchWith({ id: 2, awayScore: side(1) }),
          previous: { home: 0, away: 0 },
        },
      ]),
    );
    await waitFor(() => {
      const [home, away] = row(2).querySelectorAll('.live-row__score');
      expect(away?.textContent).toBe('1');
      expect(away?.getAttribute('data-flash')).toBe('true');
      expect(home?.hasAttribute('data-flash')).toBe(false);
    });
    expect(row(1).querySelector('[data-flash]')).toBeNull();
  });

  it('skips changes that came before the list (they are in it) and applies those after', async () => {
    let release: (value: ReturnType<typeof matchWith>[]) => void = () => undefined;
    const api = new FakeApi().answer(
      'live:list',
      () => new Promise((resolve) => (release = resolve)),
    );
    render(<App api={api} />);
    await waitFor(() => expect(api.callsOf('live:list')).toHaveLength(1));
    act(() => api.emit('live:changed', [{ kind: 'appeared', match: matchWith({ id: 9 }) }]));
    await act(async () => release([matchWith({ id: 1, homeScore: side(3) })]));
    await waitFor(() => expect(row(1)).toBeTruthy());
    expect(document.querySelector('[data-match="football:9"]')).toBeNull();

    act(() => api.emit('live:changed', [{ kind: 'appeared', match: matchWith({ id: 9 }) }]));
    await waitFor(() => expect(row(9)).toBeTruthy());
  });

  it("shows the service's sport counts even when they come after the live list", async () => {
    let answerCounts: (value: SportCounts) => void = () => undefined;
    const api = new FakeApi()
      .answer('live:list', () => [matchWith({ id: 1 })])
      .answer('live:counts', () => new Promise((resolve) => (answerCounts = resolve)));
    render(<App api={api} />);
    await waitFor(() => expect(row(1)).toBeTruthy());
    expect(api.callsOf('live:counts')).toHaveLength(1);
    await act(async () =>
      answerCounts({
        source: 'service',
        counts: [
          { sport: 'football', live: 7, total: 20 },
          { sport: 'ice-hockey', live: 2, total: 5 },
        ],
      }),
    );
    expect(await screen.findByRole('button', { name: 'Football, 7 live' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ice hockey, 2 live' })).toBeTruthy();
  });

  it('says what is going on while loading and when nothing is live', async () => {
    let release: (value: never[]) => void = () => undefined;
    const api = new FakeApi().answer(
      'live:list',
      () => new Promise((resolve) => (release = resolve)),
    );
    render(<App api={api} />);
    expect(await screen.findByText('Loading the matches…')).toBeTruthy();
    expect(screen.queryByText('No matches')).toBeNull();
    await act(async () => release([]));
    expect(await screen.findByText('No matches')).toBeTruthy();
    expect(
      screen.getByText(/No Football, Basketball, or Tennis matches are scheduled for Today/),
    ).toBeTruthy();
  });

  it('shows a raised alert and opens its match when clicked', async () => {
    const match = matchWith({ id: 4 });
    const api = new FakeApi()
      .answer('live:list', () => [match])
      .answer('match:detail', () => ({
        match,
        incidents: [
          {
            kind: 'goal',
            time: 12,
            addedTime: null,
            isHome: true,
            text: 'Goal — A. Striker',
            homeScore: 1,
            awayScore: 0,
          },
        ],
        statistics: null,
        lineups: null,
        h2h: { homeWins: 3, awayWins: 1, draws: 2 },
        winProbability: null,
      }));
    render(<App api={api} />);
    await waitFor(() => expect(row(4)).toBeTruthy());
    act(() =>
      api.emit('alert:raised', {
        id: 'goal:4:1',
        kind: 'goal',
        sport: 'football',
        matchId: 4,
        teamId: 41,
        score: { home: 1, away: 0 },
        title: 'GOAL! Home 4 1–0 Away 4',
        body: "12' · Premier Division",
        iconPath: null,
        at: Date.now(),
      }),
    );
    const toast = await screen.findByTestId('alert-toast');
    fireEvent.click(within(toast).getByText('GOAL! Home 4 1–0 Away 4'));
    expect(await screen.findByText('Goal — A. Striker')).toBeTruthy();
    expect(api.callsOf('match:detail')).toEqual([{ sport: 'football', matchId: 4 }]);
    // The open match's sport stays polled as well as the watched ones.
    expect(api.callsOf('live:view').at(-1)).toEqual({
      sports: ['football', 'basketball', 'tennis'],
    });
    expect(screen.queryByTestId('alert-toast')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Head to head' }));
    expect(screen.getByText('Draws').previousSibling?.textContent).toBe('2');
  });

  it('sends a rejected key to the settings with one button', async () => {
    const api = new FakeApi().answer('status:get', () =>
      connectedStatus({ state: 'unauthorized' }),
    );
    render(<App api={api} />);
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain('Your API key was rejected');
    fireEvent.click(within(banner).getByRole('button', { name: 'Open settings' }));
    expect(screen.getByRole('tab', { name: 'Settings' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('follows the app when it asks to show a view (tray menu)', async () => {
    const api = new FakeApi();
    render(<App api={api} />);
    await screen.findByText('No matches');
    act(() => api.emit('navigate', { view: 'watchlist' }));
    expect(await screen.findByText('You follow no teams yet')).toBeTruthy();
    // Leaving Live does not empty it: the watched sports stay polled while the window is open.
    expect(api.callsOf('live:view').at(-1)).toEqual({
      sports: ['football', 'basketball', 'tennis'],
    });
  });
});
