import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Alert } from '../../../shared/domain';
import { NativeNotifier } from '../../../electron/main/notifications/native-notifier';
import { ManualClock } from '../../fixtures/manual-clock';
import { makeTempDir, type TempDir } from '../../fixtures/temp-dir';
import { createElectronStub, type ElectronStub } from '../../electron-stub';
import { makeAlert } from '../../fixtures/match-builders';

let temp: TempDir;
let electron: ElectronStub;
let clicked: Alert[];
let problemClicks: number;
let notifier: NativeNotifier;
let clock: ManualClock;
let crestPath: string;
let appIconPath: string;

beforeEach(() => {
  temp = makeTempDir();
  crestPath = join(temp.path, 'crest-10.png');
  appIconPath = join(temp.path, 'icon.png');
  writeFileSync(crestPath, 'png');
  writeFileSync(appIconPath, 'png');
  electron = createElectronStub();
  clock = new ManualClock();
  clicked = [];
  problemClicks = 0;
  notifier = new NativeNotifier({
    Notification: electron.Notification,
    clock,
    fallbackIconPath: appIconPath,
    onAlertClick: (alert) => clicked.push(alert),
    onProblemClick: () => (problemClicks += 1),
  });
});

afterEach(() => temp.remove());

describe('native notifications', () => {
  it("shows the engine's words with the team's crest, and leaves sound to the OS", () => {
    notifier.notify(makeAlert({ iconPath: crestPath }));
    const [shown] = electron.recorded.notifications;
    expect(shown?.options).toEqual({
      title: 'Goal! Norwich 2–1 Eastleigh',
      body: "67' Norwich scored",
      icon: crestPath,
    });
    expect(shown?.options).not.toHaveProperty('silent');
    expect(shown?.options).not.toHaveProperty('sound');
  });

  it('shows a body with markup in it as written where the system reads markup (Linux)', () => {
    const onLinux = new NativeNotifier({
      Notification: electron.Notification,
      clock,
      fallbackIconPath: null,
      onAlertClick: () => {},
      onProblemClick: () => {},
      markupBody: true,
    });
    const body = '67\' <b>Rovers & Co</b> scored <a href="https://x.example">here</a>';
    onLinux.notify(makeAlert({ body }));
    notifier.notify(makeAlert({ body }));
    const [linux, elsewhere] = electron.recorded.notifications;
    expect(linux?.options.body).toBe(
      '67\' &lt;b&gt;Rovers &amp; Co&lt;/b&gt; scored &lt;a href="https://x.example"&gt;here&lt;/a&gt;',
    );
    // Where the body is plain text, escaping it would show the entities.
    expect(elsewhere?.options.body).toBe(body);
  });

  it('falls back to the app icon when the crest is not cached', () => {
    notifier.notify(makeAlert({ iconPath: null }));
    expect(electron.recorded.notifications.map((item) => item.options.icon)).toEqual([
      appIconPath,
    ]);
  });

  it('replaces an alert with its update, silently, and never raises one the user closed', () => {
    const goal = makeAlert({ id: 'g1', kind: 'goal', iconPath: crestPath });
    notifier.notify(goal);
    notifier.update({ ...goal, body: "Ada Stone · 67'" });
    const [first, second] = electron.recorded.notifications;
    expect(first?.onScreen).toBe(false);
    expect(second?.onScreen).toBe(true);
    expect(second?.options).toMatchObject({ body: "Ada Stone · 67'", silent: true, icon: crestPath });

    second?.close();
    notifier.update({ ...goal, body: "Ada Stone (penalty) · 67'" });
    expect(electron.recorded.notifications).toHaveLength(2);
  });

  it('opens the match when the notification is clicked', () => {
    const alert = makeAlert({ matchId: 42 });
    notifier.notify(alert);
    electron.recorded.notifications[0]?.click();
    expect(clicked).toEqual([alert]);
  });

  it('shows nothing where the system has no notifications', () => {
    electron.recorded.notificationSupport.supported = false;
    notifier.notify(makeAlert());
    expect(electron.recorded.notifications).toEqual([]);
  });

  it('tells the user about a problem once, not on every repeat', () => {
    notifier.notifyProblem({ code: 'state', text: 'settings.json was damaged; moved aside' });
    notifier.notifyProblem({ code: 'state', text: 'settings.json was damaged; moved aside' });
    clock.advance(16 * 60_000);
    notifier.notifyProblem({ code: 'state', text: 'again' });
    expect(electron.recorded.notifications.map((item) => item.options.body)).toEqual([
      'settings.json was damaged; moved aside',
      'again',
    ]);
    electron.recorded.notifications[0]?.click();
    expect(problemClicks).toBe(1);
  });
});
