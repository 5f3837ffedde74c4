// The matches of the quota bench's day, played out with their sport's structure, so that a poll
// sees what a real service would say at that moment and the alertable changes happen when the
// live state says they will:
// - tennis point by point, by the demo service's own tennis rules (electron/demo/sim/tennis-score.ts):
//   the server wins 63 % of points, a point takes 25 s plus a rally, 90 s changeovers and 2-minute
//   set breaks, all stretched alike to the match's length;
// - basketball four 12-minute quarters on a clock that runs in bursts between stoppages (more of
//   them in the last two minutes of a half), 2-minute breaks and a 15-minute half time;
// - futsal two halves with goals at random times (a Poisson count, 5 a match on average), half time.
// Each match is scaled to the day's length (tennis 2 h 45, basketball 2 h 20, futsal 1 h 30);
// basketball by stretching its stoppages only, so its running clock keeps real time. Kick-offs come up to 2 minutes after the scheduled time. Pure: the state at any time
// is looked up, nothing waits.

import { emptyScoreSide, type ClockState, type Match, type ScoreSide } from '../shared/domain';
import { newTennisState, pointCall, winPoint } from '../electron/demo/sim/tennis-score';

const SECOND = 1000;
const MIN = 60 * SECOND;

export interface DayMatch {
  sport: string;
  id: number;
  /** The scheduled start (what the fixture list says). */
  start: number;
  /** How long it really lasts from its actual start. */
  lastsMs: number;
}

export interface PlayedMatch {
  match: DayMatch;
  kickOff: number;
  end: number;
  /** Alertable changes at the service: kick-off, goals or period and set ends, full time. */
  changes: number[];
  /** What an answer at `t` says of the match. */
  at(t: number): Match;
}

export type Random = () => number;

export function playMatch(match: DayMatch, rand: Random): PlayedMatch {
  const kickOff = match.start + Math.round(rand() * 2 * MIN);
  if (match.sport === 'tennis') return playTennis(match, kickOff, rand);
  if (match.sport === 'basketball') return playBasketball(match, kickOff, rand);
  return playGoals(match, kickOff, rand);
}

/** One state of a match from `from` on, until the next. */
interface Step {
  from: number;
  state: (t: number) => Partial<Match>;
}

function played(match: DayMatch, kickOff: number, steps: Step[], changes: number[]): PlayedMatch {
  const end = kickOff + match.lastsMs;
  const fixture = base(match);
  const last = steps[steps.length - 1]!.state(end);
  return {
    match,
    kickOff,
    end,
    changes,
    at: (t) => {
      if (t < kickOff) return fixture;
      if (t >= end)
        return {
          ...fixture,
          ...last,
          status: { phase: 'finished', text: 'Ended', code: 100 },
          clockState: null,
        };
      return { ...fixture, ...steps[stepIndex(steps, t)]!.state(t) };
    },
  };
}

/** The last step that began at or before t (binary search: the bench asks thousands of times). */
function stepIndex(steps: readonly Step[], t: number): number {
  let low = 0;
  let high = steps.length - 1;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (steps[mid]!.from <= t) low = mid;
    else high = mid - 1;
  }
  return low;
}

function playTennis(match: DayMatch, kickOff: number, rand: Random): PlayedMatch {
  const state = newTennisState(2);
  const raw: { play: number; pause: number; snapshot: Partial<Match>; outcome: string }[] = [];
  // Times before scaling: each point's play, then a changeover or set break after it.
  let gamesPlayed = 0;
  while (!state.finished) {
    const homeServes = gamesPlayed % 2 === 0;
    const side = rand() < 0.63 === homeServes ? 'home' : 'away';
    const outcome = winPoint(state, side);
    if (outcome === 'game' || outcome === 'set' || outcome === 'match') gamesPlayed += 1;
    const pause =
      outcome === 'set'
        ? 120 * SECOND
        : outcome === 'game' && gamesPlayed % 2 === 1
          ? 90 * SECOND
          : 0;
    const play = 25 * SECOND + exponential(rand, 15 * SECOND);
    raw.push({ play, pause, snapshot: tennisState(state), outcome });
  }
  // The last point's pause is not played: the match ends with it.
  const total = raw.reduce((sum, point) => sum + point.play + point.pause, 0) - raw.at(-1)!.pause;
  const stretch = match.lastsMs / total;
  const steps: Step[] = [{ from: kickOff, state: () => tennisState(newTennisState(2)) }];
  const changes = [kickOff];
  let t = kickOff;
  for (const point of raw) {
    t += point.play * stretch;
    steps.push({ from: t, state: () => point.snapshot });
    if (point.outcome === 'set' || point.outcome === 'match') changes.push(t);
    t += point.pause * stretch;
  }
  return played(
    { ...match, lastsMs: changes[changes.length - 1]! - kickOff },
    kickOff,
    steps,
    changes,
  );
}

function tennisState(state: ReturnType<typeof newTennisState>): Partial<Match> {
  const set = state.games.home.length;
  return {
    homeScore: scoreSide(state.sets.home, state.games.home, pointCall(state, 'home')),
    awayScore: scoreSide(state.sets.away, state.games.away, pointCall(state, 'away')),
    status: { phase: 'live', text: `${ordinal(set)} set`, code: 7 + set },
  };
}

const QUARTER_S = 12 * 60;
const BREAKS_MS = [2 * MIN, 15 * MIN, 2 * MIN];

function playBasketball(match: DayMatch, kickOff: number, rand: Random): PlayedMatch {
  // Bursts of running clock and the stoppages between them, per quarter, before scaling.
  const quarters = [1, 2, 3, 4].map((quarter) => {
    const bursts: { run: number; stop: number }[] = [];
    let clock = 0;
    while (clock < QUARTER_S * SECOND) {
      const run = Math.min(QUARTER_S * SECOND - clock, 3 * SECOND + exponential(rand, 35 * SECOND));
      clock += run;
      const late = clock > (QUARTER_S - 120) * SECOND && quarter % 2 === 0;
      bursts.push({ run, stop: exponential(rand, late ? 60 * SECOND : 30 * SECOND) });
    }
    bursts[bursts.length - 1]!.stop = 0;
    return bursts;
  });
  const stops = quarters.flat().reduce((sum, burst) => sum + burst.stop, 0);
  const fixed = 4 * QUARTER_S * SECOND + BREAKS_MS.reduce((a, b) => a + b, 0);
  const stretch = Math.max(0, match.lastsMs - fixed) / stops;
  const steps: Step[] = [];
  const changes = [kickOff];
  const points = { home: [] as number[], away: [] as number[] };
  let t = kickOff;
  quarters.forEach((bursts, index) => {
    const quarter = index + 1;
    let clock = 0;
    const periods = { home: [...points.home], away: [...points.away] };
    for (const burst of bursts) {
      const from = t;
      const clockAt = clock;
      steps.push({
        from,
        state: (now) => quarterState(quarter, periods, clockAt + (now - from), true, now),
      });
      t += burst.run;
      clock += burst.run;
      if (burst.stop > 0) {
        const stoppedAt = clock;
        steps.push({
          from: t,
          state: (now) => quarterState(quarter, periods, stoppedAt, false, now),
        });
        t += burst.stop * stretch;
      }
    }
    points.home.push(15 + Math.floor(rand() * 20));
    points.away.push(15 + Math.floor(rand() * 20));
    changes.push(t);
    const pause = BREAKS_MS[index];
    if (pause !== undefined) {
      const after = { home: [...points.home], away: [...points.away] };
      const text = quarter === 2 ? 'Halftime' : 'Pause';
      steps.push({
        from: t,
        state: () => ({ ...scores(after), status: { phase: 'paused', text, code: 31 } }),
      });
      t += pause;
    }
  });
  return played({ ...match, lastsMs: t - kickOff }, kickOff, steps, changes);
}

function quarterState(
  quarter: number,
  before: { home: number[]; away: number[] },
  clockMs: number,
  running: boolean,
  now: number,
): Partial<Match> {
  // The quarter's own points grow with its clock; earlier quarters stand.
  const share = clockMs / (QUARTER_S * SECOND);
  const home = [...before.home, Math.round(24 * share)];
  const away = [...before.away, Math.round(22 * share)];
  const clockState: ClockState = {
    scope: 'period',
    seconds: Math.floor(clockMs / SECOND),
    at: now,
    running,
    periodEnd: QUARTER_S,
    countdown: true,
  };
  return {
    ...scores({ home, away }),
    status: { phase: 'live', text: `${ordinal(quarter)} quarter`, code: 12 + quarter },
    clockState,
  };
}

/** A sport told by goals: two halves, goals at random times in play, half time between. */
function playGoals(match: DayMatch, kickOff: number, rand: Random): PlayedMatch {
  const halfTime = 15 * MIN;
  const half = (match.lastsMs - halfTime) / 2;
  const secondFrom = kickOff + half + halfTime;
  const goals = Array.from({ length: poisson(rand, 5) }, () => {
    const inPlay = rand() * 2 * half;
    return {
      at: inPlay < half ? kickOff + inPlay : secondFrom + inPlay - half,
      home: rand() < 0.5,
    };
  }).sort((a, b) => a.at - b.at);
  const stateAt = (t: number): Partial<Match> => {
    const inSecond = t >= secondFrom;
    const periods = { home: [0], away: [0] };
    if (t >= kickOff + half) {
      periods.home.push(0);
      periods.away.push(0);
    }
    for (const goal of goals) {
      if (goal.at > t) break;
      const side = goal.home ? periods.home : periods.away;
      side[goal.at >= secondFrom ? 1 : 0]! += 1;
    }
    const paused = !inSecond && t >= kickOff + half;
    const text = paused ? 'Halftime' : inSecond ? '2nd half' : '1st half';
    return {
      ...scores(periods),
      status: { phase: paused ? 'paused' : 'live', text, code: paused ? 31 : inSecond ? 7 : 6 },
    };
  };
  const times = [
    kickOff,
    ...goals.map((goal) => goal.at),
    kickOff + half,
    secondFrom,
    kickOff + match.lastsMs,
  ];
  const steps = times.slice(0, -1).map((from) => ({ from, state: stateAt }));
  const changes = [
    kickOff,
    ...goals.map((goal) => goal.at),
    kickOff + half,
    kickOff + match.lastsMs,
  ];
  return played(
    match,
    kickOff,
    steps,
    changes.sort((a, b) => a - b),
  );
}

function scores(periods: { home: number[]; away: number[] }): Partial<Match> {
  const total = (list: number[]) => list.reduce((a, b) => a + b, 0);
  return {
    homeScore: scoreSide(total(periods.home), periods.home, null),
    awayScore: scoreSide(total(periods.away), periods.away, null),
  };
}

function scoreSide(current: number, periods: number[], point: string | null): ScoreSide {
  return { ...emptyScoreSide(), current, display: current, periods: [...periods], point };
}

function base(match: DayMatch): Match {
  return {
    sport: match.sport,
    id: match.id,
    home: { id: match.id * 10 + 1, name: 'Followed' },
    away: { id: match.id * 10 + 2, name: 'Other' },
    homeScore: emptyScoreSide(),
    awayScore: emptyScoreSide(),
    status: { phase: 'scheduled', text: 'Not started', code: 0 },
    tournament: { id: 1, name: 'League' },
    season: null,
    startTimestamp: Math.floor(match.start / 1000),
    clock: null,
    isStage: false,
  };
}

function ordinal(n: number): string {
  return `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;
}

function exponential(rand: Random, mean: number): number {
  return -Math.log(1 - rand()) * mean;
}

function poisson(rand: Random, mean: number): number {
  let count = 0;
  let product = rand();
  while (product > Math.exp(-mean)) {
    count += 1;
    product *= rand();
  }
  return count;
}
