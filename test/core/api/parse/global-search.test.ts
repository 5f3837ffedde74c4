// The multi-sport search (/api/v1/search) and its ids: the interface gives the group's ids as
// text, and a team of the V2 endpoints is found there by name. Text ids are read as they are,
// integer ids tolerated and read as their text, and nothing that cannot travel in a path is kept.

import { describe, expect, it } from 'vitest';
import { parseGlobalSearch, readGlobalId } from '../../../../electron/core/api/parse/global-search';

describe('the multi-sport search', () => {
  it('reads the documented result form with text ids', () => {
    const body = {
      results: [
        { type: 'team', id: 'c3f9a', name: 'Boston Bears', sportId: '2', image: 'https://x/y.png' },
        { type: 'tournament', id: 'L77', name: 'Premier', sportId: '1' },
      ],
    };
    expect(parseGlobalSearch(body)).toEqual([
      { type: 'team', id: 'c3f9a', name: 'Boston Bears', sportId: '2' },
      { type: 'tournament', id: 'L77', name: 'Premier', sportId: '1' },
    ]);
  });

  it('tolerates integer ids and reads them as text', () => {
    const hits = parseGlobalSearch([{ type: 'Team', id: 4412, name: ' Lakers ', sportId: 2 }]);
    expect(hits).toEqual([{ type: 'team', id: '4412', name: 'Lakers', sportId: '2' }]);
  });

  it('reads a result wrapped as the V2 search wraps it', () => {
    const body = { data: [{ type: 'team', entity: { id: 'x1', name: 'A', sport: { id: 4 } } }] };
    expect(parseGlobalSearch(body)).toEqual([{ type: 'team', id: 'x1', name: 'A', sportId: '4' }]);
  });

  it('leaves out results with no usable id, name or type, and bodies with no list', () => {
    const body = {
      results: [
        { type: 'team', id: '../../keys', name: 'Escape' },
        { type: 'team', id: 1.5, name: 'Half' },
        { type: 'team', id: -3, name: 'Negative' },
        { type: 'team', id: 'ok', name: '' },
        { id: 'ok', name: 'No type' },
        'junk',
        null,
      ],
    };
    expect(parseGlobalSearch(body)).toEqual([]);
    expect(parseGlobalSearch({ unexpected: true })).toEqual([]);
    expect(parseGlobalSearch(null)).toEqual([]);
  });

  it('a global id is text: letters, digits and hyphens', () => {
    expect(readGlobalId('c3f9a')).toBe('c3f9a');
    expect(readGlobalId(17)).toBe('17');
    expect(readGlobalId('a b')).toBeNull();
    expect(readGlobalId('x'.repeat(65))).toBeNull();
    expect(readGlobalId(Number.MAX_SAFE_INTEGER + 2)).toBeNull();
    expect(readGlobalId({ id: 1 })).toBeNull();
  });
});
