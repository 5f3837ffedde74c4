// The fan's-day payloads are not shown in the interface: the readers take the real shapes and
// plainer ones, and an odd or empty answer reads as "nothing there", never as a made-up figure.

import { describe, expect, it } from 'vitest';
import { parseChannels } from '../../../../electron/core/api/parse/channels';
import { parsePlayerOfMatch } from '../../../../electron/core/api/parse/player-of-match';
import { parseBracket, parseStandings } from '../../../../electron/core/api/parse/standings';
import { isParseError } from '../../../../electron/core/api/parse/parse-error';

const where = { sport: 'football', tournamentId: 17, seasonId: 61627 };

describe('player of the match', () => {
  it('reads the named player of the match with the rating', () => {
    expect(
      parsePlayerOfMatch({
        playerOfTheMatch: { value: '8.4', label: 'rating', player: { name: 'Kaoru Mitoma' } },
        bestHomeTeamPlayers: [{ value: '9.1', player: { name: 'Someone Else' } }],
      }),
    ).toEqual({ name: 'Kaoru Mitoma', rating: '8.4' });
  });

  it('without one, takes the best-rated of both sides; an award form is read too', () => {
    expect(
      parsePlayerOfMatch({
        bestHomeTeamPlayers: [{ value: '7.2', player: { name: 'A' } }],
        bestAwayTeamPlayers: [{ value: '8.0', player: { name: 'B' } }],
      }),
    ).toEqual({ name: 'B', rating: '8.0' });
    expect(parsePlayerOfMatch({ data: { award: { player: { name: 'C' } } } })).toEqual({
      name: 'C',
      rating: null,
    });
  });

  it('names nobody for empty, unrated or odd answers', () => {
    for (const body of [{}, [], null, 'x', { bestHomeTeamPlayers: [{ player: { name: 'A' } }] }]) {
      expect(parsePlayerOfMatch(body)).toBeNull();
    }
  });
});

describe('channels', () => {
  it('reads names from objects, strings and country groups, without repeats', () => {
    expect(
      parseChannels({ channels: [{ id: 1, name: 'Sport One' }, 'Goal TV', { name: 'Sport One' }] }),
    ).toEqual(['Sport One', 'Goal TV']);
    expect(
      parseChannels({ countryChannels: { GB: [{ name: 'BBC' }], DE: [{ name: 'ARD' }] } }),
    ).toEqual(['BBC', 'ARD']);
    expect(parseChannels({ nothing: true })).toEqual([]);
  });
});

describe('standings', () => {
  it('reads the total table of the real form and leaves home/away tables aside', () => {
    const standings = parseStandings(
      {
        standings: [
          {
            type: 'home',
            name: 'Home',
            rows: [{ position: 1, team: { id: 9, name: 'X' }, points: 3 }],
          },
          {
            type: 'total',
            name: 'Premier League',
            rows: [
              {
                position: 1,
                team: { id: 2, name: 'Arsenal' },
                matches: 12,
                wins: 8,
                draws: 3,
                losses: 1,
                scoresFor: 24,
                scoresAgainst: 9,
                points: 27,
              },
              { position: 2, team: { id: 3, name: 'Chelsea' }, matches: 12, points: '25' },
            ],
          },
        ],
      },
      where,
    );
    expect(standings.tables).toHaveLength(1);
    expect(standings.tables[0]!.name).toBe('Premier League');
    expect(standings.tables[0]!.rows[1]).toMatchObject({
      teamId: 3,
      position: 2,
      points: 25,
      wins: null,
    });
  });

  it('reads the V6 row form with numeric detail keys, and never invents a position', () => {
    const standings = parseStandings(
      {
        tables: [
          {
            rows: [
              {
                team: { id: '5', name: 'Lyon' },
                fbDetail: { 1: 10, 2: 6, 3: 2, 4: 2, 7: 18, 8: 9, 10: 20 },
              },
            ],
          },
        ],
      },
      where,
    );
    expect(standings.tables[0]!.rows[0]).toEqual({
      position: null,
      teamId: 5,
      teamName: 'Lyon',
      played: 10,
      wins: 6,
      draws: 2,
      losses: 2,
      scoresFor: 18,
      scoresAgainst: 9,
      points: 20,
    });
  });

  it('a competition without a table, or rows without teams, reads as no tables', () => {
    expect(parseStandings({ standings: [] }, where).tables).toEqual([]);
    expect(
      parseStandings({ standings: [{ type: 'total', rows: [{ points: 3 }, 'x'] }] }, where).tables,
    ).toEqual([]);
    let error: unknown = null;
    try {
      parseStandings({ message: 'nope' }, where);
    } catch (caught) {
      error = caught;
    }
    expect(isParseError(error)).toBe(true);
  });
});

describe('knockout bracket', () => {
  it('reads cup trees and the multi-sport draw; a round without matches stays empty', () => {
    const tree = parseBracket(
      {
        cupTrees: [
          {
            rounds: [
              {
                description: 'Semi-finals',
                blocks: [
                  {
                    events: [77],
                    participants: [{ team: { name: 'A' } }, { team: { name: 'B' } }],
                    homeTeamScore: '2',
                    awayTeamScore: '1',
                    finished: true,
                  },
                ],
              },
              { description: 'Final' },
            ],
          },
        ],
      },
      where,
    );
    expect(tree.rounds).toEqual([
      {
        name: 'Semi-finals',
        matches: [{ id: 77, home: 'A', away: 'B', homeScore: 2, awayScore: 1, status: 'finished' }],
      },
      { name: 'Final', matches: [] },
    ]);
    const draw = parseBracket(
      {
        rounds: [
          {
            name: 'R16',
            matches: [
              {
                id: 1,
                homeTeam: { name: 'C' },
                awayTeam: { name: 'D' },
                homeScore: 0,
                awayScore: 3,
                status: 'finished',
              },
            ],
          },
        ],
      },
      where,
    );
    expect(draw.rounds[0]!.matches[0]).toMatchObject({ home: 'C', away: 'D', awayScore: 3 });
  });
});
