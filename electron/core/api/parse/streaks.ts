// Streaks before the match (/match/{id}/streaks): {general: [{name, value, team}], head2head:
// [...]}, team 'home', 'away' or 'both'. An item without a name, a value or a known side is left out.

import type { Streak } from '../../../../shared/match-centre';
import { describeShape } from './containers';
import { ParseError } from './parse-error';
import { isObject } from './primitives';

const MAX_STREAKS = 12;

export function parseStreaks(body: unknown): Streak[] {
  const record = isObject(body) && isObject(body.streaks) ? body.streaks : body;
  const lists = Array.isArray(record)
    ? [record]
    : isObject(record)
      ? [record.general, record.head2head].filter(Array.isArray)
      : [];
  if (lists.length === 0) throw new ParseError('streaks', `no streaks (${describeShape(body)})`);
  const streaks: Streak[] = [];
  for (const item of lists.flat()) {
    if (!isObject(item) || streaks.length >= MAX_STREAKS) continue;
    const name = typeof item.name === 'string' ? item.name.trim().slice(0, 80) : '';
    const value =
      typeof item.value === 'number'
        ? String(item.value)
        : typeof item.value === 'string'
          ? item.value.trim().slice(0, 20)
          : '';
    const team = item.team;
    if (name && value && (team === 'home' || team === 'away' || team === 'both'))
      streaks.push({ name, value, team });
  }
  return streaks;
}
