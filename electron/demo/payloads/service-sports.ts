// The service's sports list (/api/v1/sports): the interface says it reports 34 sports, each with
// an id and a slug, ids as text in the global shapes, and names `hockey` for ice hockey. The demo
// simulates only some of them; the others are listed all the same, as the service would, so that
// a client offers sports it has no special form for.

import { canonicalSport } from '../../../shared/sports';
import { simSport } from '../sim/sport-catalog';

/** [slug as the service names it, its name]; the order is the service's. */
const SERVICE_SPORTS: readonly (readonly [string, string])[] = [
  ['football', 'Football'],
  ['basketball', 'Basketball'],
  ['tennis', 'Tennis'],
  ['hockey', 'Ice Hockey'],
  ['handball', 'Handball'],
  ['american-football', 'American Football'],
  ['baseball', 'Baseball'],
  ['volleyball', 'Volleyball'],
  ['rugby', 'Rugby'],
  ['futsal', 'Futsal'],
  ['minifootball', 'Minifootball'],
  ['bandy', 'Bandy'],
  ['cycling', 'Cycling'],
  ['badminton', 'Badminton'],
  ['darts', 'Darts'],
  ['snooker', 'Snooker'],
  ['esports', 'Esports'],
  ['motorsport', 'Motorsport'],
  ['aussie-rules', 'Aussie Rules'],
  ['floorball', 'Floorball'],
  ['beach-volleyball', 'Beach Volleyball'],
  ['water-polo', 'Water Polo'],
  ['cricket', 'Cricket'],
  ['mma', 'MMA'],
  ['table-tennis', 'Table Tennis'],
  ['golf', 'Golf'],
  ['boxing', 'Boxing'],
  ['netball', 'Netball'],
  ['field-hockey', 'Field Hockey'],
  ['squash', 'Squash'],
  ['padel', 'Padel'],
  ['kabaddi', 'Kabaddi'],
  ['lacrosse', 'Lacrosse'],
  ['curling', 'Curling'],
];

/** Ids of sports the demo does not simulate start here, clear of the simulated sports' ids. */
const FIRST_OTHER_ID = 100;

export function serviceSportsPayload(): { success: true; count: number; sports: unknown[] } {
  const sports = SERVICE_SPORTS.map(([slug, name], index) => ({
    id: String(simSport(canonicalSport(slug))?.sportId ?? FIRST_OTHER_ID + index),
    slug,
    name,
  }));
  return { success: true, count: sports.length, sports };
}
