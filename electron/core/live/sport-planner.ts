// Which sports the live engine watches, and how: the candidates (followed, watched, on screen,
// pinned), how active each one is by the view and the fixture lists, the quota's plan for them
// (poll-plan.ts) with each polled sport's next foreseeable moment (alert-moments.ts), and when the
// engine has to wake next for something it can foresee.

import type { SportSlug } from '../../../shared/domain';
import { sportInfo } from '../../../shared/sports';
import { nextMomentAt } from './alert-moments';
import { followedActivity, isDue, type FollowedActivity } from './followed-schedule';
import { isSettled } from './live-board';
import type { LiveParts } from './live-engine-options';
import type { TimerHandle } from '../ports';
import type { FollowIndex } from './follow-index';
import { planQuota, type QuotaPlan, type SportMoment } from './poll-plan';
import { quotaBudget } from './quota-budget';

export interface SportPlannerDeps extends LiveParts {
  /** Whether an answer has shown that the shared scores list covers the sport (one request). */
  sharesRound: (sport: SportSlug) => boolean;
  /** When the sport's last live list was asked for (null before the first). */
  lastPollAt: (sport: SportSlug) => number | null;
}

export class SportPlanner {
  private viewed = new Set<SportSlug>();
  /** Per sport: whether a followed match is on, as of the board's version and the follows asked. */
  private readonly onNow = new Map<
    SportSlug,
    { version: number; follows: FollowIndex; onNow: boolean }
  >();
  private wakeTimer: TimerHandle | null = null;

  constructor(private readonly deps: SportPlannerDeps) {}

  /** The sports on screen now; they are watched whatever the follows say. */
  setViewed(sports: readonly SportSlug[]): void {
    this.viewed = new Set(sports);
  }

  viewedSports(): ReadonlySet<SportSlug> {
    return this.viewed;
  }

  candidates(): SportSlug[] {
    const settings = this.deps.settings();
    return [
      ...new Set([
        ...this.deps.follows().sports(),
        ...settings.watchedSports,
        ...this.viewed,
        ...this.deps.options.pinnedSports,
      ]),
    ];
  }

  plan(now: number): QuotaPlan {
    const { options } = this.deps;
    const quota = this.deps.client().quota();
    const sports = this.candidates();
    const budget = quotaBudget({
      now,
      quota,
      follows: this.deps.follows(),
      schedule: this.deps.schedule,
      isBlind: (sport) => this.deps.fixtures.isBlind(sport),
      window: options.activityWindow,
      fixtureRefreshMs: options.fixtureRefreshMs,
    });
    return planQuota({
      now,
      sports,
      activity: (sport) => this.activity(sport),
      viewedSports: new Set([...this.viewed, ...options.pinnedSports]),
      watchedSports: new Set(this.deps.settings().watchedSports),
      windowOpen: this.viewed.size > 0,
      pushSports: new Set(sports.filter((sport) => sportInfo(sport).push)),
      pushOpen: () => this.deps.pushUsable(),
      // The plan counts on the shared request only where an answer has shown it covers the sport.
      sharedRound: (sport) => this.deps.sharesRound(sport),
      quota: { remaining: quota.remaining, resetAt: quota.resetAt },
      minIntervalMs: options.minPollIntervalMs,
      busy: budget.busy,
      reserve: budget.reserve,
      momentOf: (sport) => this.momentOf(sport, now),
      betweenMomentsMs: options.betweenMomentsMs,
    });
  }

  /**
   * The earliest next alert of the sport's followed matches, from what the last answer said; null
   * when it is polled densely whatever its matches say: on screen or pinned (the user looks at its
   * scores), blind to the fixtures, or with no followed match to foresee by (watched in the window).
   */
  private momentOf(sport: SportSlug, now: number): SportMoment | null {
    const { options } = this.deps;
    if (this.viewed.has(sport) || options.pinnedSports.includes(sport)) return null;
    if (this.deps.fixtures.isBlind(sport)) return null;
    const follows = this.deps.follows();
    const due = this.deps.schedule
      .matchesOf(sport)
      .filter((match) => isDue(match, now, options.activityWindow));
    const matches = [...this.deps.view.matches(sport), ...due].filter(
      (match) => follows.isFollowedMatch(match) && !isSettled(match),
    );
    if (matches.length === 0) return null;
    const seenAt = this.deps.lastPollAt(sport);
    const nextAt = Math.min(...matches.map((match) => nextMomentAt(match, seenAt ?? now)));
    return { nextAt, seenAt };
  }

  /**
   * Calls `onWake` for the next thing that can be foreseen (fixtures to refresh, a followed
   * kick-off, a quota reset), or after the longest sleep; in place of any wake set before.
   */
  scheduleWake(now: number, onWake: () => void): void {
    this.cancelWake();
    const timer = this.deps.clock.setTimeout(
      () => {
        this.wakeTimer = null;
        onWake();
      },
      Math.max(0, this.nextWake(now) - now),
    );
    timer.unref?.();
    this.wakeTimer = timer;
  }

  cancelWake(): void {
    if (this.wakeTimer !== null) this.deps.clock.clearTimeout(this.wakeTimer);
    this.wakeTimer = null;
  }

  private nextWake(now: number): number {
    let wakeAt = now + this.deps.options.maxSleepMs;
    const follows = this.deps.follows();
    for (const sport of follows.sports()) {
      wakeAt = Math.min(wakeAt, this.deps.fixtures.dueAt(sport));
      const known = this.deps.schedule.matchesOf(sport);
      const verdict = followedActivity(known, follows, now, this.deps.options.activityWindow);
      if (verdict.wakeAt !== null) wakeAt = Math.min(wakeAt, verdict.wakeAt);
    }
    const access = this.deps.client().access();
    if (access.state === 'quota-exhausted') wakeAt = Math.min(wakeAt, access.resetAt);
    return wakeAt;
  }

  private activity(sport: SportSlug): FollowedActivity {
    const follows = this.deps.follows();
    // Asked for every sport at every plan (one after each answer): the board's answer is kept until
    // its matches or the follows change.
    const version = this.deps.view.versionOf(sport);
    const kept = this.onNow.get(sport);
    let onNow = kept?.version === version && kept.follows === follows ? kept.onNow : null;
    if (onNow === null) {
      onNow = this.deps.view.some(
        sport,
        (match) => follows.isFollowedMatch(match) && !isSettled(match),
      );
      this.onNow.set(sport, { version, follows, onNow });
    }
    if (onNow) return 'live';
    // Blind to the fixtures: polling is the only way not to miss a followed match.
    if (this.deps.fixtures.isBlind(sport)) return 'soon';
    const now = this.deps.clock.now();
    const known = this.deps.schedule.matchesOf(sport);
    return followedActivity(known, follows, now, this.deps.options.activityWindow).activity;
  }
}
