// The global shortcut (default, changed, off, taken by another app) and launch at login on Linux
// through an XDG autostart entry, each against the stand-in and real files.

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_GLOBAL_SHORTCUT, acceleratorProblem } from '../../../shared/desktop';
import { autostartPath } from '../../../electron/main/lifecycle/linux-autostart';
import { ManualClock } from '../../fixtures/manual-clock';
import { makeTempDir } from '../../fixtures/temp-dir';
import { FakeEngine } from '../fake-engine';
import { startShellHarness, type ShellHarness } from '../shell-harness';

let harness: ShellHarness<FakeEngine> | null = null;
afterEach(async () => {
  await harness?.close();
  harness = null;
});

function start(
  options: { platform?: NodeJS.Platform; taken?: string[]; configHome?: string } = {},
) {
  const clock = new ManualClock();
  harness = startShellHarness({
    createEngine: (ports) => new FakeEngine({ notifier: ports.notifier, now: () => clock.now() }),
    clock,
    platform: options.platform ?? 'linux',
    beforeStart: (electron) => {
      for (const accelerator of options.taken ?? [])
        electron.globalShortcut.takenByOthers.add(accelerator);
    },
    desktop: {
      autostart: {
        env: {
          XDG_CONFIG_HOME: options.configHome,
          APPIMAGE: '/home/ana/Apps/Scoretray 1.0.AppImage',
        },
        home: '/nonexistent-home',
        execPath: '/tmp/.mount_Score/scoretray',
      },
    },
  });
  return harness;
}

describe('global shortcut', () => {
  it('opens and closes the window with the default keys', async () => {
    const { electron, window, api } = start();
    expect(await api.invoke('desktop:status')).toMatchObject({
      shortcut: { state: 'on', accelerator: DEFAULT_GLOBAL_SHORTCUT },
    });
    expect(electron.globalShortcut.press(DEFAULT_GLOBAL_SHORTCUT)).toBe(true);
    expect(window.visible).toBe(true);
    electron.globalShortcut.press(DEFAULT_GLOBAL_SHORTCUT);
    expect(window.visible).toBe(false);
  });

  it('follows the setting: another shortcut frees the old one, off frees all', async () => {
    const { electron, api } = start();
    await api.invoke('settings:update', { globalShortcut: 'CommandOrControl+Shift+F9' });
    expect([...electron.globalShortcut.registered.keys()]).toEqual(['CommandOrControl+Shift+F9']);
    await api.invoke('settings:update', { globalShortcut: null });
    expect(electron.globalShortcut.registered.size).toBe(0);
    expect((await api.invoke('desktop:status')).shortcut).toEqual({ state: 'off' });
  });

  it('reports a shortcut another app holds, in Settings and the log, and runs on', async () => {
    const { api, logs, engine } = start({ taken: [DEFAULT_GLOBAL_SHORTCUT] });
    const pushed: unknown[] = [];
    api.on('desktop:changed', (status) => pushed.push(status.shortcut));
    await api.invoke('app:ready');
    expect((await api.invoke('desktop:status')).shortcut).toEqual({
      state: 'taken',
      accelerator: DEFAULT_GLOBAL_SHORTCUT,
    });
    // The shell's sentence goes to the log; the window words the state itself.
    const sentence = `The shortcut ${DEFAULT_GLOBAL_SHORTCUT} is taken by another app; choose another in Settings`;
    expect(logs.some((line) => line.includes(sentence))).toBe(true);
    expect(engine.started).toBe(true);
    await api.invoke('settings:update', { globalShortcut: 'Alt+Shift+F2' });
    expect(pushed.at(-1)).toEqual({ state: 'on', accelerator: 'Alt+Shift+F2' });
  });

  it('refuses shortcuts that would take keys away from typing', async () => {
    expect(acceleratorProblem('S')).toBe('needs Ctrl, Alt or Cmd');
    expect(acceleratorProblem('Shift+S')).toBe('needs Ctrl, Alt or Cmd');
    expect(acceleratorProblem('F8')).toBeNull();
    expect(acceleratorProblem('Ctrl+Ctrl+S')).toBe('a modifier is repeated');
    expect(acceleratorProblem('Hyper+S')).toBe('unknown modifier');
    const { api } = start();
    await expect(api.invoke('settings:update', { globalShortcut: 'S' })).rejects.toThrow(
      /not a usable shortcut/,
    );
  });
});

describe('launch at login on Linux', () => {
  it('writes and removes an XDG autostart entry under XDG_CONFIG_HOME', async () => {
    const temp = makeTempDir('scoretray-xdg-');
    try {
      const { api } = start({ configHome: temp.path });
      const entry = join(temp.path, 'autostart', 'scoretray.desktop');
      expect(existsSync(entry)).toBe(false);
      await api.invoke('settings:update', { launchAtLogin: true });
      const text = readFileSync(entry, 'utf8');
      expect(text).toMatch(/^\[Desktop Entry\]\nType=Application\n/);
      expect(text).toContain('Name=Scoretray\n');
      // The AppImage itself, not the binary inside its temporary mount, quoted for the space.
      expect(text).toContain('Exec="/home/ana/Apps/Scoretray 1.0.AppImage"\n');
      await api.invoke('settings:update', { launchAtLogin: false });
      expect(existsSync(entry)).toBe(false);
    } finally {
      temp.remove();
    }
  });

  it('uses ~/.config when XDG_CONFIG_HOME is unset or not absolute, and the OS setting elsewhere', async () => {
    expect(autostartPath({ env: {}, home: '/home/ana' })).toBe(
      '/home/ana/.config/autostart/scoretray.desktop',
    );
    expect(autostartPath({ env: { XDG_CONFIG_HOME: 'relative' }, home: '/home/ana' })).toBe(
      '/home/ana/.config/autostart/scoretray.desktop',
    );
    const { api, electron } = start({ platform: 'win32' });
    await api.invoke('settings:update', { launchAtLogin: true });
    expect(electron.app.loginItemSettings.at(-1)).toEqual({
      openAtLogin: true,
      openAsHidden: true,
    });
  });

  it('reports an autostart folder it cannot write, and runs on', async () => {
    const temp = makeTempDir('scoretray-xdg-');
    try {
      // A file where the autostart folder should be.
      const blocked = join(temp.path, 'blocked');
      writeFileSync(blocked, 'not a folder');
      const { api, logs } = start({ configHome: blocked });
      await api.invoke('settings:update', { launchAtLogin: true });
      expect(logs.some((line) => line.includes('Launch at login could not be changed'))).toBe(true);
      expect((await api.invoke('settings:get')).launchAtLogin).toBe(true);
    } finally {
      temp.remove();
    }
  });
});
