// The multi-sport search (/api/v1/search?q=): a search result is type (team or tournament), id
// (text), name, sportId, image. The envelope is not shown, so the list is looked for at the top or
// under the names lists go by; a result wrapped as the V2 search wraps it ({type, entity}) is read
// too. Ids are text: an integer id is read as its text, anything else (or an id that cannot travel
// in a path: letters, digits and hyphens only) leaves the result out.

import type { GlobalId, GlobalSearchHit } from '../../../../shared/domain';
import { locateArray } from './containers';
import { isObject } from './primitives';

const MAX_HITS = 100;
const GLOBAL_ID = /^[A-Za-z0-9-]{1,64}$/;

/** A global id as text, from text or an integer; null when it is neither or could not be sent. */
export function readGlobalId(raw: unknown): GlobalId | null {
  const text =
    typeof raw === 'string'
      ? raw.trim()
      : typeof raw === 'number' && Number.isSafeInteger(raw) && raw >= 0
        ? String(raw)
        : null;
  return text !== null && GLOBAL_ID.test(text) ? text : null;
}

export function parseGlobalSearch(body: unknown): GlobalSearchHit[] {
  const items = locateArray(body, ['results', 'data', 'items', 'teams']) ?? [];
  const hits: GlobalSearchHit[] = [];
  for (const item of items.slice(0, MAX_HITS)) {
    const hit = hitOf(item);
    if (hit) hits.push(hit);
  }
  return hits;
}

function hitOf(item: unknown): GlobalSearchHit | null {
  if (!isObject(item)) return null;
  const entity = isObject(item.entity) ? item.entity : item;
  const id = readGlobalId(entity.id);
  const name = typeof entity.name === 'string' ? entity.name.trim() : '';
  const type = typeof item.type === 'string' ? item.type.trim().toLowerCase() : '';
  if (id === null || name === '' || type === '') return null;
  const sport = isObject(entity.sport) ? entity.sport.id : undefined;
  return { type, id, name, sportId: readGlobalId(entity.sportId ?? item.sportId ?? sport) };
}
