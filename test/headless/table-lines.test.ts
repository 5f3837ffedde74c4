// The `table` line from what the engine's fans.tables gives: figures passed through as told
// (null stays null, never worked out), followed teams marked, and the text a person reads in
// English and German.

import { describe, expect, it } from 'vitest';
import { tableLine, tableText } from '../../electron/headless/table-lines';
import type { CompetitionTables, StandingRow } from '../../shared/fansday';
import { translator } from '../../shared/i18n';

const FLAG = { sport: 'football', tournamentId: 17, seasonId: null };

function row(teamId: number, position: number | null, points: number | null): StandingRow {
  return {
    position,
    teamId,
    teamName: `Team ${teamId}`,
    played: 10,
    wins: 5,
    draws: null,
    losses: 2,
    scoresFor: 14,
    scoresAgainst: 9,
    points,
  };
}

const TABLES: CompetitionTables = {
  standings: {
    sport: 'football',
    tournamentId: 17,
    seasonId: 61,
    tournamentName: 'Premier League',
    tables: [{ name: 'Premier League', rows: [row(1, 1, 18), row(2, null, null)] }],
  },
  bracket: {
    sport: 'football',
    tournamentId: 17,
    seasonId: 61,
    rounds: [
      {
        name: 'Final',
        matches: [
          { id: 5, home: 'Team 1', away: null, homeScore: null, awayScore: null, status: null },
        ],
      },
      { name: 'Replay', matches: [] },
    ],
  },
};

describe('headless table line', () => {
  it('passes each figure through as the service told it and marks the followed team', () => {
    const line = tableLine(FLAG, 61, TABLES, (teamId) => teamId === 2);
    expect(line.name).toBe('Premier League');
    expect(line.standings![0]!.rows).toEqual([
      {
        position: 1,
        team: { id: 1, name: 'Team 1' },
        played: 10,
        won: 5,
        drawn: null,
        lost: 2,
        scoresFor: 14,
        scoresAgainst: 9,
        points: 18,
        followed: false,
      },
      expect.objectContaining({ position: null, points: null, followed: true }),
    ]);
    expect(line.bracket).toEqual([
      {
        name: 'Final',
        matches: [
          {
            matchId: 5,
            home: 'Team 1',
            away: null,
            score: { home: null, away: null },
            status: null,
          },
        ],
      },
      { name: 'Replay', matches: [] },
    ]);
  });

  it('is null for a part the competition does not have', () => {
    const line = tableLine(FLAG, 61, { standings: null, bracket: null }, () => false);
    expect(line).toMatchObject({ seasonId: 61, name: null, standings: null, bracket: null });
    expect(tableText(line, translator('en'))).toBe(
      '[football] tournament 17 · season 61\n  table and bracket: not available',
    );
  });

  it('reads as a table in English and in German, with a dash for what is not told', () => {
    const line = tableLine(FLAG, 61, TABLES, (teamId) => teamId === 1);
    expect(tableText(line, translator('en')).split('\n')).toEqual([
      '[football] Premier League · season 61',
      '  Premier League',
      '  1. Team 1 · P 10 · W 5 · D – · L 2 · 14:9 · Pts 18  ★ your team',
      '  –. Team 2 · P 10 · W 5 · D – · L 2 · 14:9 · Pts –',
      '  Knockout',
      '    Final: Team 1 – to be decided',
      '    Replay: to be decided',
    ]);
    const german = tableText(line, translator('de'));
    expect(german).toContain('[football] Premier League · Saison 61');
    expect(german).toContain('★ dein Team');
    expect(german).toContain('steht noch nicht fest');
  });
});
