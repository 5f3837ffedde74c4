import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EVENT_CHANNELS,
  REQUEST_CHANNELS,
  imageProtocolUrl,
  type ScoretrayApi,
} from '../../shared/ipc-contract';
import {
  createScoretrayApi,
  isBridgeEventChannel,
  isBridgeRequestChannel,
} from '../../electron/preload/scoretray-bridge';
import { StubIpcMain, StubIpcRenderer, StubWebContents, electronStub } from '../electron-stub';

function setup() {
  const ipcMain = new StubIpcMain();
  const renderer = new StubIpcRenderer(ipcMain);
  const received: unknown[][] = [];
  ipcMain.handle('live:view', (event, ...args) => {
    received.push(args);
    return undefined;
  });
  ipcMain.handle('status:get', (event) => ({ from: event.senderFrame?.url }));
  return { ipcMain, renderer, api: createScoretrayApi(renderer), received };
}

describe('preload bridge', () => {
  it('knows exactly the channels and events of the contract', () => {
    for (const channel of REQUEST_CHANNELS) expect(isBridgeRequestChannel(channel)).toBe(true);
    for (const event of EVENT_CHANNELS) expect(isBridgeEventChannel(event)).toBe(true);
    for (const other of ['electron-store-get-data', 'toString', '__proto__', 'key:get', '', 42]) {
      expect(isBridgeRequestChannel(other)).toBe(false);
      expect(isBridgeEventChannel(other)).toBe(false);
    }
  });

  it('invokes a contract channel with one request value', async () => {
    const { api, received } = setup();
    await api.invoke('live:view', { sports: ['football'] });
    expect(received).toEqual([[{ sports: ['football'] }]]);
    await expect(api.invoke('status:get')).resolves.toEqual({
      from: 'app://scoretray/index.html',
    });
  });

  it('refuses channels outside the contract without reaching main', async () => {
    const { api, ipcMain } = setup();
    const loose = api as unknown as {
      invoke(channel: string, ...args: unknown[]): Promise<unknown>;
    };
    ipcMain.handle('electron-store-get-data', () => 'leaked');
    await expect(loose.invoke('electron-store-get-data')).rejects.toThrow(/Unknown channel/);
    await expect(loose.invoke('live:view', {}, {})).rejects.toThrow(/one request value/);
  });

  it('hands listeners the payload only, never the Electron event, and unsubscribes', () => {
    const { api, renderer } = setup();
    const contents = new StubWebContents(renderer);
    const payloads: unknown[] = [];
    const off = api.on('navigate', (...args: unknown[]) => payloads.push(args));
    contents.send('navigate', { view: 'settings' });
    off();
    contents.send('navigate', { view: 'live' });
    expect(payloads).toEqual([[{ view: 'settings' }]]);
    expect(renderer.listenerCount('navigate')).toBe(0);
    expect(() =>
      (api as unknown as { on(event: string, listener: () => void): void }).on(
        'ipc-message',
        () => undefined,
      ),
    ).toThrow(/Unknown event/);
  });

  it('builds the same image URLs as the contract', () => {
    const { api } = setup();
    fc.assert(
      fc.property(
        fc.constantFrom('team' as const, 'tournament' as const, 'player' as const),
        fc.string({ maxLength: 40 }),
        fc.double({ min: 0, max: 1e12, noNaN: true }),
        (kind, sport, id) => {
          expect(api.imageUrl(kind, sport, id)).toBe(imageProtocolUrl(kind, sport, id));
        },
      ),
    );
    expect(() => api.imageUrl('venue' as never, 'football', 1)).toThrow(/Unknown image kind/);
    expect(api.imageUrl('country', 'football', 'de')).toBe(
      imageProtocolUrl('country', 'football', 'DE'),
    );
    for (const bad of ['../x', 'D', 'DEUT', 7])
      expect(() => api.imageUrl('country', 'football', bad)).toThrow(/country code/);
  });

  it('is frozen, and exposes no ipcRenderer', () => {
    const { api } = setup();
    expect(Object.isFrozen(api)).toBe(true);
    expect(Object.keys(api).sort()).toEqual(['imageUrl', 'invoke', 'now', 'on']);
  });

  it('runs match clocks on the system clock, which the engine in main reads too', () => {
    const { api } = setup();
    const before = Date.now();
    const now = api.now();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });
});

describe('preload entry', () => {
  it('exposes window.scoretray through the context bridge and nothing else', async () => {
    await import('../../electron/preload/index');
    expect([...electronStub.contextBridge.exposed.keys()]).toEqual(['scoretray']);
    const api = electronStub.contextBridge.exposed.get('scoretray') as ScoretrayApi;
    expect(Object.keys(api).sort()).toEqual(['imageUrl', 'invoke', 'now', 'on']);
    expect(Object.values(api).every((value) => typeof value === 'function')).toBe(true);
  });
});
