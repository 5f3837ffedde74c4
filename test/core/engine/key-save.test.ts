// Saving a key in the window says at once what the service made of it, from the engine's own first
// answer with the key: no separate probe (each request costs quota). Counted at the demo service.

import { describe, expect, it } from 'vitest';
import { createAppApi } from '../../../electron/core/app-api';
import { MemoryDocumentStore } from '../../fixtures/memory-document-store';
import { MemoryKeyVault } from '../../fixtures/memory-key-vault';
import { FAST_LIVE, requestsTo, useDemoEngines, waitFor } from './engine-harness';

const KEY = 'sk-user-key-5be20d41';
const harness = useDemoEngines();

async function windowOnTennis() {
  const service = await harness.startDemo({ apiKey: KEY });
  const embedded = await harness.startDemo({ seed: 5 });
  const vault = new MemoryKeyVault();
  const running = harness.startEngine(embedded, {
    store: new MemoryDocumentStore({
      settings: {
        version: 1,
        service: { addressForm: 'path', baseUrl: service.url },
        watchedSports: ['tennis'],
      },
    }),
    keys: () => vault.current(),
    // Polls far apart: any second request within the test would be a probe, not a poll.
    options: { service: undefined, live: { ...FAST_LIVE, minPollIntervalMs: 10 * 60_000 } },
  });
  running.engine.live.view(['tennis']);
  await running.engine.start();
  const api = createAppApi({ engine: running.engine, vault, onRendererReady: () => undefined });
  return { service, api, running };
}

describe('saving a key', () => {
  it('answers valid from the first look with it: one request, no probe', async () => {
    const { service, api, running } = await windowOnTennis();
    const saved = await api['key:set']({ key: KEY, acceptObscured: false });
    expect(saved).toMatchObject({ result: 'saved', verdict: 'valid' });
    await running.engine.live.whenIdle();
    await waitFor(() => running.engine.live.list().length > 0, 'tennis from the service');
    // The engine's look at tennis is the only request: no football live list asked as a probe.
    expect(requestsTo(service, '/v2/football/')).toBe(0);
    expect(service.log.requests().filter((request) => request.path.includes('/live'))).toHaveLength(
      1,
    );
  });

  it('answers rejected for a key the service does not know, without a second request', async () => {
    const { service, api, running } = await windowOnTennis();
    const saved = await api['key:set']({ key: 'sk-not-the-key-00', acceptObscured: false });
    expect(saved).toMatchObject({ result: 'saved', verdict: 'rejected' });
    await running.engine.live.whenIdle();
    expect(service.log.requests()).toHaveLength(1);
    expect(service.log.requests()[0]?.status).toBe(401);
  });
});
