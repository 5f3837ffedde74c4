// A followed team's own games and results from the multi-sport group's competitor lists
// (/api/v1/{sport}/competitor/{id}/games and /results), where the service has them: two requests
// per team tell its next match, last results and competition, without the team and season
// look-ups. A service that answers 404 or a payload we cannot read there is remembered for the
// client's life (per team, in the per-client cache that remembers missing match counts), and the
// team's fixtures then come from its competition's season lists (team-fixtures.ts). Kept like the
// competition lists: FRESH_MS, or sooner once a game that was still to play has finished, but never
// more often than MIN_REFETCH_MS.

import { matchKey, type Match, type SportSlug } from '../../../shared/domain';
import type { FanDataClient } from '../api/fan-data-client';
import { PerClientCache, saysEndpointMissing, type Kept } from '../per-client-cache';
import type { Clock } from '../ports';

export const FRESH_MS = 6 * 3_600_000;
export const MIN_REFETCH_MS = 3_600_000;
/** After a failure that says nothing about the endpoint (outage, quota), the next try waits. */
const RETRY_FAILED_MS = 10 * 60_000;

export interface TeamRefs {
  sport: SportSlug;
  teamId: number;
}

export interface TeamGames {
  /** Still to play or on now, as the service listed them. */
  games: Match[];
  /** Played, the latest first. */
  results: Match[];
  fetchedAt: number;
}

export class TeamLists {
  /** null: no lists for this team on this service (missing for good, or failed for a while). */
  private readonly kept: PerClientCache<TeamGames | null, FanDataClient>;

  constructor(
    private readonly clock: Pick<Clock, 'now'>,
    private readonly fan: () => FanDataClient,
  ) {
    this.kept = new PerClientCache(clock, (client, key) => this.read(client, key));
  }

  /** The team's lists, or null where the service does not give them (use the season lists). */
  async of(team: TeamRefs, known: readonly Match[]): Promise<TeamGames | null> {
    const fan = this.fan();
    const key = keyOf(team);
    const lists = await this.kept.get(fan, key);
    if (!lists || !this.finishedSince(lists, known)) return lists;
    this.kept.forget(key);
    return this.kept.get(fan, key);
  }

  /** Every game still to play that the held lists know (no request). */
  upcoming(): Match[] {
    return this.kept.values().flatMap((lists) => lists?.games ?? []);
  }

  /** A game that was still to play at the last read has finished since (and the read is not new). */
  private finishedSince(lists: TeamGames, known: readonly Match[]): boolean {
    if (this.clock.now() - lists.fetchedAt < MIN_REFETCH_MS) return false;
    const pending = new Set(lists.games.map((match) => matchKey(match.sport, match.id)));
    return known.some(
      (match) => match.status.phase === 'finished' && pending.has(matchKey(match.sport, match.id)),
    );
  }

  private async read(fan: FanDataClient, key: string): Promise<Kept<TeamGames | null>> {
    const team = refsOf(key);
    try {
      // One after the other: a service without the endpoint costs one request, not two.
      const games = await fan.competitorGames(team.sport, team.teamId, 'games');
      const results = await fan.competitorGames(team.sport, team.teamId, 'results');
      return {
        value: { games, results, fetchedAt: this.clock.now() },
        forMs: FRESH_MS,
      };
    } catch (error) {
      return {
        value: null,
        forMs: saysEndpointMissing(error) ? Number.POSITIVE_INFINITY : RETRY_FAILED_MS,
      };
    }
  }
}

function keyOf(team: TeamRefs): string {
  return `${team.sport}:${team.teamId}`;
}

function refsOf(key: string): TeamRefs {
  const cut = key.lastIndexOf(':');
  return { sport: key.slice(0, cut), teamId: Number(key.slice(cut + 1)) };
}
