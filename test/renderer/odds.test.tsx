// @vitest-environment happy-dom
// Odds are opt-in: with the setting off (the default) the watchlist asks nothing of the sportsbook
// and shows no price; turned on in Settings, a followed team's next match shows the main 1X2 prices
// and the win chances, and a match the book has no odds for says so.

import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultSettings, type Settings } from '../../shared/settings';
import { App } from '../../renderer/src/App';
import { sketchMatch } from '../fixtures/match-builders';
import { FakeApi } from './fake-api';
import { useAppWindow } from './app-window-setup';

useAppWindow();

const next = sketchMatch({ id: 41, phase: 'scheduled', score: null });
const team = {
  sport: 'football',
  teamId: next.home.id,
  name: next.home.name,
  alerts: { kickoff: true, goals: true, periods: true, fulltime: true },
  muted: false,
};

function apiWith(settings: Settings): FakeApi {
  let stored: Settings = { ...settings, follows: [team] };
  return new FakeApi()
    .answer('settings:get', () => stored)
    .answer('settings:update', (patch) => {
      stored = { ...stored, ...(patch as Partial<Settings>) };
      return stored;
    })
    .answer('watchlist:get', () => [{ team, live: null, next }])
    .answer('match:odds', (request) =>
      (request as { matchId: number }).matchId === 41
        ? {
            sport: 'football',
            matchId: 41,
            prices: { home: 1.85, draw: 3.4, away: 4.2 },
            probability: { home: 0.52, draw: 0.27, away: 0.21 },
          }
        : null,
    );
}

describe('odds on the watchlist', () => {
  it('are off by default: nothing is asked and no price shown', async () => {
    const api = apiWith(defaultSettings());
    render(<App api={api} />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Watchlist' }));
    await screen.findByRole('heading', { name: next.home.name });
    expect(api.callsOf('match:odds')).toEqual([]);
    expect(screen.queryByText(/^Odds /)).toBeNull();
  });

  it('turned on in Settings, the next match shows the 1X2 prices and the win chances', async () => {
    const api = apiWith(defaultSettings());
    render(<App api={api} />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Settings' }));
    fireEvent.click(
      await screen.findByRole('checkbox', {
        name: 'Show betting odds of your teams’ next matches',
      }),
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Watchlist' }));
    expect(await screen.findByText('Odds 1.85 · 3.40 · 4.20')).toBeTruthy();
    expect(screen.getByText('Win chance: 52% home, 27% draw, 21% away')).toBeTruthy();
    expect(api.callsOf('match:odds')).toEqual([{ sport: 'football', matchId: 41 }]);
  });
});
