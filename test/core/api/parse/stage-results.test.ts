// Stage results are read however the service lays them out (the interface shows no fields): the
// winner is the line in first place, times and gaps read as a person writes them, and a body with
// no results in it (a stage under way, a score object, junk) is no results rather than an error.

import { describe, expect, it } from 'vitest';
import {
  parseStageResults,
  stageWinnerOf,
} from '../../../../electron/core/api/parse/stage-results';

describe('stage results', () => {
  it('reads riders, teams, seconds as clock times and gaps, places in order', () => {
    const results = parseStageResults({
      results: [
        { position: 2, rider: { name: 'Ana Ruiz' }, team: { name: 'Sol' }, time: 15_190, gap: 37 },
        { position: 1, rider: { name: 'Lea Holm' }, team: { name: 'Nord' }, time: 15_153, gap: 0 },
      ],
    });
    expect(results).toEqual([
      { position: 1, name: 'Lea Holm', team: 'Nord', time: '4:12:33', gap: null },
      { position: 2, name: 'Ana Ruiz', team: 'Sol', time: '4:13:10', gap: '+0:37' },
    ]);
    expect(stageWinnerOf(results)?.name).toBe('Lea Holm');
  });

  it('takes text times and places, other field names, and a list under data', () => {
    const results = parseStageResults({
      data: [
        { rank: '1', player: { shortName: 'M. Berg' }, finishTime: '3h 58\' 02"' },
        { rank: '2', name: 'Team Vega', timeGap: 's.t.' },
      ],
    });
    expect(results.map((line) => [line.position, line.name, line.time, line.gap])).toEqual([
      [1, 'M. Berg', '3h 58\' 02"', null],
      [2, 'Team Vega', null, 's.t.'],
    ]);
  });

  it('lines without a name, odd types and bodies without a list give what can be read, never a throw', () => {
    expect(
      parseStageResults({
        results: [
          null,
          7,
          { position: 1 },
          { position: 'first', rider: { name: 'Kai Moss' }, time: { h: 4 }, gap: -3 },
        ],
      }),
    ).toEqual([{ position: null, name: 'Kai Moss', team: null, time: null, gap: null }]);
    for (const body of [null, 'done', {}, { home: { current: 1 }, away: { current: 0 } }])
      expect(parseStageResults(body)).toEqual([]);
    expect(stageWinnerOf([])).toBeNull();
  });
});
