// Engines for tests of a key or address change while the old access still holds requests open:
// the engine starts at an address of its stored settings with a key saved for it, and no request
// ends by a timeout, so only the switch can end one the old access never answers.

import type { DemoService } from '../../../electron/demo/demo-service-api';
import { KeyBinding } from '../../../electron/core/state/key-binding';
import type { FollowedTeam } from '../../../shared/settings';
import { startHoldingProxy } from '../../fixtures/holding-proxy';
import { MemoryDocumentStore } from '../../fixtures/memory-document-store';
import {
  AT_STORED_ADDRESS,
  confirmEveryAddress,
  followHome,
  liveMatchOf,
  type DemoEngines,
  type EngineSetup,
  type RunningEngine,
} from './engine-harness';

export const KEY = 'sk-user-key-0ddba11e';
export const NEW_KEY = 'sk-user-key-5eed1e55';
/** Long enough that, in a test, only an abort ends a request that is never answered. */
const NO_TIMEOUT = 600_000;

export interface SwitchingEngine {
  running: RunningEngine;
  /** The engine's start, not waited for: its first look may hang on a held request. */
  started: Promise<void>;
}

/**
 * An engine on `demo`'s world, starting at `address` with the key that `keys` gives (saved for that
 * address earlier, so it goes there without a question), following `follows`.
 */
export function startSwitching(
  harness: DemoEngines,
  demo: DemoService,
  address: string,
  keys: () => string,
  follows: FollowedTeam[],
  { options, ...setup }: EngineSetup = {},
): SwitchingEngine {
  const service = { addressForm: 'path' as const, baseUrl: address };
  const store = new MemoryDocumentStore({ settings: { version: 1, service } });
  new KeyBinding(store).bind(keys(), service);
  const running = harness.startEngine(demo, {
    ...setup,
    store,
    keys,
    confirmAddress: confirmEveryAddress,
    follows,
    options: {
      ...AT_STORED_ADDRESS,
      client: {
        retry: { baseDelayMs: 5 },
        timeouts: {
          headersMs: NO_TIMEOUT,
          bodyMs: NO_TIMEOUT,
          totalMs: NO_TIMEOUT,
          deadlineMs: NO_TIMEOUT,
        },
      },
      ...options,
    },
  });
  return { running, started: running.engine.start() };
}

/** startSwitching, following the home team of a live basketball match of `demo`. */
export function startFollowing(
  harness: DemoEngines,
  demo: DemoService,
  address: string,
  keys: () => string,
): SwitchingEngine & { matchId: number } {
  const match = liveMatchOf(demo, 'basketball');
  const engine = startSwitching(harness, demo, address, keys, [followHome(match)]);
  return { ...engine, matchId: match.id };
}

/**
 * A demo that takes only the new key, behind a proxy that holds every request made with the old
 * one, and the key the engine has now (the old one until the test changes it).
 */
export async function oldKeyHeld(harness: DemoEngines) {
  const demo = await harness.startDemo({ apiKey: NEW_KEY });
  const proxy = await startHoldingProxy(
    demo.url,
    (request) => request.headers['x-api-key'] === KEY,
  );
  harness.onCleanup(() => proxy.close());
  const access = { key: KEY };
  return { demo, proxy, access, keys: () => access.key };
}
