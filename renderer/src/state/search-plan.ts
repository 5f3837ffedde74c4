// What a search box entry means: too short, or which sports to ask. Pure, for tests.

import type { SearchResult } from '../../../shared/domain';

export const MIN_QUERY_LENGTH = 2;
export const WATCHED_SPORTS = '__watched__';
/** Every sport: the service's global search and each watched sport's own (IPC search:all). */
export const ALL_SPORTS = '__all__';

export type SearchPlan =
  | { kind: 'idle' }
  | { kind: 'too-short' }
  | { kind: 'run'; query: string; sports: string[] }
  | { kind: 'run-all'; query: string };

export function planSearch(
  rawQuery: string,
  sportChoice: string,
  watched: readonly string[],
): SearchPlan {
  const query = rawQuery.trim();
  if (query.length === 0) return { kind: 'idle' };
  if (query.length < MIN_QUERY_LENGTH) return { kind: 'too-short' };
  if (sportChoice === ALL_SPORTS) return { kind: 'run-all', query: query.slice(0, 100) };
  const sports = sportChoice === WATCHED_SPORTS ? [...watched] : [sportChoice];
  return sports.length === 0
    ? { kind: 'idle' }
    : { kind: 'run', query: query.slice(0, 100), sports };
}

/**
 * What the search box held when the view was left, so Back from a page opened from a result finds
 * the same results (the engine keeps the answer: no request). One per window (its bridge).
 */
export interface SearchMemory {
  query: string;
  sportChoice: string;
}
const memories = new WeakMap<object, SearchMemory>();

export function searchMemoryOf(bridge: object): SearchMemory {
  return memories.get(bridge) ?? { query: '', sportChoice: ALL_SPORTS };
}

export function rememberSearch(bridge: object, memory: SearchMemory): void {
  memories.set(bridge, memory);
}

/** Teams first (they can be followed), then the rest; duplicates across answers removed. */
export function mergeResults(answers: readonly SearchResult[][]): SearchResult[] {
  const seen = new Set<string>();
  const merged: SearchResult[] = [];
  for (const result of answers.flat()) {
    const key = `${result.type}:${result.sport}:${result.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    merged.push(result);
  }
  const rank = (result: SearchResult): number => (result.type === 'team' ? 0 : 1);
  return merged.sort((a, b) => rank(a) - rank(b));
}
