// The live engine: keeps every sport that matters up to date and nothing else. Football rides the
// push channel (polling only while it is down); other sports are polled while a followed match is on
// or about to start, or while the user looks at them, at an interval the quota can afford. Every
// fresh picture goes through the snapshot pipeline (spoiler delay, diff, memory) to the caller.

import type {
  AccountStatus,
  Match,
  MatchChange,
  SportSlug,
  Transport,
} from '../../../shared/domain';
import { sportInfo } from '../../../shared/sports';
import type { Settings } from '../../../shared/settings';
import type { ChangeOrigin, MatchMemory } from '../alerts/alert-center-api';
import type { ServiceClient } from '../api/service-client-api';
import type { EngineProblem } from '../engine-api';
import type { Clock, TimerHandle } from '../ports';
import type { BackoffOptions } from './backoff';
import type { FollowIndex } from './follow-index';
import { FixtureRefresher } from './fixture-refresher';
import {
  DEFAULT_ACTIVITY_WINDOW,
  FollowedSchedule,
  followedActivity,
  type ActivityWindow,
  type FollowedActivity,
} from './followed-schedule';
import { isSettled, LiveView } from './live-view';
import { LiveHealth } from './live-health';
import { planSports, type SportPlan } from './poll-plan';
import { readPushedMatches } from './push-events';
import { SnapshotPipeline, type ChangeMeta } from './snapshot-pipeline';
import { createSocketFeed, type SocketFeed } from './socket-feed';
import { classifyFailure } from './failure';

export interface LiveEngineOptions {
  /** The shortest polling interval (--poll-interval-ms). */
  minPollIntervalMs: number;
  heartbeatIntervalMs: number;
  heartbeatTimeoutMs: number;
  backoff: BackoffOptions;
  /** Longest single timer wait, so clock jumps (sleep, simulated time) are noticed. */
  maxSleepMs: number;
  fixtureRefreshMs: number;
  fixtureRetryMs: number;
  /** Unreadable push messages within this window cause one refetch. */
  refetchDebounceMs: number;
  /** Failed confirmations of a vanished followed match before it is let go. */
  confirmAttempts: number;
  activityWindow: ActivityWindow;
  /** Sports always looked at (the headless mode's --sport). */
  pinnedSports: SportSlug[];
  /** Real time start() waits for the first look before it reports ready anyway. */
  firstLookTimeoutMs: number;
}

export const DEFAULT_LIVE_OPTIONS: LiveEngineOptions = {
  minPollIntervalMs: 10_000,
  heartbeatIntervalMs: 15_000,
  heartbeatTimeoutMs: 10_000,
  backoff: { baseMs: 1_000, capMs: 60_000 },
  maxSleepMs: 60_000,
  fixtureRefreshMs: 6 * 3_600_000,
  fixtureRetryMs: 10 * 60_000,
  refetchDebounceMs: 1_000,
  confirmAttempts: 5,
  activityWindow: DEFAULT_ACTIVITY_WINDOW,
  pinnedSports: [],
  firstLookTimeoutMs: 20_000,
};

export interface LiveEngineDeps {
  client: () => ServiceClient;
  /** The service's time: planning, "now" for minutes, the spoiler delay. */
  clock: Clock;
  /** Real time: heartbeats and reconnect backoff. */
  transportClock: Clock;
  settings: () => Settings;
  follows: () => FollowIndex;
  memory: MatchMemory;
  demo: () => boolean;
  onChanges: (changes: MatchChange[], meta: ChangeMeta) => void;
  onStatus: (status: AccountStatus) => void;
  onProblem: (problem: EngineProblem) => void;
}

const PUSH_SPORT = 'football';

export class LiveEngine {
  private readonly options: LiveEngineOptions;
  private readonly view = new LiveView();
  private readonly schedule = new FollowedSchedule();
  private readonly pipeline: SnapshotPipeline;
  private readonly fixtures: FixtureRefresher;
  private readonly health: LiveHealth;
  private readonly socket: SocketFeed;
  private plans = new Map<SportSlug, SportPlan>();
  private viewed = new Set<SportSlug>();
  private readonly pollTimers = new Map<SportSlug, TimerHandle>();
  private readonly lastPollAt = new Map<SportSlug, number>();
  private readonly inFlight = new Set<SportSlug>();
  private readonly fetchAgain = new Set<SportSlug>();
  private readonly catchUp = new Set<SportSlug>();
  private readonly confirming = new Set<string>();
  private readonly confirmFailures = new Map<string, number>();
  private readonly looked = new Set<SportSlug>();
  /** Nothing was ever stored: these sports' first looks are a silent baseline. */
  private readonly baselineSports = new Set<SportSlug>();
  private readonly memoryWasEmpty: boolean;
  private wakeTimer: TimerHandle | null = null;
  private refetchTimer: TimerHandle | null = null;
  /** Until the first loss, the push channel is trusted even while it is still connecting. */
  private pushTrusted = true;
  private running = false;
  private busy = 0;
  private idleWaiters: (() => void)[] = [];
  private lookWaiters: (() => void)[] = [];
  private unsubscribeAccess: (() => void) | null = null;

  constructor(
    private readonly deps: LiveEngineDeps,
    options: Partial<LiveEngineOptions> = {},
  ) {
    this.options = { ...DEFAULT_LIVE_OPTIONS, ...options };
    this.memoryWasEmpty = deps.memory.isEmpty();
    const follows = deps.follows();
    // Only followed matches are remembered; anything else on disk is old news.
    const remembered = deps.memory.all().filter((match) => follows.isFollowedMatch(match));
    this.view.seed(remembered);
    this.pipeline = new SnapshotPipeline({
      clock: deps.clock,
      memory: deps.memory,
      follows: deps.follows,
      delayMs: deps.settings().spoilerDelaySeconds * 1000,
      maxWaitMs: this.options.maxSleepMs,
      onChanges: deps.onChanges,
    });
    this.fixtures = new FixtureRefresher({
      clock: deps.clock,
      client: deps.client,
      schedule: this.schedule,
      refreshMs: this.options.fixtureRefreshMs,
      retryMs: this.options.fixtureRetryMs,
      onResult: (_sport, error) => this.afterRequest(error),
    });
    this.health = new LiveHealth({
      clock: deps.clock,
      client: deps.client,
      demo: deps.demo,
      onStatus: deps.onStatus,
      onProblem: deps.onProblem,
    });
    this.socket = createSocketFeed({
      url: () => deps.client().webSocketUrl(PUSH_SPORT),
      clock: deps.transportClock,
      heartbeatIntervalMs: this.options.heartbeatIntervalMs,
      heartbeatTimeoutMs: this.options.heartbeatTimeoutMs,
      backoff: this.options.backoff,
      onOpen: () => this.onSocketOpen(),
      onMessage: (text) => this.onSocketMessage(text),
      onDown: (reason) => this.onSocketDown(reason),
      onRefused: (status, message) => this.onSocketRefused(status, message),
    });
  }

  /** Starts watching and resolves once every sport that matters has had its first look. */
  async start(): Promise<void> {
    if (this.running) return;
    this.running = true;
    this.subscribeAccess();
    for (const sport of this.candidateSports()) this.catchUp.add(sport);
    this.health.setSocket('not-wanted');
    await Promise.all(
      this.deps
        .follows()
        .sports()
        .map((sport) => this.run(this.fixtures.refresh(sport), () => undefined)),
    );
    this.health.startPublishing();
    this.replan();
    if (this.memoryWasEmpty) {
      for (const plan of this.plans.values()) if (plan.active) this.baselineSports.add(plan.sport);
    }
    await this.firstLook();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.socket.stop();
    this.clearTimers();
    this.unsubscribeAccess?.();
    this.unsubscribeAccess = null;
    await this.whenIdle();
    this.pipeline.flush();
    this.pipeline.dispose();
  }

  /** Everything again, now: after sleep, back online, or because the user asked. */
  resync(): void {
    if (!this.running || this.health.halted()) return;
    for (const plan of this.plans.values()) {
      if (!plan.active) continue;
      this.catchUp.add(plan.sport);
      if (plan.sport === PUSH_SPORT && this.socket.state() !== 'open') this.socket.restart();
      else this.fetchLive(plan.sport);
    }
  }

  /** The client was replaced (key or address changed): forget refusals and start over. */
  accessChanged(): void {
    this.health.reset();
    this.pushTrusted = true;
    this.subscribeAccess();
    if (!this.running) return;
    for (const sport of this.candidateSports()) this.catchUp.add(sport);
    if (this.socket.state() !== 'idle') this.socket.restart();
    this.lastPollAt.clear();
    this.replan();
  }

  setViewedSports(sports: readonly SportSlug[]): void {
    this.viewed = new Set(sports);
    this.replan();
  }

  settingsChanged(): void {
    this.pipeline.setDelay(this.deps.settings().spoilerDelaySeconds * 1000);
    this.replan();
  }

  shownMatches(): Match[] {
    return this.pipeline.shownMatches();
  }

  /** Fixtures known for followed sports (today and tomorrow), corrected by the live feed. */
  knownFixtures(sport: SportSlug): Match[] {
    return this.schedule.matchesOf(sport);
  }

  fixtureBook(): FollowedSchedule {
    return this.schedule;
  }

  transports(): Record<SportSlug, Transport> {
    const transports: Record<SportSlug, Transport> = {};
    for (const plan of this.plans.values()) transports[plan.sport] = plan.transport;
    return transports;
  }

  sports(): SportSlug[] {
    return this.candidateSports();
  }

  status(): AccountStatus {
    return this.health.current(this.transports());
  }

  /** Resolves when no request of the engine is under way (benchmarks and tests wait on this). */
  whenIdle(): Promise<void> {
    if (this.busy === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private candidateSports(): SportSlug[] {
    const settings = this.deps.settings();
    return [
      ...new Set([
        ...this.deps.follows().sports(),
        ...settings.watchedSports,
        ...this.viewed,
        ...this.options.pinnedSports,
      ]),
    ];
  }

  private activity(sport: SportSlug): FollowedActivity {
    const follows = this.deps.follows();
    const onNow = this.view
      .matches(sport)
      .some((match) => follows.isFollowedMatch(match) && !isSettled(match));
    if (onNow) return 'live';
    const now = this.deps.clock.now();
    return followedActivity(
      this.schedule.matchesOf(sport),
      follows,
      now,
      this.options.activityWindow,
    ).activity;
  }

  private replan(): void {
    if (!this.running) return;
    if (this.health.halted()) {
      this.socket.stop();
      this.clearTimers();
      this.plans = new Map(this.candidateSports().map((sport) => [sport, idlePlan(sport)]));
      this.health.publish(this.transports());
      return;
    }
    const now = this.deps.clock.now();
    const quota = this.deps.client().quota();
    const settings = this.deps.settings();
    const viewed = new Set([...this.viewed, ...this.options.pinnedSports]);
    const plans = planSports({
      now,
      sports: this.candidateSports(),
      activity: (sport) => this.activity(sport),
      viewedSports: viewed,
      watchedSports: new Set(settings.watchedSports),
      windowOpen: this.viewed.size > 0,
      pushSports: new Set(this.candidateSports().filter((sport) => sportInfo(sport).push)),
      pushOpen: () => this.socket.state() === 'open' || this.pushTrusted,
      quota: { remaining: quota.remaining, resetAt: quota.resetAt },
      minIntervalMs: this.options.minPollIntervalMs,
    });
    const previous = this.plans;
    this.plans = new Map(plans.map((plan) => [plan.sport, plan]));
    for (const plan of plans) this.applyPlan(plan, previous.get(plan.sport), now);
    for (const sport of previous.keys()) {
      if (!this.plans.has(sport)) this.applyPlan(idlePlan(sport), previous.get(sport), now);
    }
    this.scheduleWake(now);
    this.health.publish(this.transports());
  }

  private applyPlan(plan: SportPlan, before: SportPlan | undefined, now: number): void {
    const sport = plan.sport;
    if (sportInfo(sport).push) {
      if (plan.active && this.socket.state() === 'idle') this.socket.start();
      if (!plan.active && this.socket.state() !== 'idle') this.socket.stop();
      this.health.setSocket(plan.active ? socketHealth(this.socket.state()) : 'not-wanted');
    }
    if (plan.transport !== 'polling') {
      this.clearPollTimer(sport);
    } else if (!this.pollTimers.has(sport) && !this.inFlight.has(sport)) {
      const last = this.lastPollAt.get(sport);
      const dueAt = last === undefined ? now : last + (plan.intervalMs ?? 0);
      this.schedulePoll(sport, dueAt, now);
    }
    if (!plan.active && before?.active) {
      // Nobody watches it any more: let go of its live list, keep followed matches still on.
      this.catchUp.add(sport);
      if (this.view.retainFollowed(sport, this.deps.follows())) this.emitSnapshot(sport, 'live');
    }
  }

  private schedulePoll(sport: SportSlug, dueAt: number, now: number): void {
    const wait = Math.max(0, Math.min(this.options.maxSleepMs, dueAt - now));
    const timer = this.deps.clock.setTimeout(() => {
      this.pollTimers.delete(sport);
      if (!this.running) return;
      if (this.deps.clock.now() >= dueAt) this.fetchLive(sport);
      else this.replan();
    }, wait);
    timer.unref?.();
    this.pollTimers.set(sport, timer);
  }

  private scheduleWake(now: number): void {
    if (this.wakeTimer !== null) this.deps.clock.clearTimeout(this.wakeTimer);
    let wakeAt = now + this.options.maxSleepMs;
    const follows = this.deps.follows();
    for (const sport of follows.sports()) {
      wakeAt = Math.min(wakeAt, this.fixtures.dueAt(sport));
      const verdict = followedActivity(
        this.schedule.matchesOf(sport),
        follows,
        now,
        this.options.activityWindow,
      );
      if (verdict.wakeAt !== null) wakeAt = Math.min(wakeAt, verdict.wakeAt);
    }
    const access = this.deps.client().access();
    if (access.state === 'quota-exhausted') wakeAt = Math.min(wakeAt, access.resetAt);
    this.wakeTimer = this.deps.clock.setTimeout(
      () => {
        this.wakeTimer = null;
        this.onWake();
      },
      Math.max(0, wakeAt - now),
    );
    this.wakeTimer.unref?.();
  }

  private onWake(): void {
    if (!this.running || this.health.halted()) return;
    const now = this.deps.clock.now();
    for (const sport of this.deps.follows().sports()) {
      if (this.fixtures.dueAt(sport) <= now && !this.quotaBlocked()) {
        void this.run(this.fixtures.refresh(sport), () => this.replan());
      }
    }
    this.replan();
  }

  private quotaBlocked(): boolean {
    const access = this.deps.client().access();
    return access.state === 'quota-exhausted' && this.deps.clock.now() < access.resetAt;
  }

  /** Fetches a sport's live list; one fetch per sport at a time, a second request is queued. */
  private fetchLive(sport: SportSlug): void {
    if (!this.running || this.health.halted()) return;
    if (this.inFlight.has(sport)) {
      this.fetchAgain.add(sport);
      return;
    }
    if (this.quotaBlocked()) {
      this.replan();
      return;
    }
    this.clearPollTimer(sport);
    this.inFlight.add(sport);
    const marker = this.view.beginFetch();
    this.lastPollAt.set(sport, this.deps.clock.now());
    void this.run(
      this.deps.client().live(sport),
      (list) => this.afterList(sport, list, marker),
      (error: unknown) => this.afterListFailed(sport, error),
    );
  }

  private afterList(sport: SportSlug, list: Match[], marker: number): void {
    this.finishFetch(sport, null);
    if (!this.running) return;
    const follows = this.deps.follows();
    const missing = this.view.applyList(sport, list, marker, follows);
    // Answered after the sport stopped mattering: only followed matches still on are kept.
    if (this.plans.get(sport)?.active === false) this.view.retainFollowed(sport, follows);
    for (const match of list) if (follows.isFollowedMatch(match)) this.schedule.observe(match);
    const origin: ChangeOrigin = this.catchUp.delete(sport) ? 'catch-up' : 'live';
    this.emitSnapshot(sport, origin);
    this.baselineSports.delete(sport);
    for (const match of missing) this.confirm(match);
    this.markLooked(sport);
    this.continueAfterFetch(sport);
  }

  private afterListFailed(sport: SportSlug, error: unknown): void {
    this.finishFetch(sport, error);
    // Whatever happened while we could not look is caught up on the next good answer.
    if (classifyFailure(error).transient) this.catchUp.add(sport);
    this.markLooked(sport);
    this.continueAfterFetch(sport);
  }

  private finishFetch(sport: SportSlug, error: unknown | null): void {
    this.inFlight.delete(sport);
    this.afterRequest(error);
  }

  private continueAfterFetch(sport: SportSlug): void {
    if (this.fetchAgain.delete(sport)) this.fetchLive(sport);
    this.replan();
  }

  /** A followed match left the live list: only the match endpoint may say it is over. */
  private confirm(match: Match): void {
    const key = `${match.sport}:${match.id}`;
    if (this.confirming.has(key) || this.health.halted()) return;
    this.confirming.add(key);
    void this.run(
      this.deps.client().match(match.sport, match.id),
      (confirmed) => {
        this.confirming.delete(key);
        this.afterRequest(null);
        this.confirmFailures.delete(key);
        if (!this.running) return;
        this.schedule.observe(confirmed);
        this.view.upsert([confirmed]);
        this.emitSnapshot(match.sport, 'live');
        if (isSettled(confirmed)) {
          // Shown once as ended (that is the full-time alert), then gone from the live list.
          this.view.remove(match.sport, match.id);
          this.emitSnapshot(match.sport, 'live');
        }
        this.replan();
      },
      (error: unknown) => {
        this.confirming.delete(key);
        this.afterRequest(error);
        const failures = (this.confirmFailures.get(key) ?? 0) + 1;
        this.confirmFailures.set(key, failures);
        const gone = classifyFailure(error).kind === 'not-found';
        if (this.running && (gone || failures >= this.options.confirmAttempts)) {
          this.confirmFailures.delete(key);
          this.view.remove(match.sport, match.id);
          this.emitSnapshot(match.sport, 'live');
          this.replan();
        }
      },
    );
  }

  private emitSnapshot(sport: SportSlug, origin: ChangeOrigin): void {
    this.pipeline.push(sport, this.view.matches(sport), origin, this.baselineSports.has(sport));
  }

  private onSocketOpen(): void {
    this.pushTrusted = true;
    this.health.setSocket('open');
    this.catchUp.add(PUSH_SPORT);
    this.fetchLive(PUSH_SPORT);
    this.replan();
  }

  private onSocketMessage(text: string): void {
    if (!this.running) return;
    const reading = readPushedMatches(text, PUSH_SPORT, this.deps.clock.now());
    if (reading.kind === 'refetch') {
      this.requestRefetch();
      return;
    }
    this.health.updated();
    this.view.upsert(reading.matches);
    const follows = this.deps.follows();
    for (const match of reading.matches)
      if (follows.isFollowedMatch(match)) this.schedule.observe(match);
    this.emitSnapshot(PUSH_SPORT, 'live');
    this.replan();
  }

  private requestRefetch(): void {
    if (this.refetchTimer !== null) return;
    this.refetchTimer = this.deps.clock.setTimeout(() => {
      this.refetchTimer = null;
      this.fetchLive(PUSH_SPORT);
    }, this.options.refetchDebounceMs);
    this.refetchTimer.unref?.();
  }

  private onSocketDown(reason: string): void {
    this.pushTrusted = false;
    this.health.setSocket('down', reason);
    // The first good look after the socket is back counts as catching up.
    this.catchUp.add(PUSH_SPORT);
    this.replan();
  }

  private onSocketRefused(status: 401 | 403, message: string): void {
    this.health.refuse(status === 401 ? 'unauthorized' : 'suspended', message);
    this.markLooked(PUSH_SPORT);
    this.replan();
  }

  private afterRequest(error: unknown | null): void {
    this.health.requestDone(error);
    if (this.health.halted()) this.replan();
  }

  private subscribeAccess(): void {
    this.unsubscribeAccess?.();
    this.unsubscribeAccess = this.deps.client().onAccessChange(() => {
      this.health.publish(this.transports());
      this.replan();
    });
  }

  private clearPollTimer(sport: SportSlug): void {
    const timer = this.pollTimers.get(sport);
    if (timer !== undefined) this.deps.clock.clearTimeout(timer);
    this.pollTimers.delete(sport);
  }

  private clearTimers(): void {
    for (const sport of [...this.pollTimers.keys()]) this.clearPollTimer(sport);
    for (const timer of [this.wakeTimer, this.refetchTimer]) {
      if (timer !== null) this.deps.clock.clearTimeout(timer);
    }
    this.wakeTimer = null;
    this.refetchTimer = null;
  }

  private markLooked(sport: SportSlug): void {
    this.looked.add(sport);
    if (this.firstLookComplete()) {
      const waiters = this.lookWaiters;
      this.lookWaiters = [];
      for (const resolve of waiters) resolve();
    }
  }

  private firstLookComplete(): boolean {
    if (this.health.halted()) return true;
    for (const plan of this.plans.values()) {
      if (plan.active && !this.looked.has(plan.sport)) return false;
    }
    return true;
  }

  private firstLook(): Promise<void> {
    if (this.firstLookComplete()) return Promise.resolve();
    return new Promise((resolve) => {
      const clock = this.deps.transportClock;
      // A service that never answers must not keep the engine from saying it has started.
      const timer = clock.setTimeout(() => resolve(), this.options.firstLookTimeoutMs);
      timer.unref?.();
      this.lookWaiters.push(() => {
        clock.clearTimeout(timer);
        resolve();
      });
    });
  }

  /**
   * Runs the handlers of a request and counts it as under way until they have run, so whenIdle()
   * does not resolve between an answer and the request its handler starts next.
   */
  private run<T>(
    promise: Promise<T>,
    onValue: (value: T) => void,
    onError: (error: unknown) => void = () => undefined,
  ): Promise<void> {
    this.busy += 1;
    return promise
      .then(onValue, onError)
      .catch((error: unknown) =>
        this.deps.onProblem({ code: 'internal', message: `Live engine: ${String(error)}` }),
      )
      .finally(() => {
        this.busy -= 1;
        if (this.busy > 0) return;
        const waiters = this.idleWaiters;
        this.idleWaiters = [];
        for (const resolve of waiters) resolve();
      });
  }
}

function idlePlan(sport: SportSlug): SportPlan {
  return { sport, active: false, transport: 'idle', intervalMs: null };
}

function socketHealth(state: ReturnType<SocketFeed['state']>): 'connecting' | 'open' | 'down' {
  if (state === 'open') return 'open';
  if (state === 'down' || state === 'refused') return 'down';
  return 'connecting';
}
