import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Conf from 'conf';
import { afterEach, describe, expect, it } from 'vitest';
import type { StoredKey } from '../../electron/main/storage/key-vault';
import type { EventTypes } from '../../shared/ipc-contract';
import { ManualClock } from '../fixtures/manual-clock';
import { MemoryVaultFile } from '../fixtures/memory-vault-file';
import { FakeEngine, makeAlert } from './fake-engine';
import { startShellHarness, type ShellHarness } from './shell-harness';
import { namedMatch } from '../fixtures/match-builders';
import { engineProblem } from '../../electron/core/engine/api';
import { problem } from '../../shared/problems';

/** The engine's report of a damaged settings file set aside. */
const settingsMovedAside = engineProblem(
  'state',
  problem(
    'movedAside',
    {
      file: 'settings.json',
      what: { part: 'damaged' },
      location: '/state/settings.corrupt-1.json',
      consequence: { part: 'defaultsUsed' },
    },
    'not JSON',
  ),
);

const USER_KEY = 'sk-live-9f8e7d6c5b4a3210';
let harness: ShellHarness<FakeEngine> | null = null;

afterEach(async () => {
  await harness?.close();
  harness = null;
});

function start(platform: NodeJS.Platform = 'linux') {
  const clock = new ManualClock();
  harness = startShellHarness({
    // What electron-store does when a store is made in main: answer any renderer on its own channel.
    beforeStart: (electron) => electron.ipcMain.on('electron-store-get-data', () => undefined),
    createEngine: (ports) =>
      new FakeEngine({ notifier: ports.notifier, validKey: USER_KEY, now: () => clock.now() }),
    platform,
    clock,
  });
  return { ...harness, clock };
}

describe('the shell, wired', () => {
  it('starts the engine, a quiet tray, a hidden popover and hardens the session', async () => {
    const { electron, engine, window, shell } = start('darwin');
    await shell.started;
    expect(engine.started).toBe(true);
    expect(electron.app.dockHidden).toBe(true);
    expect(electron.recorded.trays).toHaveLength(1);
    expect(electron.recorded.trays[0]?.image.template).toBe(true);
    expect(window.visible).toBe(false);
    expect(window.loadedUrls).toEqual(['app://scoretray/index.html']);
    expect(electron.session.defaultSession.headersListener).not.toBeNull();
    expect(electron.protocol.handlers.has('app')).toBe(true);
    expect(electron.protocol.handlers.has('scoretray-img')).toBe(true);
    expect(electron.app.loginItemSettings).toEqual([{ openAtLogin: false, openAsHidden: true }]);
  });

  it('serves the window its page from the renderer folder, with the policy as a header', async () => {
    const { electron, temp } = start();
    const root = join(temp.path, 'app', 'out', 'renderer');
    mkdirSync(root, { recursive: true });
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>Scoretray</title>');
    const page = await electron.protocol.fetch('app://scoretray/index.html');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toMatch(
      /^default-src 'self'; script-src 'self';/,
    );
    expect((await electron.protocol.fetch('app://scoretray/../../vault.json')).status).toBe(404);
  });

  it.each([
    ['linux', true, null],
    ['win32', true, null],
    ['darwin', true, ['appMenu', 'editMenu']],
    ['linux', false, 'default'],
  ] as const)(
    'on %s, packaged %s, the application menu is %j: no reload or DevTools keys for users',
    (platform, packaged, expected) => {
      harness = startShellHarness({
        createEngine: () => new FakeEngine(),
        platform,
        desktop: { packaged },
      });
      const menu = harness.electron.Menu.applicationMenu;
      expect(
        typeof menu === 'object' && menu !== null ? menu.items.map((item) => item.role) : menu,
      ).toEqual(expected);
    },
  );

  it("locks the popover's page: no navigation, no new windows; https links go to the browser", () => {
    const { window, electron } = start();
    expect(window.webContents.attemptNavigation('https://scores.example.com/match/7')).toBe(false);
    expect(window.webContents.attemptNavigation('file:///etc/passwd')).toBe(false);
    expect(window.webContents.openHandler?.({ url: 'https://tv.example.org/watch' })).toEqual({
      action: 'deny',
    });
    expect(window.webContents.openHandler?.({ url: 'http://tv.example.org/watch' })).toEqual({
      action: 'deny',
    });
    expect(electron.shell.opened).toEqual([
      'https://scores.example.com/match/7',
      'https://tv.example.org/watch',
    ]);
  });

  it('holds pushes until the renderer says app:ready, then delivers them in order', async () => {
    const { engine, api, window } = start();
    const seen: string[] = [];
    for (const event of ['live:changed', 'status:changed', 'alert:raised'] as const) {
      api.on(event, () => seen.push(event));
    }
    engine.setLive([namedMatch({ id: 1, home: [10, 'Norwich City'], away: [20, 'Eastleigh'] })]);
    engine.setStatus({ state: 'reconnecting' });
    engine.raise(makeAlert());
    expect(window.webContents.sent).toEqual([]);
    expect(seen).toEqual([]);
    await api.invoke('app:ready');
    expect(seen).toEqual(['live:changed', 'status:changed', 'alert:raised']);
    engine.setStatus({ state: 'connected' });
    expect(seen.at(-1)).toBe('status:changed');
  });

  it('holds pushes again while the renderer reloads', async () => {
    const { engine, api, window } = start();
    await api.invoke('app:ready');
    window.webContents.emit('did-start-loading');
    const before = window.webContents.sent.length;
    engine.setStatus({ state: 'offline' });
    expect(window.webContents.sent.slice(before)).toEqual([]);
    await api.invoke('app:ready');
    expect(window.webContents.sent.at(-1)).toMatchObject({
      channel: 'status:changed',
      payload: { state: 'offline' },
    });
  });

  it('never lets the key reach the renderer: set, test, mask, settings and every push', async () => {
    const { engine, api, window, vaultFile } = start();
    const responses: unknown[] = [];
    const record = async <T>(answer: Promise<T>) => {
      responses.push(await answer.catch((error: Error) => error.message));
    };
    await record(api.invoke('app:ready'));
    await record(api.invoke('key:set', { key: USER_KEY }));
    await record(api.invoke('key:test', {}));
    await record(api.invoke('key:test', { key: USER_KEY }));
    await record(api.invoke('key:masked'));
    await record(api.invoke('settings:get'));
    await record(api.invoke('status:get'));
    // An upstream message that carelessly quotes the key must still arrive scrubbed.
    engine.setStatus({
      state: 'offline',
      detail: `wss://host/v2/football/ws?x-api-key=${USER_KEY} closed`,
    });
    engine.emit(
      'problem',
      engineProblem(
        'state',
        problem('movedAside', { file: `key ${USER_KEY}`, location: USER_KEY }, USER_KEY),
      ),
    );
    engine.raise(makeAlert({ body: `debug ${USER_KEY}` }));
    expect(responses).toContainEqual({
      result: 'saved',
      masked: '••••••••3210',
      storage: 'encrypted',
      verdict: null,
    });
    expect(responses).toContainEqual('valid');
    expect(responses).toContainEqual({ masked: '••••••••3210', storage: 'encrypted' });
    const everything = JSON.stringify({ responses, sent: window.webContents.sent });
    expect(everything).not.toContain(USER_KEY);
    expect(everything).toContain('[redacted]');
    expect(vaultFile.text).not.toContain(USER_KEY);
    expect(engine.keyChanges).toBe(1);
  });

  it('decrypts a saved key once, with the asynchronous safeStorage API, before the engine starts', async () => {
    const clock = new ManualClock();
    const file = new MemoryVaultFile();
    let keyAtStart: string | null = null;
    harness = startShellHarness({
      beforeStart: (electron) => {
        const ciphertext = electron.safeStorage.encryptString(USER_KEY).toString('base64');
        file.set('apiKey', { ciphertext, savedAt: 0 });
        electron.safeStorage.syncCalls = 0;
      },
      openVaultFile: () => file,
      createEngine: (ports) => {
        const engine = new FakeEngine({ notifier: ports.notifier, validKey: USER_KEY });
        const start = engine.start.bind(engine);
        engine.start = () => {
          keyAtStart = ports.keys.current();
          return start();
        };
        return engine;
      },
      clock,
    });
    const { api, electron, shell, window } = harness;
    await shell.started;
    expect(keyAtStart).toBe(USER_KEY);
    await api.invoke('app:ready');
    expect(await api.invoke('key:masked')).toEqual({
      masked: '••••••••3210',
      storage: 'encrypted',
    });
    expect(await api.invoke('key:test', {})).toBe('valid');
    harness.engine.setStatus({ state: 'offline', detail: `closed ${USER_KEY}` });
    expect(JSON.stringify(window.webContents.sent)).not.toContain(USER_KEY);
    expect(electron.safeStorage.decryptions).toBe(1);
    expect(electron.safeStorage.syncCalls).toBe(0);
  });

  it('shows a native notification for an alert; its click opens the match in the popover', async () => {
    const { engine, api, window, electron } = start();
    const navigations: EventTypes['navigate'][] = [];
    api.on('navigate', (target) => navigations.push(target));
    await api.invoke('app:ready');
    engine.raise(makeAlert({ sport: 'football', matchId: 77 }));
    const [notification] = electron.recorded.notifications;
    expect(notification?.options.title).toBe('Goal! Norwich 2–1 Eastleigh');
    notification?.click();
    expect(navigations).toEqual([{ view: 'match', sport: 'football', matchId: 77 }]);
    expect(window.visible).toBe(true);
  });

  it('tells the user once when the engine cannot start, and starts it when the cause is gone', async () => {
    const clock = new ManualClock();
    harness = startShellHarness({
      createEngine: (ports) => {
        const engine = new FakeEngine({ notifier: ports.notifier, now: () => clock.now() });
        engine.failingStarts = 2;
        return engine;
      },
      clock,
    });
    const { engine, electron, shell } = harness;
    await shell.started;
    expect(engine.started).toBe(false);
    expect(electron.recorded.notifications.map((item) => item.options.body)).toEqual([
      'Scoretray could not start; it keeps trying',
    ]);
    await clock.advanceAsync(5_000);
    await clock.advanceAsync(10_000);
    expect(engine.started).toBe(true);
    expect(electron.recorded.notifications).toHaveLength(1);
  });

  it('moves an unreadable vault file aside, asks for the key again, and keeps running', async () => {
    harness = startShellHarness({
      createEngine: (ports) => new FakeEngine({ notifier: ports.notifier }),
      beforeStart: (electron) => {
        mkdirSync(electron.app.userData, { recursive: true });
        writeFileSync(join(electron.app.userData, 'vault.json'), '{"apiKey": {"ciphertext": ');
      },
      openVaultFile: ({ cwd, name }) =>
        new Conf<{ apiKey?: StoredKey }>({ cwd, configName: name, clearInvalidConfig: false }),
    });
    const { electron, api } = harness;
    expect(electron.recorded.notifications[0]?.options.body).toMatch(
      /^The saved API key could not be read; the file was moved to .*vault\.corrupt-.*\.json\. Enter the key again in Settings\.$/,
    );
    // The window is told too, where the message stays until dismissed.
    const told: EventTypes['data:problem'][] = [];
    api.on('data:problem', (problem) => told.push(problem));
    await api.invoke('app:ready');
    expect(told).toEqual([
      {
        code: 'vault',
        words: {
          key: 'vaultMoved',
          values: { location: expect.stringMatching(/vault\.corrupt-.*\.json$/) },
        },
      },
    ]);
    expect(
      readdirSync(electron.app.userData).filter((name) => name.startsWith('vault.corrupt-')),
    ).toHaveLength(2);
    await expect(api.invoke('key:masked')).resolves.toEqual({ masked: null, storage: 'none' });
    await expect(api.invoke('key:set', { key: USER_KEY })).resolves.toMatchObject({
      result: 'saved',
    });
  });

  it('tells the user about an engine problem with a notification', async () => {
    const { engine, electron } = start();
    engine.emit('problem', settingsMovedAside);
    expect(electron.recorded.notifications.map((item) => item.options.body)).toEqual([
      'settings.json was damaged; moved to /state/settings.corrupt-1.json and defaults are used',
    ]);
  });

  it('tells the window about saved data set aside, and only about that', async () => {
    const { api, engine } = start();
    const told: unknown[] = [];
    api.on('data:problem', (problem) => told.push(problem));
    engine.emit('problem', settingsMovedAside);
    engine.emit('problem', engineProblem('network', problem('network', {}, 'connect failed')));
    expect(told).toEqual([]);
    await api.invoke('app:ready');
    // Words, not an English sentence: the window says them in its own language.
    expect(told).toEqual([{ code: 'state', words: settingsMovedAside.words }]);
  });

  it('follows launch at login when the setting changes', async () => {
    const { api, electron } = start();
    await api.invoke('settings:update', { launchAtLogin: true });
    expect(electron.app.loginItemSettings.at(-1)).toEqual({
      openAtLogin: true,
      openAsHidden: true,
    });
  });

  it('opens settings from the tray menu and shows a second launch the existing window', async () => {
    const { api, electron, window } = start();
    const navigations: unknown[] = [];
    api.on('navigate', (target) => navigations.push(target));
    await api.invoke('app:ready');
    electron.recorded.trays[0]?.shownMenu()?.click('Settings');
    expect(navigations).toEqual([{ view: 'settings' }]);
    window.hide();
    electron.app.emit('second-instance');
    expect(window.visible).toBe(true);
  });

  it('asks the engine to resync when the machine wakes', () => {
    const { electron, engine } = start();
    electron.powerMonitor.emit('resume');
    expect(engine.resyncs).toEqual(['resume from sleep']);
  });

  it('removes electron-store’s own IPC channel and stops cleanly', async () => {
    const { electron, engine, shell } = start();
    expect(electron.ipcMain.listenerCount('electron-store-get-data')).toBe(0);
    await shell.stop();
    expect(engine.stopped).toBe(true);
    expect(electron.recorded.trays[0]?.destroyed).toBe(true);
    expect(electron.ipcMain.handlers.size).toBe(0);
  });
});
