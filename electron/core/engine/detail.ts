// The detail view's data: the match itself must come, every other part is a bonus. A part the
// service lacks or fails on is null, so one missing statistic never hides a whole match.

import type { Clock } from '../ports';
import { KeptAnswers } from '../browse/kept-answers';
import type { SportSlug } from '../../../shared/domain';
import type { MatchDetail } from '../../../shared/match-detail';
import { sportInfo } from '../../../shared/sports';
import type { FanDataClient } from '../api/fan-data-client';
import type { ServiceClient } from '../api/service-client-api';
import type { ServiceConnection } from './connection';

/**
 * While a match is on, its page asks again at most every 15 s (MatchDetailView's REFRESH_MIN_MS):
 * an answer is kept that long, so going back and forth between pages costs nothing more. Before
 * kick-off and after the end little moves: a minute.
 */
const KEPT_WHILE_ON_MS = 15_000;
const KEPT_OTHERWISE_MS = 60_000;
const ON_PHASES = new Set(['live', 'paused', 'interrupted']);

interface DetailClients {
  requireClient(): ServiceClient;
  requireFan(): FanDataClient;
}

/** A match's page (six requests, seven for a stage), kept per service client for a while. */
export class MatchDetails {
  private readonly kept: KeptAnswers;

  constructor(
    clock: Pick<Clock, 'now'>,
    private readonly connection: DetailClients & Pick<ServiceConnection, 'ask'>,
  ) {
    this.kept = new KeptAnswers(clock);
  }

  get(sport: SportSlug, matchId: number): Promise<MatchDetail> {
    const { connection } = this;
    return connection.ask(() =>
      this.kept.get(
        connection.requireClient(),
        `${sport}:${matchId}`,
        (detail: MatchDetail | undefined) =>
          detail && ON_PHASES.has(detail.match.status.phase) ? KEPT_WHILE_ON_MS : KEPT_OTHERWISE_MS,
        () => fetchMatchDetail(connection, sport, matchId),
      ),
    );
  }
}

async function fetchMatchDetail(
  clients: DetailClients,
  sport: SportSlug,
  matchId: number,
): Promise<MatchDetail> {
  const client = clients.requireClient();
  const fan = clients.requireFan();
  // A stage's results are asked for with the rest when the sport is run in stages; a two-sided
  // match has none, so nothing is spent on them.
  const stage = sportInfo(sport).form === 'stage';
  const [match, incidents, statistics, lineups, h2h, winProbability, stageResults] =
    await Promise.all([
      client.match(sport, matchId),
      optional(client.incidents(sport, matchId)),
      optional(client.statistics(sport, matchId)),
      optional(client.lineups(sport, matchId)),
      optional(client.h2h(sport, matchId)),
      optional(client.winningOdds(sport, matchId)),
      stage ? optional(fan.stageResults(sport, matchId)) : Promise.resolve(undefined),
    ]);
  const detail: MatchDetail = { match, incidents, statistics, lineups, h2h, winProbability };
  return match.isStage || stage ? { ...detail, stageResults: stageResults ?? null } : detail;
}

function optional<T>(promise: Promise<T>): Promise<T | null> {
  return promise.then(
    (value) => value,
    () => null,
  );
}
