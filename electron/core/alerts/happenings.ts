// What happened in one match between two looks, in the terms of DESIGN.md "What counts as an alert",
// per sport class. Pure: the alert center decides afterwards who hears about it and when.
//
// Every happening carries a stable id, the same for the same event however often it is seen again
// (after a restart, a reconnect, a stale memory). Goals are the hard case: a score can go down (a goal
// cancelled) and up again to the same figures, which is a new goal. So each match keeps an epoch,
// the number of cancellations seen, and goal ids carry it: "football:7:goal:1-0:0", cancelled as
// "football:7:goal-cancelled:0-0:0", scored again as "football:7:goal:1-0:1". Full time is the same:
// told in error (the match is under way again), it is cancelled ("football:7:fulltime-cancelled:0"),
// and the real one later is "football:7:fulltime:1".

import {
  matchKey,
  readableScore,
  type AlertKind,
  type Match,
  type MatchChange,
  type ScorePair,
  type StatusPhase,
} from '../../../shared/domain';
import { progressOf } from '../../../shared/match-progress';
import { sportInfo } from '../../../shared/sports';
import { looksLikeHalftime } from './alert-text';

/** Kinds derived from a match's changes; reminders and line-ups come from fan-alerts.ts instead. */
export type HappeningKind = Exclude<AlertKind, 'summary' | 'reminder' | 'lineups'>;

export interface Happening {
  kind: HappeningKind;
  /** The stable id the alert will carry. */
  id: string;
  match: Match;
  /** period-end: which period ended (1-based). */
  period?: number;
  /** goal, goal-cancelled: the side whose score moved. */
  side?: 'home' | 'away';
  /**
   * goal: how many goals it stands for. More than one when a look finds several at once (scored
   * while the app was down, or between two polls): they are told together, never as one goal.
   */
  goals?: number;
  /** period-end of a sport told by sessions (snooker): a break between sessions, not a frame. */
  session?: boolean;
}

/** What a match looked like at the previous look; null when this is the first look at it. */
export interface MatchBefore {
  phase: StatusPhase;
  score: ScorePair;
  /** Periods played to their end (MatchProgress.played). */
  periodCount: number;
}

export interface Transition {
  key: string;
  match: Match;
  before: MatchBefore | null;
}

/** What the alert center keeps per match between looks, so that goals stay exactly-once. */
export interface GoalTracking {
  /** Cancellations seen so far. */
  epoch: number;
  /** The score at the last look, as the alert center saw it (it may be newer than the memory's). */
  lastScore: ScorePair | null;
  /** Full times told and then cancelled (the match went on): the next full time's id carries it. */
  reopened: number;
}

/** The id suffix of a match's full time, after `reopened` full times told in error. */
export function fulltimeSuffix(reopened: number): string {
  return reopened === 0 ? 'fulltime' : `fulltime:${reopened}`;
}

const STARTED: ReadonlySet<StatusPhase> = new Set(['live', 'paused', 'interrupted', 'finished']);
const NOT_YET_STARTED: ReadonlySet<StatusPhase> = new Set(['scheduled', 'postponed']);

/**
 * Folds the changes of one snapshot into one transition per match: what it was before the first
 * change and what it is now. Removals are left out: leaving a list proves nothing (the engine
 * confirms an ending with the match endpoint and reports it as a status change).
 */
export function transitionsOf(changes: readonly MatchChange[]): Transition[] {
  const byKey = new Map<string, Transition>();
  // Changes of several snapshots may come together; the earliest "previous" of each kind wins.
  const known = new Map<string, Set<MatchChange['kind']>>();
  for (const change of changes) {
    if (change.kind === 'removed') continue;
    const { match } = change;
    const key = matchKey(match.sport, match.id);
    let transition = byKey.get(key);
    if (!transition) {
      transition = {
        key,
        match,
        before: {
          phase: match.status.phase,
          score: readableScore(match),
          periodCount: progressOf(match).played,
        },
      };
      byKey.set(key, transition);
    }
    transition.match = match;
    const seen = known.get(key) ?? new Set();
    known.set(key, seen);
    const before = transition.before;
    if (seen.has(change.kind) || seen.has('appeared')) continue;
    seen.add(change.kind);
    if (change.kind === 'appeared') transition.before = null;
    else if (!before) continue;
    else if (change.kind === 'score') before.score = change.previous;
    else if (change.kind === 'status') before.phase = change.previousPhase;
    else before.periodCount = change.previousPeriodCount;
  }
  return [...byKey.values()];
}

export interface Derived {
  happenings: Happening[];
  tracking: GoalTracking;
}

/**
 * `fullTimeTold`: the match's full time (of this `reopened`) was told; should the match be under
 * way again, that full time is cancelled.
 */
export function happeningsOf(
  transition: Transition,
  tracking: GoalTracking,
  fullTimeTold = false,
): Derived {
  const { match, before } = transition;
  const sport = sportInfo(match.sport);
  const id = (suffix: string) => `${transition.key}:${suffix}`;
  const happenings: Happening[] = [];
  const add = (kind: HappeningKind, suffix: string, extra: Partial<Happening> = {}) => {
    // Half-time may be seen both as a pause and as the first half ended: one happening.
    if (!happenings.some((known) => known.id === id(suffix))) {
      happenings.push({ kind, id: id(suffix), match, ...extra });
    }
  };

  const phase = match.status.phase;
  const startedNow = STARTED.has(phase);
  if (startedNow && (before === null || NOT_YET_STARTED.has(before.phase)))
    add('kickoff', 'kickoff');

  let reopened = tracking.reopened;
  if (fullTimeTold && (phase === 'live' || phase === 'paused' || phase === 'interrupted')) {
    add('fulltime-cancelled', `fulltime-cancelled:${reopened}`);
    reopened++;
  }
  const fulltime = fulltimeSuffix(reopened);

  if (sport.scoring === 'stage' || match.isStage) {
    if (phase === 'finished' && before?.phase !== 'finished') add('fulltime', fulltime);
    return { happenings, tracking: { ...tracking, reopened } };
  }

  let nextTracking: GoalTracking = { ...tracking, reopened };
  if (sport.goalAlerts) {
    nextTracking = goalsOf(transition, nextTracking, add);
  }

  const paused = phase === 'paused' && before !== null && before.phase !== 'paused';
  if (sport.hasHalftime && paused && looksLikeHalftime(match)) add('halftime', 'halftime');

  if (before !== null && phase !== 'finished') periodEnds(transition, before, add);

  if (phase === 'finished' && before?.phase !== 'finished') add('fulltime', fulltime);
  return { happenings, tracking: nextTracking };
}

/**
 * The end of a period, as the sport's policy tells it: each one (only the latest, never a burst,
 * and not once the match is over: full time says it), only those where the score moved (baseball
 * innings with runs), or only a break between sessions (snooker, not every frame).
 */
function periodEnds(
  transition: Transition,
  before: MatchBefore,
  add: (kind: HappeningKind, suffix: string, extra?: Partial<Happening>) => void,
): void {
  const { match } = transition;
  const sport = sportInfo(match.sport);
  const progress = progressOf(match);
  const ended = progress.played;
  const endedNow = ended > before.periodCount && ended >= 1;
  switch (sport.periodAlerts) {
    case 'none':
      return;
    case 'session':
      if (match.status.phase === 'paused' && before.phase === 'live') {
        add('period-end', `session-end:${ended}`, { period: ended, session: true });
      }
      return;
    case 'with-score': {
      const score = progress.periods[ended - 1];
      const runs = (score?.home ?? 0) + (score?.away ?? 0);
      if (endedNow && runs > 0) add('period-end', `period-end:${ended}`, { period: ended });
      return;
    }
    case 'each':
      if (!endedNow) return;
      if (sport.hasHalftime && ended === 1) add('halftime', 'halftime');
      else add('period-end', `period-end:${ended}`, { period: ended });
  }
}

/** Whether a match first seen now is only just starting, so a plain kick-off tells it all. */
export function isAtStart(match: Match): boolean {
  const { home, away } = readableScore(match);
  const progress = progressOf(match);
  const first = progress.periods[0];
  return (
    match.status.phase === 'live' &&
    (home ?? 0) + (away ?? 0) === 0 &&
    progress.played === 0 &&
    (first === undefined || (first.home ?? 0) + (first.away ?? 0) === 0)
  );
}

function goalsOf(
  transition: Transition,
  tracking: GoalTracking,
  add: (kind: HappeningKind, suffix: string, extra?: Partial<Happening>) => void,
): GoalTracking {
  const now = readableScore(transition.match);
  if (now.home === null || now.away === null) return tracking;
  // The alert center's own last look wins over the memory's: it is saved with every alert sent.
  const previous = tracking.lastScore ?? transition.before?.score ?? { home: 0, away: 0 };
  const previousHome = previous.home ?? 0;
  const previousAway = previous.away ?? 0;
  const figures = `${now.home}-${now.away}`;
  let epoch = tracking.epoch;
  if (now.home < previousHome || now.away < previousAway) {
    const side = now.home < previousHome ? 'home' : 'away';
    add('goal-cancelled', `goal-cancelled:${figures}:${epoch}`, { side });
    epoch++;
  }
  if (now.home > previousHome || now.away > previousAway) {
    const side = now.home > previousHome ? 'home' : 'away';
    const goals = Math.max(0, now.home - previousHome) + Math.max(0, now.away - previousAway);
    add('goal', `goal:${figures}:${epoch}`, { side, goals });
  }
  return { ...tracking, epoch, lastScore: now };
}
