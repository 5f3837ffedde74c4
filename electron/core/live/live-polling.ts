// Asking the service for live lists. One request per sport at a time (a second ask while one is out
// is made once it is back), each polled sport on its own timer, and followed-only sports read from
// the shared scores list (scores-round.ts) instead of their own lists where it covers them. An
// answer that arrives after a key or address change is the old service's and is dropped.

import type { Match, SportSlug } from '../../../shared/domain';
import { problem } from '../../../shared/problems';
import { sportInfo } from '../../../shared/sports';
import { engineProblem, type EngineProblem } from '../engine/api';
import { classifyFailure } from './failure';
import { isDue } from './followed-schedule';
import { isSettled } from './live-board';
import type { LiveParts } from './live-engine-options';
import type { SportPlan } from './poll-plan';
import { PollTimers } from './poll-timers';
import type { RequestTracker } from './request-tracker';
import { ScoresRound } from './scores-round';

export interface LivePollingDeps extends LiveParts {
  tracker: RequestTracker;
  /** The sports on screen now. */
  viewed: () => ReadonlySet<SportSlug>;
  /** The current plan of every sport. */
  plans: () => Iterable<SportPlan>;
  /** False once the engine stopped or the service refused it: nothing more is asked. */
  mayAsk: () => boolean;
  /** A sport's live list arrived (`marker` from LiveBoard.beginFetch, taken when it was asked). */
  onList: (sport: SportSlug, list: Match[], marker: number) => void;
  onFailed: (sport: SportSlug, error: unknown) => void;
  /** The sport could not be asked now (quota used up until the reset). */
  onBlocked: (sport: SportSlug) => void;
  /** The scores list could not be read at all (its sports' own lists serve meanwhile). */
  onUnusable: (error: unknown) => void;
  onProblem: (problem: EngineProblem) => void;
  replan: () => void;
  /** A plan once the answers at hand are handled: one plan for a round of answers, not one each. */
  replanSoon: () => void;
}

/** The longest wait between asks while a sport's answers cannot be read. */
const UNREADABLE_CAP_MS = 10 * 60_000;

export class LivePolling {
  private readonly timers: PollTimers;
  private readonly scores: ScoresRound;
  private readonly lastPollAt = new Map<SportSlug, number>();
  private readonly inFlight = new Set<SportSlug>();
  private readonly fetchAgain = new Set<SportSlug>();
  /** Answers in a row that could not be read, per sport: each one doubles the wait (up to a cap). */
  private readonly unreadable = new Map<SportSlug, number>();
  /** Counts key and address changes: an answer from before the last one is not used. */
  private accessGeneration = 0;

  constructor(private readonly deps: LivePollingDeps) {
    this.timers = new PollTimers(deps.clock, deps.options.maxSleepMs);
    this.scores = new ScoresRound({
      clock: deps.clock,
      client: deps.client,
      freshMs: deps.options.minPollIntervalMs / 2,
      onSkipped: (count, what) =>
        deps.onProblem(
          engineProblem(
            'unreadable-items',
            problem('unreadableEvents', { count }, `The scores list: ${count} ${what} left out`),
          ),
        ),
      onUnusable: (error) => deps.onUnusable(error),
    });
  }

  /**
   * Keeps the sport's timer to its plan: polled sports are asked when their interval is up. A new
   * interval moves a timer already set (a moment foreseen sooner, a kick-off window opening).
   */
  follow(plan: SportPlan, now: number): void {
    const sport = plan.sport;
    if (plan.transport !== 'polling') {
      this.timers.clear(sport);
    } else if (!this.inFlight.has(sport)) {
      const last = this.lastPollAt.get(sport);
      const wait = Math.max(plan.intervalMs ?? 0, this.unreadableWait(sport));
      const dueAt = last === undefined ? now : last + wait;
      if (this.timers.dueAt(sport) === dueAt) return;
      this.timers.schedule(
        sport,
        dueAt,
        () => this.fetch(sport),
        () => this.deps.replan(),
      );
    }
  }

  /** Fetches a sport's live list; one fetch per sport at a time, a second request is queued. */
  fetch(sport: SportSlug): void {
    if (!this.deps.mayAsk()) return;
    if (this.inFlight.has(sport)) {
      this.fetchAgain.add(sport);
      return;
    }
    if (this.quotaBlocked()) {
      this.deps.onBlocked(sport);
      return;
    }
    this.timers.clear(sport);
    this.inFlight.add(sport);
    const marker = this.deps.view.beginFetch();
    this.lastPollAt.set(sport, this.deps.clock.now());
    const generation = this.accessGeneration;
    const current = () => generation === this.accessGeneration;
    const shared = this.sharesRound(sport);
    void this.deps.tracker.run(
      shared ? this.scores.live(sport, this.followedOn(sport)) : this.deps.client().live(sport),
      (list) => {
        if (!current()) return;
        this.unreadable.delete(sport);
        this.answered(sport, () => this.deps.onList(sport, list, marker));
      },
      (error: unknown) => {
        if (!current()) return;
        if (classifyFailure(error).kind === 'bad-payload')
          this.unreadable.set(sport, (this.unreadable.get(sport) ?? 0) + 1);
        else this.unreadable.delete(sport);
        this.answered(sport, () => this.deps.onFailed(sport, error));
      },
    );
    if (shared) this.joinRound(sport);
  }

  /**
   * Whether the sport is read from the shared scores list: only while it is polled for followed
   * matches alone (`known`: only where an answer has shown the list covers it; otherwise also
   * while this service's list is still untried). A sport on screen (or pinned) reads its own live
   * list, the whole of it, and the push sport's catch-ups read its own list too.
   */
  sharesRound(sport: SportSlug, known = false): boolean {
    // Blind to the fixtures, nothing says which followed match a shared list should show.
    if ((sportInfo(sport).push && this.deps.pushUsable()) || this.deps.fixtures.isBlind(sport))
      return false;
    const viewed = this.deps.viewed();
    const looked =
      viewed.has(sport) ||
      this.deps.options.pinnedSports.includes(sport) ||
      (viewed.size > 0 && this.deps.settings().watchedSports.includes(sport));
    return !looked && (known ? this.scores.covers(sport) : this.scores.mayCover(sport));
  }

  /** When the sport's live list was last asked for, null before the first time. */
  lastPolledAt(sport: SportSlug): number | null {
    return this.lastPollAt.get(sport) ?? null;
  }

  quotaBlocked(): boolean {
    const access = this.deps.client().access();
    return access.state === 'quota-exhausted' && this.deps.clock.now() < access.resetAt;
  }

  /**
   * The key or address changed: the old service's timers and answers still on their way are the
   * old service's. The polled sports ask the new one at the next plan, and what the old one
   * answers late is dropped.
   */
  accessChanged(): void {
    this.lastPollAt.clear();
    this.unreadable.clear();
    this.accessGeneration += 1;
    this.timers.clearAll();
    this.inFlight.clear();
    this.fetchAgain.clear();
  }

  /**
   * How long to wait after the sport's answers could not be read `n` times in a row: the shortest
   * interval doubled each time, up to UNREADABLE_CAP_MS. A service that answers nonsense does so
   * for a while (a captive portal, a proxy's page, a broken deploy); asking at full speed would
   * only spend the quota on it.
   */
  private unreadableWait(sport: SportSlug): number {
    const times = this.unreadable.get(sport) ?? 0;
    if (times === 0) return 0;
    const base = this.deps.options.minPollIntervalMs;
    return Math.min(Math.max(UNREADABLE_CAP_MS, base), base * 2 ** Math.min(times, 20));
  }

  clearTimers(): void {
    this.timers.clearAll();
  }

  private answered(sport: SportSlug, handle: () => void): void {
    this.inFlight.delete(sport);
    handle();
    if (this.fetchAgain.delete(sport)) this.fetch(sport);
    this.deps.replanSoon();
  }

  /**
   * The other polled sports the scores list covers come along now: the round's one request serves
   * them all, and they stay in step from then on.
   */
  private joinRound(sport: SportSlug): void {
    for (const plan of this.deps.plans()) {
      const other = plan.sport;
      if (other === sport || plan.transport !== 'polling' || !this.timers.has(other)) continue;
      if (this.sharesRound(other)) this.fetch(other);
    }
  }

  /**
   * Followed matches of the sport that should be in a list now: on in the view, or due by the
   * fixture lists. A shared list that lacks one is not the whole story for that sport.
   */
  private followedOn(sport: SportSlug): Match[] {
    const follows = this.deps.follows();
    const now = this.deps.clock.now();
    const due = this.deps.schedule
      .matchesOf(sport)
      .filter((match) => isDue(match, now, this.deps.options.activityWindow));
    const known = [...this.deps.view.matches(sport), ...due];
    return known.filter((match) => follows.isFollowedMatch(match) && !isSettled(match));
  }
}
