// Scripts for the two sports told neither per goal nor by the clock: baseball (innings, with runs
// in some of them) and snooker (frames, in sessions). Both end by their own rules, not at a time.

import type { Side } from '../../demo-service-api';
import type { Random } from '../random';
import type { ScoreKey, StatusWords, TimedHappening } from '../timeline';

const MINUTE = 60_000;
const REGULAR_INNINGS = 9;
type RunWeights = readonly { runs: number; weight: number }[];
/** Runs a half-inning brings, with weights: most bring none, a few a crooked number. */
const RUNS_IN_A_HALF: RunWeights = [
  { runs: 0, weight: 72 },
  { runs: 1, weight: 14 },
  { runs: 2, weight: 8 },
  { runs: 3, weight: 4 },
  { runs: 4, weight: 2 },
];
/** Extra innings start with a runner on second, so about half of those halves score. */
const RUNS_IN_AN_EXTRA_HALF: RunWeights = [
  { runs: 0, weight: 50 },
  { runs: 1, weight: 30 },
  { runs: 2, weight: 12 },
  { runs: 3, weight: 6 },
  { runs: 4, weight: 2 },
];

const ORDINAL_SUFFIXES = ['th', 'st', 'nd', 'rd'];

function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (ORDINAL_SUFFIXES[n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/**
 * The status of a half-inning, "Top 5th" or "Bottom 5th", as a scoreboard says it (codes of our
 * own: the interface lists none, and one code per inning, so a half changes only the words). The
 * client reads both the inning and the half from the words.
 */
export function inningWords(n: number, half: 'top' | 'bottom'): StatusWords {
  return { code: 400 + n, description: `${half === 'top' ? 'Top' : 'Bottom'} ${ordinal(n)}` };
}

function runsOfHalf(random: Random, weights: RunWeights): number {
  const total = weights.reduce((sum, entry) => sum + entry.weight, 0);
  let roll = random.next() * total;
  for (const entry of weights) {
    roll -= entry.weight;
    if (roll < 0) return entry.runs;
  }
  return 0;
}

/**
 * Nine innings, the visitors batting first. The home side skips the bottom of the 9th when ahead,
 * wins at once by taking the lead in the bottom of the 9th or later (a walk-off), and a tie goes on
 * to extra innings. Each inning's runs land in its own periodN field.
 */
export function baseballScript(
  random: Random,
  kickOff: number,
  players: Record<Side, string[]>,
): TimedHappening[] {
  const script: TimedHappening[] = [];
  const runs = { home: 0, away: 0 };
  let at = kickOff;
  for (let inning = 1; ; inning++) {
    const key: ScoreKey = `period${inning}`;
    for (const side of ['away', 'home'] as const) {
      const last = inning >= REGULAR_INNINGS;
      if (side === 'home' && last && runs.home > runs.away) break;
      // The visitors bat in the top of the inning, the home side in the bottom.
      const half = side === 'away' ? 'top' : 'bottom';
      script.push({
        at,
        kind: 'status',
        words: inningWords(inning, half),
        type: 'inprogress',
        period: key,
      });
      const length = random.int(7, 13) * MINUTE;
      const scored = runsOfHalf(
        random,
        inning > REGULAR_INNINGS ? RUNS_IN_AN_EXTRA_HALF : RUNS_IN_A_HALF,
      );
      // Runs come at moments spread over the half, in order.
      const moments = Array.from({ length: scored }, () => random.int(1, length / 1000 - 1) * 1000);
      moments.sort((a, b) => a - b);
      for (const moment of moments) {
        runs[side] += 1;
        script.push({
          at: at + moment,
          kind: 'score',
          side,
          points: 1,
          player: random.pick(players[side]),
        });
        if (side === 'home' && last && runs.home > runs.away) {
          script.push({ at: at + moment + MINUTE, kind: 'finish' });
          return script;
        }
      }
      at += length;
    }
    if (inning >= REGULAR_INNINGS && runs.home !== runs.away) {
      script.push({ at: at + MINUTE, kind: 'finish' });
      return script;
    }
    // Between innings the teams change over.
    at += 2 * MINUTE;
  }
}

/** The status of a frame (codes of our own: the interface lists none), and of a session break. */
export function frameWords(n: number): StatusWords {
  return { code: 500 + n, description: `Frame ${n}` };
}

export const SESSION_BREAK: StatusWords = { code: 30, description: 'Session break' };

/**
 * A snooker match of `bestOf` frames over two sessions, the first of just under half the frames
 * (8 of a best of 17, 9 of a best of 19), as long matches are played. The match ends as soon as one
 * player has won more than half.
 */
export function snookerScript(random: Random, kickOff: number, bestOf: number): TimedHappening[] {
  const script: TimedHappening[] = [];
  const needed = Math.floor(bestOf / 2) + 1;
  const firstSession = Math.floor(bestOf / 2);
  const wins = { home: 0, away: 0 };
  const homeEdge = random.next() * 0.2 - 0.1;
  let at = kickOff;
  for (let frame = 1; frame <= bestOf; frame++) {
    if (frame === firstSession + 1) {
      script.push({ at, kind: 'status', words: SESSION_BREAK, type: 'inprogress', period: null });
      at += random.int(40, 60) * MINUTE;
    }
    script.push({
      at,
      kind: 'status',
      words: frameWords(frame),
      type: 'inprogress',
      period: `period${frame}`,
    });
    at += random.int(9, 24) * MINUTE;
    const side: Side = random.chance(0.5 + homeEdge) ? 'home' : 'away';
    wins[side] += 1;
    script.push({ at, kind: 'map', side });
    if (wins[side] >= needed) break;
    // A minute to re-rack between frames.
    at += MINUTE;
  }
  script.push({ at: at + MINUTE, kind: 'finish' });
  return script;
}
