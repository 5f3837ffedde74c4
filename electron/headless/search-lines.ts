// --search QUERY: the window's search across sports as one headless `search` line after the first
// look: every result the window lists, in its order (teams, competitions, players), each with the
// type, sport, V2 id and name that open its page (`--team`, `--player`, `--table`). Asked of the
// engine's browse().searchAll with the run's watched sports, as the window's 'search:all' is. A
// search that fails gives an error line and the line with `results: null`, never a guess.

import type { SearchResult } from '../../shared/domain';
import type { TFunction } from '../../shared/i18n';
import { problem, type Problem } from '../../shared/problems';
import { errorText } from '../../shared/error-text';
import type { Engine } from '../core/engine/api';

export interface SearchLine {
  type: 'search';
  query: string;
  /** null when the search could not be made (the error line before it says why). */
  results:
    { type: 'team' | 'player' | 'tournament'; sport: string; id: number; name: string }[] | null;
}

export function searchLine(query: string, results: readonly SearchResult[] | null): SearchLine {
  return {
    type: 'search',
    query,
    results:
      results === null
        ? null
        : results.flatMap((result) =>
            result.type === 'unknown'
              ? []
              : [{ type: result.type, sport: result.sport, id: result.id, name: result.name }],
          ),
  };
}

export async function lookUp(
  engine: Engine,
  query: string,
  send: (line: SearchLine) => void,
  tell: (reported: Problem) => void,
): Promise<void> {
  let results: SearchResult[] | null = null;
  try {
    results = await engine.browse.searchAll(query, engine.settings.get().watchedSports);
  } catch (error) {
    tell(problem('searchFailed', { query }, errorText(error)));
  }
  send(searchLine(query, results));
}

/** The line for a person: the query, then one result a row. */
export function searchText(line: SearchLine, t: TFunction): string {
  if (line.results === null) return t('terminal.search.failed', { query: line.query });
  if (line.results.length === 0) return t('terminal.search.nothing', { query: line.query });
  const rows = line.results.map(
    (result) =>
      `  ${t('terminal.search.row', { type: t(`terminal.search.type.${result.type}`), sport: result.sport, id: result.id, name: result.name })}`,
  );
  return [
    t('terminal.search.title', { query: line.query, count: line.results.length }),
    ...rows,
  ].join('\n');
}
