// The sports the service reports (/api/v1/sports), for the window's sport picker and settings. The
// list changes rarely, so it is asked for at most once a day per service client (a new key or
// address is a new client, so it is asked again), kept in memory on the engine's clock. Until it
// is read, or when it cannot be (an older service, an outage, an empty answer), the sports the app
// knows by name stand in, so the picker is never empty; a failure is tried again after a while.

import type { ServiceSport } from '../../shared/domain';
import { SPORTS } from '../../shared/sports';
import { parseServiceSports } from './api/parse/sports-list';
import type { ServiceClient } from './api/service-client-api';
import type { Clock } from './ports';

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

interface Held {
  client: ServiceClient;
  sports: ServiceSport[] | null;
  until: number;
}

export class ServiceSportsCache {
  private held: Held | null = null;
  private pending: { client: ServiceClient; answer: Promise<ServiceSport[]> } | null = null;

  constructor(private readonly clock: Pick<Clock, 'now'>) {}

  sports(client: ServiceClient | null): Promise<ServiceSport[]> {
    if (!client) return Promise.resolve(knownServiceSports());
    const held = this.held;
    if (held?.client === client && this.clock.now() < held.until)
      return Promise.resolve(held.sports ?? knownServiceSports());
    if (this.pending?.client === client) return this.pending.answer;
    const answer = this.read(client).finally(() => {
      if (this.pending?.client === client) this.pending = null;
    });
    this.pending = { client, answer };
    return answer;
  }

  private async read(client: ServiceClient): Promise<ServiceSport[]> {
    let sports: ServiceSport[] | null;
    try {
      const read = parseServiceSports(await client.globalJson('sports'));
      sports = read.length > 0 ? read : null;
    } catch {
      sports = null;
    }
    const wait = sports ? DAY_MS : RETRY_AFTER_MS;
    this.held = { client, sports, until: this.clock.now() + wait };
    return sports ?? knownServiceSports();
  }
}
