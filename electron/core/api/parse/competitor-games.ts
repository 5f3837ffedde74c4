// A team's games or results from the multi-sport group (/api/v1/{sport}/competitor/{id}/games,
// /results). The interface names these endpoints but does not show their payload, so they are read
// tolerantly and never guessed at: the list is looked for under the names such lists go by, each
// item is read as the event every other list carries, and an item that is not one is left out. A
// body with no list, or a list of which not one item reads as an event, is not a payload we know:
// a ParseError, so the caller treats the endpoint as absent and asks the documented season lists.

import type { Match } from '../../../../shared/domain';
import { describeShape, locateArray } from './containers';
import { parseMatchList } from './match-list';
import type { MatchContext } from './match';
import { ParseError } from './parse-error';

/** Where such a list may sit: the group's own word first, then the V2 words for lists. */
const LIST_KEYS = ['games', 'results', 'events', 'matches'] as const;

export function parseCompetitorGames(
  what: string,
  body: unknown,
  context: Omit<MatchContext, 'groupTournament'>,
): Match[] {
  const items = locateArray(body, LIST_KEYS);
  if (!items)
    throw new ParseError(what, `no list of games in the response (${describeShape(body)})`);
  const read = parseMatchList(what, items, context);
  if (items.length > 0 && read.items.length === 0)
    throw new ParseError(what, `none of the ${items.length} games reads as an event`);
  return read.items;
}
