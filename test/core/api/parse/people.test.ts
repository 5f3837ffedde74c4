// The player card's and team page's readers. The real answers the project holds carry player
// records inside line-ups (the same record the service family's player endpoint answers with) and a
// team's last events; the rest follows the interface's documented records (attribute overviews,
// characteristics) and, where it shows no fields, the names the service family uses. What an
// answer does not carry is null, never worked out.

import { describe, expect, it } from 'vitest';
import { parsePlayerProfile } from '../../../../electron/core/api/parse/player-profile';
import {
  parseAttributeOverviews,
  parseCharacteristics,
  parseNationalTeam,
  parseRecentMatches,
  parseSeasonSummary,
  parseTransfers,
} from '../../../../electron/core/api/parse/player-figures';
import {
  parseSquad,
  parseTeamNews,
  parseTeamRecord,
} from '../../../../electron/core/api/parse/team-page';
import { loadRealPayload } from '../../../fixtures/real-payloads';
import { liveEvent, statusOf } from '../../../fixtures/stand-in-service';

const NOW = Date.UTC(2026, 9, 1, 12, 0, 0);
const ICE_HOCKEY_LINEUPS = 'research-all_sports-samples-ice-hockey-event-id-lineups__1.json';
const VOLLEYBALL_TEAM_LAST =
  'research-all_sports-samples-volleyball-team-id-events-last-id__1.json';

interface RealLineups {
  home: { players: { player: Record<string, unknown> }[] };
}

describe('player profile', () => {
  it('reads a real player record: position, shirt, height, nationality, age from the birth date; nulls for what it lacks', () => {
    const lineups = loadRealPayload(ICE_HOCKEY_LINEUPS) as RealLineups;
    const record = lineups.home.players[0]!.player;
    expect(parsePlayerProfile({ player: record }, NOW)).toEqual({
      id: 903199,
      name: 'Parker Kelly',
      team: null,
      position: 'C',
      shirtNumber: '17',
      nationality: 'Canada',
      // Born 1999-05-14.
      age: 27,
      height: 185,
      preferredFoot: null,
      // The record names a currency but no value: no market value.
      marketValue: null,
    });
  });

  it('reads the market value and team, and refuses an answer with no player', () => {
    const profile = parsePlayerProfile(
      {
        player: {
          id: 7,
          name: 'A. Striker',
          team: { id: 42, name: 'Harbour FC' },
          preferredFoot: 'Left',
          proposedMarketValueRaw: { value: 12_500_000, currency: 'EUR' },
        },
      },
      NOW,
    );
    expect(profile).toMatchObject({
      team: { id: 42, name: 'Harbour FC' },
      preferredFoot: 'Left',
      marketValue: { value: 12_500_000, currency: 'EUR' },
      age: null,
    });
    expect(() => parsePlayerProfile({ error: 'nothing' }, NOW)).toThrow(/no player/);
  });
});

describe('player figures', () => {
  it('reads a season summary under statistics, and none from an answer without figures', () => {
    expect(
      parseSeasonSummary({
        statistics: {
          appearances: 12,
          goals: 7,
          goalAssist: 3,
          minutesPlayed: 1010,
          rating: 7.456,
        },
      }),
    ).toEqual({
      appearances: 12,
      goals: 7,
      assists: 3,
      minutes: 1010,
      yellowCards: null,
      redCards: null,
      rating: 7.46,
    });
    expect(parseSeasonSummary({ statistics: {} })).toBeNull();
  });

  it("reads a real team's last events as recent matches, newest first, with no rating it does not give", () => {
    const recent = parseRecentMatches(loadRealPayload(VOLLEYBALL_TEAM_LAST), {
      sport: 'volleyball',
      now: NOW,
    });
    expect(recent.length).toBeGreaterThanOrEqual(2);
    expect(recent[0]!.startTimestamp).toBeGreaterThan(recent[1]!.startTimestamp!);
    expect(recent.find((match) => match.matchId === 14046175)).toEqual({
      matchId: 14046175,
      home: { id: 302407, name: 'OK Borac' },
      away: expect.objectContaining({ name: 'OK Ljubinje-Bankom' }),
      score: { home: 3, away: 0 },
      startTimestamp: 1734544800,
      rating: null,
    });
  });

  it("takes a match's rating from the map beside the events", () => {
    const event = {
      ...liveEvent(5, [1, 2], [1, 0]),
      status: statusOf('finished', 'Ended', 100),
      startTimestamp: 1_790_000_000,
    };
    const recent = parseRecentMatches(
      { events: [event], statisticsMap: { '5': { rating: 7.9 } } },
      { sport: 'football', now: NOW },
    );
    expect(recent.map((match) => match.rating)).toEqual([7.9]);
  });

  it("reads the documented attribute overview: this season's entry against its average", () => {
    const entry = (attacking: number, yearShift: number) => ({
      attacking,
      technical: 50,
      tactical: 60,
      defending: 20,
      creativity: 70,
      position: 'F',
      yearShift,
      id: yearShift,
    });
    expect(
      parseAttributeOverviews({
        playerAttributeOverviews: [entry(60, 1), entry(80, 0)],
        averageAttributeOverviews: [entry(55, 0)],
      }),
    ).toEqual({
      position: 'F',
      player: { attacking: 80, technical: 50, tactical: 60, defending: 20, creativity: 70 },
      average: { attacking: 55, technical: 50, tactical: 60, defending: 20, creativity: 70 },
    });
  });

  it('reads the documented characteristics, transfers and national-team figures', () => {
    expect(
      parseCharacteristics({
        positive: [{ type: 3, rank: 12 }],
        negative: [{ type: 9, rank: 40 }, { rank: 1 }],
        positions: ['ST', 'RW'],
      }),
    ).toEqual({
      strengths: [{ type: 3, rank: 12 }],
      weaknesses: [{ type: 9, rank: 40 }],
      positions: ['ST', 'RW'],
    });
    expect(
      parseTransfers({
        transferHistory: [
          {
            transferFrom: { name: 'Old' },
            transferTo: { name: 'Mid' },
            transferDateTimestamp: 10,
            type: 1,
          },
          {
            fromTeamName: 'Mid',
            toTeamName: 'New',
            transferDateTimestamp: 20,
            transferFeeDescription: '€2m',
            type: 'loan',
          },
        ],
      }),
    ).toEqual([
      { from: 'Mid', to: 'New', date: 20, fee: '€2m', kind: 'loan' },
      { from: 'Old', to: 'Mid', date: 10, fee: null, kind: null },
    ]);
    expect(
      parseNationalTeam({ statistics: [{ team: { name: 'Canada' }, appearances: 4, goals: 1 }] }),
    ).toEqual([{ team: 'Canada', appearances: 4, goals: 1, assists: null }]);
  });
});

describe('team page', () => {
  it('reads the team record with manager and venue, nulls where not told', () => {
    expect(
      parseTeamRecord({
        team: {
          id: 9,
          name: 'Harbour FC',
          country: { name: 'Wales' },
          manager: { name: 'J. Boss' },
          venue: { stadium: { name: 'Quay Park' } },
        },
      }),
    ).toEqual({
      id: 9,
      name: 'Harbour FC',
      country: 'Wales',
      manager: 'J. Boss',
      venue: 'Quay Park',
    });
    expect(parseTeamRecord({ team: { id: 9, name: 'X' } })).toMatchObject({
      manager: null,
      venue: null,
    });
  });

  it('reads a squad from real player records, leaving out entries without an id', () => {
    const lineups = loadRealPayload(ICE_HOCKEY_LINEUPS) as RealLineups;
    const squad = parseSquad({ players: [...lineups.home.players, { player: { name: 'No Id' } }] });
    expect(squad.length).toBe(lineups.home.players.length);
    expect(squad[0]).toEqual({
      id: 903199,
      name: 'Parker Kelly',
      position: 'C',
      shirtNumber: '17',
    });
  });

  it('keeps the articles about the team (by its id where listed, else its name), https links only', () => {
    const news = parseTeamNews(
      {
        news: [
          {
            title: 'Harbour win',
            teams: [{ id: 9 }],
            url: 'https://news.example/a',
            publishedAt: 5,
          },
          { title: 'Harbour mentioned but not listed', teams: [{ id: 4 }] },
          { title: 'Harbour FC sign a keeper', link: 'http://plain.example/b', publishedAt: 9 },
          { title: 'Other news' },
        ],
      },
      { id: 9, name: 'Harbour FC' },
    );
    expect(news).toEqual([
      { title: 'Harbour FC sign a keeper', url: null, publishedAt: 9 },
      { title: 'Harbour win', url: 'https://news.example/a', publishedAt: 5 },
    ]);
  });
});
