import { describe, expect, it } from 'vitest';
import { REQUEST_CHANNELS } from '../../../shared/ipc-contract';
import { createAppApi } from '../../../electron/core/app-api';
import { registerIpcHandlers } from '../../../electron/main/ipc/register-ipc';
import { SecretRedactor } from '../../../electron/main/ipc/secret-redactor';
import {
  isAppRendererUrl,
  type RendererLocation,
} from '../../../electron/main/window/renderer-location';
import { StubIpcMain, type StubFrame } from '../../electron-stub';
import { MemoryKeyVault } from '../../fixtures/memory-key-vault';
import { FakeEngine } from '../fake-engine';
import { namedMatch } from '../../fixtures/match-builders';

const APP_ROOT = '/opt/Scoretray/resources/app.asar/out/renderer';
const APP_FRAME: StubFrame = { url: 'app://scoretray/index.html', parent: null };
const SECRET = 'sk-live-0123456789abcdef';

function setup(location: RendererLocation = { kind: 'app', root: APP_ROOT }) {
  const ipcMain = new StubIpcMain();
  const engine = new FakeEngine({ validKey: SECRET });
  const vault = new MemoryKeyVault();
  let ready = 0;
  const logs: string[] = [];
  registerIpcHandlers({
    ipcMain,
    api: createAppApi({ engine, vault, onRendererReady: () => (ready += 1) }),
    isAppFrameUrl: (url) => isAppRendererUrl(location, url),
    redactor: new SecretRedactor(() => [vault.current()]),
    log: (message) => logs.push(message),
  });
  return { ipcMain, engine, vault, logs, readyCount: () => ready };
}

describe('IPC registration', () => {
  it('registers exactly one handler per contract channel', () => {
    const { ipcMain } = setup();
    expect([...ipcMain.handlers.keys()].sort()).toEqual([...REQUEST_CHANNELS].sort());
  });

  it("answers the app's own renderer, with or without a hash route", async () => {
    const { ipcMain, engine } = setup();
    engine.setLive([namedMatch({ id: 1, home: [1, 'Ajax'], away: [2, 'PSV'] })]);
    const live = (await ipcMain.invokeFrom(APP_FRAME, 'live:list')) as {
      ok: true;
      value: unknown[];
    };
    expect(live.ok).toBe(true);
    expect(live.value).toHaveLength(1);
    const routed = { url: `${APP_FRAME.url}#/match/football/1`, parent: null };
    await expect(ipcMain.invokeFrom(routed, 'status:get')).resolves.toMatchObject({
      ok: true,
      value: { state: 'connected' },
    });
  });

  it('refuses every other sender: other files, web pages, sub-frames and frames that are gone', async () => {
    const { ipcMain, engine } = setup();
    const senders: (StubFrame | null)[] = [
      { url: 'file:///tmp/evil/index.html', parent: null },
      { url: `file://${APP_ROOT}/index.html`, parent: null },
      { url: 'app://scoretray/other.html', parent: null },
      { url: 'https://example.com/out/renderer/index.html', parent: null },
      { url: 'http://127.0.0.1:5173/', parent: null },
      { url: APP_FRAME.url, parent: APP_FRAME },
      { url: 'not a url', parent: null },
      null,
    ];
    for (const sender of senders) {
      await expect(
        ipcMain.invokeFrom(sender, 'settings:update', { launchAtLogin: true }),
      ).rejects.toThrow(/refused: the request did not come from the Scoretray window/);
    }
    expect(engine.settings.get().launchAtLogin).toBe(false);
  });

  it('accepts the dev server origin only in development', async () => {
    const { ipcMain } = setup({ kind: 'dev', url: 'http://localhost:5173/' });
    await expect(
      ipcMain.invokeFrom({ url: 'http://localhost:5173/index.html', parent: null }, 'status:get'),
    ).resolves.toBeTruthy();
    await expect(
      ipcMain.invokeFrom({ url: 'http://localhost:5174/', parent: null }, 'status:get'),
    ).rejects.toThrow(/refused/);
    await expect(ipcMain.invokeFrom(APP_FRAME, 'status:get')).rejects.toThrow(/refused/);
  });

  it('refuses a payload that does not fit the schema with a readable reason, and runs nothing', async () => {
    const { ipcMain, engine } = setup();
    await expect(
      ipcMain.invokeFrom(APP_FRAME, 'match:detail', { sport: '../etc', matchId: 1 }),
    ).rejects.toThrow(/match:detail refused: sport: not a sport slug/);
    await expect(ipcMain.invokeFrom(APP_FRAME, 'alerts:pause', { minutes: 1e9 })).rejects.toThrow(
      /alerts:pause refused: minutes/,
    );
    await expect(
      ipcMain.invokeFrom(APP_FRAME, 'search:run', { sport: 'football', query: 'a' }),
    ).rejects.toThrow(/query/);
    await expect(ipcMain.invokeFrom(APP_FRAME, 'status:get', { extra: true })).rejects.toThrow(
      /status:get refused/,
    );
    await expect(
      ipcMain.invokeFrom(APP_FRAME, 'live:view', { sports: ['football'] }, 'second'),
    ).rejects.toThrow(/a request is one value, 2 were sent/);
    expect(engine.viewedSports).toEqual([]);
  });

  it('never echoes a refused key back, nor a stored key in an error', async () => {
    const { ipcMain, vault, logs } = setup();
    const badKey = 'sk has spaces in it 123';
    const refused = await ipcMain
      .invokeFrom(APP_FRAME, 'key:set', { key: badKey })
      .catch((error: Error) => error.message);
    expect(refused).toMatch(/key:set refused: key: printable characters only/);
    expect(refused).not.toContain('has spaces');

    await vault.save(SECRET);
    // A handler's failure is answered as data; its English goes to the log, both without the key.
    const failed = await ipcMain.invokeFrom(APP_FRAME, 'match:detail', {
      sport: 'football',
      matchId: 404,
    });
    expect(failed).toMatchObject({ ok: false, failure: { code: expect.any(String) } });
    expect(JSON.stringify(failed)).not.toContain(SECRET);
    expect(logs.join('\n')).toMatch(/match:detail failed: .*No football match 404/);
    expect(logs.join('\n')).not.toContain(SECRET);
  });

  it('tells the shell when the renderer is ready', async () => {
    const { ipcMain, readyCount } = setup();
    await ipcMain.invokeFrom(APP_FRAME, 'app:ready');
    expect(readyCount()).toBe(1);
  });
});
