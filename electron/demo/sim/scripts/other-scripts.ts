// Scripts for sports that are not played against a period clock: tennis and badminton (rallies),
// esports (maps of a series) and cycling (a stage that simply runs).

import type { Side } from '../../demo-service-api';
import { newBadmintonState, winBadmintonRally } from '../badminton-score';
import type { Random } from '../random';
import { newTennisState, winPoint } from '../tennis-score';
import type { StatusWords, TimedHappening } from '../timeline';

const MINUTE = 60_000;

export const TENNIS_SET_WORDS: StatusWords[] = [
  { code: 8, description: '1st set' },
  { code: 9, description: '2nd set' },
  { code: 10, description: '3rd set' },
  { code: 11, description: '4th set' },
  { code: 12, description: '5th set' },
];

export const BADMINTON_GAME_WORDS: StatusWords[] = [
  { code: 8, description: '1st game' },
  { code: 9, description: '2nd game' },
  { code: 10, description: '3rd game' },
];

export const ESPORTS_MAP_WORDS: StatusWords[] = [
  { code: 1001, description: 'First game' },
  { code: 1002, description: 'Second game' },
  { code: 1003, description: 'Third game' },
  { code: 1004, description: 'Fourth game' },
  { code: 1005, description: 'Fifth game' },
];

/** The first serve of a rally sport: under way in its first period (set, game), rallies to come. */
function firstServe(kickOff: number, words: StatusWords | undefined): TimedHappening[] {
  return [
    {
      at: kickOff,
      kind: 'status',
      words: words ?? { code: 8, description: 'In progress' },
      type: 'inprogress',
      period: 'period1',
    },
  ];
}

export function tennisScript(random: Random, kickOff: number): TimedHappening[] {
  const script = firstServe(kickOff, TENNIS_SET_WORDS[0]);
  // One player is a little stronger; the server wins most rallies.
  const homeEdge = random.next() * 0.12 - 0.06;
  const tennis = newTennisState();
  let at = kickOff;
  let server: Side = random.chance(0.5) ? 'home' : 'away';
  while (!tennis.finished) {
    at += random.int(25, 55) * 1000;
    const serverWins = random.chance(0.62 + (server === 'home' ? homeEdge : -homeEdge));
    const side: Side = serverWins ? server : server === 'home' ? 'away' : 'home';
    script.push({ at, kind: 'point', side });
    const outcome = winPoint(tennis, side);
    if (outcome !== 'point') server = server === 'home' ? 'away' : 'home';
    if (outcome === 'set') at += 2 * MINUTE;
  }
  return script;
}

export function badmintonScript(random: Random, kickOff: number): TimedHappening[] {
  const script = firstServe(kickOff, BADMINTON_GAME_WORDS[0]);
  // Badminton rallies are near even; a small edge still decides most matches in two games.
  const homeEdge = random.next() * 0.16 - 0.08;
  const score = newBadmintonState();
  let at = kickOff;
  while (!score.finished) {
    at += random.int(20, 40) * 1000;
    const side: Side = random.chance(0.5 + homeEdge) ? 'home' : 'away';
    script.push({ at, kind: 'point', side });
    // The players get two minutes between games.
    if (winBadmintonRally(score, side) === 'period') at += 2 * MINUTE;
  }
  return script;
}

export function esportsScript(random: Random, kickOff: number, bestOf: number): TimedHappening[] {
  const script: TimedHappening[] = [];
  const wins = { home: 0, away: 0 };
  const homeEdge = random.next() * 0.3 - 0.15;
  let at = kickOff;
  for (let map = 0; map < bestOf; map++) {
    if (map > 0) {
      script.push({
        at,
        kind: 'status',
        words: { code: 30, description: 'Pause' },
        type: 'inprogress',
        period: null,
      });
      at += random.int(4, 8) * MINUTE;
    }
    script.push({
      at,
      kind: 'status',
      words: ESPORTS_MAP_WORDS[map] ?? { code: 1001 + map, description: `Game ${map + 1}` },
      type: 'inprogress',
      period: `period${map + 1}` as 'period1',
    });
    at += random.int(28, 45) * MINUTE;
    const side: Side = random.chance(0.5 + homeEdge) ? 'home' : 'away';
    wins[side] += 1;
    script.push({ at, kind: 'map', side });
    if (wins[side] > bestOf / 2) break;
  }
  script.push({ at: at + MINUTE, kind: 'finish' });
  return script;
}

export function cyclingScript(random: Random, kickOff: number): TimedHappening[] {
  const duration = random.int(200, 290) * MINUTE;
  return [
    {
      at: kickOff,
      kind: 'status',
      words: { code: 6, description: 'In Progress' },
      type: 'inprogress',
      period: null,
    },
    { at: kickOff + duration, kind: 'finish' },
  ];
}
