// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultSettings, type Settings } from '../../shared/settings';
import { App } from '../../renderer/src/App';
import { FIRST_RUN_STORAGE_KEY } from '../../renderer/src/components/FirstRunCard';
import { FakeApi } from './fake-api';

const KEY = 'secret-key-0123456789';

beforeEach(() => window.localStorage.setItem(FIRST_RUN_STORAGE_KEY, '1'));
afterEach(cleanup);

function keyInPage(): boolean {
  const values = [...document.querySelectorAll('input')].map((input) => input.value);
  return document.body.innerHTML.includes(KEY) || values.some((value) => value.includes(KEY));
}

async function openSettings(api: FakeApi): Promise<HTMLInputElement> {
  render(<App api={api} />);
  fireEvent.click(await screen.findByRole('tab', { name: 'Settings' }));
  return (await screen.findByLabelText('Enter your key')) as HTMLInputElement;
}

describe('the API key in settings', () => {
  it('answers "Test key" and clears a rejected key from the field', async () => {
    const api = new FakeApi().answer('key:test', () => 'rejected');
    const field = await openSettings(api);
    fireEvent.change(field, { target: { value: KEY } });
    fireEvent.click(screen.getByRole('button', { name: 'Test key' }));
    expect((await screen.findByTestId('key-test-answer')).textContent).toMatch(/^Rejected/);
    expect(api.callsOf('key:test')).toEqual([{ key: KEY }]);
    expect(field.value).toBe('');
    expect(keyInPage()).toBe(false);
  });

  it('asks for consent before keeping the key obscured, then shows it masked only', async () => {
    const api = new FakeApi().answer('key:set', (request) =>
      (request as { acceptObscured: boolean }).acceptObscured
        ? { result: 'saved', masked: '••••••••6789', storage: 'obscured', verdict: 'valid' }
        : { result: 'needs-consent', reason: 'no-secret-store' },
    );
    const field = await openSettings(api);
    fireEvent.change(field, { target: { value: KEY } });
    fireEvent.click(screen.getByRole('button', { name: 'Save key' }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(dialog.textContent).toContain(
      'No secret store is available on this system, so the key can only be obscured on disk',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save anyway', hidden: true }));

    expect((await screen.findByTestId('masked-key')).textContent).toBe('••••••••6789');
    // Saving says at once what the service made of the key, from the save's own answer: no
    // second probe (each costs quota).
    expect((await screen.findByTestId('key-test-answer')).textContent).toMatch(/^Valid/);
    expect(api.callsOf('key:test')).toEqual([]);
    expect(api.callsOf('key:set')).toEqual([
      { key: KEY, acceptObscured: false },
      { key: KEY, acceptObscured: true },
    ]);
    expect(field.value).toBe('');
    expect(keyInPage()).toBe(false);
  });

  it('shows the quota: used today, left, and when it resets', async () => {
    await openSettings(new FakeApi());
    const quota = screen.getByRole('region', { name: 'Daily quota' });
    expect(within(quota).getByText('100').tagName).toBe('DD');
    expect(within(quota).getByText('900')).toBeTruthy();
    expect(within(quota).getByRole('meter').getAttribute('aria-valuenow')).toBe('10');
  });

  it('saves a watched sport in one click and reflects the stored answer', async () => {
    let stored: Settings = defaultSettings();
    const api = new FakeApi()
      .answer('settings:get', () => stored)
      .answer(
        'settings:update',
        (patch) => (stored = { ...stored, ...(patch as Partial<Settings>) }),
      );
    await openSettings(api);
    // A sport neither watched nor on now waits under "More sports"; once chosen it moves up.
    fireEvent.click(screen.getByText('More sports'));
    const darts = screen.getByRole('button', { name: 'Darts' });
    expect(darts.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(darts);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Darts' }).getAttribute('aria-pressed')).toBe(
        'true',
      ),
    );
    expect(api.callsOf('settings:update')).toEqual([
      { watchedSports: ['football', 'basketball', 'tennis', 'darts'] },
    ]);
  });
});

describe('search', () => {
  it('waits for two letters, debounces typing, and with "My sports" asks each watched sport once', async () => {
    const api = new FakeApi().answer('search:run', (request) => {
      const { sport } = request as { sport: string };
      return sport === 'football'
        ? [{ type: 'team', sport, id: 7, name: 'Arsenal', subtitle: 'England' }]
        : [];
    });
    render(<App api={api} />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Search' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Sport to search' }), {
      target: { value: '__watched__' },
    });
    const box = screen.getByRole('searchbox', { name: 'Search teams' });
    fireEvent.change(box, { target: { value: 'a' } });
    expect(screen.getByText('Type at least 2 letters.')).toBeTruthy();
    fireEvent.change(box, { target: { value: 'ar' } });
    fireEvent.change(box, { target: { value: 'ars' } });
    const result = await screen.findByText('Arsenal');
    expect(api.callsOf('search:run')).toEqual([
      { sport: 'football', query: 'ars' },
      { sport: 'basketball', query: 'ars' },
      { sport: 'tennis', query: 'ars' },
    ]);
    // The name (a button: it opens the team page) and below it the sport and country.
    expect(result.closest('.search-results__name')?.nextSibling?.textContent).toBe(
      'Football · England',
    );
  });

  it('searches all sports at once by default; a team and a competition result open their pages, Back returns to the results', async () => {
    const api = new FakeApi()
      .answer('search:all', () => [
        { type: 'team' as const, sport: 'handball', id: 7, name: 'Premier HC', subtitle: null },
        {
          type: 'tournament' as const,
          sport: 'football',
          id: 17,
          name: 'Premier Division',
          subtitle: null,
        },
      ])
      .answer('competition:season', () => 91)
      .answer('competition:tables', () => ({ standings: null, bracket: null }));
    render(<App api={api} />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Search' }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search teams' }), {
      target: { value: 'Premier' },
    });
    // Every result's name opens its page: the team its team page, then Back to the results.
    fireEvent.click(await screen.findByRole('button', { name: 'Premier HC' }));
    await waitFor(() =>
      expect(api.callsOf('people:team')).toEqual([{ sport: 'handball', teamId: 7 }]),
    );
    fireEvent.click(screen.getByRole('button', { name: /Back/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Premier Division' }));
    // Back to the results asks the app again (the engine keeps the answer 5 min: no request).
    expect(api.callsOf('search:all')).toEqual([{ query: 'Premier' }, { query: 'Premier' }]);
    expect(await screen.findByRole('heading', { name: 'Premier Division' })).toBeTruthy();
    // The page asks for its tables from an effect, after its heading is on screen.
    await waitFor(() =>
      expect(api.callsOf('competition:tables')).toEqual([
        { sport: 'football', tournamentId: 17, seasonId: 91, name: 'Premier Division' },
      ]),
    );
    fireEvent.click(screen.getByRole('button', { name: /Back/ }));
    expect(await screen.findByText('Premier HC')).toBeTruthy();
    expect(api.callsOf('search:all')).toHaveLength(3);
  });

  it('follows a result in one click and the watchlist shows it at once', async () => {
    let stored: Settings = defaultSettings();
    const api = new FakeApi()
      .answer('search:all', () => [
        { type: 'team' as const, sport: 'football', id: 7, name: 'Arsenal', subtitle: null },
      ])
      .answer('follow:add', (team) => {
        const { sport, teamId, name } = team as { sport: string; teamId: number; name: string };
        stored = {
          ...stored,
          follows: [
            {
              sport,
              teamId,
              name,
              alerts: { kickoff: true, goals: true, periods: true, fulltime: true },
              muted: false,
            },
          ],
        };
        return stored;
      })
      // The engine's own list takes longer than the follow: the team must show anyway.
      .answer('watchlist:get', () => new Promise(() => undefined));
    render(<App api={api} />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Search' }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search teams' }), {
      target: { value: 'Arsenal' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Follow Arsenal' }));
    await screen.findByRole('button', { name: 'Unfollow Arsenal' });
    await act(async () => fireEvent.click(screen.getByRole('tab', { name: 'Watchlist' })));
    expect(screen.getByRole('heading', { name: 'Arsenal' })).toBeTruthy();
    expect(screen.getByText('Looking for the next match…')).toBeTruthy();
  });
});
