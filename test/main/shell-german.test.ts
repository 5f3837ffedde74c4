// With the language set to German, the shell speaks German: the tray menu, the dialog that asks
// whether the key may go to a new address, the notification of a problem the engine reports, and a
// calendar that could not be saved.

import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { engineProblem } from '../../electron/core/engine/api';
import { en } from '../../shared/i18n/en';
import { problem } from '../../shared/problems';
import { FakeEngine } from './fake-engine';
import { startShellHarness, type ShellHarness } from './shell-harness';
import { waitFor } from '../core/live/wait-for';

let harness: ShellHarness<FakeEngine> | null = null;
afterEach(async () => {
  await harness?.close();
  harness = null;
});

async function germanShell(): Promise<ShellHarness<FakeEngine>> {
  harness = startShellHarness({
    createEngine: (ports) =>
      new FakeEngine({ notifier: ports.notifier, confirmAddress: ports.confirmAddress }),
  });
  await harness.shell.started;
  await harness.api.invoke('app:ready');
  await harness.api.invoke('settings:update', {
    language: 'de',
    service: { addressForm: 'path', baseUrl: 'https://scores.example.com' },
  });
  return harness;
}

/** Every English word the tray menu can show, to prove none of them is left. */
const ENGLISH_TRAY = new Set(
  [...Object.values(en.desktop.tray), ...Object.values(en.tray)].filter(
    (text): text is string => typeof text === 'string' && !text.includes('{{'),
  ),
);

describe('the shell in German', () => {
  it('shows the tray menu in German', async () => {
    const { electron } = await germanShell();
    const labels = electron.recorded.trays[0]!.shownMenu()!.labels();
    expect(labels).toEqual(
      expect.arrayContaining(['Scoretray öffnen', 'Einstellungen…', 'Scoretray beenden']),
    );
    expect(labels.filter((label) => ENGLISH_TRAY.has(label.replace(/^\[|\]$/g, '')))).toEqual([]);
  });

  it('asks in German whether the key may go to a new address', async () => {
    const { api, electron } = await germanShell();
    await expect(api.invoke('key:confirm-address')).resolves.toBe(false);
    expect(electron.dialog.questions).toEqual([
      expect.objectContaining({
        message: 'Deinen API-Schlüssel an https://scores.example.com senden?',
        detail: expect.stringMatching(/^Die Dienstadresse hat sich geändert\./),
        buttons: ['Schlüssel senden', 'Jetzt nicht'],
      }),
    ]);
  });

  it('tells of a problem in German, in the notification and in the window', async () => {
    const { api, engine, electron } = await germanShell();
    const told: unknown[] = [];
    api.on('data:problem', (pushed) => told.push(pushed));
    const reported = problem(
      'notSaved',
      { what: { part: 'ledger' }, consequence: { part: 'mayRepeat' } },
      'EACCES: permission denied',
    );
    engine.emit('problem', engineProblem('state', reported));
    expect(electron.recorded.notifications.map((item) => item.options.body)).toEqual([
      'Konnte nicht gespeichert werden: die Liste der gesendeten Benachrichtigungen; eine Benachrichtigung kann sich nach einem Neustart wiederholen',
    ]);
    expect(told).toEqual([{ code: 'state', words: reported.words }]);
  });

  it('says in German why the calendar could not be saved', async () => {
    const { electron, engine, temp } = await germanShell();
    engine.calendarText = { ics: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', events: 1 };
    electron.dialog.nextPath = join(temp.path, 'kein-ordner', 'spiele.ics');
    electron.recorded.trays[0]!.shownMenu()!.click('Zum Kalender hinzufügen…');
    await waitFor(() => electron.recorded.notifications.length > 0, 'the notification');
    expect(electron.recorded.notifications.map((item) => item.options.body)).toEqual([
      'Der Kalender konnte nicht gespeichert werden: diesen Ordner gibt es nicht',
    ]);
  });
});
