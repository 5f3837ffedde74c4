// Line-ups of both sides: the real form ({home: {players: [{player, shirtNumber, substitute}]}}),
// or plainer ones (a side as a list, or as starters + substitutes).

import { z } from 'zod';
import type { LineupPlayer, Lineups } from '../../../../shared/match-detail';
import { describeShape, locateRecord, parseItems } from './containers';
import { ParseError, type ItemProblem } from './parse-error';
import { isObject, optionalBoolean, optionalId, optionalNumber, optionalText } from './primitives';

const personFields = z.object({
  id: optionalId,
  name: optionalText,
  shortName: optionalText,
  position: optionalText,
  jerseyNumber: optionalText,
  shirtNumber: optionalText,
});

const playerSchema = z
  .object({
    player: personFields.nullish().catch(null),
    name: optionalText,
    shortName: optionalText,
    position: optionalText,
    shirtNumber: optionalText,
    jerseyNumber: optionalText,
    substitute: optionalBoolean,
    // The real form rates a player under statistics once the match is on.
    statistics: z.object({ rating: optionalNumber }).nullish().catch(null),
    rating: optionalNumber,
  })
  .transform((entry, ctx): Omit<LineupPlayer, 'substitute'> & { substitute: boolean | null } => {
    const name = entry.player?.name ?? entry.name ?? entry.player?.shortName ?? entry.shortName;
    if (!name) {
      ctx.addIssue({ code: 'custom', message: 'a player without a name', input: entry });
      return z.NEVER;
    }
    const rating = entry.statistics?.rating ?? entry.rating;
    return {
      ...(typeof entry.player?.id === 'number' ? { id: entry.player.id } : {}),
      name,
      ...(rating !== null && rating > 0 && rating <= 10 ? { rating } : {}),
      position: entry.position ?? entry.player?.position ?? null,
      shirtNumber:
        entry.shirtNumber ??
        entry.jerseyNumber ??
        entry.player?.jerseyNumber ??
        entry.player?.shirtNumber ??
        null,
      substitute: entry.substitute,
    };
  });

export interface LineupsResult {
  lineups: Lineups;
  problems: ItemProblem[];
}

export function parseLineups(body: unknown): LineupsResult {
  const record = locateRecord(
    body,
    ['lineups', 'lineup'],
    (candidate) => 'home' in candidate && 'away' in candidate,
  );
  if (!record)
    throw new ParseError('lineups', `no home and away line-ups (${describeShape(body)})`);
  const problems: ItemProblem[] = [];
  const home = sideOf(record.home, problems);
  const away = sideOf(record.away, problems);
  if (!home || !away) throw new ParseError('lineups', 'a side is not a list of players');
  const formation = { home: formationOf(record.home), away: formationOf(record.away) };
  const lineups: Lineups =
    formation.home || formation.away ? { home, away, formation } : { home, away };
  return { lineups, problems };
}

/** "4-3-3": digits and dashes only; anything else the service puts there is no formation. */
function formationOf(side: unknown): string | null {
  if (!isObject(side) || typeof side.formation !== 'string') return null;
  const formation = side.formation.trim();
  return /^\d(-\d){1,5}$/.test(formation) ? formation : null;
}

function sideOf(side: unknown, problems: ItemProblem[]): LineupPlayer[] | null {
  if (Array.isArray(side)) return playersOf(side, false, problems);
  if (!isObject(side)) return null;
  const listed = side.players ?? side.lineup;
  if (Array.isArray(listed)) return playersOf(listed, false, problems);
  const starters = Array.isArray(side.starters) ? side.starters : null;
  const substitutes = Array.isArray(side.substitutes) ? side.substitutes : null;
  if (!starters && !substitutes) return null;
  return [
    ...playersOf(starters ?? [], false, problems),
    ...playersOf(substitutes ?? [], true, problems),
  ];
}

function playersOf(
  raw: unknown[],
  listedAsSubstitutes: boolean,
  problems: ItemProblem[],
): LineupPlayer[] {
  const parsed = parseItems(raw, playerSchema);
  problems.push(...parsed.problems);
  return parsed.items.map((player) => ({
    ...player,
    substitute: player.substitute ?? listedAsSubstitutes,
  }));
}
