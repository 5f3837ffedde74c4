// The documented event forms and list envelopes, each read into the same Match.

import { describe, expect, it } from 'vitest';
import {
  locateEvents,
  parseMatchList,
  parseSingleMatch,
} from '../../../../electron/core/api/parse/match-list';
import { isParseError } from '../../../../electron/core/api/parse/parse-error';

const NOW = Date.UTC(2026, 9, 1, 12, 0);
const context = (sport: string) => ({ sport, now: NOW });

const basketballEvent = {
  id: 901,
  homeTeam: 'Los Angeles Lakers',
  awayTeam: 'Boston Celtics',
  homeTeamId: 3427,
  awayTeamId: 3422,
  homeScore: { current: 55, display: 55, period1: 30, period2: 25 },
  awayScore: { current: 48, display: 48, period1: 22, period2: 26 },
  status: '2nd quarter',
  statusCode: 14,
  tournament: 'NBA',
  tournamentId: 132,
  season: 'NBA 25/26',
  seasonId: 80229,
  startTimestamp: 1790856000,
};

const futsalEvent = {
  id: 902,
  homeTeam: { id: 11, name: 'Sporting CP', nameCode: 'SCP' },
  awayTeam: { id: 12, name: 'Benfica' },
  homeScore: { current: 4, period1: 2, period2: 1, overtime: 1, penalties: 3 },
  awayScore: { current: 4, period1: 1, period2: 2, overtime: 1, penalties: 2 },
  status: { code: 100, description: 'Ended', type: 'finished' },
  tournament: { id: 77, name: 'Liga Placard' },
  season: { name: '25/26' },
  startTimestamp: 1790850000,
};

const cyclingStage = {
  id: 903,
  homeTeam: { id: 0, name: 'Stage 5 - Nice › Col de la Couillole' },
  awayTeam: { id: 0, name: '' },
  homeScore: { current: 0, display: 0 },
  awayScore: {},
  status: { code: 0, description: 'Not started', type: 'notstarted' },
  tournament: { id: 5, name: 'Paris-Nice' },
  season: { name: 'Stage 5' },
  startTimestamp: 1790860000,
};

describe('event forms', () => {
  it("reads basketball's string form with separate ids and a text status", () => {
    const [match] = parseMatchList(
      'live',
      { events: [basketballEvent] },
      context('basketball'),
    ).items;
    expect(match).toEqual({
      sport: 'basketball',
      id: 901,
      home: { id: 3427, name: 'Los Angeles Lakers' },
      away: { id: 3422, name: 'Boston Celtics' },
      homeScore: {
        current: 55,
        display: 55,
        periods: [30, 25],
        overtime: null,
        penalties: null,
        point: null,
      },
      awayScore: {
        current: 48,
        display: 48,
        periods: [22, 26],
        overtime: null,
        penalties: null,
        point: null,
      },
      status: { phase: 'live', text: '2nd quarter', code: 14 },
      tournament: { id: 132, name: 'NBA', uniqueId: 132 },
      season: 'NBA 25/26',
      seasonId: 80229,
      startTimestamp: 1790856000,
      clock: null,
      isStage: false,
      progress: expect.objectContaining({ unit: 'quarter', played: 1, current: 2 }),
    });
  });

  it('reads the object form with overtime and a shoot-out', () => {
    const match = parseSingleMatch('match', futsalEvent, context('futsal'));
    expect(match.home).toEqual({ id: 11, name: 'Sporting CP', code: 'SCP' });
    expect(match.homeScore).toMatchObject({ current: 4, display: null, overtime: 1, penalties: 3 });
    expect(match.status.phase).toBe('finished');
    expect(match.tournament).toEqual({ id: 77, name: 'Liga Placard', uniqueId: 77 });
    expect(match.season).toBe('25/26');
  });

  it("reads cycling's stage form as a stage with the label in the home name", () => {
    const match = parseSingleMatch('match', cyclingStage, context('cycling'));
    expect(match.isStage).toBe(true);
    expect(match.home.name).toBe('Stage 5 - Nice › Col de la Couillole');
    expect(match.away).toEqual({ id: 0, name: '' });
    expect(match.status.phase).toBe('scheduled');
  });

  it('a stage with an empty home name takes its label from the season', () => {
    const unnamed = { ...cyclingStage, homeTeam: { id: 0, name: '' }, awayTeam: undefined };
    const match = parseSingleMatch('match', unnamed, context('cycling'));
    expect(match.home.name).toBe('Stage 5');
    expect(match.away.name).toBe('');
  });

  it('an event with no scores, no status and no tournament (not started, sparse) still reads', () => {
    const sparse = { id: 77, homeTeam: { id: 1, name: 'A' }, awayTeam: { id: 2, name: 'B' } };
    const match = parseSingleMatch('match', sparse, context('football'));
    expect(match).toMatchObject({
      id: 77,
      homeScore: { current: null, display: null, periods: [] },
      status: { phase: 'unknown', text: '', code: null },
      tournament: { id: null, name: '' },
      season: null,
      startTimestamp: null,
    });
  });

  it('takes ids sent as text and start times sent in milliseconds', () => {
    const match = parseSingleMatch(
      'match',
      { ...futsalEvent, id: '902', startTimestamp: 1790850000123 },
      context('futsal'),
    );
    expect(match.id).toBe(902);
    expect(match.startTimestamp).toBe(1790850000);
  });

  it('a string team without its id, a missing team or a bad id is a problem, not a guess', () => {
    const bad = [
      { ...basketballEvent, homeTeamId: undefined },
      { ...futsalEvent, awayTeam: undefined },
      { ...futsalEvent, id: -4 },
      { ...futsalEvent, id: 'abc' },
      'not an event',
    ];
    const result = parseMatchList('live', { events: [futsalEvent, ...bad] }, context('futsal'));
    expect(result.items.map((match) => match.id)).toEqual([902]);
    expect(result.problems.map((problem) => problem.index)).toEqual([1, 2, 3, 4, 5]);
    expect(result.problems[0]?.message).toMatch(/homeTeamId/);
    expect(result.problems[0]?.id).toBe(901);
  });
});

describe('list envelopes', () => {
  const ids = (body: unknown, sport = 'futsal') =>
    parseMatchList('list', body, context(sport)).items.map((match) => match.id);

  it.each([
    ['the documented envelope', { success: true, count: 1, events: [futsalEvent], timezone: {} }],
    ['a bare array', [futsalEvent]],
    ['data as a list', { data: [futsalEvent] }],
    ['data.events', { success: true, data: { events: [futsalEvent] } }],
  ])('finds events in %s', (_name, body) => {
    expect(ids(body)).toEqual([902]);
  });

  it('an empty list is an empty list', () => {
    expect(ids({ success: true, count: 0, events: [] })).toEqual([]);
  });

  it('events grouped by tournament take the group tournament when they have none', () => {
    const grouped = {
      tournaments: [
        {
          tournament: { id: 132, name: 'NBA' },
          events: [{ ...basketballEvent, tournament: undefined }],
        },
        {
          name: 'EuroLeague',
          id: 138,
          events: [{ ...basketballEvent, id: 905, tournament: undefined }],
        },
      ],
    };
    const matches = parseMatchList('schedule', grouped, context('basketball')).items;
    expect(matches.map((match) => [match.id, match.tournament])).toEqual([
      [901, { id: 132, name: 'NBA' }],
      [905, { id: 138, name: 'EuroLeague' }],
    ]);
    expect(locateEvents({ data: { groups: [{ events: [] }] } })).toEqual([]);
  });

  it('a body in no known shape is a ParseError naming what came', () => {
    for (const body of [{ foo: 1 }, null, 'text', 42, { events: 'none' }]) {
      let caught: unknown;
      try {
        parseMatchList('live list', body, context('football'));
      } catch (error) {
        caught = error;
      }
      expect(isParseError(caught)).toBe(true);
    }
  });

  it("an error body sent with 200 is reported with the service's words", () => {
    const body = { success: false, error: { code: 'UPSTREAM', message: 'feed unavailable' } };
    expect(() => parseMatchList('live list', body, context('football'))).toThrow(
      /feed unavailable/,
    );
  });
});

describe('single-event payloads', () => {
  it.each([
    ['at the top', futsalEvent],
    ['under event', { event: futsalEvent }],
    ['under data', { success: true, data: futsalEvent }],
    ['under match', { match: futsalEvent }],
    ['under data.event', { data: { event: futsalEvent } }],
  ])('finds the event %s', (_where, body) => {
    expect(parseSingleMatch('match', body, context('futsal')).id).toBe(902);
  });

  it('no event anywhere is a ParseError', () => {
    expect(() => parseSingleMatch('match', { data: {} }, context('futsal'))).toThrow(/no event/);
  });
});
