// "Add to calendar" in the desktop shell: the tray's item and the window's channel both ask where
// with the save dialog and write the engine's calendar there; a cancelled dialog writes nothing,
// and nothing to export is said rather than saved.

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeEngine } from '../fake-engine';
import { startShellHarness, type ShellHarness } from '../shell-harness';
import { waitFor } from '../../core/live/wait-for';

const CALENDAR =
  'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nSUMMARY:Rovers v United\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';

let harness: ShellHarness<FakeEngine> | null = null;

afterEach(async () => {
  await harness?.close();
  harness = null;
});

function start() {
  harness = startShellHarness({ createEngine: () => new FakeEngine() });
  harness.engine.calendarText = { ics: CALENDAR, events: 1 };
  return harness;
}

describe('Add to calendar', () => {
  it('from the tray menu: the save dialog asks where, and the calendar is written there', async () => {
    const { electron, temp } = start();
    const path = join(temp.path, 'my-fixtures.ics');
    electron.dialog.nextPath = path;
    electron.recorded.trays[0]?.shownMenu()?.click('Add to calendar…');
    // Written whole, or not yet: the file may exist a moment before its text is in.
    await waitFor(
      () => existsSync(path) && readFileSync(path, 'utf8') === CALENDAR,
      'the calendar file',
    );
    expect(electron.dialog.asked[0]?.defaultPath).toMatch(/scoretray-fixtures\.ics$/);
  });

  it('from the window: the answer says where it went, or that the dialog was cancelled', async () => {
    const { electron, temp, api } = start();
    expect(await api.invoke('calendar:export')).toEqual({ result: 'cancelled' });
    const path = join(temp.path, 'fixtures.ics');
    electron.dialog.nextPath = path;
    expect(await api.invoke('calendar:export')).toEqual({ result: 'saved', path, events: 1 });
    expect(readFileSync(path, 'utf8')).toBe(CALENDAR);
  });

  it('a file that cannot be written is said as a reason the user can act on, not an OS message', async () => {
    const { electron, temp, api } = start();
    electron.dialog.nextPath = join(temp.path, 'no-such-folder', 'fixtures.ics');
    expect(await api.invoke('calendar:export')).toEqual({
      result: 'failed',
      words: { key: 'calendarNotSaved', values: { why: { part: 'noFolder' } } },
    });
    // The tray tells the same as a notification, in words.
    electron.recorded.trays[0]?.shownMenu()?.click('Add to calendar…');
    await waitFor(() => electron.recorded.notifications.length > 0, 'the notification');
    expect(electron.recorded.notifications[0]?.options.body).toBe(
      'The calendar could not be saved: that folder does not exist',
    );
  });

  it('with no next fixture known, nothing is saved and the user is told', async () => {
    const { electron, engine, api } = start();
    engine.calendarText = { ics: CALENDAR, events: 0 };
    electron.dialog.nextPath = '/nowhere/fixtures.ics';
    expect(await api.invoke('calendar:export')).toEqual({ result: 'empty' });
    expect(electron.dialog.asked).toEqual([]);
  });
});
