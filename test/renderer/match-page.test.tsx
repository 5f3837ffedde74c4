// @vitest-environment happy-dom
// Match pages that fit the sport: only the tabs and figures the sport has, incidents in words.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Match } from '../../shared/domain';
import type { Incident, MatchDetail } from '../../shared/match-detail';
import { App } from '../../renderer/src/App';
import { deriveProgress } from '../../shared/match-progress';
import { defaultSettings } from '../../shared/settings';
import { useAppWindow } from './app-window-setup';
import { FakeApi } from './fake-api';
import { matchWith, side } from '../fixtures/match-builders';

useAppWindow();

const FOOTBALL_STATS = [
  { group: 'Match overview', name: 'Ball possession', home: '55%', away: '45%' },
  { group: 'Match overview', name: 'Corner kicks', home: '4', away: '2' },
  { group: 'Match overview', name: 'Aces', home: '7', away: '3' },
];
const LINEUPS = {
  home: [{ name: 'A Player', position: null, shirtNumber: null, substitute: false }],
  away: [{ name: 'B Player', position: null, shirtNumber: null, substitute: false }],
};

function detailOf(match: Match, patch: Partial<MatchDetail> = {}): MatchDetail {
  return {
    match,
    incidents: [],
    statistics: FOOTBALL_STATS,
    lineups: LINEUPS,
    h2h: { homeWins: 3, awayWins: 2, draws: 1 },
    winProbability: { home: 0.5, draw: 0.2, away: 0.3 },
    ...patch,
  };
}

async function openPage(
  match: Match,
  patch: Partial<MatchDetail> = {},
  api = new FakeApi(),
): Promise<HTMLElement> {
  api.answer('live:list', () => [match]).answer('match:detail', () => detailOf(match, patch));
  render(<App api={api} />);
  await waitFor(() =>
    expect(document.querySelector(`[data-match="${match.sport}:${match.id}"]`)).toBeTruthy(),
  );
  fireEvent.click(document.querySelector(`[data-match="${match.sport}:${match.id}"]`)!);
  await screen.findByRole('tablist', { name: 'Match detail' });
  return document.querySelector<HTMLElement>('.match-detail')!;
}

const tabNames = () =>
  within(screen.getByRole('tablist', { name: 'Match detail' }))
    .getAllByRole('tab')
    .map((tab) => tab.textContent);
const tennisBase = matchWith({
  id: 5,
  sport: 'tennis',
  home: { id: 51, name: 'Xinyu Gao' },
  away: { id: 52, name: 'Panna Udvardy' },
  homeScore: side(1, { periods: [6, 3], point: '30' }),
  awayScore: side(0, { periods: [2, 2], point: '15' }),
  status: { phase: 'live', text: '2nd set', code: 9 },
  clock: null,
});
const tennis: Match = { ...tennisBase, progress: deriveProgress(tennisBase, { server: 'home' }) };

describe('a match page that fits the sport', () => {
  it('tennis: no line-ups of one player, no ball possession, no draw to win', async () => {
    const page = await openPage(tennis);
    expect(tabNames()).not.toContain('Lineups');
    fireEvent.click(screen.getByRole('tab', { name: 'Statistics' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).queryByText('Ball possession')).toBeNull();
    expect(within(panel).queryByText('Corner kicks')).toBeNull();
    expect(within(panel).getByText('Aces')).toBeTruthy();
    // In play: the pre-match forecast is gone, it would contradict the score.
    expect(within(page).queryByTestId('forecast')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Head to head' }));
    expect(within(screen.getByRole('tabpanel')).queryByText('Draws')).toBeNull();
  });

  it('football keeps every tab and the draw before kick-off; the forecast is gone once play starts', async () => {
    const live = matchWith({ id: 6 });
    let page = await openPage(live);
    expect(tabNames()).toEqual([
      'Timeline',
      'Momentum',
      'Statistics',
      'Lineups',
      'Players',
      'Highlights',
      'Head to head',
    ]);
    expect(within(page).queryByTestId('forecast')).toBeNull();
    cleanup();
    page = await openPage({
      ...live,
      status: { phase: 'scheduled', text: 'Not started', code: 0 },
    });
    const forecast = within(page).getByText('Pre-match forecast').closest('figure')!;
    expect(within(forecast).getByText('Draw')).toBeTruthy();
    cleanup();
    page = await openPage({ ...live, status: { phase: 'finished', text: 'Ended', code: 100 } });
    expect(within(page).queryByTestId('forecast')).toBeNull();
  });

  it('line-ups show the formation and ratings, and the best rated as player of the match once over', async () => {
    const over = matchWith({ id: 21, status: { phase: 'finished', text: 'Ended', code: 100 } });
    const rated = (name: string, rating: number) => ({
      name,
      position: 'M',
      shirtNumber: '8',
      substitute: false,
      rating,
    });
    await openPage(over, {
      lineups: {
        home: [rated('Steady Hand', 7.1), rated('Match Winner', 8.4)],
        away: [rated('Busy Keeper', 7.9)],
        formation: { home: '4-3-3', away: null },
      },
    });
    fireEvent.click(screen.getByRole('tab', { name: 'Lineups' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('Formation 4-3-3')).toBeTruthy();
    expect(within(panel).getByText('Rating 8.4')).toBeTruthy();
    const best = panel.querySelector('[data-best]')!;
    expect(best.textContent).toContain('Match Winner');
    expect(best.textContent).toContain('Player of the match');
    expect(panel.querySelectorAll('[data-best]')).toHaveLength(1);
  });

  it('a hockey team losing 1–4 in the 3rd period is never given its pre-match 56 %', async () => {
    const hockey = matchWith({
      id: 22,
      sport: 'ice-hockey',
      homeScore: side(1, { periods: [0, 1, 0] }),
      awayScore: side(4, { periods: [2, 1, 1] }),
      status: { phase: 'live', text: '3rd period', code: 33 },
    });
    const page = await openPage(hockey, { winProbability: { home: 0.56, draw: 0, away: 0.44 } });
    expect(page.textContent).not.toMatch(/56\s?%/);
    expect(within(page).queryByTestId('forecast')).toBeNull();
  });

  it('a forecast that gives the draw no chance shows two sides, not "Draw 0%"', async () => {
    const hockey = matchWith({
      id: 8,
      sport: 'ice-hockey',
      status: { phase: 'scheduled', text: 'Not started', code: 0 },
    });
    const page = await openPage(hockey, { winProbability: { home: 0.63, draw: 0, away: 0.37 } });
    const forecast = within(page).getByText('Pre-match forecast').closest('figure')!;
    expect(within(forecast).queryByText('Draw')).toBeNull();
    expect(within(forecast).getByText('63%')).toBeTruthy();
    expect(within(forecast).getByText('37%')).toBeTruthy();
  });

  it('a cycling stage: no draw, no head-to-head of stages, no line-ups', async () => {
    const stage = matchWith({
      id: 7,
      sport: 'cycling',
      home: { id: 0, name: 'Stage 5 - Lyon > Saint-Etienne' },
      away: { id: 0, name: '' },
      isStage: true,
      status: { phase: 'live', text: 'In Progress', code: 6 },
    });
    const page = await openPage(stage, {
      stageResults: [
        { position: 1, name: 'R. Winner', team: 'Team A', time: '4:12:33', gap: null },
        { position: 2, name: 'S. Second', team: 'Team B', time: '4:12:45', gap: '+0:12' },
      ],
    });
    expect(tabNames()[0]).toBe('Results');
    const results = within(page).getByRole('list', { name: 'Stage results' });
    expect(results.textContent).toContain('R. Winner');
    expect(results.textContent).toContain('+0:12');
    expect(tabNames()).not.toContain('Head to head');
    expect(tabNames()).not.toContain('Lineups');
    expect(within(page).queryByText(/Draw/)).toBeNull();
    expect(within(page).queryByText(/Stage 5 wins/)).toBeNull();
  });

  it("says when the match starts with the sport's own word, not a kick-off for all", async () => {
    // Noon of the local day, so the footer reads "Today" at any hour the test runs (ten minutes ago
    // was yesterday for a run just after midnight).
    const startTimestamp = Math.floor(new Date().setHours(12, 0, 0, 0) / 1000);
    const cases: [Partial<Match>, string][] = [
      [{ sport: 'tennis' }, 'First serve'],
      [{ sport: 'badminton' }, 'First serve'],
      [{ sport: 'esports' }, 'First map'],
      [{ sport: 'ice-hockey' }, 'Face-off'],
      [{ sport: 'football' }, 'Kick-off'],
    ];
    for (const [patch, word] of cases) {
      const page = await openPage(matchWith({ id: 12, startTimestamp, ...patch }));
      const board = within(page).getByRole('region', { name: 'Scoreboard' });
      expect(board.querySelector('.scoreboard__meta')?.textContent, patch.sport).toMatch(
        new RegExp(`^${word} Today, `),
      );
      cleanup();
    }
  });

  it('a stage: the race once, the stage once, "Finished" with its winner; one to come, its start', async () => {
    const name = 'Stage 5: Oakholm - Longstead';
    const stage = matchWith({
      id: 13,
      sport: 'cycling',
      home: { id: 0, name },
      away: { id: 0, name: '' },
      tournament: { id: 1458, name: 'Tour of the Northern Hills' },
      season: name,
      isStage: true,
      startTimestamp: Math.floor(Date.now() / 1000) - 4 * 3600,
      status: { phase: 'finished', text: 'Ended', code: 100 },
    });
    const page = await openPage(stage, {
      stageResults: [
        { position: 1, name: 'Kai Tarn', team: 'Greenhaven Cycling', time: '3:23:00', gap: null },
        { position: 2, name: 'Milo Ferro', team: 'Westmoor Cycling', time: null, gap: '+0:26' },
      ],
    });
    const board = within(page).getByRole('region', { name: 'Scoreboard' });
    expect(board.querySelector('.scoreboard__tournament')?.textContent).toBe(
      'Tour of the Northern Hills',
    );
    expect(within(board).getAllByText(name)).toHaveLength(1);
    expect(within(board).getByTestId('clock').textContent).toBe('Finished');
    expect(board.textContent).not.toMatch(/\bFT\b|Full time|Kick-off/);
    expect(within(board).getByText('Won by Kai Tarn')).toBeTruthy();
    expect(board.querySelector('.scoreboard__meta')?.textContent).toMatch(/^Race start /);
    cleanup();

    // A stage still to come says when it starts (it has no score whose place the time could take).
    const later = await openPage({
      ...stage,
      startTimestamp: Math.floor(Date.now() / 1000) + 3600,
      status: { phase: 'scheduled', text: 'Not started', code: 0 },
    });
    const waiting = within(later).getByRole('region', { name: 'Scoreboard' });
    expect(waiting.querySelector('.scoreboard__meta')?.textContent).toMatch(/^Race start /);
  });

  it("a finished match ends in its sport's words, without the clock's short form or a point left", async () => {
    const finished = { phase: 'finished' as const, text: 'Ended', code: 100 };
    // The service's own end mark in the timeline, "FT" for every sport.
    const endMark: Incident = {
      kind: 'period',
      time: null,
      addedTime: null,
      isHome: null,
      text: 'FT',
      homeScore: 1,
      awayScore: 0,
    };
    const cases: [Match, string, string][] = [
      [matchWith({ id: 14, status: finished }), 'Full time', 'FT'],
      [matchWith({ id: 15, sport: 'basketball', status: finished }), 'Final', 'Final'],
      [{ ...tennis, status: finished }, 'Match over', 'Finished'],
      [matchWith({ id: 16, sport: 'esports', status: finished }), 'Match over', 'Finished'],
    ];
    for (const [match, words, mark] of cases) {
      const page = await openPage(match, { incidents: [endMark] });
      const board = within(page).getByRole('region', { name: 'Scoreboard' });
      expect(within(board).getByTestId('clock').textContent, match.sport).toBe(words);
      const timeline = within(page).getByRole('list', { name: 'Match events' });
      expect(timeline.textContent, match.sport).toBe(`${mark}1 – 0`);
      // A tennis match that is over has no point of a game under way.
      expect(within(board).queryByTitle('Points in the current game'), match.sport).toBeNull();
      cleanup();
    }
  });

  it('badminton doubles: a pair is the side, so no line-ups that repeat its two names', async () => {
    await openPage(
      matchWith({
        id: 17,
        sport: 'badminton',
        home: { id: 171, name: 'Felix Kessel / Soren Lund' },
        away: { id: 172, name: 'Viktor Dorn / Yann Jarvik' },
      }),
    );
    expect(tabNames()).not.toContain('Lineups');
  });

  it('basketball: no shots on target or saves, a sport where nobody shoots at a keeper', async () => {
    await openPage(matchWith({ id: 18, sport: 'basketball' }), {
      statistics: [
        { group: 'Shots', name: 'Shots on target', home: '15', away: '20' },
        { group: 'Shots', name: 'Goalkeeper saves', home: '1', away: '2' },
        { group: 'Match overview', name: 'Rebounds', home: '30', away: '28' },
      ],
    });
    fireEvent.click(screen.getByRole('tab', { name: 'Statistics' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).queryByText('Shots on target')).toBeNull();
    expect(within(panel).queryByText('Goalkeeper saves')).toBeNull();
    expect(within(panel).getByText('Rebounds')).toBeTruthy();
  });

  it('a series says how long it is: 1–1 is over in a best of 2, halfway in a best of 3', async () => {
    const base = matchWith({
      id: 20,
      sport: 'esports',
      homeScore: side(1, { periods: [1, 0] }),
      awayScore: side(1, { periods: [0, 1] }),
      status: { phase: 'finished', text: 'Ended', code: 100 },
    });
    const series = { ...base, progress: deriveProgress(base, { bestOf: 2 }) };
    const page = await openPage(series);
    const board = within(page).getByRole('region', { name: 'Scoreboard' });
    expect(within(board).getByText('Best of 2')).toBeTruthy();
    cleanup();

    // The same 1–1 still live: the third map decides a best of 3.
    const live = { ...base, id: 21, status: { phase: 'live' as const, text: 'Map 3', code: 8 } };
    const deciding = await openPage({ ...live, progress: deriveProgress(live, { bestOf: 3 }) });
    const liveBoard = within(deciding).getByRole('region', { name: 'Scoreboard' });
    expect(within(liveBoard).getByText('Best of 3')).toBeTruthy();
    expect(within(liveBoard).queryByText('Best of 2')).toBeNull();
  });

  it('a baseball score is a run, not a goal', async () => {
    const page = await openPage(matchWith({ id: 19, sport: 'baseball' }), {
      incidents: [
        {
          kind: 'goal',
          time: null,
          addedTime: null,
          isHome: true,
          text: 'Goal — C. Ivers',
          person: 'C. Ivers',
          homeScore: 1,
          awayScore: 0,
        },
      ],
    });
    const timeline = within(page).getByRole('list', { name: 'Match events' });
    expect(within(timeline).getByText('Run — C. Ivers')).toBeTruthy();
    expect(timeline.textContent).not.toContain('Goal');
  });

  it('names incidents in words, with a missed penalty marked apart from a goal', async () => {
    const incident = (patch: Partial<Incident>): Incident => ({
      kind: 'other',
      time: 60,
      addedTime: null,
      isHome: true,
      text: '',
      homeScore: null,
      awayScore: null,
      ...patch,
    });
    const page = await openPage(matchWith({ id: 8 }), {
      incidents: [
        incident({ type: 'vardecision', variant: 'goalnotawarded', text: 'varDecision' }),
        incident({
          kind: 'penalty-shootout',
          variant: 'missed',
          text: 'Penalty missed — J. Doe',
          person: 'J. Doe',
        }),
        incident({
          kind: 'goal',
          variant: 'powerplay',
          text: 'Goal (power play)',
          homeScore: 1,
          awayScore: 0,
        }),
        incident({ type: 'mapveto', text: 'Mirage' }),
      ],
    });
    const timeline = within(page).getByRole('list', { name: 'Match events' });
    expect(timeline.textContent).not.toContain('varDecision');
    expect(within(timeline).getByText('VAR: no goal')).toBeTruthy();
    expect(within(timeline).getByText('Power-play goal')).toBeTruthy();
    expect(within(timeline).getByText('Map veto: Mirage')).toBeTruthy();
    const missed = within(timeline).getByText('Penalty missed — J. Doe').closest('li')!;
    expect(missed.getAttribute('data-marker')).toBe('missed');
  });

  it('a shoot-out names its winner instead of the service word AP', async () => {
    const page = await openPage(
      matchWith({
        id: 9,
        home: { id: 91, name: 'Clearwick' },
        away: { id: 92, name: 'Lakewater' },
        homeScore: side(1, { penalties: 5, overtime: 0, periods: [1, 0] }),
        awayScore: side(1, { penalties: 4, overtime: 0, periods: [0, 1] }),
        status: { phase: 'finished', text: 'AP', code: 120 },
      }),
    );
    const board = within(page).getByRole('region', { name: 'Scoreboard' });
    expect(board.textContent).toContain('Clearwick win 5–4 on penalties');
    expect(board.textContent).not.toMatch(/\bAP\b/);
    expect(within(board).getAllByTitle('Extra time').length).toBeGreaterThan(0);
  });
});

describe('tennis and competitions', () => {
  it('a tennis row shows sets, games of the set, the point and who serves', async () => {
    const api = new FakeApi().answer('live:list', () => [tennis]);
    render(<App api={api} />);
    const row = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('[data-match="tennis:5"]');
      expect(found).toBeTruthy();
      return found!;
    });
    // Each set's games (6–2 won by the home side, 3–2 in the set under way), then the point.
    expect(within(row).getAllByTestId('set').map((set) => set.textContent)).toEqual(['62', '32']);
    expect(within(row).getByTestId('games').textContent).toBe('62323015');
    expect(within(row).getByTestId('points').textContent).toBe('3015');
    expect(within(row).getAllByTestId('serving')).toHaveLength(1);
    expect(row.querySelector('.visually-hidden')?.textContent).toMatch(/3–2 30–15, .+ serving/);
  });

  it('follows a competition from the match header', async () => {
    const api = new FakeApi();
    let followed = false;
    api.answer('competition:follow', (request) => {
      followed = true;
      const { sport, tournamentId, name } = request as {
        sport: string;
        tournamentId: number;
        name: string;
      };
      return {
        ...defaultSettings(),
        competitions: [
          {
            sport,
            tournamentId,
            name,
            alerts: { kickoff: true, goals: true, periods: true, fulltime: true },
            muted: false,
          },
        ],
      };
    });
    const page = await openPage(matchWith({ id: 11 }), {}, api);
    const button = within(page).getByRole('button', {
      name: 'Follow competition: every match of Premier Division',
    });
    fireEvent.click(button);
    await waitFor(() =>
      expect(
        within(page)
          .getByRole('button', { name: 'Following competition: stop following every match of Premier Division' })
          .getAttribute('aria-pressed'),
      ).toBe('true'),
    );
    expect(followed).toBe(true);
    expect(api.callsOf('competition:follow')).toEqual([
      { sport: 'football', tournamentId: 1, name: 'Premier Division' },
    ]);
  });
});
