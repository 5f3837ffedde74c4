import { request } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultSettings, type Settings } from '../../../shared/settings';
import { VaultAccessSource } from '../../../electron/main/access/vault-access-source';
import type { DemoService } from '../../../electron/demo/demo-service-api';
import { startTestDemo } from '../../fixtures/demo-service';
import { MemoryKeyVault } from '../../fixtures/memory-key-vault';

const started: DemoService[] = [];
let source: VaultAccessSource | null = null;

afterEach(async () => {
  await source?.dispose();
  await Promise.all(started.splice(0).map((demo) => demo.close().catch(() => undefined)));
});

function setup(settings: Settings = defaultSettings()) {
  const vault = new MemoryKeyVault();
  let starts = 0;
  source = new VaultAccessSource({
    vault,
    settings: () => settings,
    startDemo: async () => {
      starts += 1;
      const demo = await startTestDemo();
      started.push(demo);
      return demo;
    },
  });
  return { vault, source, starts: () => starts };
}

describe('access source', () => {
  it('without a key, starts the embedded demo service once and answers its address and key', async () => {
    const { source, starts } = setup();
    const access = await source.current();
    expect(access.demo).toBe(true);
    expect(access.endpoint).toEqual({ addressForm: 'path', baseUrl: started[0]?.url });
    expect(access.apiKey).toBe(started[0]?.apiKey);
    expect(source.demoKey()).toBe(access.apiKey);
    await source.current();
    expect(starts()).toBe(1);
    // The demo really answers on loopback with that key.
    const live = await request(`${access.endpoint.baseUrl}/v2/football/events/live`, {
      headers: { 'x-api-key': access.apiKey },
    });
    expect(live.statusCode).toBe(200);
    await live.body.dump();
  });

  it("with a key, answers the settings' service address and stops the demo", async () => {
    const settings = {
      ...defaultSettings(),
      service: { addressForm: 'classic' as const, baseUrl: ' example.com ' },
    };
    const { vault, source } = setup(settings);
    const demo = await source.current();
    vault.save('sk-user-key-123456');
    expect(await source.current()).toEqual({
      endpoint: { addressForm: 'classic', baseUrl: 'example.com' },
      apiKey: 'sk-user-key-123456',
      demo: false,
    });
    expect(source.demoKey()).toBeNull();
    await source.demoStopped();
    await expect(
      request(`${demo.endpoint.baseUrl}/v2/football/events/live`, {
        headers: { 'x-api-key': demo.apiKey },
      }).then((r) => r.body.dump()),
    ).rejects.toThrow();
  });

  it('says so when a key is saved but no service address is set, and guesses none', async () => {
    let missing = 0;
    const vault = new MemoryKeyVault();
    vault.save('sk-user-key-123456');
    source = new VaultAccessSource({
      vault,
      settings: defaultSettings,
      startDemo: () => Promise.reject(new Error('not wanted')),
      onMissingEndpoint: () => (missing += 1),
    });
    expect(await source.current()).toMatchObject({ endpoint: { baseUrl: '' }, demo: false });
    expect(missing).toBe(1);
  });

  it('tries the demo again after a failed start', async () => {
    let attempts = 0;
    source = new VaultAccessSource({
      vault: new MemoryKeyVault(),
      settings: defaultSettings,
      startDemo: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('port in use');
        const demo = await startTestDemo();
        started.push(demo);
        return demo;
      },
    });
    await expect(source.current()).rejects.toThrow('port in use');
    await expect(source.current()).resolves.toMatchObject({ demo: true });
  });
});
