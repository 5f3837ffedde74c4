// One simulated match day under a daily allowance, run by one strategy (bench/quota-bench.ts runs
// them all and reports). A discrete-event model of the day (no sockets, no waiting): each strategy
// polls each followed polled sport at the interval it plans, every request spends one of the
// allowance, and an alertable change at the service is seen at the sport's next poll that gets an
// answer. The matches are played out with their sport's structure (match-day-model.ts), the same
// for every strategy of a seed, and a plan knows of a match only what its last poll returned.
// Football rides its push channel in the planned strategies (one catch-up list per connect).

import type { Match } from '../shared/domain';
import { nextMomentAt } from '../electron/core/live/alert-moments';
import { followedSpans, type BusySpan } from '../electron/core/live/match-time';
import {
  pacedInterval,
  planQuota,
  quotaReserve,
  type SportMoment,
} from '../electron/core/live/poll-plan';
import { DEFAULT_ACTIVITY_WINDOW } from '../electron/core/live/followed-schedule';
import { playMatch, type DayMatch, type PlayedMatch } from './match-day-model';

export const MIN = 60_000;
const HOUR = 60 * MIN;
export const DAY_START = Date.UTC(2026, 8, 29);
export const RESET = DAY_START + 24 * HOUR;
export const MIN_INTERVAL_MS = 10_000;
const BLIND_INTERVAL_MS = 15_000;
export const FIXTURE_REFRESH_MS = 6 * HOUR;

/** Times UTC. Basketball starts while the futsal match is on; the tennis match runs long. */
export const DAY: readonly DayMatch[] = [
  { sport: 'tennis', id: 1, start: at(12, 0), lastsMs: 165 * MIN },
  { sport: 'futsal', id: 2, start: at(18, 0), lastsMs: 90 * MIN },
  { sport: 'basketball', id: 3, start: at(19, 0), lastsMs: 140 * MIN },
  { sport: 'football', id: 4, start: at(14, 30), lastsMs: 115 * MIN },
  { sport: 'football', id: 5, start: at(19, 45), lastsMs: 118 * MIN },
];
export const POLLED = ['tennis', 'futsal', 'basketball'];
/** The polled sports of this day that /api/v1/scores covers (its nine sports; futsal is not one). */
export const SCORES_COVERED = new Set(['tennis', 'basketball']);
export const FOLLOWED_SPORTS = 4;

export type Strategy = 'match-aware' | 'uniform' | 'clock-spread' | 'blind-15s';
export const STRATEGIES: Strategy[] = ['match-aware', 'uniform', 'clock-spread', 'blind-15s'];

/** What one request reads: one sport's live list, or the scores list for several sports. */
interface Lane {
  sports: readonly string[];
}

function lanesOf(strategy: Strategy): Lane[] {
  if (strategy !== 'match-aware' && strategy !== 'uniform') {
    return POLLED.map((sport) => ({ sports: [sport] }));
  }
  return [
    { sports: POLLED.filter((sport) => SCORES_COVERED.has(sport)) },
    ...POLLED.filter((sport) => !SCORES_COVERED.has(sport)).map((sport) => ({ sports: [sport] })),
  ];
}

export interface QuotaRunResult {
  strategy: Strategy;
  allowance: number;
  delaysMs: number[];
  /** The same delays by sport. */
  delaysBySport: Record<string, number[]>;
  /** Live-list polls that read each sport (a shared request counts for each sport it read). */
  pollsBySport: Record<string, number>;
  changes: number;
  changesBySport: Record<string, number>;
  /** The longest gap between two polls of a sport told by goals while its match was on. */
  longestGoalGapMs: number;
  /**
   * How old the score of a sport told at moments (tennis, basketball) was on average while its
   * match was on: the age of the last poll, averaged over the match's time.
   */
  momentScoreAgeMs: number;
  missed: number;
  unwatched: number;
  spent: number;
  leftAtReset: number;
  /** When the allowance ran out (epoch ms), or null. */
  dryAt: number | null;
}

function at(hour: number, minute: number): number {
  return DAY_START + hour * HOUR + minute * MIN;
}

/** A small deterministic random source (mulberry32). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** One run's day: the matches as played, and what the engine has seen of them so far. */
class DayView {
  /** The last answer's view of each polled match, by id; absent until a poll has shown it. */
  readonly seen = new Map<number, Match>();
  /** Matches whose end a poll has seen (the engine then confirms full time and lets go). */
  readonly endSeen = new Set<number>();
  /** When each sport's live list was last asked for. */
  readonly polledAt = new Map<string, number>();

  constructor(readonly played: readonly PlayedMatch[]) {}

  /** A poll of `sport` at `now`: it shows the sport's matches that have begun. */
  poll(sport: string, now: number): void {
    this.polledAt.set(sport, now);
    for (const match of this.played) {
      if (match.match.sport !== sport || now < match.kickOff) continue;
      this.seen.set(match.match.id, match.at(now));
      if (now >= match.end) this.endSeen.add(match.match.id);
    }
  }

  /** The match as the engine knows it at `now`: its last answer, the fixture list, or the push. */
  known(match: PlayedMatch, now: number): Match {
    if (match.match.sport === 'football') return match.at(now);
    return this.seen.get(match.match.id) ?? match.at(-Infinity);
  }

  /**
   * A polled sport matters from a little before kick-off until a poll has seen its match end (or
   * long after it, when none did).
   */
  active(sport: string, now: number): boolean {
    return this.played.some(
      (m) =>
        m.match.sport === sport &&
        !this.endSeen.has(m.match.id) &&
        now >= m.match.start - DEFAULT_ACTIVITY_WINDOW.leadMs &&
        now < m.end + DEFAULT_ACTIVITY_WINDOW.lateMs,
    );
  }

  nextActivation(sport: string, now: number): number | null {
    const starts = this.played
      .filter((m) => m.match.sport === sport)
      .map((m) => m.match.start - DEFAULT_ACTIVITY_WINDOW.leadMs)
      .filter((start) => start > now);
    return starts.length > 0 ? Math.min(...starts) : null;
  }

  /** The sport's next foreseeable alert from what its last answers said (the engine's momentOf). */
  momentOf(sport: string, now: number): SportMoment | null {
    const open = this.played
      .filter((m) => m.match.sport === sport && !this.endSeen.has(m.match.id))
      .map((m) => this.known(m, now));
    if (open.length === 0) return null;
    const seenAt = this.polledAt.get(sport) ?? null;
    return {
      nextAt: Math.min(...open.map((match) => nextMomentAt(match, seenAt ?? now))),
      seenAt,
    };
  }
}

export function runDay(strategy: Strategy, allowance: number, seed: number): QuotaRunResult {
  // The day is played out from the seed alone: every strategy of a seed meets the same day.
  const day = new DayView(DAY.map((match) => playMatch(match, random(seed * 97 + match.id))));
  const rand = random(seed);
  let remaining = allowance;
  let spent = 0;
  let dryAt: number | null = null;
  const spend = (now: number): boolean => {
    if (remaining <= 0) {
      dryAt ??= now;
      return false;
    }
    remaining -= 1;
    spent += 1;
    return true;
  };

  // Fixture refreshes and confirmations of the planned strategies, and football's catch-ups.
  const overhead: number[] = [];
  if (strategy !== 'blind-15s') {
    for (let t = DAY_START; t < RESET; t += FIXTURE_REFRESH_MS) {
      for (let i = 0; i < FOLLOWED_SPORTS * 2; i += 1) overhead.push(t);
    }
    for (const match of day.played) {
      overhead.push(match.end + 1);
      if (match.match.sport === 'football') {
        overhead.push(match.match.start - DEFAULT_ACTIVITY_WINDOW.leadMs);
      }
    }
  }
  overhead.sort((a, b) => a - b);

  const polls = new Map<string, number[]>();
  const pending: { lane: Lane; at: number }[] = lanesOf(strategy).map((lane) => ({
    lane,
    at: strategy === 'blind-15s' ? DAY_START + rand() * BLIND_INTERVAL_MS : DAY_START,
  }));
  let overheadIndex = 0;
  while (pending.length > 0) {
    pending.sort((a, b) => a.at - b.at);
    const next = pending.shift()!;
    const now = next.at;
    if (now >= RESET) continue;
    while (overheadIndex < overhead.length && overhead[overheadIndex]! <= now) {
      spend(overhead[overheadIndex]!);
      overheadIndex += 1;
    }
    // The sports this request reads now: the lane's sports that matter (all of them when blind).
    const reading = next.lane.sports.filter(
      (sport) => strategy === 'blind-15s' || day.active(sport, now),
    );
    if (reading.length === 0) {
      const wakes = next.lane.sports
        .map((sport) => day.nextActivation(sport, now))
        .filter((t): t is number => t !== null);
      if (wakes.length > 0) pending.push({ lane: next.lane, at: Math.min(...wakes) });
      continue;
    }
    if (spend(now)) {
      for (const sport of reading) {
        polls.set(sport, [...(polls.get(sport) ?? []), now]);
        day.poll(sport, now);
      }
    }
    const interval = Math.min(
      ...reading.map((sport) => intervalFor(strategy, sport, now, remaining, allowance, day)),
    );
    pending.push({ lane: next.lane, at: now + interval });
  }
  while (overheadIndex < overhead.length) spend(overhead[overheadIndex++]!);

  const delaysMs: number[] = [];
  const delaysBySport: QuotaRunResult['delaysBySport'] = {};
  const changesBySport: Record<string, number> = {};
  let longestGoalGapMs = 0;
  let ageIntegral = 0;
  let momentTime = 0;
  let changes = 0;
  let missed = 0;
  let unwatched = 0;
  for (const match of day.played.filter((m) => POLLED.includes(m.match.sport))) {
    const sportPolls = polls.get(match.match.sport) ?? [];
    let seenAny = false;
    if (SCORES_COVERED.has(match.match.sport)) {
      // A poll before kick-off shows the match as it starts; the age runs from the last poll.
      let last = match.kickOff;
      for (const poll of [
        ...sportPolls.filter((p) => p > match.kickOff && p < match.end),
        match.end,
      ]) {
        ageIntegral += (poll - last) ** 2 / 2;
        last = poll;
      }
      momentTime += match.end - match.kickOff;
    }
    if (match.match.sport === 'futsal') {
      const during = sportPolls.filter((p) => p >= match.kickOff && p <= match.end);
      for (let i = 1; i < during.length; i += 1) {
        longestGoalGapMs = Math.max(longestGoalGapMs, during[i]! - during[i - 1]!);
      }
    }
    for (const time of match.changes) {
      changes += 1;
      changesBySport[match.match.sport] = (changesBySport[match.match.sport] ?? 0) + 1;
      // Seen at the first answered poll after it, as long as that poll still shows the match
      // (a few minutes after its end the confirmation would have told it anyway).
      const poll = sportPolls.find((p) => p >= time);
      if (poll === undefined || poll > match.end + 10 * MIN) missed += 1;
      else {
        delaysMs.push(poll - time);
        (delaysBySport[match.match.sport] ??= []).push(poll - time);
        seenAny = true;
      }
    }
    if (!seenAny) unwatched += 1;
  }
  return {
    strategy,
    allowance,
    delaysMs,
    delaysBySport,
    pollsBySport: Object.fromEntries([...polls].map(([sport, list]) => [sport, list.length])),
    changes,
    changesBySport,
    longestGoalGapMs,
    momentScoreAgeMs: momentTime > 0 ? ageIntegral / momentTime : 0,
    missed,
    unwatched,
    spent,
    leftAtReset: remaining,
    dryAt,
  };
}

function intervalFor(
  strategy: Strategy,
  sport: string,
  now: number,
  remaining: number,
  allowance: number,
  day: DayView,
): number {
  if (strategy === 'blind-15s') return BLIND_INTERVAL_MS;
  const pollers = POLLED.filter((s) => day.active(s, now));
  const quota = { remaining, resetAt: RESET };
  if (strategy === 'clock-spread') {
    return pacedInterval(pollers.length, { now, quota, minIntervalMs: MIN_INTERVAL_MS });
  }
  const matches = day.played.map((m) => day.known(m, now));
  const busy: BusySpan[] = followedSpans(matches, () => true, now, DEFAULT_ACTIVITY_WINDOW);
  const reserve = quotaReserve({
    allowance,
    now,
    resetAt: RESET,
    fixtureSports: FOLLOWED_SPORTS,
    fixtureRefreshMs: FIXTURE_REFRESH_MS,
    matchesLeft: busy.length,
  });
  const plan = planQuota({
    now,
    sports: [...POLLED, 'football'],
    activity: (s) => (day.active(s, now) ? 'live' : 'none'),
    viewedSports: new Set(),
    watchedSports: new Set(),
    windowOpen: false,
    pushSports: new Set(['football']),
    pushOpen: () => true,
    quota,
    minIntervalMs: MIN_INTERVAL_MS,
    busy,
    reserve,
    sharedRound: (s) => SCORES_COVERED.has(s),
    momentOf: strategy === 'match-aware' ? (s) => day.momentOf(s, now) : undefined,
  });
  return plan.plans.find((p) => p.sport === sport)?.intervalMs ?? MIN_INTERVAL_MS;
}
