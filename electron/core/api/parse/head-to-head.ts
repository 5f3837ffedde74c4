// Head-to-head record of the two teams: the real form keeps it under `teamDuel`; plainer forms put
// the three counts at the top or under `h2h` / `summary`.

import { z } from 'zod';
import type { HeadToHead } from '../../../../shared/match-detail';
import { describeShape, locateRecord } from './containers';
import { ParseError } from './parse-error';
import { isObject, optionalNumber } from './primitives';

const COUNT_KEYS = ['homeWins', 'awayWins', 'draws', 'homeTeamWins', 'awayTeamWins'];

const countsSchema = z.object({
  homeWins: optionalNumber,
  awayWins: optionalNumber,
  homeTeamWins: optionalNumber,
  awayTeamWins: optionalNumber,
  draws: optionalNumber,
});

export function parseHeadToHead(body: unknown): HeadToHead {
  // The real answer for two teams that never met: both duels null. No meeting is a record too.
  if (isObject(body) && 'teamDuel' in body && body.teamDuel === null) {
    return { homeWins: 0, awayWins: 0, draws: 0 };
  }
  const record = locateRecord(body, ['teamDuel', 'h2h', 'summary', 'headToHead'], (candidate) =>
    COUNT_KEYS.some((key) => key in candidate),
  );
  if (!record)
    throw new ParseError('head-to-head', `no win and draw counts (${describeShape(body)})`);
  const counts = countsSchema.parse(record);
  return {
    homeWins: counts.homeWins ?? counts.homeTeamWins,
    awayWins: counts.awayWins ?? counts.awayTeamWins,
    draws: counts.draws,
  };
}
