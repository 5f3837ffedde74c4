// The fans' vote (/match/{id}/votes): {vote: {vote1, voteX, vote2}} counts of home, draw and away.
// Shares of the total; no vote cast is no vote to show.

import type { FanVotes } from '../../../../shared/match-centre';
import { describeShape, locateRecord } from './containers';
import { ParseError } from './parse-error';

export function parseFanVotes(body: unknown): FanVotes | null {
  const record = locateRecord(body, ['vote', 'votes'], (candidate) => 'vote1' in candidate);
  if (!record) throw new ParseError('votes', `no vote counts (${describeShape(body)})`);
  const count = (value: unknown) => {
    const number = Number(value);
    return Number.isFinite(number) && number > 0 ? number : 0;
  };
  const home = count(record.vote1);
  const away = count(record.vote2);
  const draw = 'voteX' in record ? count(record.voteX) : null;
  const total = home + away + (draw ?? 0);
  if (total === 0) return null;
  return {
    home: home / total,
    away: away / total,
    draw: draw === null ? null : draw / total,
    total,
  };
}
