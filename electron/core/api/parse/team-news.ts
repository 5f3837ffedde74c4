// Team news before kick-off: who is missing (/match/{id}/missing-players), the managers
// (/managers: {homeManager, awayManager}) and the referee and venue the full match answer names
// (event.referee.name, event.venue {name, city.name}; as the real football event has them).

import type { MissingPlayer } from '../../../../shared/match-centre';
import { describeShape, locateRecord } from './containers';
import { ParseError } from './parse-error';
import { bothSides, locatePlayersBySide, namedPlayers, type SidePlayer } from './players-by-side';
import { isObject, nameOf } from './primitives';

const MAX_MISSING = 40;

export function parseMissingPlayers(body: unknown): MissingPlayer[] {
  const record = locatePlayersBySide(body, ['missingPlayers', 'players']);
  if (record) return bothSides(record).slice(0, MAX_MISSING).map(missingOf);
  const list = isObject(body) ? (body.missingPlayers ?? body.players) : body;
  if (!Array.isArray(list))
    throw new ParseError('missing players', `no missing players (${describeShape(body)})`);
  return list
    .flatMap((item) => {
      if (!isObject(item)) return [];
      const home =
        item.isHome ?? (item.team === 'home' ? true : item.team === 'away' ? false : null);
      if (typeof home !== 'boolean') return [];
      return namedPlayers([item], home ? 'home' : 'away');
    })
    .slice(0, MAX_MISSING)
    .map(missingOf);
}

function missingOf({ item, id, name, side }: SidePlayer): MissingPlayer {
  const reason = typeof item.description === 'string' ? item.description : null;
  return {
    id,
    name,
    side,
    reason: reason?.trim().slice(0, 120) || null,
    doubtful: item.type === 'doubtful',
  };
}

export function parseManagers(body: unknown): { home: string | null; away: string | null } {
  const record = locateRecord(
    body,
    ['managers'],
    (candidate) => 'homeManager' in candidate || 'awayManager' in candidate,
  );
  if (!record) throw new ParseError('managers', `no managers (${describeShape(body)})`);
  return { home: nameOf(record.homeManager), away: nameOf(record.awayManager) };
}

/** The referee's and the venue's names from the full match answer ({event: {...}}). */
export function parseMatchSetting(body: unknown): { referee: string | null; venue: string | null } {
  const event = isObject(body) && isObject(body.event) ? body.event : body;
  if (!isObject(event)) return { referee: null, venue: null };
  const venue = isObject(event.venue) ? event.venue : null;
  const venueName = venue ? (nameOf(venue.stadium) ?? nameOf(venue)) : null;
  const city = venue && isObject(venue.city) ? nameOf(venue.city) : null;
  return {
    referee: nameOf(event.referee),
    venue: venueName ? (city && city !== venueName ? `${venueName}, ${city}` : venueName) : null,
  };
}
