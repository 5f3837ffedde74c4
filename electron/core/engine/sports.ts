// The sports the service reports (/api/v1/sports), for the window's sport picker and settings. The
// list changes rarely, so it is asked for at most once a day per service client (a new key or
// address is a new client, so it is asked again), kept in memory on the engine's clock. Until it
// is read, or when it cannot be (an older service, an outage, an empty answer), the sports the app
// knows by name stand in, so the picker is never empty; a failure is tried again after a while.

import type { ServiceSport } from '../../../shared/domain';
import { SPORTS } from '../../../shared/sports';
import { parseServiceSports } from '../api/parse/sports-list';
import type { ServiceClient } from '../api/service-client-api';
import { PerClientCache, type Kept } from '../per-client-cache';
import type { Clock } from '../ports';
import type { ServiceConnection } from './connection';

const DAY_MS = 24 * 3_600_000;
/** After a failed read, the next try waits this long: the picker is not worth a request a view. */
const RETRY_AFTER_MS = 30 * 60_000;

function knownServiceSports(): ServiceSport[] {
  return SPORTS.map((sport) => ({
    slug: sport.slug,
    name: sport.name,
    serviceId: null,
    known: true,
  }));
}

export class ServiceSportsCache {
  /** null: no list from the service (for now); the known sports stand in. */
  private readonly kept: PerClientCache<ServiceSport[] | null>;

  constructor(
    clock: Pick<Clock, 'now'>,
    private readonly connection: Pick<ServiceConnection, 'ask' | 'client'>,
  ) {
    this.kept = new PerClientCache(clock, (client) => this.read(client));
  }

  /** The sports picker's list, asked as the person asks (it waits out a switch of key). */
  list(): Promise<ServiceSport[]> {
    return this.connection.ask(() => this.sports());
  }

  /** The same list for the engine's own use (browse's search across sports). */
  async sports(): Promise<ServiceSport[]> {
    const client = this.connection.client();
    return (client ? await this.kept.get(client) : null) ?? knownServiceSports();
  }

  private async read(client: ServiceClient): Promise<Kept<ServiceSport[] | null>> {
    let sports: ServiceSport[] | null;
    try {
      const read = parseServiceSports(await client.globalJson('sports'));
      sports = read.length > 0 ? read : null;
    } catch {
      sports = null;
    }
    return { value: sports, forMs: sports ? DAY_MS : RETRY_AFTER_MS };
  }
}
