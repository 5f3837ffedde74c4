import { describe, expect, it } from 'vitest';
import { PAUSE_FOR_MS } from '../../../electron/main/tray/tray-menu';
import { LEEDS, NORWICH, startTray } from './tray-setup';
import { namedMatch } from '../../fixtures/match-builders';

describe('tray ticker on macOS', () => {
  it('runs the minute on between updates in the title and tooltip, redrawing when it turns', () => {
    const { tray, engine, clock } = startTray('darwin');
    const kickedOff = clock.now();
    engine.setLive([
      {
        ...NORWICH,
        clock: null,
        clockState: {
          scope: 'match',
          seconds: 45 * 60 + 13 * 60 + 5,
          at: kickedOff,
          running: true,
          periodEnd: 90 * 60,
          countdown: false,
        },
      },
    ]);
    expect(tray.title).toBe("NOR 2–1 EAS 59'");
    clock.advance(3 * 60_000);
    expect(tray.title).toBe("NOR 2–1 EAS 62'");
    expect(tray.toolTip).toContain("Norwich City 2–1 Eastleigh 62'");
  });

  it('shows nothing in the title and a quiet template icon while no followed team plays', () => {
    const { tray } = startTray('darwin');
    expect(tray.title).toBe('');
    expect(tray.image.template).toBe(true);
    expect(tray.toolTip).toContain('nothing on');
    expect(tray.shownMenu()?.labels()[0]).toBe('[No followed team is playing now]');
  });

  it('puts the followed live match in the title with steady digits, and follows the score', () => {
    const { tray, engine } = startTray('darwin');
    engine.setLive([
      NORWICH,
      namedMatch({ id: 9, home: [77, 'Not Followed'], away: [78, 'Other'] }),
    ]);
    expect(tray.title).toBe("NOR 2–1 EAS 67'");
    expect(tray.titleOptions).toEqual({ fontType: 'monospacedDigit' });
    engine.setLive([
      { ...NORWICH, awayScore: { ...NORWICH.awayScore, current: 2, display: 2 }, clock: "71'" },
    ]);
    expect(tray.title).toBe("NOR 2–2 EAS 71'");
    engine.setLive([]);
    expect(tray.title).toBe('');
    expect(tray.titles).toEqual(['', "NOR 2–1 EAS 67'", "NOR 2–2 EAS 71'", '']);
  });

  it('shows the match that matters instead of rotating: a goal elsewhere takes the title a while', () => {
    const { tray, engine, clock } = startTray('darwin');
    engine.setLive([LEEDS, NORWICH]);
    // Nothing tells the two apart yet: the team followed first (Norwich) has the title.
    expect(tray.title).toBe("NOR 2–1 EAS 67'");
    clock.advance(8000);
    expect(tray.title).toBe("NOR 2–1 EAS 67'");
    const goal = { ...LEEDS, homeScore: { ...LEEDS.homeScore, current: 1, display: 1 } };
    engine.setLive([goal, NORWICH]);
    expect(tray.title).toBe("LEE 1–0 HUL 12'");
    clock.advance(60_000);
    expect(tray.title).toBe("LEE 1–0 HUL 12'");
    // Two minutes after the goal the glance goes back to the match that matters most.
    clock.advance(70_000);
    expect(tray.title).toBe("NOR 2–1 EAS 67'");
  });
});

describe('tray ticker on Windows and Linux', () => {
  it('draws the shown score into the icon at every scale instead of a title', () => {
    const { tray, engine } = startTray('win32');
    const quiet = tray.image;
    engine.setLive([NORWICH]);
    expect(tray.titles).toEqual([]);
    expect(tray.image).not.toBe(quiet);
    expect(tray.image.template).toBe(false);
    expect(tray.image.representations.map((rep) => [rep.scaleFactor, rep.width])).toEqual([
      [1, 16],
      [1.25, 20],
      [1.5, 24],
      [2, 32],
    ]);
    const linux = startTray('linux');
    linux.engine.setLive([NORWICH]);
    expect(linux.tray.image.representations.map((rep) => rep.width)).toEqual([24, 48]);
  });

  it('lists every followed live match in the tooltip, with how fresh it is', () => {
    const { tray, engine, clock } = startTray('linux');
    engine.setStatus({ lastUpdatedAt: clock.now() });
    engine.setLive([NORWICH, LEEDS]);
    expect(tray.toolTip.split('\n')).toEqual([
      "Scoretray, icon shows NOR 2–1 EAS 67'",
      "Norwich City 2–1 Eastleigh 67'",
      "Leeds United 0–0 Hull City 12'",
      'Updated just now',
    ]);
    clock.advance(2 * 60_000);
    expect(tray.toolTip).toContain('Updated 2 min ago');
  });

  it('keeps a Windows tooltip within 127 characters by falling back to team codes', () => {
    const { tray, engine } = startTray('win32');
    const many = Array.from({ length: 8 }, (_, index) =>
      namedMatch({
        id: 100 + index,
        home: [10, 'Norwich City'],
        away: [500 + index, `Opponent Number ${index}`],
      }),
    );
    engine.setLive(many);
    expect(tray.toolTip.length).toBeLessThanOrEqual(127);
    expect(tray.toolTip).toMatch(/NOR 0–0 OPP 67'/);
    expect(tray.toolTip).toMatch(/\+\d more/);
  });

  it('says when the data is stale: offline, key rejected, quota used up until a time', () => {
    const { tray, engine, clock } = startTray('linux');
    engine.setStatus({ state: 'offline', lastUpdatedAt: clock.now() - 5 * 60_000 });
    expect(tray.toolTip).toContain('Offline, last update 5 min ago');
    engine.setStatus({ state: 'unauthorized' });
    expect(tray.shownMenu()?.labels()).toContain('[API key rejected: set a new key in Settings]');
    engine.setStatus({ state: 'quota-exhausted', resetAt: Date.UTC(2026, 8, 30, 0, 0) });
    expect(tray.toolTip).toContain('Daily quota used up until 00:00');
  });
});

describe('tray menu', () => {
  it('opens a live match, settings and the window, and quits', () => {
    const { tray, engine, done } = startTray('linux');
    engine.setLive([NORWICH]);
    tray.shownMenu()?.click('Norwich City 2–1');
    tray.shownMenu()?.click('Settings');
    tray.shownMenu()?.click('Open Scoretray');
    tray.shownMenu()?.click('Quit');
    expect(done).toEqual(['match football:1', 'settings', 'window', 'quit']);
  });

  it('pauses alerts for an hour and offers to resume until then', () => {
    const { tray, engine, clock } = startTray('linux');
    tray.shownMenu()?.click('Pause alerts for 1 hour');
    expect(engine.settings.get().alertsPausedUntil).toBe(clock.now() + PAUSE_FOR_MS);
    expect(tray.shownMenu()?.labels()).toContain('Resume alerts (paused until 13:00)');
    tray.shownMenu()?.click('Resume alerts');
    expect(engine.settings.get().alertsPausedUntil).toBeNull();
    expect(tray.shownMenu()?.labels()).toContain('Pause alerts for 1 hour');
  });

  it('on macOS keeps the left click for the popover and pops the menu up on a right click', () => {
    const { tray, done } = startTray('darwin');
    tray.click();
    expect(done).toEqual(['toggle@1200']);
    expect(tray.menu).toBeNull();
    tray.rightClick();
    expect(tray.poppedUp.at(-1)?.labels()).toContain('Settings…');
  });

  it('attaches the menu on Windows and Linux, where the panel shows it', () => {
    for (const platform of ['win32', 'linux'] as const) {
      const { tray } = startTray(platform);
      expect(tray.menu?.labels()).toContain('Quit Scoretray');
    }
  });

  it('stops listening to the engine when stopped', () => {
    const { engine, controller, clock } = startTray('darwin');
    expect(engine.listenerCount('score')).toBe(1);
    controller.stop();
    expect(engine.listenerCount('score')).toBe(0);
    expect(clock.pendingTimers()).toBe(0);
  });
});

describe('tray words in the chosen language', () => {
  it('writes the time of day as German does when German is chosen on an English system', () => {
    const { tray, engine } = startTray('linux', ['en-US']);
    const resetAt = Date.UTC(2026, 8, 30, 23, 0);
    engine.setStatus({ state: 'quota-exhausted', resetAt });
    expect(tray.toolTip).toMatch(/Daily quota used up until \d{1,2}:\d{2}\s?(AM|PM)$/);
    void engine.settings.update({ language: 'de' });
    engine.setStatus({ state: 'quota-exhausted', resetAt: resetAt + 1 });
    const time = new Intl.DateTimeFormat('de', { timeStyle: 'short' }).format(resetAt);
    expect(tray.toolTip).toMatch(new RegExp(`Tageskontingent bis ${time} verbraucht$`));
    expect(tray.toolTip).not.toMatch(/AM|PM/);
  });
});
