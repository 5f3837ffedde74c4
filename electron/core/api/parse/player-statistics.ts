// All players' figures of a match (/match/{id}/player-statistics). Not shown in the interface: read
// as {home: [...], away: [...]} of {player, statistics: {minutesPlayed, goals, goalAssist or
// assists, rating}}, the form the real line-ups carry per player. A player without a name is left
// out; a figure that is not a number is null.

import type { PlayerStatLine } from '../../../../shared/match-centre';
import { describeShape, locateRecord } from './containers';
import { ParseError } from './parse-error';
import { isObject, nameOf } from './primitives';

const MAX_PLAYERS = 60;

export function parsePlayerStatistics(body: unknown): PlayerStatLine[] {
  const record = locateRecord(
    body,
    ['playerStatistics', 'players'],
    (candidate) => Array.isArray(candidate.home) || Array.isArray(candidate.away),
  );
  if (!record)
    throw new ParseError('player statistics', `no players by side (${describeShape(body)})`);
  return [...sideOf(record.home, 'home'), ...sideOf(record.away, 'away')].slice(0, MAX_PLAYERS);
}

function sideOf(list: unknown, side: 'home' | 'away'): PlayerStatLine[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((item): PlayerStatLine[] => {
    if (!isObject(item)) return [];
    const person = isObject(item.player) ? item.player : item;
    const name = nameOf(person);
    if (!name) return [];
    const figures = isObject(item.statistics) ? item.statistics : item;
    const id = Number(person.id);
    const rating = figure(figures.rating);
    return [
      {
        id: Number.isSafeInteger(id) && id > 0 ? id : null,
        name: name.slice(0, 120),
        side,
        minutes: figure(figures.minutesPlayed ?? figures.minutes),
        goals: figure(figures.goals),
        assists: figure(figures.goalAssist ?? figures.assists),
        rating: rating !== null && rating <= 10 ? rating : null,
      },
    ];
  });
}

function figure(value: unknown): number | null {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number >= 0 ? number : null;
}
