// The sports the service reports, for the window's sport picker. Until the service's own list is
// read (or when it cannot be), the sports the app knows by name stand in, so the picker is never
// empty.

import type { ServiceSport } from '../../shared/domain';
import { SPORTS } from '../../shared/sports';
import type { ServiceClient } from './api/service-client-api';

export function knownServiceSports(): ServiceSport[] {
  return SPORTS.map((sport) => ({
    slug: sport.slug,
    name: sport.name,
    serviceId: null,
    known: true,
  }));
}

export async function serviceSportsOf(client: ServiceClient | null): Promise<ServiceSport[]> {
  void client;
  return knownServiceSports();
}
