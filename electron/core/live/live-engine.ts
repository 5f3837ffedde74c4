// The live engine: keeps every sport that matters up to date and nothing else. Football rides the
// push channel (polling only while it is down); other sports are polled while a followed match is on
// or about to start, or while the user looks at them, at an interval the quota can afford. Every
// fresh picture goes through the snapshot pipeline (spoiler delay, diff, memory) to the caller.

import type { AccountStatus, Match, SportSlug, Transport } from '../../../shared/domain';
import { sportInfo } from '../../../shared/sports';
import type { ChangeOrigin } from '../alerts/alert-center-api';
import { Confirmations } from './confirmations';
import { engineProblem } from '../engine/api';
import { problem } from '../../../shared/problems';
import { classifyFailure } from './failure';
import { ServiceError } from '../api/service-errors';
import { FirstLook } from './first-look';
import { FixtureRefresher } from './fixture-refresher';
import { FollowedSchedule } from './followed-schedule';
import {
  DEFAULT_LIVE_OPTIONS,
  type LiveEngineDeps,
  type LiveEngineOptions,
  type LiveParts,
} from './live-engine-options';
import { isSettled, LiveBoard } from './live-board';
import { LiveHealth } from './live-health';
import { LivePolling } from './live-polling';
import { BETWEEN_MOMENTS_PER_SHORTEST_INTERVAL, type SportPlan } from './poll-plan';
import { PushChannel } from './push-channel';
import { RequestTracker } from './request-tracker';
import { RETRY_LATER_PER_SHORTEST_INTERVAL, RetryLater } from './retry-later';
import { SilentBaselines } from './silent-baselines';
import { SnapshotPipeline } from './snapshot-pipeline';
import { SportPlanner } from './sport-planner';

/** The one sport with a push channel (service-interface.md, "Events"). */
const PUSH_SPORT = 'football';

export class LiveEngine {
  private readonly options: LiveEngineOptions;
  private readonly view = new LiveBoard();
  private readonly schedule = new FollowedSchedule();
  private readonly pipeline: SnapshotPipeline;
  private readonly fixtures: FixtureRefresher;
  private readonly health: LiveHealth;
  private readonly push: PushChannel;
  private readonly tracker: RequestTracker;
  private readonly confirmations: Confirmations;
  /** The match endpoint asked about a followed match one answer said ended (LiveBoard). */
  private readonly endChecks: Confirmations;
  private readonly firstLook: FirstLook;
  private readonly planner: SportPlanner;
  private readonly polling: LivePolling;
  /** A refused key (401) or suspended account (403): tried again later, less and less often. */
  private readonly keyRetry: RetryLater;
  /** A refused upgrade of the push channel while HTTP is served: football is polled meanwhile. */
  private readonly socketRetry: RetryLater;
  private plans = new Map<SportSlug, SportPlan>();
  /** Sports whose next good look follows a start, a reconnect or an outage. */
  private readonly catchUp = new Set<SportSlug>();
  /** Sports whose whole picture went into the pipeline: a push after that sends only itself. */
  private readonly wholeSent = new Set<SportSlug>();
  /** Made anew for another service: its first look is a first run's, with nothing to compare. */
  private baselines: SilentBaselines;
  private running = false;
  /** A plan is asked for once the answers at hand are handled (replanSoon). */
  private replanPending = false;
  private unsubscribeAccess: (() => void) | null = null;

  constructor(
    private readonly deps: LiveEngineDeps,
    options: Partial<LiveEngineOptions> = {},
  ) {
    const shortest = options.minPollIntervalMs ?? DEFAULT_LIVE_OPTIONS.minPollIntervalMs;
    this.options = {
      ...DEFAULT_LIVE_OPTIONS,
      betweenMomentsMs: BETWEEN_MOMENTS_PER_SHORTEST_INTERVAL * shortest,
      refusalRetryMs: RETRY_LATER_PER_SHORTEST_INTERVAL * shortest,
      ...options,
    };
    this.baselines = new SilentBaselines(deps.firstRunEver());
    const follows = deps.follows();
    // Only followed matches are remembered; anything else on disk is old news.
    this.view.seed(deps.memory.all().filter((match) => follows.isFollowedMatch(match)));
    this.tracker = new RequestTracker((error) =>
      deps.onProblem(
        engineProblem('internal', problem('internal', {}, `Live engine: ${String(error)}`)),
      ),
    );
    this.pipeline = new SnapshotPipeline({
      ...deps,
      delayMs: deps.settings().spoilerDelaySeconds * 1000,
      maxWaitMs: this.options.maxSleepMs,
    });
    this.fixtures = new FixtureRefresher({
      ...deps,
      schedule: this.schedule,
      refreshMs: this.options.fixtureRefreshMs,
      retryMs: this.options.fixtureRetryMs,
      onResult: (_sport, error) => this.afterRequest(error),
    });
    this.health = new LiveHealth({
      ...deps,
      keyRetryAt: () => this.keyRetry.dueAt(),
      socketRetryAt: () => this.socketRetry.dueAt(),
    });
    this.keyRetry = new RetryLater(deps.clock, this.options.refusalRetryMs);
    this.socketRetry = new RetryLater(deps.clock, this.options.refusalRetryMs);
    // Both ask the match endpoint under the same rules; they differ in what an answer means.
    const asking = {
      client: deps.client,
      tracker: this.tracker,
      attempts: this.options.confirmAttempts,
      mayAsk: () => this.running && !this.health.halted(),
      afterRequest: (error: unknown) => this.afterRequest(error),
    };
    this.confirmations = new Confirmations({
      ...asking,
      onAnswer: (match) => this.onConfirmed(match),
      onGiveUp: (match) => {
        this.schedule.forget(match.sport, match.id);
        this.letGo(match);
      },
    });
    // Its answer is the second word either way. Unanswered, it is asked again at the next list,
    // push or wake (at least once a minute); unanswerable several times in a row, with no other
    // answer saying otherwise meanwhile, the one word is taken: an end is not held back for good.
    this.endChecks = new Confirmations({
      ...asking,
      // Still on: the board holds it as it was, newer than this answer may be; only the note goes.
      onAnswer: (match) =>
        isSettled(match) ? this.onConfirmed(match) : this.view.endDenied(match),
      onFailed: (match) => this.view.endUnchecked(match),
      onGiveUp: (match) => {
        if (this.view.isEndNoted(match)) this.onConfirmed(match);
      },
    });
    // Heartbeats, backoff and the refetch debounce are tuned by the options.
    this.push = new PushChannel({
      ...this.options,
      sport: PUSH_SPORT,
      url: () => deps.client().webSocketUrl(PUSH_SPORT),
      clock: deps.clock,
      transportClock: deps.transportClock,
      quotaPause: () => this.quotaPauseOnTransport(),
      onOpen: () => this.onPushOpen(),
      onMatches: (matches) => this.onPushed(matches),
      onRefetch: () => this.polling.fetch(PUSH_SPORT),
      onDown: (reason) => this.onPushDown(reason),
      onRefused: (state, message) => this.onPushRefused(state, message),
    });
    this.firstLook = new FirstLook((looked) => this.firstLookComplete(looked));
    const parts: LiveParts = {
      client: deps.client,
      clock: deps.clock,
      settings: deps.settings,
      follows: deps.follows,
      options: this.options,
      view: this.view,
      schedule: this.schedule,
      fixtures: this.fixtures,
      pushUsable: () => this.push.usable(),
    };
    this.planner = new SportPlanner({
      ...parts,
      sharesRound: (sport) => this.polling.sharesRound(sport, true),
      lastPollAt: (sport) => this.polling.lastPolledAt(sport),
    });
    this.polling = new LivePolling({
      ...parts,
      tracker: this.tracker,
      viewed: () => this.planner.viewedSports(),
      plans: () => this.plans.values(),
      mayAsk: () => this.running && !this.health.halted(),
      onList: (sport, list, marker) => this.afterList(sport, list, marker),
      onFailed: (sport, error) => this.afterListFailed(sport, error),
      onBlocked: (sport) => {
        // A look that cannot be taken now is a failed look: ready does not wait for the reset.
        this.firstLook.mark(sport);
        this.replan();
      },
      onUnusable: (error) => this.afterRequest(error),
      onProblem: deps.onProblem,
      replan: () => this.replan(),
      replanSoon: () => this.replanSoon(),
    });
  }

  /** Starts watching and resolves once every sport that matters has had its first look. */
  async start(): Promise<void> {
    if (this.running) return;
    this.running = true;
    this.subscribeAccess();
    for (const sport of this.planner.candidates()) this.catchUp.add(sport);
    this.health.setSocket('not-wanted');
    this.baselines.setStartingUp(true);
    // Silence is a failure too: told as one once nothing at all has come back in time.
    const silence = this.deps.transportClock.setTimeout(() => {
      if (!this.health.heardBack())
        this.attemptFailed(new ServiceError('timeout', 'No answer from the service yet'));
    }, this.options.firstAnswerMs);
    silence.unref?.();
    const sports = this.deps.follows().sports();
    const fixtures = Promise.all(
      sports.map((sport) => this.tracker.run(this.fixtures.refresh(sport), () => this.replan())),
    );
    // The fixture lists say which sports matter now; a first look that cannot finish soon (quota
    // used up, service unreachable) does not wait for them: the user hears the true state at once.
    await Promise.race([fixtures, this.firstLook.whenReleased()]);
    void fixtures.then(() => this.baselines.setStartingUp(false));
    if (!this.running) return;
    this.health.startPublishing();
    this.replan();
    await this.firstLook.wait(this.deps.transportClock, this.options.firstLookTimeoutMs);
  }

  /**
   * A request failed and is being tried again. During the first look that is news: the user is
   * told at once that the service cannot be reached yet, instead of after every retry.
   */
  attemptFailed(error: unknown): void {
    if (!this.running || this.firstLook.done()) return;
    this.health.retrying(error);
    this.fixtures.failingNow();
    this.firstLook.release();
    this.replan();
  }

  /**
   * Stops at once: it never waits for requests under way (the engine aborts them; whatever they
   * bring is ignored) nor for the first look, which start() then gives up.
   */
  async stop(): Promise<void> {
    this.running = false;
    this.push.stop();
    this.keyRetry.cancel();
    this.clearTimers();
    this.unsubscribeAccess?.();
    this.unsubscribeAccess = null;
    this.health.stopPublishing();
    this.firstLook.release();
    this.pipeline.flush();
    this.pipeline.dispose();
  }

  /** Everything again, now: after sleep, back online, or because the user asked. */
  resync(): void {
    if (!this.running || this.health.halted()) return;
    for (const plan of this.plans.values()) {
      if (!plan.active) continue;
      this.catchUp.add(plan.sport);
      if (plan.sport === PUSH_SPORT && !this.push.isOpen()) this.push.restart();
      else this.polling.fetch(plan.sport);
    }
  }

  /**
   * The client was replaced (key or address changed): forget refusals and start over. With another
   * service (`serviceChanged`), its fixture lists are asked anew: the old ones name other matches.
   */
  accessChanged(serviceChanged = false): void {
    for (const retry of [this.keyRetry, this.socketRetry]) {
      retry.cancel();
      retry.accepted();
    }
    this.health.reset();
    this.subscribeAccess();
    if (serviceChanged) this.schedule.clear();
    this.fixtures.accessChanged();
    this.confirmations.accessChanged();
    this.endChecks.accessChanged();
    if (serviceChanged) {
      // Nothing is known of the new service's matches (leaveService let the old ones go): what
      // is on now is learnt silently, as on a first run, while its fixture lists come in.
      this.baselines = new SilentBaselines(this.deps.firstRunEver());
      this.baselines.setStartingUp(true);
      // Whichever look comes first: the push channel's catch-up may come before the fixture
      // lists say which sports matter.
      this.baselines.decide(this.planner.candidates());
    }
    if (!this.running) return;
    // Fixtures the new access lacks are asked now (all of them for another service); a new key at
    // the same address keeps the lists it has, which cost quota and still hold.
    const now = this.deps.clock.now();
    const refreshes: Promise<void>[] = [];
    for (const sport of this.deps.follows().sports()) {
      if (this.fixtures.dueAt(sport) <= now)
        refreshes.push(this.tracker.run(this.fixtures.refresh(sport), () => this.replan()));
    }
    const baselines = this.baselines;
    void Promise.all(refreshes).then(() => baselines.setStartingUp(false));
    for (const sport of this.planner.candidates()) this.catchUp.add(sport);
    if (!this.push.isIdle()) this.push.restart();
    // The polled sports ask the new service now.
    this.polling.accessChanged();
    this.replan();
  }

  /**
   * The engine is about to read another service, whose match ids name other matches: what the old
   * one said and the spoiler delay still holds is told now, then its matches are let go.
   */
  leaveService(): void {
    this.pipeline.flush();
    this.pipeline.forget();
    this.view.clear();
    this.wholeSent.clear();
  }

  setViewedSports(sports: readonly SportSlug[]): void {
    this.planner.setViewed(sports);
    this.replan();
  }

  settingsChanged(): void {
    this.pipeline.setDelay(this.deps.settings().spoilerDelaySeconds * 1000);
    this.replan();
  }

  /** What the user sees now, after the spoiler delay. */
  shownMatches(): Match[] {
    return this.pipeline.shownMatches();
  }

  /** Fixture lists of followed sports, shared with the watchlist. */
  fixtureBook(): FollowedSchedule {
    return this.schedule;
  }

  transports(): Record<SportSlug, Transport> {
    const transports: Record<SportSlug, Transport> = {};
    for (const plan of this.plans.values()) transports[plan.sport] = plan.transport;
    return transports;
  }

  sports(): SportSlug[] {
    return this.planner.candidates();
  }

  status(): AccountStatus {
    return this.health.current(this.transports());
  }

  /** Resolves when no request of the engine is under way (benchmarks and tests wait on this). */
  whenIdle(): Promise<void> {
    return this.tracker.whenIdle();
  }

  /**
   * The live lists of a round of polls come back within a few milliseconds of each other, 25 of
   * them a second at 2,000 live events: the plan (and the status it publishes) is made once for the
   * answers handled in one turn of the event loop, instead of once after each. Counted as under
   * way, so whenIdle() waits for it; the timers it sets keep to the plan (they count from when each
   * list was asked for, not from when the plan was made).
   */
  private replanSoon(): void {
    if (this.replanPending) return;
    this.replanPending = true;
    void this.tracker.run(new Promise<void>((resolve) => setImmediate(resolve)), () => {
      this.replanPending = false;
      this.replan();
    });
  }

  private replan(): void {
    if (!this.running) return;
    if (this.health.halted()) {
      this.push.stop();
      this.clearTimers();
      this.plans = new Map(this.planner.candidates().map((sport) => [sport, idlePlan(sport)]));
      this.health.publish(this.transports());
      this.firstLook.check();
      return;
    }
    const now = this.deps.clock.now();
    const { plans, pace } = this.planner.plan(now);
    this.health.setPace(pace);
    const previous = this.plans;
    this.plans = new Map(plans.map((plan) => [plan.sport, plan]));
    this.baselines.decide(plans.filter((plan) => plan.active).map((plan) => plan.sport));
    for (const plan of plans) this.applyPlan(plan, previous.get(plan.sport), now);
    for (const sport of previous.keys()) {
      if (!this.plans.has(sport)) this.applyPlan(idlePlan(sport), previous.get(sport), now);
    }
    this.planner.scheduleWake(now, () => this.onWake());
    this.health.publish(this.transports());
  }

  private applyPlan(plan: SportPlan, before: SportPlan | undefined, now: number): void {
    const sport = plan.sport;
    if (sportInfo(sport).push) {
      if (plan.active && this.push.isIdle()) this.push.start();
      if (!plan.active && !this.push.isIdle()) this.push.stop();
      this.health.setSocket(plan.active ? this.push.health() : 'not-wanted');
    }
    this.polling.follow(plan, now);
    if (!plan.active && before?.active) {
      // Nobody watches it any more: let go of its live list, keep followed matches still on.
      this.catchUp.add(sport);
      if (this.view.retainFollowed(sport, this.deps.follows())) this.emitSnapshot(sport, 'live');
    }
  }

  private onWake(): void {
    if (!this.running || this.health.halted()) return;
    this.checkEnds();
    const now = this.deps.clock.now();
    for (const sport of this.deps.follows().sports()) {
      if (this.fixtures.dueAt(sport) <= now && !this.polling.quotaBlocked()) {
        void this.tracker.run(this.fixtures.refresh(sport), () => this.replan());
      }
    }
    this.replan();
  }

  private afterList(sport: SportSlug, list: Match[], marker: number): void {
    // The status is told by the plan that follows (replanSoon), once for the round of answers.
    this.afterRequest(null, false);
    if (!this.running) return;
    const follows = this.deps.follows();
    const missing = this.view.applyList(sport, list, marker, follows);
    // Answered after the sport stopped mattering: only followed matches still on are kept.
    if (this.plans.get(sport)?.active === false) this.view.retainFollowed(sport, follows);
    for (const match of list) if (follows.isFollowedMatch(match)) this.schedule.observe(match);
    if (sport === PUSH_SPORT) this.push.lookAnswered();
    const origin: ChangeOrigin = this.catchUp.delete(sport) ? 'catch-up' : 'live';
    this.emitSnapshot(sport, origin);
    this.baselines.looked(sport);
    for (const match of missing) this.confirmations.confirm(match);
    this.checkEnds();
    this.firstLook.mark(sport);
  }

  private afterListFailed(sport: SportSlug, error: unknown): void {
    this.afterRequest(error);
    // Whatever happened while we could not look is caught up on the next good answer.
    if (classifyFailure(error).transient) {
      this.catchUp.add(sport);
      if (sport === PUSH_SPORT) this.push.lookFailed();
    }
    this.firstLook.mark(sport);
  }

  private onConfirmed(match: Match): void {
    if (!this.running) return;
    this.schedule.observe(match);
    this.view.upsert([match]);
    this.emitSnapshot(match.sport, 'live');
    // Shown once as ended (that is the full-time alert), then gone from the live list.
    if (isSettled(match)) this.letGo(match);
    else this.replan();
  }

  /** A followed match one answer said ended: the match endpoint is asked for the second word. */
  private checkEnds(): void {
    for (const match of this.view.takeEndsNoted()) this.endChecks.confirm(match);
  }

  private letGo(match: Match): void {
    if (!this.running) return;
    this.view.remove(match.sport, match.id);
    this.emitSnapshot(match.sport, 'live');
    this.replan();
  }

  private emitSnapshot(
    sport: SportSlug,
    origin: ChangeOrigin,
    baseline = this.baselines.isBaseline(sport),
  ): void {
    this.pipeline.push(sport, this.view.matches(sport), origin, baseline);
    this.wholeSent.add(sport);
  }

  private onPushOpen(): void {
    this.socketRetry.accepted();
    this.health.setSocket('open');
    this.catchUp.add(PUSH_SPORT);
    this.polling.fetch(PUSH_SPORT);
    this.replan();
  }

  private onPushed(matches: Match[]): void {
    if (!this.running) return;
    this.health.updated();
    const follows = this.deps.follows();
    const { taken, refused } = this.view.upsertPushed(matches, follows);
    // Ids beyond the allowance: one (debounced) look at the list tells whether they truly exist.
    if (refused > 0) this.push.refetchSoon();
    this.checkEnds();
    if (taken.length === 0) return;
    for (const match of taken) if (follows.isFollowedMatch(match)) this.schedule.observe(match);
    // What is pushed happens now: never part of a silent baseline, even before the first list.
    // Once the sport's whole picture has gone out, only the pushed matches are diffed.
    if (this.wholeSent.has(PUSH_SPORT)) this.pipeline.pushSome(PUSH_SPORT, taken, 'live');
    else this.emitSnapshot(PUSH_SPORT, 'live', false);
    this.replan();
  }

  /**
   * The end of the quota pause the looks' 429 started, on the push channel's real-time clock: the
   * client keeps it on the service's time, which a demo may run faster or hold still.
   */
  private quotaPauseOnTransport(): number | null {
    const access = this.deps.client().access();
    if (access.state !== 'quota-exhausted') return null;
    const left = access.resetAt - this.deps.clock.now();
    return left > 0 ? this.deps.transportClock.now() + left : null;
  }

  private onPushDown(reason: string): void {
    this.health.setSocket('down', reason);
    // The first good look after the socket is back counts as catching up.
    this.catchUp.add(PUSH_SPORT);
    this.replan();
  }

  /**
   * The push channel's upgrade was refused. HTTP may well be served (a refusal of the channel
   * alone): football is polled meanwhile and the channel tried again later. Were the key refused
   * everywhere, the next HTTP answer says so and everything waits for the key's next try.
   */
  private onPushRefused(state: 'unauthorized' | 'suspended', message: string): void {
    this.health.pushRefused(`${state === 'unauthorized' ? 401 : 403}: ${message}`);
    this.socketRetry.schedule(() => {
      if (this.running && !this.health.halted() && this.push.isRefused()) this.push.retry();
    });
    this.replan();
  }

  /**
   * The key was refused (401) or the account suspended (403): nothing is sent until the key is
   * tried again, after a wait that grows with each refusal in a row (RetryLater). Then the status
   * still says refused until an answer says otherwise, and everything asks again at once.
   */
  private keyRefused(): void {
    this.keyRetry.schedule(() => {
      if (!this.running) return;
      const access = this.deps.client().access();
      if (access.state !== 'unauthorized' && access.state !== 'suspended') return;
      this.health.tryingKeyAgain(access);
      this.deps.client().resetAccess();
    });
    this.health.publish(this.transports());
  }

  private afterRequest(error: unknown | null, publish = true): void {
    if (error === null) this.keyRetry.accepted();
    this.health.requestDone(error, publish);
    if (this.health.halted()) this.replan();
  }

  private subscribeAccess(): void {
    this.unsubscribeAccess?.();
    this.unsubscribeAccess = this.deps.client().onAccessChange((access) => {
      // Quota used up or key refused: that is the state to tell now, not after the first look.
      if (access.state !== 'ok') this.firstLook.release();
      if (access.state === 'unauthorized' || access.state === 'suspended') this.keyRefused();
      this.health.publish(this.transports());
      this.replan();
      // The quota is back: the push sport is not polled while its socket is open, so the catch-up
      // the quota held back is asked now (polled sports come at their next plan).
      if (access.state === 'ok' && this.catchUp.has(PUSH_SPORT) && this.push.isOpen())
        this.polling.fetch(PUSH_SPORT);
    });
  }

  private clearTimers(): void {
    this.socketRetry.cancel();
    this.polling.clearTimers();
    this.planner.cancelWake();
  }

  private firstLookComplete(looked: ReadonlySet<SportSlug>): boolean {
    if (this.health.halted()) return true;
    for (const plan of this.plans.values()) {
      if (plan.active && !looked.has(plan.sport)) return false;
    }
    return true;
  }
}

function idlePlan(sport: SportSlug): SportPlan {
  return { sport, active: false, transport: 'idle', intervalMs: null };
}
