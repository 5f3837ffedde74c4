// Players listed by side, {home: [...], away: [...]}, each item a player or {player, ...} with what
// is told of the player beside it: the form the real line-ups carry, and the one the match
// centre's player figures and missing players are read in. A player without a name is left out.

import { locateRecord } from './containers';
import { isObject, nameOf, type AnyObject } from './primitives';

type Side = 'home' | 'away';

export interface SidePlayer {
  /** The list's item: the player's figures or notes stand here, beside the player. */
  item: AnyObject;
  id: number | null;
  name: string;
  side: Side;
}

/** The record of players by side, at the top or under one of `keys`; null when there is none. */
export function locatePlayersBySide(body: unknown, keys: readonly string[]): AnyObject | null {
  return locateRecord(
    body,
    keys,
    (candidate) => Array.isArray(candidate.home) || Array.isArray(candidate.away),
  );
}

/** The named players of one side's list, in its order; anything but a list has none. */
export function namedPlayers(list: unknown, side: Side): SidePlayer[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((item): SidePlayer[] => {
    if (!isObject(item)) return [];
    const person = isObject(item.player) ? item.player : item;
    const name = nameOf(person);
    if (!name) return [];
    const id = Number(person.id);
    return [
      { item, id: Number.isSafeInteger(id) && id > 0 ? id : null, name: name.slice(0, 120), side },
    ];
  });
}

/** The home side's named players, then the away side's. */
export function bothSides(record: AnyObject): SidePlayer[] {
  return [...namedPlayers(record.home, 'home'), ...namedPlayers(record.away, 'away')];
}
