// What a person reads off the tray on each system: which of several matches the icon or title shows
// now, "Open Scoretray" first on Linux, distinct team codes, and an update waiting for a restart.

import { describe, expect, it } from 'vitest';
import { WINDOWS_TOOLTIP_LIMIT } from '../../../shared/ticker-format';
import type { StubTray } from '../../electron-stub';
import { LEEDS, NORWICH, startTray } from './tray-setup';
import { namedMatch } from '../../fixtures/match-builders';

/** The labels of the menu without separators and the disabled freshness line. */
function items(tray: StubTray): string[] {
  return (tray.shownMenu()?.labels() ?? []).filter((label) => label !== '---');
}

describe('which match the tray glance shows', () => {
  it('names the match in the icon first in the tooltip and the menu, and follows a goal', () => {
    const { tray, engine, done } = startTray('win32');
    engine.setLive([NORWICH, LEEDS]);
    const look = () => {
      expect(tray.toolTip.length).toBeLessThanOrEqual(WINDOWS_TOOLTIP_LIMIT);
      tray.shownMenu()?.click('In the icon');
      return [tray.toolTip.split('\n')[0], items(tray)[0], done.at(-1)];
    };
    expect(look()).toEqual([
      "Scoretray, icon shows NOR 2–1 EAS 67'",
      "In the icon: Norwich City 2–1 Eastleigh 67'",
      'match football:1',
    ]);
    engine.setLive([
      NORWICH,
      { ...LEEDS, awayScore: { ...LEEDS.awayScore, current: 1, display: 1 } },
    ]);
    expect(look()).toEqual([
      "Scoretray, icon shows LEE 0–1 HUL 12'",
      "In the icon: Leeds United 0–1 Hull City 12'",
      'match football:2',
    ]);
  });

  it('says "in the menu bar" on macOS, where the title rotates', () => {
    const { tray, engine } = startTray('darwin');
    engine.setLive([NORWICH, LEEDS]);
    const first = items(tray)[0] ?? '';
    expect(first.startsWith('In the menu bar: ')).toBe(true);
    expect(first).toContain(tray.title.startsWith('NOR') ? 'Norwich City' : 'Leeds United');
  });

  it('marks nothing when one match is on: the icon can only be that one', () => {
    const { tray, engine } = startTray('win32');
    engine.setLive([NORWICH]);
    expect(items(tray)[0]).toBe("Norwich City 2–1 Eastleigh 67'");
    expect(tray.toolTip.split('\n')[0]).toBe('Scoretray');
  });

  it('keeps a long Windows tooltip within the limit with the shown match still first', () => {
    const { tray, engine } = startTray('win32');
    const many = Array.from({ length: 9 }, (_, index) =>
      namedMatch({
        id: 100 + index,
        home: [10, `Very Long Football Club Name ${index}`],
        away: [20, `Another Quite Long Team Name ${index}`],
        score: [index, 1],
      }),
    );
    engine.setLive(many);
    expect(tray.toolTip.length).toBeLessThanOrEqual(WINDOWS_TOOLTIP_LIMIT);
    expect(tray.toolTip.split('\n')[0]).toMatch(/^Scoretray, icon shows /);
  });
});

describe('the tray menu on each system', () => {
  it('puts "Open Scoretray" first on Linux, whatever else the menu holds', () => {
    const { tray, engine } = startTray('linux');
    expect(items(tray)[0]).toBe('Open Scoretray');
    engine.setLive([NORWICH, LEEDS]);
    expect(items(tray)[0]).toBe('Open Scoretray');
    expect(items(tray)[1]).toMatch(/^In the icon: /);
  });

  it('keeps the matches first on Windows and macOS, with "Open Scoretray" further down', () => {
    for (const platform of ['win32', 'darwin'] as const) {
      const { tray, engine } = startTray(platform);
      engine.setLive([NORWICH]);
      expect(items(tray)[0]).toBe("Norwich City 2–1 Eastleigh 67'");
      expect(items(tray)).toContain('Open Scoretray');
    }
  });

  it('never shows one code for both teams in the macOS title', () => {
    const { tray, engine } = startTray('darwin');
    engine.setLive([
      namedMatch({
        id: 5,
        home: [50, 'Colo-Colo'],
        away: [60, 'Colón'],
        score: [1, 0],
        clock: "9'",
      }),
    ]);
    expect(tray.title).toBe("COL 1–0 CLN 9'");
  });

  it('offers "Restart to update" only while a downloaded update waits, and opens the logs', () => {
    const { tray, controller, done } = startTray('linux');
    expect(items(tray).some((label) => label.startsWith('Restart to update'))).toBe(false);
    controller.setUpdateReady('0.2.0');
    tray.shownMenu()?.click('Restart to update to 0.2.0');
    tray.shownMenu()?.click('Open logs');
    expect(done).toEqual(['restart', 'logs']);
    controller.setUpdateReady(null);
    expect(items(tray).some((label) => label.startsWith('Restart to update'))).toBe(false);
  });
});
