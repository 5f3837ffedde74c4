// Search results: the real form ({results: [{type, entity}]}), lists per kind ({teams, players,
// tournaments}), or a plain list of entities with a type.

import { z } from 'zod';
import type { SearchResult, SportSlug } from '../../../../shared/domain';
import { describeShape, parseItems } from './containers';
import { ParseError, type ItemProblem, type ListResult } from './parse-error';
import { entityFields, isObject, nameOf, optionalText } from './primitives';

type ResultType = SearchResult['type'];

const TYPE_BY_WORD: Record<string, ResultType> = {
  team: 'team',
  teams: 'team',
  player: 'player',
  players: 'player',
  tournament: 'tournament',
  tournaments: 'tournament',
  uniquetournament: 'tournament',
  uniquetournaments: 'tournament',
};

const KIND_LISTS = ['teams', 'players', 'tournaments', 'uniqueTournaments'];

function typeOf(word: string | null): ResultType {
  return (word && TYPE_BY_WORD[word.toLowerCase()]) || 'unknown';
}

/** A found entity, with what a result's subtitle may name: a player's team, a team's tournament. */
const resultFields = entityFields.extend({
  team: z.unknown().optional(),
  tournament: z.unknown().optional(),
});

const wrapperFields = z.object({ type: optionalText, entity: z.unknown().optional() });

function resultSchema(sport: SportSlug, listedAs: ResultType | null) {
  return z.unknown().transform((raw, ctx): SearchResult => {
    const wrapper = wrapperFields.safeParse(raw);
    const inner = wrapper.success && isObject(wrapper.data.entity) ? wrapper.data.entity : raw;
    const parsed = resultFields.safeParse(inner);
    const entity = parsed.success ? parsed.data : null;
    const name = entity?.name ?? entity?.shortName;
    if (!entity || !name) {
      ctx.addIssue({ code: 'custom', message: 'a result without an id and a name', input: raw });
      return z.NEVER;
    }
    return {
      type: listedAs ?? typeOf(wrapper.success ? wrapper.data.type : null),
      sport,
      id: entity.id,
      name,
      subtitle: subtitleOf(entity),
    };
  });
}

function subtitleOf(entity: z.infer<typeof resultFields>): string | null {
  for (const source of [entity.team, entity.country, entity.category, entity.tournament]) {
    const name = nameOf(source);
    if (name && name.trim() !== '') return name;
  }
  return null;
}

export function parseSearchResults(sport: SportSlug, body: unknown): ListResult<SearchResult> {
  const holder = isObject(body) && isObject(body.data) && !('results' in body) ? body.data : body;
  if (Array.isArray(holder)) return parseItems(holder, resultSchema(sport, null));
  if (!isObject(holder)) throw new ParseError('search', `no results (${describeShape(body)})`);
  const listed = holder.results ?? holder.data;
  if (Array.isArray(listed)) return parseItems(listed, resultSchema(sport, null));

  const perKind = KIND_LISTS.filter((key) => Array.isArray(holder[key]));
  if (perKind.length === 0) throw new ParseError('search', `no results (${describeShape(body)})`);
  const items: SearchResult[] = [];
  const problems: ItemProblem[] = [];
  for (const key of perKind) {
    const parsed = parseItems(holder[key] as unknown[], resultSchema(sport, typeOf(key)));
    items.push(...parsed.items);
    problems.push(...parsed.problems);
  }
  return { items, problems };
}
