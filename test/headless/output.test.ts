import { describe, expect, it } from 'vitest';
import {
  notificationLine,
  readyLine,
  scoreLine,
  statusLine,
  toJson,
  toText,
} from '../../electron/headless/output';
import type { Alert } from '../../shared/domain';
import { accountStatus as status } from '../fixtures/account-status';
import { listMatch } from '../fixtures/match-builders';

describe('headless output lines', () => {
  it('writes a score line with both teams, the score and the status phase and text', () => {
    const match = listMatch({ id: 9, homeId: 1, awayId: 2, score: [2, 1], phase: 'live' });
    const line = JSON.parse(toJson(scoreLine(match))) as Record<string, unknown>;
    expect(line).toEqual({
      type: 'score',
      sport: 'football',
      matchId: 9,
      home: { id: 1, name: 'Home 9' },
      away: { id: 2, name: 'Away 9' },
      score: { home: 2, away: 1 },
      status: 'live',
      statusText: 'live',
    });
    expect(toText(scoreLine(match))).toBe('[football] Home 9 2–1 Away 9 · live');
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
    // Everything a person or script reads, but not the alert's id, time or local icon path.
    const { id: _id, at: _at, iconPath: _iconPath, ...told } = alert;
    expect(notificationLine(alert)).toEqual({ type: 'notification', ...told });
    expect(Object.keys(told)).toEqual([
      'kind',
      'sport',
      'matchId',
      'teamId',
      'score',
      'title',
      'body',
    ]);
  });

  it('gives the reset time only while the quota is used up', () => {
    const resetAt = Date.UTC(2026, 8, 30);
    expect(statusLine(status({ state: 'quota-exhausted', resetAt, detail: 'd' }))).toEqual({
      type: 'status',
      state: 'quota-exhausted',
      resetAt: '2026-09-30T00:00:00.000Z',
      detail: 'd',
    });
    expect(statusLine(status({}))).toEqual({ type: 'status', state: 'connected', detail: null });
  });

  it('lists the transport of every sport when ready', () => {
    const line = readyLine(
      { sports: ['football', 'tennis'], transports: { football: 'websocket', tennis: 'idle' } },
      null,
      0,
    );
    expect(toText(line)).toBe('Scoretray is watching: football (websocket), tennis (idle)');
  });
});
