// Scripts for sports played in timed periods with goals or points: football, futsal, handball,
// ice hockey and basketball. Scoring is a Poisson process per team in each period of play; extra
// time and shoot-outs are always written but only happen when the score is level (see the fold).

import type { Side } from '../../demo-service-api';
import type { Random } from '../random';
import type { ScoreKey, StatusWords, TimedHappening } from '../timeline';

const MINUTE = 60_000;

export interface PeriodPlan {
  key: ScoreKey;
  words: StatusWords;
  /** Simulated minutes the period lasts, stoppages aside. */
  minutes: number;
  /** Game-clock minutes before and during this period. */
  clockOffset: number;
  clockLength: number;
  /** Up to this many minutes of added time. */
  maxAddedMinutes?: number;
  suddenDeath?: boolean;
}

export interface BreakPlan {
  words: StatusWords;
  minutes: number;
  marker: string;
}

export interface PeriodSportPlan {
  periods: PeriodPlan[];
  /** Breaks between the periods above; one fewer than periods. */
  breaks: BreakPlan[];
  /** Full time: ends the match unless the score is level and there is more to play. */
  fullTime: { words: StatusWords; marker: string };
  extra?: {
    pause: BreakPlan;
    periods: PeriodPlan[];
    breaks: BreakPlan[];
    end: { words: StatusWords; marker: string };
    shootout?: { pause?: BreakPlan; words: StatusWords; end: StatusWords };
  };
  /** Scoring chances per team per simulated minute of play. */
  scoringRate: number;
  /** Points a score is worth, with weights (basketball 1/2/3). */
  pointValues: { points: number; weight: number }[];
  /** Cards and substitutions in the incident list. */
  discipline: boolean;
}

export interface ScriptContext {
  random: Random;
  kickOff: number;
  homePlayers: string[];
  awayPlayers: string[];
}

export function periodSportScript(plan: PeriodSportPlan, context: ScriptContext): TimedHappening[] {
  const { random } = context;
  const script: TimedHappening[] = [];
  let now = context.kickOff;

  const playPeriods = (periods: PeriodPlan[], breaks: BreakPlan[]) => {
    periods.forEach((period, index) => {
      script.push({
        at: now,
        kind: 'status',
        words: period.words,
        type: 'inprogress',
        period: period.key,
        suddenDeath: period.suddenDeath,
        clock: {
          offsetSeconds: period.clockOffset * 60,
          lengthSeconds: period.clockLength * 60,
          scale: period.clockLength / period.minutes,
        },
      });
      const length = (period.minutes + random.int(0, period.maxAddedMinutes ?? 0)) * MINUTE;
      script.push(...scoring(plan, context, now, length));
      if (plan.discipline) script.push(...discipline(context, now, length, index));
      now += length;
      const pause = breaks[index];
      if (pause) {
        script.push(breakStatus(now, pause));
        now += pause.minutes * MINUTE;
      }
    });
  };

  playPeriods(plan.periods, plan.breaks);
  // Regular time's end stands only if it decided the match; else extra time follows.
  script.push(endStatus(now, plan.fullTime, Boolean(plan.extra)));
  const extra = plan.extra;
  if (extra) {
    script.push(breakStatus(now, extra.pause));
    now += extra.pause.minutes * MINUTE;
    playPeriods(extra.periods, extra.breaks);
    script.push(endStatus(now, extra.end, Boolean(extra.shootout)));
    const shootout = extra.shootout;
    if (shootout) {
      if (shootout.pause) {
        script.push(breakStatus(now, shootout.pause));
        now += shootout.pause.minutes * MINUTE;
      }
      script.push({
        at: now,
        kind: 'status',
        words: shootout.words,
        type: 'inprogress',
        period: 'penalties',
      });
      now = shootoutKicks(context, now, script);
      script.push({ at: now, kind: 'finish' });
    }
  }
  script.sort((a, b) => a.at - b.at);
  return script;
}

/** A finished status that stands only when the score is not level, if there is more to play. */
function endStatus(
  at: number,
  end: { words: StatusWords; marker: string },
  onlyIfDecided: boolean,
): TimedHappening {
  return {
    at,
    kind: 'status',
    words: end.words,
    type: 'finished',
    period: null,
    marker: end.marker,
    onlyIfDecided,
  };
}

function breakStatus(at: number, pause: BreakPlan): TimedHappening {
  return {
    at,
    kind: 'status',
    words: pause.words,
    type: 'inprogress',
    period: null,
    marker: pause.marker,
  };
}

function scoring(
  plan: PeriodSportPlan,
  context: ScriptContext,
  start: number,
  length: number,
): TimedHappening[] {
  const out: TimedHappening[] = [];
  for (const side of ['home', 'away'] as Side[]) {
    const players = side === 'home' ? context.homePlayers : context.awayPlayers;
    let at = start;
    for (;;) {
      // Exponential gaps: a Poisson process of scoring chances.
      at += Math.max(1000, (-Math.log(1 - context.random.next()) / plan.scoringRate) * MINUTE);
      if (at >= start + length) break;
      out.push({
        at: Math.round(at),
        kind: 'score',
        side,
        points: weighted(context.random, plan.pointValues),
        player: context.random.pick(players),
      });
    }
  }
  return out;
}

function weighted(random: Random, values: { points: number; weight: number }[]): number {
  const total = values.reduce((sum, value) => sum + value.weight, 0);
  let roll = random.next() * total;
  for (const value of values) {
    roll -= value.weight;
    if (roll < 0) return value.points;
  }
  return values[0]?.points ?? 1;
}

function discipline(
  context: ScriptContext,
  start: number,
  length: number,
  periodIndex: number,
): TimedHappening[] {
  const { random } = context;
  const out: TimedHappening[] = [];
  const cards = random.int(0, 2);
  for (let i = 0; i < cards; i++) {
    const side: Side = random.chance(0.5) ? 'home' : 'away';
    const players = side === 'home' ? context.homePlayers : context.awayPlayers;
    out.push({
      at: start + random.int(1, Math.floor(length / 1000) - 1) * 1000,
      kind: 'card',
      side,
      player: random.pick(players),
      colour: random.chance(0.08) ? 'red' : 'yellow',
    });
  }
  if (periodIndex > 0) {
    for (const side of ['home', 'away'] as Side[]) {
      const players = side === 'home' ? context.homePlayers : context.awayPlayers;
      const bench = players.slice(11);
      const starters = players.slice(0, 11);
      if (bench.length === 0) continue;
      out.push({
        at: start + random.int(Math.floor(length / 3000), Math.floor(length / 1000) - 1) * 1000,
        kind: 'substitution',
        side,
        playerIn: random.pick(bench),
        playerOut: random.pick(starters),
      });
    }
  }
  return out;
}

/** Five kicks each, stopping once decided, then sudden death; always ends with a winner. */
function shootoutKicks(context: ScriptContext, start: number, script: TimedHappening[]): number {
  const { random } = context;
  const taken = { home: 0, away: 0 };
  const scored = { home: 0, away: 0 };
  let at = start;
  for (let round = 0; round < 30; round++) {
    for (const side of ['home', 'away'] as Side[]) {
      at += random.int(50, 90) * 1000;
      const goal = random.chance(0.75);
      taken[side] += 1;
      if (goal) scored[side] += 1;
      const players = side === 'home' ? context.homePlayers : context.awayPlayers;
      script.push({ at, kind: 'kick', side, scored: goal, player: random.pick(players) });
      if (decided(taken, scored)) return at + 30_000;
    }
  }
  script.push({ at: at + 60_000, kind: 'kick', side: 'home', scored: true });
  return at + 90_000;
}

function decided(taken: Record<Side, number>, scored: Record<Side, number>): boolean {
  if (taken.home <= 5 && taken.away <= 5) {
    const homeLeft = 5 - taken.home;
    const awayLeft = 5 - taken.away;
    return scored.home + homeLeft < scored.away || scored.away + awayLeft < scored.home;
  }
  return taken.home === taken.away && scored.home !== scored.away;
}
