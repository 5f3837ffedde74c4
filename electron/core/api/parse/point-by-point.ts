// Rally-level detail (/match/{id}/point-by-point, badminton and similar): {pointByPoint: [{game,
// points: [{homeScore, awayScore, scoring}]}]}, scoring 1 for home, 2 for away. Not shown in the
// interface; a point whose score is not two numbers is left out, and who scored is read from the
// score's change where `scoring` is missing.

import type { RallyGame } from '../../../../shared/match-centre';
import { describeShape, locateArray } from './containers';
import { ParseError } from './parse-error';
import { isObject } from './primitives';

const MAX_GAMES = 7;
const MAX_POINTS = 120;

export function parsePointByPoint(body: unknown): RallyGame[] {
  const list = locateArray(body, ['pointByPoint', 'games']);
  if (!list) throw new ParseError('point by point', `no games (${describeShape(body)})`);
  const games: RallyGame[] = [];
  for (const [index, item] of list.slice(0, MAX_GAMES).entries()) {
    if (!isObject(item) || !Array.isArray(item.points)) continue;
    const number = Number(item.game ?? item.set ?? index + 1);
    const points: RallyGame['points'] = [];
    let before = { home: 0, away: 0 };
    for (const point of item.points.slice(0, MAX_POINTS)) {
      if (!isObject(point)) continue;
      const home = Number(point.homeScore ?? point.home);
      const away = Number(point.awayScore ?? point.away);
      if (!Number.isSafeInteger(home) || !Number.isSafeInteger(away) || home < 0 || away < 0)
        continue;
      const scorer =
        point.scoring === 1
          ? 'home'
          : point.scoring === 2
            ? 'away'
            : home > before.home
              ? 'home'
              : 'away';
      points.push({ home, away, scorer });
      before = { home, away };
    }
    games.push({ game: Number.isSafeInteger(number) && number > 0 ? number : index + 1, points });
  }
  return games;
}
