// The window in an ordinary browser, fed by the real engine: an in-process demo service on a fast
// clock, the engine with in-memory and temp-dir ports, and one HTTP server that serves the built
// renderer, the browser-side bridge, the image cache and the test controls, all on 127.0.0.1.

import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Alert } from '../../shared/domain';
import type { Engine } from '../../electron/core/engine/api';
import type { EnginePorts } from '../../electron/core/ports';
import { MemoryDocumentStore } from '../fixtures/memory-document-store';
import { SecretRedactor } from '../../electron/main/ipc/secret-redactor';
import type { DemoService, DemoServiceOptions } from '../../electron/demo/demo-service-api';
import { attachBridge, type BridgeServer } from './bridge-server';
import { ensureRendererBuilt, RENDERER_OUT } from './build-renderer';
import { handleImage } from './image-route';
import { MemoryKeyVault, type VaultStorageKind } from '../fixtures/memory-key-vault';
import { MemoryFileSaver } from '../fixtures/memory-file-saver';
import { worldClock } from '../fixtures/world-clock';
import { compileBridgeClient, createRendererSite } from './renderer-site';
import { handleTestControl } from './test-controls';
import { errorText } from '../../shared/error-text';

export type EngineFactory = (ports: EnginePorts, options: { pollIntervalMs: number }) => Engine;
export type DemoFactory = (options: DemoServiceOptions) => Promise<DemoService>;

export interface UiHarnessOptions {
  createEngine: EngineFactory;
  startDemoService: DemoFactory;
  /** 0: any free port. */
  port?: number;
  /** Demo clock factor; 60 plays a football match in about 90 seconds. */
  speed?: number;
  /** 'manual': the demo world stands still; only what a test posts (a goal) changes it. */
  clock?: 'real' | 'manual';
  seed?: number;
  /**
   * When the demo's day starts (epoch ms; now when absent). The quota day ends at midnight UTC of
   * that clock, so a test about pacing pins it to an hour that leaves the same time to budget.
   */
  startAt?: number;
  /** The demo's daily allowance (its own default when absent): a small one makes the plan pace. */
  dailyQuota?: number;
  pollIntervalMs?: number;
  vaultStorage?: VaultStorageKind;
  /**
   * Saved documents ('alert-ledger', 'match-memory', ...) found damaged at start: the engine sets
   * them aside and the window is told, as after a crash that left a half-written file.
   */
  damagedDocuments?: readonly string[];
  /** The system's languages, as Electron would report them (alerts follow them while 'system'). */
  systemLanguages?: readonly string[];
  log?: (line: string) => void;
}

export interface UiHarness {
  url: string;
  demo: DemoService;
  engine: Engine;
  vault: MemoryKeyVault;
  /** Alerts the engine handed to its notifier, newest last. */
  notified: Alert[];
  close(): Promise<void>;
}

export async function startUiHarness(options: UiHarnessOptions): Promise<UiHarness> {
  const log = options.log ?? (() => undefined);
  await ensureRendererBuilt();
  const bridgeScript = await compileBridgeClient();

  const demo = await options.startDemoService({
    speed: options.speed ?? 60,
    seed: options.seed ?? 7,
    clockMode: options.clock ?? 'real',
    ...(options.startAt !== undefined ? { startAt: options.startAt } : {}),
    ...(options.dailyQuota !== undefined ? { dailyQuota: options.dailyQuota } : {}),
  });
  const stateDir = await mkdtemp(join(tmpdir(), 'scoretray-ui-'));
  const vault = new MemoryKeyVault(options.vaultStorage ?? 'obscured');
  const notified: Alert[] = [];
  const files = new MemoryFileSaver();

  // The engine lives in the demo world's time (which runs `speed` times faster than the wall clock,
  // or stands still with --clock manual), so kick-off times, quota resets and "live now" agree.
  const engineClock = worldClock(demo.world, { plusRealTime: false });
  // A key saved in the window goes to the same demo, as the user's service.
  const store = new MemoryDocumentStore({
    settings: { version: 1, service: { addressForm: 'path', baseUrl: demo.url } },
  });
  for (const name of options.damagedDocuments ?? []) store.putRaw(name, '{"half-written');
  const engine = options.createEngine(
    {
      clock: engineClock,
      store,
      files: { imageCacheDir: join(stateDir, 'images') },
      notifier: {
        notify: (alert) => notified.push(alert),
        // The scorer, named after the goal was shown, takes the place of its alert.
        update: (alert) => {
          const at = notified.findIndex((told) => told.id === alert.id);
          if (at !== -1) notified[at] = alert;
        },
      },
      systemLanguages: () => options.systemLanguages ?? [],
      keys: { current: () => vault.current() },
      demo: { start: async () => ({ url: demo.url, apiKey: demo.apiKey }), stop: () => undefined },
      log: (level, message) => log(`engine ${level}: ${message}`),
    },
    { pollIntervalMs: options.pollIntervalMs ?? 1000 },
  );

  let bridge: BridgeServer | null = null;
  let origin = '';
  const site = createRendererSite({
    root: RENDERER_OUT,
    bridgeScript,
    socketOrigin: () => origin.replace(/^http/, 'ws'),
  });
  const controls = { demo, engine, vault, bridge: () => bridge };

  const server: Server = createServer((request, response) => {
    void (async () => {
      try {
        if (await handleTestControl(controls, request, response)) return;
        if (await handleImage(engine, request, response)) return;
        if (await site.handle(request, response)) return;
        response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      } catch (error) {
        log(`harness: ${errorText(error)}`);
        if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
        response.end('Harness error');
      }
    })();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  bridge = attachBridge(server, {
    engine,
    vault,
    now: () => engineClock.now(),
    // A demo world that stands still has a clock that stands still: the page must not run it on.
    clockRate: options.clock === 'manual' ? 0 : (options.speed ?? 60),
    allowedOrigin: () => origin,
    redactor: new SecretRedactor(() => [vault.current(), demo.apiKey]),
    files,
  });
  await engine.start();

  let closing: Promise<void> | null = null;
  return {
    url: `${origin}/`,
    demo,
    engine,
    vault,
    notified,
    close: () => {
      closing ??= (async () => {
        await bridge?.close();
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await engine.stop();
        await demo.close();
        await rm(stateDir, { recursive: true, force: true });
      })();
      return closing;
    },
  };
}
