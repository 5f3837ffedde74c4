// A tray as the shell builds it (the real TrayController, TrayImages and menu over the typed
// electron stand-in), fed by the in-memory FakeEngine on a manual clock, and the two live matches
// the tray tests look at. Every menu action the shell offers is wired and recorded in `done`.

import { TrayController } from '../../../electron/main/tray/tray-controller';
import { TrayImages, trayIconProfile } from '../../../electron/main/tray/tray-images';
import { ManualClock } from '../../fixtures/manual-clock';
import { createElectronStub, type StubTray } from '../../electron-stub';
import { FakeEngine } from '../fake-engine';
import { namedMatch } from '../../fixtures/match-builders';

export const NORWICH = namedMatch({
  id: 1,
  home: [10, 'Norwich City'],
  away: [20, 'Eastleigh'],
  score: [2, 1],
  clock: "67'",
});
export const LEEDS = namedMatch({
  id: 2,
  home: [30, 'Leeds United', 'LEE'],
  away: [40, 'Hull City'],
  score: [0, 0],
  clock: "12'",
});

/** The home teams of NORWICH and LEEDS, and Colo-Colo (id 50), whose name gives a tricky code. */
const FOLLOWED: [number, string][] = [
  [10, 'Norwich City'],
  [30, 'Leeds United'],
  [50, 'Colo-Colo'],
];

/** Clock times in UTC, so menu texts such as "paused until 13:00" do not depend on the machine. */
const utcClock = (ms: number) => {
  const date = new Date(ms);
  return `${String(date.getUTCHours()).padStart(2, '0')}:${String(date.getUTCMinutes()).padStart(2, '0')}`;
};

/**
 * `systemLanguages` given: the tray writes times as the chosen language's locale does (no UTC clock
 * of the test's own).
 */
export function startTray(platform: NodeJS.Platform, systemLanguages?: readonly string[]) {
  const electron = createElectronStub();
  const clock = new ManualClock();
  const engine = new FakeEngine({ now: () => clock.now() });
  for (const [teamId, name] of FOLLOWED) {
    engine.settings.follow({ sport: 'football', teamId, name } as never);
  }
  const done: string[] = [];
  const tray = new electron.Tray(electron.nativeImage.createEmpty());
  const controller = new TrayController({
    tray,
    menu: electron.Menu,
    images: new TrayImages(electron.nativeImage, trayIconProfile(platform)),
    engine,
    clock,
    platform,
    formatClock: systemLanguages ? undefined : utcClock,
    systemLanguages: systemLanguages ? () => systemLanguages : undefined,
    actions: {
      toggleWindow: (bounds) => done.push(`toggle@${bounds.x}`),
      openWindow: () => done.push('window'),
      openMatch: (sport, id) => done.push(`match ${sport}:${id}`),
      openSettings: () => done.push('settings'),
      openLogs: () => done.push('logs'),
      restartToUpdate: () => done.push('restart'),
      quit: () => done.push('quit'),
    },
  });
  controller.start();
  return { clock, engine, tray: tray as StubTray, controller, done };
}
