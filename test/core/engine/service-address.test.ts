// The engine owns the service address (its settings) and the key stays home: a key goes to the
// address it was saved for; another address, changed in the window or edited on disk, takes it
// only once the person confirms it (the AddressConfirmer port, a native dialog in the app), and
// plain http:// only to this computer. Two demo services on loopback stand for two hosts.

import { describe, expect, it } from 'vitest';
import type { DemoService } from '../../../electron/demo/demo-service-api';
import type { AddressConfirmer } from '../../../electron/core/ports';
import type { Engine } from '../../../electron/core/engine/api';
import { SettingsUpdateError } from '../../../electron/core/state/settings-store';
import { MemoryDocumentStore } from '../../fixtures/memory-document-store';
import { FAST_LIVE, requestsTo, useDemoEngines, waitFor } from './engine-harness';

const KEY = 'sk-user-key-7f3a91c2';
const harness = useDemoEngines();

/** The person's answers to "Send your API key to …?", and the addresses they were asked about. */
function answering(...answers: boolean[]): AddressConfirmer & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    confirm: async (address) => {
      asked.push(address);
      return answers.shift() ?? false;
    },
  };
}

function settingsAt(service: DemoService | string) {
  const baseUrl = typeof service === 'string' ? service : service.url;
  return { version: 1, service: { addressForm: 'path', baseUrl }, watchedSports: ['tennis'] };
}

/** The user's service at the settings' address (no address of the run), the window on tennis. */
async function keyedEngine(
  store: MemoryDocumentStore,
  confirmAddress?: AddressConfirmer,
  options: { pollMs?: number } = {},
) {
  // The embedded demo of the app: where the engine runs while the key is held back.
  const embedded = await harness.startDemo({ seed: 5 });
  const pollMs = options.pollMs ?? FAST_LIVE.minPollIntervalMs!;
  const running = harness.startEngine(embedded, {
    store,
    apiKey: KEY,
    confirmAddress,
    options: {
      service: undefined,
      live: { ...FAST_LIVE, minPollIntervalMs: pollMs, maxSleepMs: pollMs },
    },
  });
  running.engine.live.view(['tennis']);
  return { ...running, embedded };
}

describe('the service address and the key', () => {
  it('sends a key saved for one address nowhere else: an address edited on disk waits for a yes', async () => {
    const home = await harness.startDemo({ apiKey: KEY });
    const elsewhere = await harness.startDemo({ apiKey: KEY, seed: 77 });
    const store = new MemoryDocumentStore({ settings: settingsAt(home) });
    const first = await keyedEngine(store);
    await first.engine.start();
    // Saved in the window beside this address: bound to it.
    expect(await first.engine.keyChanged()).toBe('valid');
    await first.stop();

    // Someone edits the settings file while the app is closed.
    store.write('settings', settingsAt(elsewhere));
    const confirmer = answering(false, true);
    const second = await keyedEngine(store, confirmer);
    await second.engine.start();

    expect(second.engine.status().keyHeldBack).toMatchObject({
      address: elsewhere.url,
      confirmable: true,
    });
    expect(second.engine.status().demo).toBe(true);
    expect(second.seen.problems.map((problem) => problem.message).join('\n')).toContain(
      `Your API key is not sent to ${elsewhere.url} until you confirm`,
    );
    await waitFor(() => requestsTo(second.embedded, '/v2/tennis/') > 0, 'the demo polled');
    // Not asked at start: an edit on disk is no reason to pop up a question.
    expect(confirmer.asked).toEqual([]);

    expect(await second.engine.confirmServiceAddress()).toBe(false);
    expect(elsewhere.log.requests()).toEqual([]);

    expect(await second.engine.confirmServiceAddress()).toBe(true);
    expect(confirmer.asked).toEqual([elsewhere.url, elsewhere.url]);
    await waitFor(() => requestsTo(elsewhere, '/v2/tennis/') > 0, 'the confirmed address polled');
    expect(second.engine.status().keyHeldBack).toBeNull();
  });

  it('a new address chosen in the window is asked about once, and polled at once after a yes', async () => {
    const home = await harness.startDemo({ apiKey: KEY });
    const next = await harness.startDemo({ apiKey: KEY, seed: 77 });
    const store = new MemoryDocumentStore({ settings: settingsAt(home) });
    const confirmer = answering(true);
    // A poll interval far beyond the test's time limit: only an immediate poll passes.
    const running = await keyedEngine(store, confirmer, { pollMs: 10 * 60_000 });
    await running.engine.start();
    await running.engine.keyChanged();
    await waitFor(() => liveHomes(running.engine).length > 0, 'tennis from the first service');
    const oldNames = new Set(home.world.matches('tennis').map((m) => m.homeTeamName));
    const newNames = new Set(next.world.matches('tennis').map((m) => m.homeTeamName));

    running.engine.settings.update({ service: { addressForm: 'path', baseUrl: next.url } });
    await waitFor(() => requestsTo(next, '/v2/tennis/') > 0, 'the new address polled');
    await waitFor(
      () =>
        liveHomes(running.engine).length > 0 &&
        liveHomes(running.engine).every((name) => newNames.has(name)) &&
        liveHomes(running.engine).some((name) => !oldNames.has(name)),
      "only the new service's matches shown",
    );
    expect(confirmer.asked).toEqual([next.url]);
  });

  it('keeps the key from a new address the person declines, and runs on the demo meanwhile', async () => {
    const home = await harness.startDemo({ apiKey: KEY });
    const next = await harness.startDemo({ apiKey: KEY, seed: 77 });
    const store = new MemoryDocumentStore({ settings: settingsAt(home) });
    const running = await keyedEngine(store, answering(false));
    await running.engine.start();
    await running.engine.keyChanged();

    running.engine.settings.update({ service: { addressForm: 'path', baseUrl: next.url } });
    await waitFor(() => running.engine.status().keyHeldBack != null, 'the key held back');
    await waitFor(() => requestsTo(running.embedded, '/v2/tennis/') > 0, 'the demo polled');
    expect(next.log.requests()).toEqual([]);
    expect(running.engine.status().demo).toBe(true);
  });

  it('refuses a plain http:// address beyond this computer, in the window and on disk', async () => {
    const store = new MemoryDocumentStore({ settings: settingsAt('http://scores.example.com') });
    const running = await keyedEngine(store, answering(true));
    expect(() =>
      running.engine.settings.update({
        service: { addressForm: 'path', baseUrl: 'http://api.example.com' },
      }),
    ).toThrow(SettingsUpdateError);
    expect(() =>
      running.engine.settings.update({
        service: { addressForm: 'path', baseUrl: 'http://api.example.com' },
      }),
    ).toThrow(/must start with https:\/\/ \(plain http:\/\/ only for this computer/);
    // The file edited on disk: the address is set aside with a message that says why.
    expect(running.engine.settings.get().service.baseUrl).toBe('');
    await running.engine.start();
    expect(running.seen.problems.map((problem) => problem.message).join('\n')).toMatch(
      /service.*must start with https:\/\//,
    );
    // Loopback stays allowed over http (the demo, tests).
    expect(
      running.engine.settings.update({
        service: { addressForm: 'path', baseUrl: 'http://[::1]:4010' },
      }).service.baseUrl,
    ).toBe('http://[::1]:4010');
  });
});

function liveHomes(engine: Pick<Engine, 'live'>) {
  return engine.live
    .list()
    .filter((match) => match.sport === 'tennis')
    .map((match) => match.home.name);
}
