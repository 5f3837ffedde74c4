// Notifications that behave: no banners while the system's Do Not Disturb is on (where it can be
// read; unknown means they go out), a cancelled goal (or full time) replaces its notification, and a click
// opens that match in the window.

import { describe, expect, it } from 'vitest';
import {
  FOCUS_READ_EVERY_MS,
  FocusModeWatcher,
  linuxFocusReader,
  macFocusReader,
  type RunProgram,
} from '../../../electron/main/notifications/focus-mode';
import type { NavigateTarget } from '../../../shared/ipc-contract';
import { ManualClock } from '../../fixtures/manual-clock';
import { FakeEngine } from '../fake-engine';
import { makeAlert } from '../../fixtures/match-builders';
import { startShellHarness } from '../shell-harness';

const GOAL = makeAlert({ id: 'football:7:goal:1-0:0', kind: 'goal', matchId: 7, title: 'Goal!' });
const CANCELLED = makeAlert({
  id: 'football:7:goal-cancelled:0-0:0',
  kind: 'goal-cancelled',
  matchId: 7,
  title: 'Goal cancelled',
});

function start(
  focus: { on: boolean | null } = { on: false },
  clock = new ManualClock(),
  platform: NodeJS.Platform = 'linux',
) {
  return startShellHarness({
    createEngine: (ports) => new FakeEngine({ notifier: ports.notifier, now: () => clock.now() }),
    clock,
    platform,
    desktop: { focusReader: async () => focus.on },
  });
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

/** Runs `test` on a shell started (and settled) as `start` makes it, and closes it whatever happens. */
async function onShell(
  test: (harness: ReturnType<typeof start>) => Promise<void> | void,
  ...setup: Parameters<typeof start>
): Promise<void> {
  const harness = start(...setup);
  await settle();
  try {
    await test(harness);
  } finally {
    await harness.close();
  }
}

describe('notifications', () => {
  it('show a name with markup as written on Linux, whose servers read the body as markup', async () => {
    for (const [platform, body] of [
      ['linux', "67' &lt;b&gt;Rovers &amp; Co&lt;/b&gt; scored"],
      ['darwin', "67' <b>Rovers & Co</b> scored"],
    ] as const) {
      await onShell(
        (harness) => {
          harness.ports.notifier.notify({ ...GOAL, body: "67' <b>Rovers & Co</b> scored" });
          expect(harness.electron.recorded.notifications.map((note) => note.options.body)).toEqual([
            body,
          ]);
        },
        { on: false },
        new ManualClock(),
        platform,
      );
    }
  });

  it('replace a goal with its cancellation instead of showing both', () =>
    onShell(async (harness) => {
      harness.ports.notifier.notify(GOAL);
      harness.ports.notifier.notify(CANCELLED);
      const shown = harness.electron.recorded.notifications;
      expect(shown.map((note) => [note.options.title, note.onScreen])).toEqual([
        ['Goal!', false],
        ['Goal cancelled', true],
      ]);
      // A goal in another match stays.
      harness.ports.notifier.notify({ ...GOAL, id: 'football:8:goal:1-0:0', matchId: 8 });
      harness.ports.notifier.notify(CANCELLED);
      expect(shown.filter((note) => note.onScreen).map((note) => note.options.title)).toEqual([
        'Goal cancelled',
        'Goal!',
        'Goal cancelled',
      ]);
    }));

  it('replace a full time told in error with its correction, as a cancelled goal', () =>
    onShell(async (harness) => {
      const fulltime = makeAlert({
        id: 'futsal:7:fulltime',
        kind: 'fulltime',
        sport: 'futsal',
        matchId: 7,
        title: 'Full time',
      });
      harness.ports.notifier.notify(fulltime);
      harness.ports.notifier.notify({
        ...fulltime,
        id: 'futsal:7:fulltime-cancelled:0',
        kind: 'fulltime-cancelled',
        title: 'Not full time after all',
      });
      expect(
        harness.electron.recorded.notifications.map((note) => [note.options.title, note.onScreen]),
      ).toEqual([
        ['Full time', false],
        ['Not full time after all', true],
      ]);
    }));

  it('open the match when clicked', () =>
    onShell(async (harness) => {
      const targets: NavigateTarget[] = [];
      harness.api.on('navigate', (target) => targets.push(target));
      await harness.api.invoke('app:ready');
      harness.ports.notifier.notify(GOAL);
      harness.electron.recorded.notifications[0]?.click();
      expect(targets).toEqual([{ view: 'match', sport: 'football', matchId: 7 }]);
      expect(harness.window.visible).toBe(true);
    }));

  it('show no banner while Do Not Disturb is on, and go out again when it is off', async () => {
    const focus: { on: boolean | null } = { on: true };
    const clock = new ManualClock();
    await onShell(
      async (harness) => {
        harness.ports.notifier.notify(GOAL);
        expect(harness.electron.recorded.notifications).toHaveLength(0);
        expect(harness.logs.some((line) => line.includes('Do Not Disturb is on'))).toBe(true);
        focus.on = null; // cannot be read: banners go out
        clock.advance(FOCUS_READ_EVERY_MS);
        await settle();
        harness.ports.notifier.notify(GOAL);
        expect(harness.electron.recorded.notifications).toHaveLength(1);
      },
      focus,
      clock,
    );
  });
});

describe('reading Do Not Disturb', () => {
  const answers =
    (table: Record<string, string | Error>): RunProgram =>
    async (file) => {
      const answer = table[file];
      if (answer === undefined || answer instanceof Error) throw answer ?? new Error('ENOENT');
      return answer;
    };

  it('reads GNOME and the freedesktop Inhibited property on Linux; unknown elsewhere', async () => {
    expect(await linuxFocusReader(answers({ gsettings: 'false\n' }))()).toBe(true);
    expect(await linuxFocusReader(answers({ gsettings: 'true\n', busctl: 'b false\n' }))()).toBe(
      false,
    );
    expect(await linuxFocusReader(answers({ busctl: 'b true\n' }))()).toBe(true);
    expect(await linuxFocusReader(answers({}))()).toBeNull();
  });

  it('reads an active Focus on macOS from its assertions, and unknown when refused', async () => {
    const reader = (text: string | Error) =>
      macFocusReader('/Users/ana', async (path) => {
        expect(path).toBe('/Users/ana/Library/DoNotDisturb/DB/Assertions.json');
        if (text instanceof Error) throw text;
        return text;
      });
    const active = JSON.stringify({ data: [{ storeAssertionRecords: [{ assertionId: 'x' }] }] });
    expect(await reader(active)()).toBe(true);
    expect(await reader(JSON.stringify({ data: [{}] }))()).toBe(false);
    expect(await reader(new Error('EPERM: operation not permitted'))()).toBeNull();
    expect(await reader('not json')()).toBeNull();
  });

  it('reads in the background and stops reading when stopped', async () => {
    const clock = new ManualClock();
    let reads = 0;
    const watcher = new FocusModeWatcher(async () => {
      reads += 1;
      return reads > 1;
    }, clock);
    await watcher.start();
    expect(watcher.doNotDisturb()).toBe(false);
    clock.advance(FOCUS_READ_EVERY_MS);
    await settle();
    expect(watcher.doNotDisturb()).toBe(true);
    watcher.stop();
    expect(clock.pendingTimers()).toBe(0);
  });
});
