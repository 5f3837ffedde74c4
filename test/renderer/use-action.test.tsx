// @vitest-environment happy-dom
// A button's request as the user meets it (renderer/src/state/use-action.ts): one request per
// action however often it is clicked while it runs, and a failure that crossed IPC as data said in
// the window's words, never as a code or the engine's English.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { App } from '../../renderer/src/App';
import { defaultSettings, followedTeamSchema } from '../../shared/settings';
import type { CalendarExport } from '../../shared/fansday';
import { useAppWindow } from './app-window-setup';
import { FakeApi } from './fake-api';

useAppWindow();

const OURS = followedTeamSchema.parse({ sport: 'football', teamId: 11, name: 'Rovers' });
const settings = { ...defaultSettings(), watchedSports: ['football'], follows: [OURS] };

async function calendarButton(api: FakeApi): Promise<HTMLElement> {
  render(<App api={api.answer('settings:get', () => settings)} />);
  fireEvent.click(await screen.findByRole('tab', { name: 'Watchlist' }));
  return screen.findByRole('button', { name: 'Add to calendar' });
}

it('sends one export however often the button is pressed while it runs', async () => {
  let answer: (value: CalendarExport) => void = () => undefined;
  const api = new FakeApi().answer(
    'calendar:export',
    () => new Promise<CalendarExport>((resolve) => (answer = resolve)),
  );
  const button = await calendarButton(api);
  fireEvent.click(button);
  fireEvent.click(button);
  fireEvent.click(button);
  await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
  answer({ result: 'empty' });
  await waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull());
  expect(api.calls.filter((call) => call.channel === 'calendar:export')).toHaveLength(1);
  // Done, it takes the next press.
  fireEvent.click(button);
  await waitFor(() =>
    expect(api.calls.filter((call) => call.channel === 'calendar:export')).toHaveLength(2),
  );
});

it('says a failure that came as data in the window’s words', async () => {
  const api = new FakeApi().fail('calendar:export', { code: 'network' });
  fireEvent.click(await calendarButton(api));
  expect(
    await screen.findByText(
      'The calendar could not be saved: The service could not be reached. Check the connection; Scoretray tries again by itself.',
    ),
  ).toBeTruthy();
  expect(document.body.textContent).not.toContain('network');
});
