// The detail payloads are "not shown" in the interface: each parser takes the real service's
// shape and plainer plausible ones, and turns anything else into a ParseError.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseHeadToHead } from '../../../../electron/core/api/parse/head-to-head';
import { parseIncidents } from '../../../../electron/core/api/parse/incidents';
import { parseLineups } from '../../../../electron/core/api/parse/lineups';
import { isParseError } from '../../../../electron/core/api/parse/parse-error';
import { parseSearchResults } from '../../../../electron/core/api/parse/search-results';
import { parseStatistics } from '../../../../electron/core/api/parse/statistics';
import { parseTeam } from '../../../../electron/core/api/parse/team';
import { parseWinProbability } from '../../../../electron/core/api/parse/win-probability';

describe('incidents', () => {
  it('a list sent oldest first is turned round to newest first', () => {
    const body = {
      data: [
        {
          type: 'goal',
          minute: 12,
          side: 'home',
          player: 'A. Striker',
          homeScore: 1,
          awayScore: 0,
        },
        {
          type: 'card',
          minute: 30,
          side: 'away',
          incidentClass: 'yellow',
          player: { name: 'B. Back' },
        },
        { type: 'period', minute: 45, text: 'HT' },
      ],
    };
    const { items, problems } = parseIncidents(body);
    expect(problems).toEqual([]);
    expect(items.map((incident) => incident.text)).toEqual([
      'HT',
      'Yellow card — B. Back',
      'Goal — A. Striker',
    ]);
    expect(items[2]).toMatchObject({ kind: 'goal', time: 12, isHome: true, homeScore: 1 });
  });

  it('unknown incident types are kept as "other" with their words', () => {
    const { items } = parseIncidents({
      incidents: [{ incidentType: 'varDecision', description: 'Goal disallowed', time: 70 }],
    });
    expect(items).toEqual([
      {
        kind: 'other',
        type: 'vardecision',
        time: 70,
        addedTime: null,
        isHome: null,
        text: 'Goal disallowed',
        homeScore: null,
        awayScore: null,
      },
    ]);
  });

  it('never leaves a camelCase type raw: a VAR decision without words reads as one', () => {
    const { items } = parseIncidents({
      incidents: [
        { incidentType: 'varDecision', incidentClass: 'goalNotAwarded', time: 70 },
        { incidentType: 'someNewThing', time: 71 },
      ],
    });
    expect(items.map((item) => item.text)).toEqual(['Some new thing', 'VAR decision']);
    expect(items[1]).toMatchObject({ type: 'vardecision', variant: 'goalnotawarded' });
  });

  it('non-objects in the list are reported, the rest kept', () => {
    const { items, problems } = parseIncidents({
      incidents: [{ incidentType: 'goal', time: 3 }, 7, null],
    });
    expect(items).toHaveLength(1);
    expect(problems.map((problem) => problem.index)).toEqual([1, 2]);
  });
});

describe('statistics', () => {
  it('reads the grouped real form and keeps only the whole match', () => {
    const body = {
      statistics: [
        {
          period: '1ST',
          groups: [
            {
              groupName: 'Match overview',
              statisticsItems: [{ name: 'Ball possession', home: '60%', away: '40%' }],
            },
          ],
        },
        {
          period: 'ALL',
          groups: [
            {
              groupName: 'Match overview',
              statisticsItems: [{ name: 'Ball possession', home: '55%', away: '45%' }],
            },
            {
              groupName: 'Shots',
              statisticsItems: [{ name: 'Total shots', home: 12, away: 7, homeValue: 12 }],
            },
          ],
        },
      ],
    };
    expect(parseStatistics(body).items).toEqual([
      { group: 'Match overview', name: 'Ball possession', home: '55%', away: '45%' },
      { group: 'Shots', name: 'Total shots', home: '12', away: '7' },
    ]);
  });

  it('reads a flat list of rows', () => {
    const body = {
      data: {
        statistics: [{ group: 'Attack', name: 'Corners', home: 5, away: 2 }, { nope: true }],
      },
    };
    const result = parseStatistics(body);
    expect(result.items).toEqual([{ group: 'Attack', name: 'Corners', home: '5', away: '2' }]);
    expect(result.problems).toHaveLength(1);
  });
});

describe('line-ups', () => {
  it('reads the real form with nested players', () => {
    const body = {
      confirmed: true,
      home: {
        formation: '4-3-3',
        players: [
          {
            player: { name: 'Keeper One', position: 'G', jerseyNumber: '1' },
            shirtNumber: 1,
            substitute: false,
          },
          { player: { name: 'Sub Two', position: 'F' }, jerseyNumber: '19', substitute: true },
        ],
      },
      away: { players: [{ player: { shortName: 'A. Way' }, position: 'D' }] },
    };
    expect(parseLineups(body).lineups).toEqual({
      home: [
        { name: 'Keeper One', position: 'G', shirtNumber: '1', substitute: false },
        { name: 'Sub Two', position: 'F', shirtNumber: '19', substitute: true },
      ],
      away: [{ name: 'A. Way', position: 'D', shirtNumber: null, substitute: false }],
      formation: { home: '4-3-3', away: null },
    });
  });

  it('reads starters and substitutes lists', () => {
    const body = {
      lineups: { home: { starters: [{ name: 'S' }], substitutes: [{ name: 'B' }] }, away: [] },
    };
    expect(
      parseLineups(body).lineups.home.map((player) => [player.name, player.substitute]),
    ).toEqual([
      ['S', false],
      ['B', true],
    ]);
  });

  it('no sides is a ParseError', () => {
    expect(() => parseLineups({ home: 'x' })).toThrow(/line-ups/);
  });
});

describe('head-to-head and winning odds', () => {
  it('reads the counts under teamDuel or at the top', () => {
    expect(
      parseHeadToHead({ teamDuel: { homeWins: 3, awayWins: 1, draws: 2 }, managerDuel: null }),
    ).toEqual({
      homeWins: 3,
      awayWins: 1,
      draws: 2,
    });
    expect(parseHeadToHead({ data: { homeWins: '4', draws: 0 } })).toEqual({
      homeWins: 4,
      awayWins: null,
      draws: 0,
    });
    expect(() => parseHeadToHead({ events: [] })).toThrow(/head-to-head/);
  });

  it('winning odds in the real percent form become fractions, without a draw', () => {
    const body = {
      home: { expected: 62, actual: 55, fractionalValue: '8/5' },
      away: { expected: 38, actual: 45 },
    };
    expect(parseWinProbability(body)).toEqual({ home: 0.62, draw: null, away: 0.38 });
  });

  it('winning odds given as fractions stay fractions', () => {
    expect(parseWinProbability({ data: { home: 0.5, draw: 0.3, away: 0.2 } })).toEqual({
      home: 0.5,
      draw: 0.3,
      away: 0.2,
    });
    expect(() => parseWinProbability({ home: 'many' })).toThrow(/winning odds/);
  });
});

describe('search and team', () => {
  it('reads the real results form', () => {
    const body = {
      results: [
        {
          type: 'team',
          entity: { id: 2817, name: 'FC Barcelona', country: { name: 'Spain' } },
          score: 1,
        },
        {
          type: 'player',
          entity: { id: 12994, name: 'Lionel Messi', team: { name: 'Inter Miami' } },
        },
        {
          type: 'uniqueTournament',
          entity: { id: 8, name: 'LaLiga', category: { name: 'Spain' } },
        },
        { type: 'manager', entity: { id: 3, name: 'Coach' } },
        { type: 'team', entity: { name: 'no id' } },
      ],
    };
    const result = parseSearchResults('football', body);
    expect(result.items).toEqual([
      { type: 'team', sport: 'football', id: 2817, name: 'FC Barcelona', subtitle: 'Spain' },
      {
        type: 'player',
        sport: 'football',
        id: 12994,
        name: 'Lionel Messi',
        subtitle: 'Inter Miami',
      },
      { type: 'tournament', sport: 'football', id: 8, name: 'LaLiga', subtitle: 'Spain' },
      { type: 'unknown', sport: 'football', id: 3, name: 'Coach', subtitle: null },
    ]);
    expect(result.problems).toHaveLength(1);
  });

  it('reads lists per kind and plain lists', () => {
    const perKind = { data: { teams: [{ id: 1, name: 'A' }], players: [{ id: 2, name: 'B' }] } };
    expect(parseSearchResults('futsal', perKind).items.map((item) => [item.type, item.id])).toEqual(
      [
        ['team', 1],
        ['player', 2],
      ],
    );
    expect(parseSearchResults('futsal', [{ type: 'team', id: 9, name: 'C' }]).items[0]?.id).toBe(9);
    expect(() => parseSearchResults('futsal', { foo: [] })).toThrow(/search/);
  });

  it('reads a team at the top or under team', () => {
    expect(
      parseTeam('football', {
        team: { id: 2817, name: 'FC Barcelona', country: { name: 'Spain' } },
      }),
    ).toEqual({
      sport: 'football',
      id: 2817,
      name: 'FC Barcelona',
      country: 'Spain',
    });
    expect(parseTeam('football', { id: 5, name: 'X', category: { name: 'World' } }).country).toBe(
      'World',
    );
    expect(() => parseTeam('football', { team: { id: 'x', name: 'Y' } })).toThrow(/team/);
  });
});

describe('junk', () => {
  it('never throws anything but a ParseError from any detail parser', () => {
    const parsers: ((body: unknown) => unknown)[] = [
      parseIncidents,
      parseStatistics,
      parseLineups,
      parseHeadToHead,
      parseWinProbability,
      (body) => parseSearchResults('football', body),
      (body) => parseTeam('football', body),
    ];
    fc.assert(
      fc.property(
        fc.anything({ withObjectString: true }),
        fc.constantFrom('incidents', 'statistics', 'data', 'home', 'results', 'team'),
        (junk, key) => {
          for (const parse of parsers) {
            for (const body of [junk, { [key]: junk }, { home: junk, away: junk }]) {
              try {
                parse(body);
              } catch (error) {
                if (!isParseError(error)) throw error;
              }
            }
          }
        },
      ),
      { numRuns: 400 },
    );
  });
});
