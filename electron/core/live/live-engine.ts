// The live engine: keeps every sport that matters up to date and nothing else. Football rides the
// push channel (polling only while it is down); other sports are polled while a followed match is on
// or about to start, or while the user looks at them, at an interval the quota can afford. Every
// fresh picture goes through the snapshot pipeline (spoiler delay, diff, memory) to the caller.

import type { AccountStatus, Match, SportSlug, Transport } from '../../../shared/domain';
import { sportInfo } from '../../../shared/sports';
import type { ChangeOrigin } from '../alerts/alert-center-api';
import type { TimerHandle } from '../ports';
import { Confirmations } from './confirmations';
import { engineProblem } from '../engine-api';
import { problem } from '../../../shared/problems';
import { classifyFailure } from './failure';
import { FirstLook } from './first-look';
import { FixtureRefresher } from './fixture-refresher';
import {
  FollowedSchedule,
  followedActivity,
  isDue,
  type FollowedActivity,
} from './followed-schedule';
import {
  DEFAULT_LIVE_OPTIONS,
  type LiveEngineDeps,
  type LiveEngineOptions,
} from './live-engine-options';
import { isSettled, LiveBoard } from './live-board';
import { LiveHealth } from './live-health';
import { planQuota, type SportPlan } from './poll-plan';
import { quotaBudget } from './quota-budget';
import { PollTimers } from './poll-timers';
import { PushChannel } from './push-channel';
import { RequestTracker } from './request-tracker';
import { ScoresRound } from './scores-round';
import { SilentBaselines } from './silent-baselines';
import { SnapshotPipeline } from './snapshot-pipeline';

export { DEFAULT_LIVE_OPTIONS, type LiveEngineDeps, type LiveEngineOptions };

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
  private readonly pollTimers: PollTimers;
  private readonly firstLook: FirstLook;
  private readonly scores: ScoresRound;
  private plans = new Map<SportSlug, SportPlan>();
  private viewed = new Set<SportSlug>();
  private readonly lastPollAt = new Map<SportSlug, number>();
  private readonly inFlight = new Set<SportSlug>();
  private readonly fetchAgain = new Set<SportSlug>();
  /** Sports whose next good look follows a start, a reconnect or an outage. */
  private readonly catchUp = new Set<SportSlug>();
  private readonly baselines: SilentBaselines;
  private wakeTimer: TimerHandle | null = null;
  private running = false;
  /** Counts key and address changes: an answer from before the last one is not used. */
  private accessGeneration = 0;
  private unsubscribeAccess: (() => void) | null = null;

  constructor(
    private readonly deps: LiveEngineDeps,
    options: Partial<LiveEngineOptions> = {},
  ) {
    this.options = { ...DEFAULT_LIVE_OPTIONS, ...options };
    this.baselines = new SilentBaselines(deps.firstRunEver());
    const follows = deps.follows();
    // Only followed matches are remembered; anything else on disk is old news.
    this.view.seed(deps.memory.all().filter((match) => follows.isFollowedMatch(match)));
    this.tracker = new RequestTracker((error) =>
      deps.onProblem(
        engineProblem('internal', problem('internal', {}, `Live engine: ${String(error)}`)),
      ),
    );
    this.pollTimers = new PollTimers(deps.clock, this.options.maxSleepMs);
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
    this.health = new LiveHealth(deps);
    this.confirmations = new Confirmations({
      client: deps.client,
      tracker: this.tracker,
      attempts: this.options.confirmAttempts,
      mayAsk: () => this.running && !this.health.halted(),
      afterRequest: (error) => this.afterRequest(error),
      onAnswer: (match) => this.onConfirmed(match),
      onGiveUp: (match) => this.letGo(match),
    });
    // Heartbeats, backoff and the refetch debounce are tuned by the options.
    this.push = new PushChannel({
      ...this.options,
      sport: PUSH_SPORT,
      url: () => deps.client().webSocketUrl(PUSH_SPORT),
      clock: deps.clock,
      transportClock: deps.transportClock,
      onOpen: () => this.onPushOpen(),
      onMatches: (matches) => this.onPushed(matches),
      onRefetch: () => this.fetchLive(PUSH_SPORT),
      onDown: (reason) => this.onPushDown(reason),
      onRefused: (state, message) => this.onPushRefused(state, message),
    });
    this.firstLook = new FirstLook((looked) => this.firstLookComplete(looked));
    this.scores = new ScoresRound({
      clock: deps.clock,
      client: deps.client,
      freshMs: this.options.minPollIntervalMs / 2,
      onSkipped: (count, what) =>
        deps.onProblem(
          engineProblem(
            'unreadable-items',
            problem('unreadableEvents', { count }, `The scores list: ${count} ${what} left out`),
          ),
        ),
      onUnusable: (error) => this.afterRequest(error),
    });
  }

  /** Starts watching and resolves once every sport that matters has had its first look. */
  async start(): Promise<void> {
    if (this.running) return;
    this.running = true;
    this.subscribeAccess();
    for (const sport of this.candidateSports()) this.catchUp.add(sport);
    this.health.setSocket('not-wanted');
    this.baselines.setStartingUp(true);
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
    this.firstLook.release();
  }

  /**
   * Stops at once: it never waits for requests under way (the engine aborts them; whatever they
   * bring is ignored) nor for the first look, which start() then gives up.
   */
  async stop(): Promise<void> {
    this.running = false;
    this.push.stop();
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
      else this.fetchLive(plan.sport);
    }
  }

  /**
   * The client was replaced (key or address changed): forget refusals and start over. With another
   * service (`serviceChanged`), its fixture lists are asked anew: the old ones name other matches.
   */
  accessChanged(serviceChanged = false): void {
    this.health.reset();
    this.subscribeAccess();
    if (serviceChanged) this.schedule.clear();
    if (!this.running) return;
    if (serviceChanged) {
      for (const sport of this.deps.follows().sports())
        void this.tracker.run(this.fixtures.refresh(sport), () => this.replan());
    }
    for (const sport of this.candidateSports()) this.catchUp.add(sport);
    if (!this.push.isIdle()) this.push.restart();
    this.lastPollAt.clear();
    // The old service's timers and answers still on their way are the old service's: the polled
    // sports ask the new one now, and what the old one answers late is dropped.
    this.accessGeneration += 1;
    this.pollTimers.clearAll();
    this.inFlight.clear();
    this.fetchAgain.clear();
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
    return this.candidateSports();
  }

  status(): AccountStatus {
    return this.health.current(this.transports());
  }

  /** Resolves when no request of the engine is under way (benchmarks and tests wait on this). */
  whenIdle(): Promise<void> {
    return this.tracker.whenIdle();
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
    // Blind to the fixtures: polling is the only way not to miss a followed match.
    if (this.fixtures.isBlind(sport)) return 'soon';
    const now = this.deps.clock.now();
    const known = this.schedule.matchesOf(sport);
    return followedActivity(known, follows, now, this.options.activityWindow).activity;
  }

  private replan(): void {
    if (!this.running) return;
    if (this.health.halted()) {
      this.push.stop();
      this.clearTimers();
      this.plans = new Map(this.candidateSports().map((sport) => [sport, idlePlan(sport)]));
      this.health.publish(this.transports());
      this.firstLook.check();
      return;
    }
    const now = this.deps.clock.now();
    const quota = this.deps.client().quota();
    const sports = this.candidateSports();
    const budget = quotaBudget({
      now,
      quota,
      follows: this.deps.follows(),
      schedule: this.schedule,
      isBlind: (sport) => this.fixtures.isBlind(sport),
      window: this.options.activityWindow,
      fixtureRefreshMs: this.options.fixtureRefreshMs,
    });
    const { plans, pace } = planQuota({
      now,
      sports,
      activity: (sport) => this.activity(sport),
      viewedSports: new Set([...this.viewed, ...this.options.pinnedSports]),
      watchedSports: new Set(this.deps.settings().watchedSports),
      windowOpen: this.viewed.size > 0,
      pushSports: new Set(sports.filter((sport) => sportInfo(sport).push)),
      pushOpen: () => this.push.usable(),
      // The plan counts on the shared request only where an answer has shown it covers the sport.
      sharedRound: (sport) => this.sharesRound(sport, true),
      quota: { remaining: quota.remaining, resetAt: quota.resetAt },
      minIntervalMs: this.options.minPollIntervalMs,
      busy: budget.busy,
      reserve: budget.reserve,
    });
    this.health.setPace(pace);
    const previous = this.plans;
    this.plans = new Map(plans.map((plan) => [plan.sport, plan]));
    this.baselines.decide(plans.filter((plan) => plan.active).map((plan) => plan.sport));
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
      if (plan.active && this.push.isIdle()) this.push.start();
      if (!plan.active && !this.push.isIdle()) this.push.stop();
      this.health.setSocket(plan.active ? this.push.health() : 'not-wanted');
    }
    if (plan.transport !== 'polling') {
      this.pollTimers.clear(sport);
    } else if (!this.pollTimers.has(sport) && !this.inFlight.has(sport)) {
      const last = this.lastPollAt.get(sport);
      const dueAt = last === undefined ? now : last + (plan.intervalMs ?? 0);
      this.pollTimers.schedule(
        sport,
        dueAt,
        () => this.fetchLive(sport),
        () => this.replan(),
      );
    }
    if (!plan.active && before?.active) {
      // Nobody watches it any more: let go of its live list, keep followed matches still on.
      this.catchUp.add(sport);
      if (this.view.retainFollowed(sport, this.deps.follows())) this.emitSnapshot(sport, 'live');
    }
  }

  /** Wakes for what can be foreseen: fixtures to refresh, a followed kick-off, a quota reset. */
  private scheduleWake(now: number): void {
    if (this.wakeTimer !== null) this.deps.clock.clearTimeout(this.wakeTimer);
    let wakeAt = now + this.options.maxSleepMs;
    const follows = this.deps.follows();
    for (const sport of follows.sports()) {
      wakeAt = Math.min(wakeAt, this.fixtures.dueAt(sport));
      const known = this.schedule.matchesOf(sport);
      const verdict = followedActivity(known, follows, now, this.options.activityWindow);
      if (verdict.wakeAt !== null) wakeAt = Math.min(wakeAt, verdict.wakeAt);
    }
    const access = this.deps.client().access();
    if (access.state === 'quota-exhausted') wakeAt = Math.min(wakeAt, access.resetAt);
    const timer = this.deps.clock.setTimeout(
      () => {
        this.wakeTimer = null;
        this.onWake();
      },
      Math.max(0, wakeAt - now),
    );
    timer.unref?.();
    this.wakeTimer = timer;
  }

  private onWake(): void {
    if (!this.running || this.health.halted()) return;
    const now = this.deps.clock.now();
    for (const sport of this.deps.follows().sports()) {
      if (this.fixtures.dueAt(sport) <= now && !this.quotaBlocked()) {
        void this.tracker.run(this.fixtures.refresh(sport), () => this.replan());
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
      // A look that cannot be taken now is a failed look: ready does not wait for the reset.
      this.firstLook.mark(sport);
      this.replan();
      return;
    }
    this.pollTimers.clear(sport);
    this.inFlight.add(sport);
    const marker = this.view.beginFetch();
    this.lastPollAt.set(sport, this.deps.clock.now());
    const generation = this.accessGeneration;
    const current = () => generation === this.accessGeneration;
    const shared = this.sharesRound(sport);
    void this.tracker.run(
      shared ? this.scores.live(sport, this.followedOn(sport)) : this.deps.client().live(sport),
      (list) => (current() ? this.afterList(sport, list, marker) : undefined),
      (error: unknown) => (current() ? this.afterListFailed(sport, error) : undefined),
    );
    if (shared) this.joinRound(sport);
  }

  /**
   * The other polled sports the scores list covers come along now: the round's one request serves
   * them all, and they stay in step from then on.
   */
  private joinRound(sport: SportSlug): void {
    for (const plan of this.plans.values()) {
      const other = plan.sport;
      if (other === sport || plan.transport !== 'polling' || !this.pollTimers.has(other)) continue;
      if (this.sharesRound(other)) this.fetchLive(other);
    }
  }

  /**
   * Whether the sport is read from the shared scores list: only while it is polled for followed
   * matches alone (`known`: only where an answer has shown the list covers it; otherwise also
   * while this service's list is still untried). A sport on screen (or pinned) reads its own live list, the whole of it, and the
   * push sport's catch-ups read its own list too.
   */
  private sharesRound(sport: SportSlug, known = false): boolean {
    // Blind to the fixtures, nothing says which followed match a shared list should show.
    if ((sportInfo(sport).push && this.push.usable()) || this.fixtures.isBlind(sport)) return false;
    const looked =
      this.viewed.has(sport) ||
      this.options.pinnedSports.includes(sport) ||
      (this.viewed.size > 0 && this.deps.settings().watchedSports.includes(sport));
    return !looked && (known ? this.scores.covers(sport) : this.scores.mayCover(sport));
  }

  /**
   * Followed matches of the sport that should be in a list now: on in the view, or due by the
   * fixture lists. A shared list that lacks one is not the whole story for that sport.
   */
  private followedOn(sport: SportSlug): Match[] {
    const follows = this.deps.follows();
    const now = this.deps.clock.now();
    const due = this.schedule
      .matchesOf(sport)
      .filter((match) => isDue(match, now, this.options.activityWindow));
    const known = [...this.view.matches(sport), ...due];
    return known.filter((match) => follows.isFollowedMatch(match) && !isSettled(match));
  }

  private afterList(sport: SportSlug, list: Match[], marker: number): void {
    this.inFlight.delete(sport);
    this.afterRequest(null);
    if (!this.running) return;
    const follows = this.deps.follows();
    const missing = this.view.applyList(sport, list, marker, follows);
    // Answered after the sport stopped mattering: only followed matches still on are kept.
    if (this.plans.get(sport)?.active === false) this.view.retainFollowed(sport, follows);
    for (const match of list) if (follows.isFollowedMatch(match)) this.schedule.observe(match);
    const origin: ChangeOrigin = this.catchUp.delete(sport) ? 'catch-up' : 'live';
    this.emitSnapshot(sport, origin);
    this.baselines.looked(sport);
    for (const match of missing) this.confirmations.confirm(match);
    this.firstLook.mark(sport);
    this.continueAfterFetch(sport);
  }

  private afterListFailed(sport: SportSlug, error: unknown): void {
    this.inFlight.delete(sport);
    this.afterRequest(error);
    // Whatever happened while we could not look is caught up on the next good answer.
    if (classifyFailure(error).transient) this.catchUp.add(sport);
    this.firstLook.mark(sport);
    this.continueAfterFetch(sport);
  }

  private continueAfterFetch(sport: SportSlug): void {
    if (this.fetchAgain.delete(sport)) this.fetchLive(sport);
    this.replan();
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
  }

  private onPushOpen(): void {
    this.health.setSocket('open');
    this.catchUp.add(PUSH_SPORT);
    this.fetchLive(PUSH_SPORT);
    this.replan();
  }

  private onPushed(matches: Match[]): void {
    if (!this.running) return;
    this.health.updated();
    const follows = this.deps.follows();
    const { taken, refused } = this.view.upsertPushed(matches, follows);
    // Ids beyond the allowance: one (debounced) look at the list tells whether they truly exist.
    if (refused > 0) this.push.refetchSoon();
    if (taken.length === 0) return;
    for (const match of taken) if (follows.isFollowedMatch(match)) this.schedule.observe(match);
    // What is pushed happens now: never part of a silent baseline, even before the first list.
    this.emitSnapshot(PUSH_SPORT, 'live', false);
    this.replan();
  }

  private onPushDown(reason: string): void {
    this.health.setSocket('down', reason);
    // The first good look after the socket is back counts as catching up.
    this.catchUp.add(PUSH_SPORT);
    this.replan();
  }

  private onPushRefused(state: 'unauthorized' | 'suspended', message: string): void {
    this.health.refuse(state, message);
    this.replan();
  }

  private afterRequest(error: unknown | null): void {
    this.health.requestDone(error);
    if (this.health.halted()) this.replan();
  }

  private subscribeAccess(): void {
    this.unsubscribeAccess?.();
    this.unsubscribeAccess = this.deps.client().onAccessChange((access) => {
      // Quota used up or key refused: that is the state to tell now, not after the first look.
      if (access.state !== 'ok') this.firstLook.release();
      this.health.publish(this.transports());
      this.replan();
    });
  }

  private clearTimers(): void {
    this.pollTimers.clearAll();
    if (this.wakeTimer !== null) this.deps.clock.clearTimeout(this.wakeTimer);
    this.wakeTimer = null;
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
