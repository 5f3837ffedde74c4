// Every real response the project holds must parse without complaint, and the surprises listed in
// real-payloads/README.md must come out the way a person reading the score expects.

import { describe, expect, it } from 'vitest';
import { readableScore, type Match } from '../../../../shared/domain';
import { parseIncidents } from '../../../../electron/core/api/parse/incidents';
import { parseMatchList, parseSingleMatch } from '../../../../electron/core/api/parse/match-list';
import { loadRealPayload, realPayloadFiles } from '../../../fixtures/real-payloads';

const LIVE_LISTS: Record<string, string> = {
  'research-all_sports-samples-football-sport-sport-events-live__1.json': 'football',
  'research-all_sports-samples-tennis-sport-sport-events-live__1.json': 'tennis',
  'research-all_sports-samples-esports-sport-sport-events-live__1.json': 'esports',
};
const SINGLE_EVENTS: Record<string, string> = {
  'data-status_samples-football-A_inprogress-31-halftime__17184989.json': 'football',
  'data-status_samples-football-A_finished-120-ap__17090707.json': 'football',
  'data-status_samples-basketball-K1_overtime_finished__17066086.json': 'basketball',
};
const INCIDENT_LISTS = [
  'research-all_sports-samples-football-event-id-incidents__1.json',
  'research-all_sports-samples-football-event-id-incidents__2.json',
  'research-all_sports-samples-ice-hockey-event-id-incidents__1.json',
  'research-all_sports-samples-basketball-event-id-incidents__3.json',
];
/** A moment shortly after the live lists were fetched (2026-10-01 12:11:25 UTC for football). */
const FOOTBALL_LIST_FETCHED_AT = Date.UTC(2026, 9, 1, 12, 11, 25);

function liveList(file: string, now = FOOTBALL_LIST_FETCHED_AT): Match[] {
  const sport = LIVE_LISTS[file] ?? 'football';
  const result = parseMatchList('live list', loadRealPayload(file), { sport, now });
  expect(result.problems).toEqual([]);
  return result.items;
}

function single(file: string): Match {
  const sport = SINGLE_EVENTS[file] ?? 'football';
  return parseSingleMatch('match', loadRealPayload(file), { sport, now: FOOTBALL_LIST_FETCHED_AT });
}

describe('real payloads', () => {
  // Every file has its row in test/core/real-answers.test.ts; these are the ones pinned here.
  it('the files pinned here are in the folder and parse without complaint', () => {
    const covered = [...Object.keys(LIVE_LISTS), ...Object.keys(SINGLE_EVENTS), ...INCIDENT_LISTS];
    expect(realPayloadFiles()).toEqual(expect.arrayContaining(covered));
    for (const file of Object.keys(LIVE_LISTS)) expect(liveList(file).length).toBeGreaterThan(0);
    for (const file of Object.keys(SINGLE_EVENTS)) expect(single(file).id).toBeGreaterThan(0);
    for (const file of INCIDENT_LISTS) {
      const result = parseIncidents(loadRealPayload(file));
      expect(result.problems).toEqual([]);
      expect(result.items.length).toBeGreaterThan(0);
    }
  });

  it('a match decided on penalties reads 1-1 for a person while current counts the shoot-out', () => {
    const match = single('data-status_samples-football-A_finished-120-ap__17090707.json');
    expect(match.status).toEqual({ phase: 'finished', text: 'AP', code: 120 });
    expect(match.homeScore).toMatchObject({
      current: 6,
      display: 1,
      penalties: 5,
      periods: [0, 1],
    });
    expect(match.awayScore).toMatchObject({ current: 5, display: 1, penalties: 4 });
    expect(readableScore(match)).toEqual({ home: 1, away: 1 });
  });

  it('a football match in its shoot-out is live, not finished, and has no running minute', () => {
    const [shootout] = liveList(
      'research-all_sports-samples-football-sport-sport-events-live__1.json',
    );
    expect(shootout?.status.phase).toBe('live');
    expect(shootout?.status.text).toBe('Penalties');
    expect(shootout?.clock).toBeNull();
    expect(shootout?.home).toEqual({ id: 4770, name: 'Japan', code: 'JPN' });
  });

  it('an event keeps the unique-tournament and season ids the standings and fixtures need', () => {
    const [shootout] = liveList(
      'research-all_sports-samples-football-sport-sport-events-live__1.json',
    );
    // tournament.id (66) is the per-season tournament; the season endpoints take 851 and 87155.
    expect(shootout?.tournament).toMatchObject({ id: 66, uniqueId: 851 });
    expect(shootout?.seasonId).toBe(87155);
  });

  it('a first half in progress shows the minute worked out from the period start', () => {
    const running = liveList(
      'research-all_sports-samples-football-sport-sport-events-live__1.json',
    )[1];
    // The period started at 1790854620 (11:37:00 UTC); at 12:11:25 the 35th minute is running.
    expect(running?.clock).toBe("35'");
  });

  it('tennis keeps the game point as the text the service sent', () => {
    const [first, second] = liveList(
      'research-all_sports-samples-tennis-sport-sport-events-live__1.json',
    );
    expect(first?.homeScore).toMatchObject({ current: 1, periods: [6, 3], point: '0' });
    expect(second?.homeScore.point).toBe('40');
    expect(second?.awayScore.periods).toEqual([5, 6, 4]);
    expect(second?.status.phase).toBe('live');
  });

  it('esports events with a winner code and an empty time are still live or paused, never finished', () => {
    const matches = liveList('research-all_sports-samples-esports-sport-sport-events-live__1.json');
    expect(matches.map((match) => [match.status.code, match.status.phase])).toEqual([
      [30, 'paused'],
      [1002, 'live'],
      [1001, 'live'],
    ]);
    expect(matches.every((match) => match.clock === null)).toBe(true);
    expect(matches[0]?.homeScore.periods).toEqual([1, 0, 0, 0, 0]);
  });

  it('basketball after overtime keeps quarters and overtime apart', () => {
    const match = single('data-status_samples-basketball-K1_overtime_finished__17066086.json');
    expect(match.status.phase).toBe('finished');
    expect(match.homeScore).toMatchObject({ current: 78, periods: [16, 19, 11, 18], overtime: 14 });
    expect(match.awayScore).toMatchObject({ current: 70, periods: [20, 18, 21, 5], overtime: 6 });
  });

  it('a halftime event whose score has only the first period is paused with one period', () => {
    const match = single('data-status_samples-football-A_inprogress-31-halftime__17184989.json');
    expect(match.status).toEqual({ phase: 'paused', text: 'Halftime', code: 31 });
    expect(match.homeScore).toMatchObject({ current: 2, display: 2, periods: [2] });
    expect(match.awayScore.periods).toEqual([0]);
    expect(match.clock).toBeNull();
  });

  it('incidents stay newest first with period markers, cards and substitutions named', () => {
    const { items } = parseIncidents(
      loadRealPayload('research-all_sports-samples-football-event-id-incidents__2.json'),
    );
    expect(items[0]).toMatchObject({ kind: 'period', text: 'FT', time: 90, addedTime: null });
    const times = items.map((incident) => incident.time).filter((time) => time !== null);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(items.find((incident) => incident.text === 'HT')?.kind).toBe('period');
    expect(items.filter((incident) => incident.kind === 'card')).toHaveLength(7);
    expect(items.some((incident) => incident.text === 'Red card — ' + redCardPlayer())).toBe(true);
    expect(items[1]?.text).toBe('Substitution — K. Baba for A. Tahiri');
  });

  it('shoot-out kicks and the PEN marker are read, the marker without a minute', () => {
    const { items } = parseIncidents(
      loadRealPayload('research-all_sports-samples-football-event-id-incidents__1.json'),
    );
    expect(items[0]).toMatchObject({ kind: 'period', text: 'PEN', time: null, homeScore: 4 });
    expect(items[1]).toMatchObject({
      kind: 'penalty-shootout',
      isHome: false,
      text: 'Penalty scored — J. Sarmiento',
    });
  });

  it('ice hockey power-play goals and suspensions are told apart', () => {
    const { items } = parseIncidents(
      loadRealPayload('research-all_sports-samples-ice-hockey-event-id-incidents__1.json'),
    );
    expect(items[1]).toMatchObject({
      kind: 'goal',
      time: 56,
      isHome: true,
      text: 'Goal (power play) — A. Lehkonen',
    });
    expect(items[2]).toMatchObject({
      kind: 'suspension',
      text: 'Suspension (2 min) — A. Turcotte',
    });
  });

  it('basketball period markers keep their own words', () => {
    const { items } = parseIncidents(
      loadRealPayload('research-all_sports-samples-basketball-event-id-incidents__3.json'),
    );
    expect(
      items.map((incident) => [incident.text, incident.homeScore, incident.awayScore]),
    ).toEqual([
      ['2nd quarter', 50, 55],
      ['Q1', 29, 32],
    ]);
  });
});

function redCardPlayer(): string {
  const body = loadRealPayload(
    'research-all_sports-samples-football-event-id-incidents__2.json',
  ) as {
    incidents: { incidentClass?: string; player?: { shortName?: string } }[];
  };
  return (
    body.incidents.find((incident) => incident.incidentClass === 'red')?.player?.shortName ?? '?'
  );
}
