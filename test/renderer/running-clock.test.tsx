// @vitest-environment happy-dom
// The match minute runs on between updates in every part of the window, on the engine's clock.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Match } from '../../shared/domain';
import { App } from '../../renderer/src/App';
import { useAppWindow } from './app-window-setup';
import { FakeApi } from './fake-api';
import { matchWith, SECOND_HALF_AT, secondHalfClock, side } from '../fixtures/match-builders';

useAppWindow();

function liveMatch(patch: Partial<Match> = {}): Match {
  return matchWith({
    id: 1,
    clock: "59'",
    status: { phase: 'live', text: '2nd half', code: 7 },
    clockState: secondHalfClock(),
    homeScore: side(1),
    ...patch,
  });
}

const clockOf = (element: HTMLElement) => within(element).getByTestId('clock').textContent;
const row = () => document.querySelector<HTMLElement>('[data-match="football:1"]');

describe('the running clock in the window', () => {
  it('moves the minute of a live row on between updates, by the engine clock', async () => {
    const api = new FakeApi().answer('live:list', () => [liveMatch()]);
    api.engineNow = SECOND_HALF_AT + 13 * 60_000 + 5_000;
    render(<App api={api} />);
    await waitFor(() => expect(clockOf(row()!)).toBe("59'"));
    // Three minutes pass with no news from the service: the row does not stand at 59'.
    api.engineNow += 3 * 60_000;
    await waitFor(() => expect(clockOf(row()!)).toBe("62'"), { timeout: 4000 });
    expect(row()!.querySelector('.visually-hidden')?.textContent).toContain("62', 2nd half");
  });

  it('shows added time, and the break instead of a minute at half-time', async () => {
    const api = new FakeApi().answer('live:list', () => [liveMatch()]);
    api.engineNow = SECOND_HALF_AT + 46 * 60_000 + 1_000;
    render(<App api={api} />);
    await waitFor(() => expect(clockOf(row()!)).toBe("90+2'"));
    cleanup();
    const paused = new FakeApi().answer('live:list', () => [
      liveMatch({ status: { phase: 'paused', text: 'Halftime', code: 31 }, clockState: null }),
    ]);
    render(<App api={paused} />);
    await waitFor(() => expect(clockOf(row()!)).toBe('HT'));
    expect(row()!.querySelector('[data-testid="clock"]')!.getAttribute('title')).toBe('Half-time');
  });

  it('runs the same minute on the match page as in the row', async () => {
    const api = new FakeApi()
      .answer('live:list', () => [liveMatch()])
      .answer('match:detail', () => ({
        match: liveMatch(),
        incidents: [],
        statistics: null,
        lineups: null,
        h2h: null,
        winProbability: null,
      }));
    api.engineNow = SECOND_HALF_AT + 20 * 60_000;
    render(<App api={api} />);
    await waitFor(() => expect(row()).toBeTruthy());
    row()!.click();
    const board = await screen.findByRole('region', { name: 'Scoreboard' });
    await waitFor(() => expect(clockOf(board)).toBe("66' · 2nd half"));
    api.engineNow += 60_000;
    await waitFor(() => expect(clockOf(board)).toBe("67' · 2nd half"), { timeout: 4000 });
  });

  it('says a period once on the match page where the clock is only its short name', async () => {
    const tennis = matchWith({
      id: 2,
      sport: 'tennis',
      status: { phase: 'live', text: '3rd set', code: 9 },
      clock: null,
      homeScore: side(1),
    });
    const api = new FakeApi()
      .answer('live:list', () => [tennis])
      .answer('match:detail', () => ({
        match: tennis,
        incidents: [],
        statistics: null,
        lineups: null,
        h2h: null,
        winProbability: null,
      }));
    render(<App api={api} />);
    const tennisRow = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('[data-match="tennis:2"]');
      expect(found).toBeTruthy();
      return found!;
    });
    // The row says the set in words as the headless clock does (it fits the row's 64 px column);
    // the page says it once, not "3rd set · 3rd set".
    expect(clockOf(tennisRow)).toBe('3rd set');
    tennisRow.click();
    const board = await screen.findByRole('region', { name: 'Scoreboard' });
    await waitFor(() => expect(clockOf(board)).toBe('3rd set'));
  });
});
