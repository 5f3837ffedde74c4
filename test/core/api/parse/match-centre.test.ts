// The match centre's readers, on the real answers where we have them (line-ups with player ids,
// the football event's venue and referee) and on the forms the demo and the interface describe
// elsewhere: only https highlights are offered, a graph reads in minute order, form keeps W/D/L.

import { describe, expect, it } from 'vitest';
import { parseFanVotes } from '../../../../electron/core/api/parse/fan-votes';
import { parseHighlights } from '../../../../electron/core/api/parse/highlights';
import { parseLineups } from '../../../../electron/core/api/parse/lineups';
import { isParseError } from '../../../../electron/core/api/parse/parse-error';
import { parsePregameForm } from '../../../../electron/core/api/parse/pregame-form';
import { parsePlayerStatistics } from '../../../../electron/core/api/parse/player-statistics';
import { parseProgression } from '../../../../electron/core/api/parse/progression';
import { parseStreaks } from '../../../../electron/core/api/parse/streaks';
import {
  parseManagers,
  parseMatchSetting,
  parseMissingPlayers,
} from '../../../../electron/core/api/parse/team-news';
import { loadRealPayload } from '../../../fixtures/real-payloads';

describe('match centre readers', () => {
  it('reads player ids from the real ice hockey line-ups, and a football formation and rating', () => {
    const real = parseLineups(
      loadRealPayload('research-all_sports-samples-ice-hockey-event-id-lineups__1.json'),
    ).lineups;
    expect(real.home[0]).toMatchObject({ id: 903199, name: 'Parker Kelly', shirtNumber: '17' });
    expect(real.formation).toBeUndefined();
    const football = parseLineups({
      home: {
        formation: '4-3-3',
        players: [{ player: { id: 7, name: 'A' }, statistics: { rating: 7.4 } }],
      },
      away: { formation: 'lots', players: [] },
    }).lineups;
    expect(football.formation).toEqual({ home: '4-3-3', away: null });
    expect(football.home[0]).toMatchObject({ id: 7, rating: 7.4 });
  });

  it("reads the real football event's venue with its city and its referee", () => {
    expect(
      parseMatchSetting(loadRealPayload('research-all_sports-samples-football-event-id__1.json')),
    ).toEqual({ venue: 'Parken, Copenhagen', referee: 'Mykola Balakin' });
    expect(
      parseMatchSetting(loadRealPayload('research-all_sports-samples-snooker-event-id__1.json')),
    ).toEqual({ venue: null, referee: null });
  });

  it('offers only https highlights, once each', () => {
    expect(
      parseHighlights({
        highlights: [
          { title: 'Goal', url: 'https://video.example/1' },
          { title: 'Again', url: 'https://video.example/1' },
          { title: 'Plain', url: 'http://video.example/2' },
          { title: 'Script', url: 'javascript:alert(1)' },
          { title: 'File', url: 'file:///etc/passwd' },
          { url: 'https://video.example/untitled' },
        ],
      }),
    ).toEqual([{ title: 'Goal', url: 'https://video.example/1', subtitle: null }]);
    expect(() => parseHighlights({ nothing: true })).toThrow(/highlights/);
  });

  it('reads player figures by side, a figure that is not a number as none', () => {
    expect(
      parsePlayerStatistics({
        home: [
          {
            player: { id: 3, name: 'Scorer' },
            statistics: { minutesPlayed: 90, goals: 2, rating: 8.1 },
          },
          { statistics: { goals: 1 } },
        ],
        away: [
          { player: { name: 'Keeper' }, statistics: { goals: 'many', goalAssist: 1, rating: 42 } },
        ],
      }),
    ).toEqual([
      { id: 3, name: 'Scorer', side: 'home', minutes: 90, goals: 2, assists: null, rating: 8.1 },
      {
        id: null,
        name: 'Keeper',
        side: 'away',
        minutes: null,
        goals: null,
        assists: 1,
        rating: null,
      },
    ]);
  });

  it('reads the graph in minute order and leaves out points without numbers', () => {
    expect(
      parseProgression({
        graphPoints: [
          { minute: 2, value: -10 },
          { minute: 1, value: 30 },
          { minute: 'x', value: 1 },
        ],
      }),
    ).toEqual([
      { minute: 1, value: 30 },
      { minute: 2, value: -10 },
    ]);
    try {
      parseProgression({ event: {} });
      expect.unreachable();
    } catch (error) {
      expect(isParseError(error)).toBe(true);
    }
  });

  it('reads form, table place, managers, missing players and the vote', () => {
    expect(
      parsePregameForm({
        homeTeam: { form: ['W', 'x', 'd', 'L'], position: 3 },
        awayTeam: { form: [] },
      }),
    ).toEqual({ home: { form: ['W', 'D', 'L'], position: 3 }, away: { form: [], position: null } });
    expect(parseManagers({ homeManager: { name: 'H' }, awayManager: null })).toEqual({
      home: 'H',
      away: null,
    });
    expect(
      parseMissingPlayers({
        home: [{ player: { id: 4, name: 'Out' }, type: 'missing', description: 'Knee injury' }],
        away: [{ player: { name: 'Maybe' }, type: 'doubtful' }],
      }),
    ).toEqual([
      { id: 4, name: 'Out', side: 'home', reason: 'Knee injury', doubtful: false },
      { id: null, name: 'Maybe', side: 'away', reason: null, doubtful: true },
    ]);
    expect(parseFanVotes({ vote: { vote1: 30, voteX: 10, vote2: 60 } })).toEqual({
      home: 0.3,
      draw: 0.1,
      away: 0.6,
      total: 100,
    });
    expect(parseFanVotes({ vote: { vote1: 0, vote2: 0 } })).toBeNull();
    expect(
      parseStreaks({
        general: [
          { name: 'Wins', value: '3', team: 'home', continued: true },
          { name: 'Odd', value: '2', team: 'neither' },
        ],
        head2head: [{ name: 'No losses', value: 5, team: 'both' }],
      }),
    ).toEqual([
      { name: 'Wins', value: '3', team: 'home' },
      { name: 'No losses', value: '5', team: 'both' },
    ]);
  });
});
