import { describe, expect, it } from 'vitest';
import { parseSingleMatch } from '../../../../electron/core/api/parse/match-list';
import {
  loadRealPayload,
  stripScraperMarkers,
  unwrapScraperRecord,
} from '../../../fixtures/real-payloads';

const context = { sport: 'football', now: Date.parse('2026-09-29T15:52:53Z') };

function realFinal(): Record<string, unknown> {
  return stripScraperMarkers(
    unwrapScraperRecord(
      loadRealPayload('data-status_samples-football-A_finished-110-aet__17148332.json'),
    ),
  ) as Record<string, unknown>;
}

describe('red cards of an event', () => {
  it('reads the players sent off from a real finished football event', () => {
    expect(parseSingleMatch('match', realFinal(), context).redCards).toEqual({ home: 1, away: 1 });
  });

  it('leaves them out when none were shown, and ignores counts that are not counts', () => {
    const event = realFinal();
    const none = { ...event, homeRedCards: 0, awayRedCards: 0 };
    expect(parseSingleMatch('match', none, context).redCards).toBeUndefined();
    const odd = { ...event, homeRedCards: -3, awayRedCards: 'two' };
    expect(parseSingleMatch('match', odd, context).redCards).toBeUndefined();
    const one = { ...event, homeRedCards: null, awayRedCards: 2 };
    expect(parseSingleMatch('match', one, context).redCards).toEqual({ home: 0, away: 2 });
  });
});
