// The engine's line to the service: the client for the current key and address (made anew on every
// change), the fan-data client over it, the image cache that outlives them, and the verdict on a
// saved key. Which key and address apply is decided by AccessKeeper (access.ts); this makes
// the clients for them and keeps the caches to one service.

import type { ImageId, ImageKind, SportSlug } from '../../../shared/domain';
import type { KeyTestResult } from '../../../shared/watchlist';
import { problem, type Problem } from '../../../shared/problems';
import { createFanDataClient, type FanDataClient } from '../api/fan-data-client';
import { FirstAnswer, testServiceKey } from '../api/key-test';
import { createServiceClient, type ServiceClientOptions } from '../api/service-client';
import type { ServiceClient } from '../api/service-client-api';
import type { AccessKeeper, ServiceAccess } from './access';
import { createImageCache, type ImageCache } from '../images/image-cache';
import { systemClock, type Clock, type EnginePorts } from '../ports';

/** How long a saved key's verdict waits for the engine's own first answer before it probes. */
const FIRST_ANSWER_WAIT_MS = 2_000;

export interface ConnectionDeps {
  ports: EnginePorts;
  access: AccessKeeper;
  /** Client settings beyond endpoint, key and clock (retry, timeouts, classic scheme). */
  client?: Partial<Omit<ServiceClientOptions, 'endpoint' | 'apiKey' | 'clock'>>;
  imageCacheBytes?: number;
  /** Real time, for waiting on a first answer (ports.clock may be simulated). */
  transportClock?: Clock;
  /** The current run's signal: aborting it ends every request of the run. */
  signal: () => AbortSignal | undefined;
  /** A request failed and is being tried again. */
  onRetry: (error: unknown) => void;
  /** A problem that would come back on every poll (told again only after a quiet spell). */
  repeatedProblem: (code: string, reported: Problem) => void;
  problem: (code: string, reported: Problem) => void;
}

export class ServiceConnection {
  private serviceClient: ServiceClient | null = null;
  private fanClient: FanDataClient | null = null;
  /** The verdict on the current client's key, from its first answer. */
  private firstAnswer: FirstAnswer | null = null;
  /** Outlives key changes: it asks whichever client is current. */
  private imageCache: ImageCache | null = null;
  /** The service the caches hold data of (serviceIdentity), once connected. */
  private service: string | null = null;
  /**
   * Aborted when the engine leaves a key or address for another: what is still asked with the old
   * access is given up at once, so a request it holds open never holds up the new one (a fetch
   * waiting on it, a crest, a line-ups look), and its answer, the old key's or service's, is not
   * wanted. Every part that asks gets this one mechanism through its client.
   */
  private accessRequests = new AbortController();
  /** Counts the switches to another key or address that have finished. */
  private switchesDone = 0;
  /** Switches under way: an ask waits for them before it is asked again (see ask()). */
  private readonly switching = new Set<Promise<void>>();

  constructor(private readonly deps: ConnectionDeps) {}

  /**
   * Resolves the key and address and makes the clients for them. Null when the run stopped
   * meanwhile; otherwise the service (serviceIdentity) and whether it differs from the one
   * connected before, whose ids name other teams, fixtures and matches.
   */
  async connect(
    signal: AbortSignal | undefined,
  ): Promise<{ service: string; serviceChanged: boolean } | null> {
    const access = await this.deps.access.resolve();
    if (signal?.aborted) return null;
    const { ports } = this.deps;
    const service = serviceIdentity(access);
    const serviceChanged = this.service !== null && this.service !== service;
    // Leaving a key or address: what is still asked with it is given up before the new one asks.
    this.accessRequests.abort(new Error('The service key or address changed'));
    this.accessRequests = new AbortController();
    const firstAnswer = new FirstAnswer();
    this.firstAnswer = firstAnswer;
    const client = createServiceClient({
      ...this.clientOptions(access),
      onAnswer: (error) => firstAnswer.heard(error),
    });
    this.serviceClient = client;
    this.imageCache ??= createImageCache({
      dir: ports.files.imageCacheDir,
      source: { image: (kind, sport, id) => this.requireClient().image(kind, sport, id) },
      clock: ports.clock,
      maxBytes: this.deps.imageCacheBytes,
      log: ports.log,
      onIndexRepaired: (reported) => this.deps.problem('state', reported),
    });
    // Another service's ids name other teams: no crest cached from the old one stays.
    this.imageCache.useService(service);
    this.service = service;
    this.fanClient = createFanDataClient(client, () => ports.clock.now());
    return { service, serviceChanged };
  }

  /**
   * A switch to another key or address: `work` connects and hands the new access to every part.
   * Asks under way (ask()) wait for it to finish before they are asked again.
   */
  switchAccess(work: () => Promise<void>): Promise<void> {
    const switched: Promise<void> = work().finally(() => {
      this.switchesDone += 1;
      this.switching.delete(switched);
    });
    this.switching.add(switched);
    return switched;
  }

  /**
   * A question the person asked (the window, a headless view) answered by the access that is
   * current when its answer comes. One asked of an access the engine has left meanwhile (aborted,
   * or answered by the old key or service) is asked once more, of the new access once the switch is
   * complete: the person sees the new service's answer, or its own failure, never a failure the
   * switch caused. (One asked while the switch was under way is asked again too: it may have gone
   * to the old access or the new, and a switch is rare enough that the second request costs little.)
   */
  async ask<T>(question: () => Promise<T>): Promise<T> {
    const before = this.switchesDone;
    let outcome: { value: T } | { error: unknown };
    try {
      outcome = { value: await question() };
    } catch (error) {
      outcome = { error };
    }
    // A switch under way may have aborted it: the new access is ready only once the switch is.
    if (this.switching.size > 0) await Promise.allSettled([...this.switching]);
    if (this.switchesDone !== before) return question();
    if ('error' in outcome) throw outcome.error;
    return outcome.value;
  }

  client(): ServiceClient | null {
    return this.serviceClient;
  }

  fan(): FanDataClient | null {
    return this.fanClient;
  }

  images(): ImageCache | null {
    return this.imageCache;
  }

  requireClient(): ServiceClient {
    if (!this.serviceClient) throw new Error('The engine has not been started');
    return this.serviceClient;
  }

  requireFan(): FanDataClient {
    if (!this.fanClient) throw new Error('The engine has not been started');
    return this.fanClient;
  }

  /** Absolute path of a cached image, fetching it when missing; null when the service has none. */
  imagePath(kind: ImageKind, sport: SportSlug, id: ImageId): Promise<string | null> {
    return this.ask(async () => (await this.imageCache?.getPath(kind, sport, id)) ?? null);
  }

  /** Tests a key against the service address (never the demo), with a request of its own. */
  testKey(key: string): Promise<KeyTestResult> {
    const endpoint = this.deps.access.testTarget(key);
    return testServiceKey(
      this.clientOptions({ endpoint, apiKey: key, demo: false, heldBack: null }),
      key,
    );
  }

  /**
   * The verdict on the key just saved and switched to; null when there is none to give (no key,
   * or it is held back). `watching`: the engine runs and asks the new service at once anyway, so
   * its first answer is the verdict and a save costs no probe of its own. Only when nothing was
   * asked (no sport due) is one made.
   */
  async savedKeyVerdict(watching: boolean): Promise<KeyTestResult | null> {
    const key = this.deps.ports.keys.current();
    const access = this.deps.access.current();
    if (!key || access?.heldBack) return null;
    if (!watching || !access || access.demo) return this.testKey(key);
    const heard = await this.firstAnswer?.within(
      this.deps.transportClock ?? systemClock,
      FIRST_ANSWER_WAIT_MS,
    );
    return heard ?? testServiceKey(this.clientOptions(access), key);
  }

  /** Requests end when the run stops or the engine leaves the key or address. */
  private requestSignal(): AbortSignal {
    const run = this.deps.signal();
    const access = this.accessRequests.signal;
    return run ? AbortSignal.any([run, access]) : access;
  }

  private clientOptions(access: ServiceAccess): ServiceClientOptions {
    const { ports } = this.deps;
    return {
      ...this.deps.client,
      endpoint: access.endpoint,
      apiKey: access.apiKey,
      clock: ports.clock,
      dispatcher: this.deps.client?.dispatcher ?? ports.dispatcher,
      signal: this.requestSignal(),
      log: ports.log,
      onRetry: (error) => this.deps.onRetry(error),
      onItemProblems: (what, problems) => {
        const ids = problems.map((item) => item.id ?? `#${item.index}`).join(', ');
        const first = problems[0]?.message ?? '';
        this.deps.repeatedProblem(
          'unreadable-items',
          problem('unreadableEvents', { count: problems.length }, `${what} (${ids}): ${first}`),
        );
      },
    };
  }
}

/**
 * Which service data comes from, for the caches: its address (the key does not change what a team
 * id means), or "demo" for the embedded demo, whose address changes with every start.
 */
function serviceIdentity(access: ServiceAccess): string {
  return access.demo ? 'demo' : `${access.endpoint.addressForm} ${access.endpoint.baseUrl}`;
}
