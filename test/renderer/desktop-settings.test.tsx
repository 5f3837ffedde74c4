// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { App } from '../../renderer/src/App';
import { FIRST_RUN_STORAGE_KEY } from '../../renderer/src/components/FirstRunCard';
import { DEFAULT_GLOBAL_SHORTCUT, NO_DESKTOP } from '../../shared/desktop';
import { defaultSettings } from '../../shared/settings';
import { FakeApi } from './fake-api';

beforeEach(() => window.localStorage.setItem(FIRST_RUN_STORAGE_KEY, '1'));
afterEach(cleanup);

async function openSettings(api: FakeApi) {
  render(<App api={api} />);
  fireEvent.click(await screen.findByRole('tab', { name: 'Settings' }));
  return (await screen.findByLabelText('Shortcut to open and close Scoretray')) as HTMLInputElement;
}

it('records a pressed shortcut, turns it off, and says when another app holds it', async () => {
  const api = new FakeApi()
    .answer('settings:update', (patch) => ({ ...defaultSettings(), ...(patch as object) }))
    .answer('desktop:status', () => ({
      ...NO_DESKTOP,
      shortcut: { state: 'taken', accelerator: DEFAULT_GLOBAL_SHORTCUT },
    }));
  const field = await openSettings(api);
  expect(field.value).toBe(DEFAULT_GLOBAL_SHORTCUT);
  expect(
    await screen.findByText(
      `The shortcut ${DEFAULT_GLOBAL_SHORTCUT} is taken by another app; choose another one.`,
    ),
  ).toBeTruthy();
  fireEvent.keyDown(field, { key: 'k', ctrlKey: true, shiftKey: true });
  await waitFor(() => expect(api.callsOf('settings:update')).toHaveLength(1));
  await waitFor(() =>
    expect((screen.getByRole('button', { name: 'Turn off' }) as HTMLButtonElement).disabled).toBe(
      false,
    ),
  );
  fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));
  await waitFor(() =>
    expect(api.callsOf('settings:update')).toEqual([
      { globalShortcut: 'CommandOrControl+Shift+K' },
      { globalShortcut: null },
    ]),
  );
});

it('opens the logs, and says so in words when it cannot (the shell logs why)', async () => {
  const api = new FakeApi().answer('desktop:open-logs', () => ({
    opened: false,
    reason: 'The log folder could not be opened: no file manager',
  }));
  await openSettings(api);
  fireEvent.click(screen.getByRole('button', { name: 'Open logs' }));
  expect(await screen.findByText('The log folder could not be opened.')).toBeTruthy();
  expect(api.callsOf('desktop:open-logs')).toHaveLength(1);
});
