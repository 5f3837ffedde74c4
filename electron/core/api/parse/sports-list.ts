// The service's sports list (/api/v1/sports: "all sports (34) with id and slug"; a sport record is
// id, slug, name, ids as text in the global shapes). The envelope is not shown: the list is looked
// for at the top or under sports or data. A record without a usable slug is named by its name
// ("Table Tennis" → table-tennis); one with neither is left out. hockey and ice-hockey are one sport
// to the app, so the list never offers it twice.

import type { ServiceSport } from '../../../../shared/domain';
import {
  canonicalSport,
  isKnownSport,
  sportInfo,
  SPORT_SLUG_PATTERN,
  titleCase,
} from '../../../../shared/sports';
import { locateArray } from './containers';
import { isObject } from './primitives';

/** Far more than the service's 34: a longer list is cut, not refused. */
const MAX_SPORTS = 200;

export function parseServiceSports(body: unknown): ServiceSport[] {
  const items = locateArray(body, ['sports', 'items', 'results']) ?? [];
  const bySlug = new Map<string, ServiceSport>();
  for (const item of items.slice(0, MAX_SPORTS)) {
    const sport = sportOf(item);
    if (sport && !bySlug.has(sport.slug)) bySlug.set(sport.slug, sport);
  }
  return [...bySlug.values()];
}

function sportOf(item: unknown): ServiceSport | null {
  if (!isObject(item)) return null;
  const name = typeof item.name === 'string' ? item.name.trim().slice(0, 60) : '';
  const given = typeof item.slug === 'string' ? item.slug : name;
  const slug = canonicalSport(
    given
      .trim()
      .toLowerCase()
      .replace(/[\s_]+/g, '-'),
  );
  if (!SPORT_SLUG_PATTERN.test(slug)) return null;
  const known = isKnownSport(slug);
  const id = item.id;
  return {
    slug,
    // The app's own name for a sport it knows, so every list and alert says it alike.
    name: known ? sportInfo(slug).name : name || titleCase(slug),
    serviceId:
      typeof id === 'string' && id.trim() !== ''
        ? id.trim().slice(0, 40)
        : typeof id === 'number' && Number.isFinite(id)
          ? String(id)
          : null,
    known,
  };
}
