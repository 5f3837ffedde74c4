import { describe, expect, it } from 'vitest';
import { createAppApi } from '../../electron/core/app-api';
import { MemoryKeyVault } from '../fixtures/memory-key-vault';
import { FakeEngine } from '../main/fake-engine';

describe('the app API', () => {
  it("pauses alerts for the asked minutes on the engine's clock, and resumes them", async () => {
    const engineNow = Date.UTC(2026, 10, 21, 20, 0, 0);
    const engine = new FakeEngine({ now: () => engineNow });
    const api = createAppApi({
      engine,
      vault: new MemoryKeyVault('encrypted'),
      now: () => engineNow,
      onRendererReady: () => undefined,
    });

    const paused = await api['alerts:pause']({ minutes: 60 });
    expect(paused.alertsPausedUntil).toBe(engineNow + 60 * 60_000);

    const resumed = await api['alerts:pause']({ minutes: null });
    expect(resumed.alertsPausedUntil).toBeNull();
  });
});
