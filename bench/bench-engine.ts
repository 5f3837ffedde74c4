// An engine for benchmarks: the real createEngine with in-memory state, a notifier that records,
// and the service given by the caller.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Alert } from '../shared/domain';
import type { FollowedTeam } from '../shared/settings';
import { createEngine } from '../electron/core/engine/engine';
import type { Engine } from '../electron/core/engine/api';
import type { EngineOptions } from '../electron/core/engine/options';
import type { Clock } from '../electron/core/ports';
import { MemoryDocumentStore } from '../test/fixtures/memory-document-store';

export interface BenchEngine {
  engine: Engine;
  alerts: Alert[];
  dispose(): Promise<void>;
}

export function benchEngine(setup: {
  baseUrl: string;
  apiKey: string;
  clock: Clock;
  follows?: FollowedTeam[];
  options?: EngineOptions;
}): BenchEngine {
  const imageDir = mkdtempSync(join(tmpdir(), 'scoretray-bench-'));
  const alerts: Alert[] = [];
  const engine = createEngine(
    {
      clock: setup.clock,
      store: new MemoryDocumentStore(),
      files: { imageCacheDir: imageDir },
      notifier: {
        notify: (alert) => alerts.push(alert),
        // The scorer, named after the goal was shown, takes the place of its alert.
        update: (alert) => {
          const at = alerts.findIndex((told) => told.id === alert.id);
          if (at !== -1) alerts[at] = alert;
        },
      },
      keys: { current: () => null },
      // The service under test plays the embedded demo (status says demo), as it did before.
      demo: { start: async () => ({ url: setup.baseUrl, apiKey: setup.apiKey }), stop: () => {} },
    },
    { sessionFollows: setup.follows ?? [], prefetchCrests: false, ...setup.options },
  );
  return {
    engine,
    alerts,
    dispose: async () => {
      await engine.stop();
      rmSync(imageDir, { recursive: true, force: true });
    },
  };
}
