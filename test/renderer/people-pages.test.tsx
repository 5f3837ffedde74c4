// @vitest-environment happy-dom
// Names that open pages: a line-up name the service gave an id opens the player's card (a name
// without one is plain text, not a link that goes nowhere), the card's team opens the team page,
// Escape goes back step by step, and a player the service does not know says so.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PlayerTabData, TeamPage } from '../../shared/people';
import { App } from '../../renderer/src/App';
import { useAppWindow } from './app-window-setup';
import { FakeApi } from './fake-api';
import { matchWith } from '../fixtures/match-builders';

useAppWindow();
afterEach(cleanup);

const match = matchWith({
  id: 8,
  sport: 'football',
  home: { id: 11, name: 'Harbour FC' },
  away: { id: 12, name: 'Quay Town' },
});

const OVERVIEW: PlayerTabData = {
  tab: 'overview',
  profile: {
    id: 7,
    name: 'Ada Stone',
    team: { id: 11, name: 'Harbour FC' },
    position: 'F',
    shirtNumber: '9',
    nationality: 'Wales',
    age: 24,
    height: 171,
    preferredFoot: 'right',
    marketValue: null,
  },
  season: null,
  recent: [],
};

const TEAM: TeamPage = {
  sport: 'football',
  team: { id: 11, name: 'Harbour FC', country: 'Wales', manager: 'J. Boss', venue: null },
  squad: [{ id: 7, name: 'Ada Stone', position: 'F', shirtNumber: '9' }],
  next: null,
  last: null,
  form: [],
  table: null,
  news: null,
};

async function openLineups(api: FakeApi): Promise<void> {
  api
    .answer('live:list', () => [match])
    .answer('match:detail', () => ({
      match,
      incidents: [],
      statistics: null,
      lineups: {
        home: [{ id: 7, name: 'Ada Stone', position: 'F', shirtNumber: '9', substitute: false }],
        away: [{ name: 'No Id', position: null, shirtNumber: null, substitute: false }],
      },
      h2h: null,
      winProbability: null,
    }));
  render(<App api={api} />);
  await waitFor(() => expect(document.querySelector('[data-match="football:8"]')).toBeTruthy());
  fireEvent.click(document.querySelector('[data-match="football:8"]')!);
  fireEvent.click(await screen.findByRole('tab', { name: 'Lineups' }));
}

describe('player card and team page', () => {
  it('open from a line-up name, go to the team and back with Escape', async () => {
    const api = new FakeApi();
    api.answer('people:player', () => OVERVIEW).answer('people:team', () => TEAM);
    await openLineups(api);
    expect(screen.queryByRole('button', { name: 'No Id' })).toBeNull();
    expect(screen.getByText('No Id').closest('button')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Ada Stone' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Stone' })).toBeTruthy();
    expect(screen.getByText('Wales')).toBeTruthy();
    // The service's 'right' in the window's words, not its own (a German card read 'Right').
    expect(screen.getByText('Right')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Harbour FC' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Harbour FC' })).toBeTruthy();
    expect(screen.getByText('J. Boss')).toBeTruthy();

    fireEvent.keyDown(window, { key: 'Escape' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Stone' })).toBeTruthy();
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(await screen.findByRole('tab', { name: 'Lineups' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Live' }).getAttribute('aria-selected')).toBe('true');
  });

  it('open from search results, and Back returns to the results with Search highlighted', async () => {
    const api = new FakeApi()
      .answer('search:all', () => [
        { type: 'team' as const, sport: 'football', id: 11, name: 'Harbour FC', subtitle: null },
        { type: 'player' as const, sport: 'football', id: 7, name: 'Ada Stone', subtitle: null },
      ])
      .answer('people:player', () => OVERVIEW)
      .answer('people:team', () => TEAM);
    render(<App api={api} />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Search' }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search teams' }), {
      target: { value: 'Harbour' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Ada Stone' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Stone' })).toBeTruthy();
    expect(api.callsOf('people:player')[0]).toMatchObject({ sport: 'football', playerId: 7 });
    expect(screen.getByRole('tab', { name: 'Search' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(window, { key: 'Escape' });
    fireEvent.click(await screen.findByRole('button', { name: 'Harbour FC' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Harbour FC' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Back/ }));
    expect(await screen.findByRole('button', { name: 'Ada Stone' })).toBeTruthy();
  });

  it('says the service does not know a player', async () => {
    const api = new FakeApi();
    api.fail('people:player', { code: 'not-found' });
    await openLineups(api);
    fireEvent.click(screen.getByRole('button', { name: 'Ada Stone' }));
    expect(await screen.findByText('The service does not know this player.')).toBeTruthy();
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(await screen.findByRole('tab', { name: 'Lineups' })).toBeTruthy();
  });
});
