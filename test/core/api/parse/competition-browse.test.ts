// The competition page's readers on the shapes the interface documents (V6 detail fields, the V5
// event) and the tolerant forms beside them: a figure not told is null, an item without a name is
// left out, an answer with no list is a ParseError (the page then says "not available").

import { describe, expect, it } from 'vitest';
import {
  parseArchive,
  parseCategoryTournaments,
  parseCompetitionStats,
  parseCountries,
  parseRounds,
  parseTopScorers,
} from '../../../../electron/core/api/parse/competition-browse';
import { isParseError } from '../../../../electron/core/api/parse/parse-error';
import { parseSportsbookEvent } from '../../../../electron/core/api/parse/sportsbook-event';

describe('competition readers', () => {
  it('rounds: the current round and each round’s number and label', () => {
    expect(
      parseRounds({
        currentRound: { round: 12 },
        rounds: [{ round: 1 }, { round: 2, name: 'Quarterfinals' }, { name: 'no number' }],
      }),
    ).toEqual({
      current: 12,
      rounds: [
        { round: 1, name: null },
        { round: 2, name: 'Quarterfinals' },
      ],
    });
    expect(() => parseRounds({ nothing: true })).toThrow();
  });

  it('top scorers: names under player or flat, goals as numbers or text, nameless left out', () => {
    expect(
      parseTopScorers({
        success: true,
        data: {
          topScorers: [
            { player: { name: 'A. Striker' }, team: { name: 'Harbour' }, goals: 9, assists: '3' },
            { playerName: 'B. Winger', teamName: 'Lake', statistics: { goals: '7' } },
            { team: { name: 'Nobody' }, goals: 5 },
          ],
        },
      }),
    ).toEqual([
      { name: 'A. Striker', teamName: 'Harbour', goals: 9, assists: 3 },
      { name: 'B. Winger', teamName: 'Lake', goals: 7, assists: null },
    ]);
  });

  it('statistics: a list of named figures, or an object of them', () => {
    expect(parseCompetitionStats({ data: { stats: [{ name: 'Goals', value: 41 }] } })).toEqual([
      { name: 'Goals', value: '41' },
    ]);
    expect(parseCompetitionStats({ stats: { goalsPerMatch: 2.7, nested: {} } })).toEqual([
      { name: 'goalsPerMatch', value: '2.7' },
    ]);
    let thrown: unknown;
    try {
      parseCompetitionStats({ success: true });
    } catch (error) {
      thrown = error;
    }
    expect(isParseError(thrown)).toBe(true);
  });

  it('champions: the V6 seasonHonors form (season.year, items) and a flat archive', () => {
    expect(
      parseArchive({
        compHonors: {
          seasonHonors: [
            { season: { year: '2024-2025' }, items: [{ team: { name: 'Harbour' } }] },
            { season: { year: '2023-2024' }, items: [] },
          ],
        },
      }),
    ).toEqual([{ season: '2024-2025', teamName: 'Harbour' }]);
    expect(parseArchive({ archive: [{ year: 2020, champion: 'Lake' }] })).toEqual([
      { season: '2020', teamName: 'Lake' },
    ]);
  });

  it('countries with flags, and a category’s tournaments flat or grouped, once each', () => {
    expect(
      parseCountries({
        categories: [
          { id: 1, name: 'England', alpha2: 'en' },
          { id: 1468, name: 'World' },
          { id: 'x', name: 'Bad id' },
        ],
      }),
    ).toEqual([
      { id: 1, name: 'England', alpha2: 'EN' },
      { id: 1468, name: 'World', alpha2: null },
    ]);
    const one = { id: 17, name: 'Premier Division' };
    expect(
      parseCategoryTournaments('football', {
        groups: [{ uniqueTournaments: [one] }, { uniqueTournaments: [one, { id: 8 }] }],
      }),
    ).toEqual([{ sport: 'football', id: 17, name: 'Premier Division' }]);
    expect(parseCategoryTournaments('tennis', { tournaments: [{ id: 3, name: 'Open' }] })).toEqual([
      { sport: 'tennis', id: 3, name: 'Open' },
    ]);
  });
});

describe('the V5 sportsbook event', () => {
  it('reads the quick 1X2 odds and the win probability under data', () => {
    expect(
      parseSportsbookEvent('football', 5, {
        data: {
          odds: { '1x2': { home: 1.85, draw: 3.4, away: 4.2 } },
          winProbability: { P1: 0.52, PX: 0.27, P2: 0.21 },
        },
      }),
    ).toEqual({
      sport: 'football',
      matchId: 5,
      prices: { home: 1.85, draw: 3.4, away: 4.2 },
      probability: { home: 0.52, draw: 0.27, away: 0.21 },
    });
  });

  it('falls back to the main line of market 1 (Full Time Result); nonsense figures are null', () => {
    const odds = parseSportsbookEvent('basketball', 6, {
      data: {
        markets: [
          { id: 2, markets: [{ type: 1, odds: 9.9, isMainLine: true }] },
          {
            id: 1,
            markets: [
              { type: 1, odds: 1.5, isMainLine: false },
              { type: 1, odds: 1.4, isMainLine: true },
              { type: 3, odds: 2.9, isMainLine: true },
            ],
          },
        ],
        winProbability: { P1: 1.7, P2: -1 },
      },
    });
    expect(odds.prices).toEqual({ home: 1.4, draw: null, away: 2.9 });
    expect(odds.probability).toBeNull();
  });
});
