import { describe, expect, it } from 'vitest';
import {
  notificationLine,
  readyLine,
  scoreLine,
  statusLine,
  toJson,
  toText,
  type OutputLine,
} from '../../electron/headless/output';
import type { Alert } from '../../shared/domain';
import { translator } from '../../shared/i18n';
import { accountStatus as status } from '../fixtures/account-status';
import { listMatch } from '../fixtures/match-builders';

const EN = { t: translator('en'), locale: 'en-GB' };
const DE = { t: translator('de'), locale: 'de-DE' };

describe('headless output lines', () => {
  it('writes a score line with both teams, the score and the status phase and text', () => {
    const match = listMatch({ id: 9, homeId: 1, awayId: 2, score: [2, 1], phase: 'live' });
    const line = JSON.parse(toJson(scoreLine(match, 0))) as Record<string, unknown>;
    expect(line).toEqual({
      type: 'score',
      sport: 'football',
      matchId: 9,
      home: { id: 1, name: 'Home 9' },
      away: { id: 2, name: 'Away 9' },
      score: { home: 2, away: 1 },
      status: 'live',
      statusText: 'live',
      clock: 'live',
    });
    expect(toText(scoreLine(match, 0), EN)).toBe('[football] Home 9 2–1 Away 9 · live');
  });

  it('writes a notification line a person can read', () => {
    const alert: Alert = {
      id: 'x',
      kind: 'goal',
      sport: 'football',
      matchId: 9,
      teamId: 1,
      score: { home: 2, away: 1 },
      title: 'GOAL! Home 9 2–1 Away 9',
      body: "67' · Test League",
      iconPath: '/secret/path.png',
      at: 0,
    };
    // Everything a person or script reads, and the id its update repeats; not the alert's time or
    // local icon path.
    const { at: _at, iconPath: _iconPath, ...told } = alert;
    expect(notificationLine(alert)).toEqual({ type: 'notification', ...told });
    expect(Object.keys(told)).toEqual([
      'id',
      'kind',
      'sport',
      'matchId',
      'teamId',
      'score',
      'title',
      'body',
    ]);
    // The scorer named later: the same alert again, said to be its update, with his id for --player.
    const scorer = { id: 42, name: 'Ada Stone' };
    const named = { ...alert, body: "Ada Stone · 67' · Test League", scorer };
    expect(notificationLine(named, true)).toEqual({
      type: 'notification',
      ...told,
      update: true,
      body: "Ada Stone · 67' · Test League",
      scorer,
    });
  });

  it('gives the reset time only while the quota is used up', () => {
    const resetAt = Date.UTC(2026, 8, 30);
    expect(statusLine(status({ state: 'quota-exhausted', resetAt, detail: 'd' }), EN)).toEqual({
      type: 'status',
      state: 'quota-exhausted',
      resetAt: '2026-09-30T00:00:00.000Z',
      message: expect.stringMatching(/^Daily quota used up; nothing is sent until \d\d:\d\d$/),
      detail: 'd',
    });
    expect(statusLine(status({}), EN)).toEqual({
      type: 'status',
      state: 'connected',
      message: null,
      detail: null,
    });
  });

  it("says a status in the run's language, the technical reason beside it", () => {
    const offline = statusLine(status({ state: 'offline', detail: 'ECONNREFUSED' }), DE);
    expect(offline).toMatchObject({
      message: 'Der Dienst ist nicht erreichbar; Scoretray versucht es selbst erneut',
      detail: 'ECONNREFUSED',
    });
    expect(toText(offline, DE)).toBe(
      'Zustand: Offline · Der Dienst ist nicht erreichbar; Scoretray versucht es selbst erneut (ECONNREFUSED)',
    );
    const pushDown = statusLine(status({ state: 'reconnecting', reconnecting: 'push' }), EN);
    expect(toText(pushDown, EN)).toBe(
      'Status: Reconnecting · Live push is down; reconnecting, scores are polled meanwhile',
    );
  });

  it("writes the calendar and counts lines in the run's language", () => {
    const calendar = { type: 'calendar', file: '/tmp/spiele.ics', events: 2 } as const;
    expect(toText(calendar, DE)).toBe('Kalender: 2 Spiele nach /tmp/spiele.ics geschrieben');
    expect(toText(calendar, EN)).toBe('Calendar: 2 fixtures written to /tmp/spiele.ics');
    const counts: OutputLine = {
      type: 'counts',
      source: 'service',
      counts: [{ sport: 'football', live: 3, total: 9 }],
    };
    expect(toText(counts, DE)).toBe('Jetzt live: football 3 (laut den Zahlen des Dienstes)');
  });

  it('lists the transport of every sport when ready', () => {
    const line = readyLine(
      { sports: ['football', 'tennis'], transports: { football: 'websocket', tennis: 'idle' } },
      null,
      0,
    );
    expect(toText(line, EN)).toBe('Scoretray is watching: football (websocket), tennis (idle)');
    expect(toText(line, DE)).toBe('Scoretray beobachtet: football (websocket), tennis (idle)');
  });
});
