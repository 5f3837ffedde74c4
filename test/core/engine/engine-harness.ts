// An engine wired to the embedded demo service over real loopback sockets, with small intervals so
// a test runs in a second or two. The demo's world runs on its manual clock: nothing happens in it
// unless the test says so. The engine's clock is the world's time plus the real time passed, so
// polling and heartbeats move on their own while every match stays exactly where the test put it.

import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import type { Alert, AccountStatus, Match, MatchChange } from '../../../shared/domain';
import type { CompetitionRef } from '../../../shared/fansday';
import { followedTeamSchema, type FollowedTeam } from '../../../shared/settings';
import { createEngine } from '../../../electron/core/engine/engine';
import type { Engine } from '../../../electron/core/engine/api';
import type { EngineOptions } from '../../../electron/core/engine/options';
import type { EngineProblem, EngineReady } from '../../../electron/core/engine/api';
import {
  systemClock,
  type AddressConfirmer,
  type Clock,
  type DocumentStore,
  type Notifier,
} from '../../../electron/core/ports';
import type {
  DemoMatchSummary,
  DemoService,
  DemoServiceOptions,
} from '../../../electron/demo/demo-service-api';
import { startTestDemo, WORLD_START } from '../../fixtures/demo-service';
import { MemoryDocumentStore } from '../../fixtures/memory-document-store';
import { worldClock } from '../../fixtures/world-clock';
import { makeTempDir } from '../../fixtures/temp-dir';
import { pause, waitFor } from '../live/wait-for';

/** The demo of the engine tests: seed 11 at WORLD_START, on its manual clock. */
type DemoOverrides = Pick<DemoServiceOptions, 'dailyQuota' | 'apiKey' | 'seed' | 'startAt'>;

/** Says yes to every new service address: for tests of what a switch does, not of the question. */
export const confirmEveryAddress: AddressConfirmer = { confirm: async () => true };

export const FAST_LIVE: NonNullable<EngineOptions['live']> = {
  minPollIntervalMs: 40,
  // Between moments (a quarter's clock with minutes left) at most ten shortest intervals apart, as
  // 2 min is to 10 s: a followed basketball match, whose clock the demo sends, keeps being looked at
  // within a test's patience, not every 2 minutes.
  betweenMomentsMs: 400,
  heartbeatIntervalMs: 100,
  heartbeatTimeoutMs: 400,
  backoff: { baseMs: 20, capMs: 200 },
  maxSleepMs: 40,
  refetchDebounceMs: 20,
  fixtureRetryMs: 200,
};

/**
 * For tests of a service switch: the engine goes to the address in its stored settings (none is
 * handed to it), polls fast and asks for no crests ahead, so the requests seen are the switch's.
 */
export const AT_STORED_ADDRESS: EngineOptions = {
  service: undefined,
  live: FAST_LIVE,
  prefetchCrests: false,
};

export interface Recording {
  alerts: Alert[];
  notified: Alert[];
  scores: Match[];
  changes: MatchChange[][];
  statuses: AccountStatus[];
  problems: EngineProblem[];
  ready: EngineReady[];
}

export interface RunningEngine {
  engine: Engine;
  seen: Recording;
  stop(): Promise<void>;
}

export interface EngineSetup {
  store?: DocumentStore;
  /** The face's notifier (else one that records into `seen.notified`). */
  notifier?: Notifier;
  follows?: FollowedTeam[];
  /** What the service access suggests following while the user follows nobody. */
  suggestedFollows?: FollowedTeam[];
  apiKey?: string;
  /** Where the key comes from, when it changes during the test (else setup.apiKey). */
  keys?: () => string | null;
  /** Answers whether the key may go to a new address (the app's native dialog). */
  confirmAddress?: AddressConfirmer;
  options?: EngineOptions;
  imageCacheDir?: string;
  /** The engine's clock; the world's (worldClock) unless a test moves the engine's time itself. */
  clock?: Clock;
}

/** Records everything the engine tells, so a test can wait for it and look at it afterwards. */
function recorded(engine: Engine, seen: Recording): RunningEngine {
  // An update (a goal's scorer) takes the place of its alert, as in the window's list of alerts;
  // a new alert is added even when its id is one another service's alert had.
  engine.on('alert', (alert) => seen.alerts.push(alert));
  engine.on('alert-update', (alert) => upsert(seen.alerts, alert));
  engine.on('score', (match) => seen.scores.push(match));
  engine.on('changes', (changes) => seen.changes.push(changes));
  engine.on('status', (status) => seen.statuses.push(status));
  engine.on('problem', (problem) => seen.problems.push(problem));
  engine.on('ready', (ready) => seen.ready.push(ready));
  let stopped = false;
  return {
    engine,
    seen,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await engine.stop();
    },
  };
}

const emptyRecording = (): Recording => ({
  alerts: [],
  notified: [],
  scores: [],
  changes: [],
  statuses: [],
  problems: [],
  ready: [],
});

export function startEngine(demo: DemoService, setup: EngineSetup = {}): RunningEngine {
  const seen = emptyRecording();
  const engine = createEngine(
    {
      clock: setup.clock ?? worldClock(demo.world),
      store: setup.store ?? new MemoryDocumentStore(),
      files: {
        imageCacheDir: setup.imageCacheDir ?? join(tmpdir(), `scoretray-images-${process.pid}`),
      },
      notifier: setup.notifier ?? recordingFace(seen.notified),
      // A key of its own (setup.apiKey) goes to the demo as the user's service; without one the
      // engine runs on it as the embedded demo, with its suggested follows.
      keys: { current: setup.keys ?? (() => setup.apiKey ?? null) },
      confirmAddress: setup.confirmAddress,
      demo: {
        start: async () => ({
          url: demo.url,
          apiKey: demo.apiKey,
          suggestedFollows: setup.suggestedFollows,
        }),
        stop: () => undefined,
      },
    },
    {
      live: FAST_LIVE,
      client: { retry: { baseDelayMs: 5 } },
      service: { addressForm: 'path', baseUrl: demo.url },
      sessionFollows: setup.follows ?? [],
      ...setup.options,
    },
  );
  return recorded(engine, seen);
}

/**
 * An engine against a hand-made service on loopback (one the demo cannot play: a silent one, a
 * damaged list), on the real clock, with the options exactly as the test gives them.
 */
function startEngineAgainst(
  baseUrl: string,
  imageCacheDir: string,
  options: EngineOptions,
): RunningEngine {
  const seen = emptyRecording();
  const engine = createEngine(
    {
      clock: systemClock,
      store: new MemoryDocumentStore(),
      files: { imageCacheDir },
      notifier: recordingFace(seen.notified),
      keys: { current: () => 'k' },
    },
    { service: { addressForm: 'path', baseUrl }, ...options },
  );
  return recorded(engine, seen);
}

/** A live match of the sport and the home team to follow. */
export function liveMatchOf(demo: DemoService, sport: string): DemoMatchSummary {
  const match = demo.world.matches(sport).find((candidate) => candidate.phase === 'live');
  if (!match) throw new Error(`the demo world has no live ${sport} match`);
  return match;
}

/** The next scheduled football match of the demo, its world moved on until it starts in `ms`. */
export function footballStartingIn(demo: DemoService, ms: number): DemoMatchSummary {
  const now = demo.world.now();
  const match = demo.world
    .matches('football')
    .filter((m) => m.phase === 'scheduled' && m.startTimestamp * 1000 - now > ms)
    .sort((a, b) => a.startTimestamp - b.startTimestamp)[0];
  if (!match) throw new Error('the demo has no football match ahead');
  demo.world.advance(match.startTimestamp * 1000 - now - ms);
  return match;
}

export function followHome(match: DemoMatchSummary): FollowedTeam {
  return followedTeamSchema.parse({
    sport: match.sport,
    teamId: match.homeTeamId,
    name: match.homeTeamName,
  });
}

/**
 * What the demo answers at `{url}/v2/{path}`, asked directly, to compare the engine's view with;
 * `T` is the shape the test reads of it (unchecked, the demo is ours).
 */
export async function fetchJson<T = unknown>(demo: DemoService, path: string): Promise<T> {
  const response = await fetch(`${demo.url}/v2/${path}`, { headers: { 'x-api-key': demo.apiKey } });
  return (await response.json()) as T;
}

/** A football competition of the demo world by name, with its current season, as search finds it. */
export async function competition(demo: DemoService, name: string): Promise<CompetitionRef> {
  const search = await fetchJson<{
    results: { type: string; entity: { id: number; name: string } }[];
  }>(demo, `football/search?q=${encodeURIComponent(name)}`);
  const found = search.results.find((result) => result.type === 'tournament')?.entity;
  if (!found) throw new Error(`the demo has no football competition named like ${name}`);
  const { seasons } = await fetchJson<{ seasons: { id: number }[] }>(
    demo,
    `football/tournament/${found.id}/seasons`,
  );
  return { sport: 'football', tournamentId: found.id, seasonId: seasons[0]!.id, name: found.name };
}

/** A team of the sport with a result behind it and a match ahead, and what the world says of it. */
export function teamWithHistory(demo: DemoService, sport: string) {
  const now = demo.world.now();
  const summaries = demo.world.matches(sport);
  const first = summaries.find((m) => m.phase === 'finished')!;
  const team = first.homeTeamId;
  const ours = summaries.filter((m) => m.homeTeamId === team || m.awayTeamId === team);
  const next = ours
    .filter((m) => m.phase === 'scheduled' && m.startTimestamp * 1000 > now)
    .sort((a, b) => a.startTimestamp - b.startTimestamp)[0];
  const last = ours
    .filter((m) => m.phase === 'finished')
    .sort((a, b) => b.startTimestamp - a.startTimestamp)[0]!;
  return {
    // Followed by its own name, as the app's search gives it: the /api/v1 group finds it by name.
    follow: followedTeamSchema.parse({
      sport,
      teamId: team,
      name: first.homeTeamName,
    }),
    teamId: team,
    tournamentId: last.tournamentId,
    next,
    last,
  };
}

/**
 * A look at live scores: a sport's live list, or the multi-sport scores list that serves the
 * polled followed sports it covers in one request.
 */
export function isLiveRead(path: string): boolean {
  return path.includes('/live') || path === '/api/v1/scores';
}

export function requestsTo(demo: DemoService, fragment: string): number {
  return demo.log.requests().filter((request) => request.path.includes(fragment)).length;
}

export function goalAlertsAt(
  seen: Recording,
  matchId: number,
  home: number,
  away: number,
): Alert[] {
  return seen.alerts.filter(
    (alert) =>
      alert.matchId === matchId &&
      (alert.kind === 'goal' || alert.kind === 'summary') &&
      alert.score.home === home &&
      alert.score.away === away,
  );
}

/**
 * Once the engine is idle, waits until every request it sent (its quota's usedToday) has reached the
 * demo: a refusal of one request can end a look (two fixture lists asked at once) while another of
 * its requests is still on its way, and would be counted in a quiet spell measured after it.
 */
export async function quietAfterSent(demo: DemoService, running: RunningEngine): Promise<void> {
  await running.engine.live.whenIdle();
  await waitFor(
    () => demo.log.requests().length >= running.engine.status().quota.usedToday,
    'every request sent to reach the service',
  );
}

/** How many requests the service saw during `ms` of real time once the engine was idle. */
export async function requestsDuring(
  demo: DemoService,
  running: RunningEngine,
  ms: number,
): Promise<number> {
  await quietAfterSent(demo, running);
  const before = demo.log.requests().length;
  await pause(ms);
  return demo.log.requests().length - before;
}

export async function waitForState(
  seen: Recording,
  state: AccountStatus['state'],
): Promise<AccountStatus> {
  await waitFor(() => seen.statuses.at(-1)?.state === state, `status ${state}`);
  return seen.statuses.at(-1)!;
}

type Cleanup = () => Promise<void> | void;

/** A started engine that follows the home team of one of the demo's live matches. */
export interface FollowingLive {
  demo: DemoService;
  match: DemoMatchSummary;
  running: RunningEngine;
}

export interface DemoEngines {
  startDemo(overrides?: DemoOverrides): Promise<DemoService>;
  startEngine: typeof startEngine;
  /** `startEngine`, then waits for the engine's start (its first look) to finish. */
  runEngine(demo: DemoService, setup?: EngineSetup): Promise<RunningEngine>;
  /**
   * Starts an engine following the home team of a live match of the sport, and waits for ready;
   * on `setup.demo` when given (one with faults or a quota already set), else on a fresh demo.
   */
  followLive(sport: string, setup?: EngineSetup & { demo?: DemoService }): Promise<FollowingLive>;
  /** An engine (not started) against a hand-made service at `baseUrl`. */
  engineAgainst(baseUrl: string, options?: EngineOptions): RunningEngine;
  /** Runs after the test, before whatever was started or registered earlier. */
  onCleanup(cleanup: Cleanup): void;
}

/**
 * Demo services and engines that are closed after each test of the calling file, newest first,
 * so an engine always stops before the service it talks to goes away.
 */
export function useDemoEngines(): DemoEngines {
  const cleanups: Cleanup[] = [];
  afterEach(async () => {
    while (cleanups.length > 0) await cleanups.pop()!();
  });
  const startTracked: typeof startEngine = (demo, setup) => {
    const running = startEngine(demo, setup);
    cleanups.push(() => running.stop());
    return running;
  };
  const runEngine = async (demo: DemoService, setup?: EngineSetup) => {
    const running = startTracked(demo, setup);
    await running.engine.start();
    return running;
  };
  const startTrackedDemo = async (overrides: DemoOverrides = {}) => {
    const demo = await startTestDemo({ seed: 11, startAt: WORLD_START, ...overrides });
    cleanups.push(() => demo.close());
    return demo;
  };
  return {
    startDemo: startTrackedDemo,
    startEngine: startTracked,
    runEngine,
    followLive: async (sport, { demo: given, ...setup } = {}) => {
      const demo = given ?? (await startTrackedDemo());
      const match = liveMatchOf(demo, sport);
      const running = await runEngine(demo, { ...setup, follows: [followHome(match)] });
      return { demo, match, running };
    },
    engineAgainst: (baseUrl, options = {}) => {
      const images = makeTempDir();
      cleanups.push(() => images.remove());
      const running = startEngineAgainst(baseUrl, images.path, options);
      cleanups.push(() => running.stop());
      return running;
    },
    onCleanup: (cleanup) => cleanups.push(cleanup),
  };
}

export { pause, waitFor };

/** A face that records what it shows; an update takes the place of its alert, as on a desktop. */
function recordingFace(shown: Alert[]): Notifier {
  return { notify: (alert) => shown.push(alert), update: (alert) => upsert(shown, alert) };
}

function upsert(alerts: Alert[], alert: Alert): void {
  const at = alerts.findIndex((told) => told.id === alert.id);
  if (at === -1) alerts.push(alert);
  else alerts[at] = alert;
}
