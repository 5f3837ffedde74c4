// The detail view's data: the match itself must come, every other part is a bonus. A part the
// service lacks or fails on is null, so one missing statistic never hides a whole match.

import type { MatchDetail, SportSlug } from '../../shared/domain';
import type { ServiceClient } from './api/service-client-api';

export async function fetchMatchDetail(
  client: ServiceClient,
  sport: SportSlug,
  matchId: number,
): Promise<MatchDetail> {
  const [match, incidents, statistics, lineups, h2h, winProbability] = await Promise.all([
    client.match(sport, matchId),
    optional(client.incidents(sport, matchId)),
    optional(client.statistics(sport, matchId)),
    optional(client.lineups(sport, matchId)),
    optional(client.h2h(sport, matchId)),
    optional(client.winningOdds(sport, matchId)),
  ]);
  return { match, incidents, statistics, lineups, h2h, winProbability };
}

function optional<T>(promise: Promise<T>): Promise<T | null> {
  return promise.then(
    (value) => value,
    () => null,
  );
}
