// A V2 team's id in the multi-sport /api/v1 group. The two id spaces are the service's own (V2
// integers, global text) and nothing says they agree, so the team is matched BY NAME through the
// group's documented search (/api/v1/search?q=name): a result of type team whose name is the
// team's, case aside, in the same sport (the result's sportId against the sports list's id for the
// sport; a result or sport without an id does not count as the same sport). No such result, or
// more than one (two teams of one name in one sport cannot be told apart), is no global id: the
// caller then uses what it has without it (the season lists). Kept per sport and V2 id for the
// service client's life (a team's name and ids do not change); a failure that says nothing about
// the endpoints (outage, quota) is tried again after a while.

import type { GlobalId, ServiceSport, SportSlug } from '../../../shared/domain';
import { canonicalSport } from '../../../shared/sports';
import type { FanDataClient } from '../api/fan-data-client';
import { PerClientCache, saysEndpointMissing, type Kept } from '../per-client-cache';
import type { Clock } from '../ports';

const RETRY_FAILED_MS = 10 * 60_000;

interface NamedTeam {
  sport: SportSlug;
  teamId: number;
  name: string;
}

export class GlobalTeamIds {
  private readonly ids: PerClientCache<GlobalId | null, FanDataClient>;
  private readonly sports: PerClientCache<ServiceSport[] | null, FanDataClient>;
  private readonly names = new Map<string, string>();

  constructor(clock: Pick<Clock, 'now'>) {
    this.ids = new PerClientCache(clock, (fan, key) => this.read(fan, key));
    this.sports = new PerClientCache(clock, async (fan) => {
      try {
        return { value: await fan.globalSports(), forMs: Number.POSITIVE_INFINITY };
      } catch (error) {
        return {
          value: null,
          forMs: saysEndpointMissing(error) ? Number.POSITIVE_INFINITY : RETRY_FAILED_MS,
        };
      }
    });
  }

  /** The team's global id, or null when the search names no one team of its name and sport. */
  of(fan: FanDataClient, team: NamedTeam): Promise<GlobalId | null> {
    const key = `${canonicalSport(team.sport)}:${team.teamId}`;
    this.names.set(key, team.name);
    return this.ids.get(fan, key);
  }

  private async read(fan: FanDataClient, key: string): Promise<Kept<GlobalId | null>> {
    const sport = key.slice(0, key.lastIndexOf(':'));
    const name = (this.names.get(key) ?? '').trim();
    if (name.length < 2) return { value: null, forMs: Number.POSITIVE_INFINITY };
    try {
      const sports = await this.sports.get(fan);
      const sportId = sports?.find((candidate) => candidate.slug === sport)?.serviceId ?? null;
      if (sportId === null) return { value: null, forMs: Number.POSITIVE_INFINITY };
      const wanted = name.toLocaleLowerCase('en');
      const matches = (await fan.globalSearch(name)).filter(
        (hit) =>
          hit.type === 'team' &&
          hit.sportId === sportId &&
          hit.name.trim().toLocaleLowerCase('en') === wanted,
      );
      const ids = new Set(matches.map((hit) => hit.id));
      return { value: ids.size === 1 ? [...ids][0]! : null, forMs: Number.POSITIVE_INFINITY };
    } catch (error) {
      return {
        value: null,
        forMs: saysEndpointMissing(error) ? Number.POSITIVE_INFINITY : RETRY_FAILED_MS,
      };
    }
  }
}
