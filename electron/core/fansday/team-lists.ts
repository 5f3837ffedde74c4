// A followed team's own games and results from the multi-sport group's competitor lists
// (/api/v1/{sport}/competitor/{id}/games and /results), where the service has them. The group
// knows the team by its own text id, which is found by name through its search (global-team-ids.ts),
// never taken to be the V2 number; a team the search does not name is one without lists here. Two
// requests per team tell its next match, last results and competition, without the team and season
// look-ups. A service that answers 404 or a payload we cannot read there is remembered for the
// client's life (per team, in the per-client cache that remembers missing match counts), and the
// team's fixtures then come from its competition's season lists (team-fixtures.ts). Kept FRESH_MS:
// fixtures are set weeks ahead, and a game the team plays meanwhile is known to the engine (live
// feed, fixture lists), whose state is laid over these lists, so a finished game costs no refetch.

import type { Match, SportSlug } from '../../../shared/domain';
import { multiSportGroupSlug } from '../../../shared/sports';
import type { FanDataClient } from '../api/fan-data-client';
import { GlobalTeamIds } from './global-team-ids';
import { PerClientCache, saysEndpointMissing, type Kept } from '../per-client-cache';
import type { Clock } from '../ports';

/** Twice a day: fixtures are set weeks ahead, and the team's own games are followed live. */
const FRESH_MS = 12 * 3_600_000;
/** After a failure that says nothing about the endpoint (outage, quota), the next try waits. */
const RETRY_FAILED_MS = 10 * 60_000;

export interface TeamRefs {
  sport: SportSlug;
  /** The team's V2 id. */
  teamId: number;
  /** Its name, by which its global id is looked for. */
  name: string;
}

export interface TeamGames {
  /** Still to play or on now, as the service listed them. */
  games: Match[];
  /** Played, the latest first. */
  results: Match[];
}

export class TeamLists {
  /** null: no lists for this team on this service (missing for good, or failed for a while). */
  private readonly kept: PerClientCache<TeamGames | null, FanDataClient>;
  private readonly globalIds: GlobalTeamIds;
  private readonly names = new Map<string, string>();

  constructor(
    clock: Pick<Clock, 'now'>,
    private readonly fan: () => FanDataClient,
  ) {
    this.kept = new PerClientCache(clock, (client, key) => this.read(client, key));
    this.globalIds = new GlobalTeamIds(clock);
  }

  /** The team's lists, or null where the service does not give them (use the season lists). */
  of(team: TeamRefs): Promise<TeamGames | null> {
    this.names.set(keyOf(team), team.name);
    return this.kept.get(this.fan(), keyOf(team));
  }

  /** Every game still to play that the held lists know (no request). */
  upcoming(): Match[] {
    return this.kept.values().flatMap((lists) => lists?.games ?? []);
  }

  private async read(fan: FanDataClient, key: string): Promise<Kept<TeamGames | null>> {
    const team = { ...refsOf(key), name: this.names.get(key) ?? '' };
    if (multiSportGroupSlug(team.sport) === null)
      return { value: null, forMs: Number.POSITIVE_INFINITY };
    const globalId = await this.globalIds.of(fan, team);
    // No global id found by name: the season lists answer, as on a service without the group.
    if (globalId === null) return { value: null, forMs: RETRY_FAILED_MS };
    try {
      // One after the other: a service without the endpoint costs one request, not two.
      const games = await fan.competitorGames(team.sport, globalId, 'games');
      const results = await fan.competitorGames(team.sport, globalId, 'results');
      return { value: { games, results }, forMs: FRESH_MS };
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

function refsOf(key: string): Omit<TeamRefs, 'name'> {
  const cut = key.lastIndexOf(':');
  return { sport: key.slice(0, cut), teamId: Number(key.slice(cut + 1)) };
}
