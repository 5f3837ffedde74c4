// All players' figures of a match (/match/{id}/player-statistics). Not shown in the interface: read
// as {home: [...], away: [...]} of {player, statistics: {minutesPlayed, goals, goalAssist or
// assists, rating}}, the form the real line-ups carry per player. A player without a name is left
// out; a figure that is not a number is null.

import type { PlayerStatLine } from '../../../../shared/match-centre';
import { describeShape } from './containers';
import { ParseError } from './parse-error';
import { bothSides, locatePlayersBySide } from './players-by-side';
import { isObject } from './primitives';

const MAX_PLAYERS = 60;

export function parsePlayerStatistics(body: unknown): PlayerStatLine[] {
  const record = locatePlayersBySide(body, ['playerStatistics', 'players']);
  if (!record)
    throw new ParseError('player statistics', `no players by side (${describeShape(body)})`);
  return bothSides(record)
    .slice(0, MAX_PLAYERS)
    .map(({ item, id, name, side }) => {
      const figures = isObject(item.statistics) ? item.statistics : item;
      const rating = figure(figures.rating);
      return {
        id,
        name,
        side,
        minutes: figure(figures.minutesPlayed ?? figures.minutes),
        goals: figure(figures.goals),
        assists: figure(figures.goalAssist ?? figures.assists),
        rating: rating !== null && rating <= 10 ? rating : null,
      };
    });
}

function figure(value: unknown): number | null {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number >= 0 ? number : null;
}
