// A German notification stays German when the service's answers add to it: the player of the match
// and how a goal was scored come in the alert's language, not in English.

import { describe, expect, it } from 'vitest';
import type { Alert } from '../../../shared/domain';
import type { Incident } from '../../../shared/match-detail';
import { translator } from '../../../shared/i18n';
import { enrichAlert, scorerOf } from '../../../electron/core/alerts/alert-enricher';
import type { FanDataClient } from '../../../electron/core/api/fan-data-client';
import { ManualClock } from '../../fixtures/manual-clock';

const DE = translator('de');

const fulltime: Alert = {
  id: 'ft-1',
  kind: 'fulltime',
  sport: 'football',
  matchId: 1,
  teamId: 10,
  score: { home: 2, away: 1 },
  title: 'Abpfiff: Norwich City 2–1 Eastleigh',
  body: 'Endstand 2–1',
  iconPath: null,
  at: 0,
};

/** The two answers the enricher asks for the player of the match. */
const fan = {
  bestPlayers: async () => ({ name: 'Jonas Weber', rating: '8.4' }),
  award: async () => null,
} as unknown as FanDataClient;

describe('German words added to an alert', () => {
  it('names the player of the match in German', async () => {
    const richer = await enrichAlert(fulltime, {
      client: () => null,
      fan: () => fan,
      clock: new ManualClock(),
      words: () => DE,
    });
    expect(richer.body).toBe('Endstand 2–1 · Spieler des Spiels: Jonas Weber (8.4)');
    expect(richer.body).not.toContain('Player of the match');
  });

  it('says how the goal was scored in German', () => {
    const penalty: Incident = {
      kind: 'goal',
      time: 67,
      addedTime: null,
      isHome: true,
      text: 'Goal — J. Weber (penalty)',
      homeScore: 2,
      awayScore: 1,
      player: 'Jonas Weber',
    };
    const goal = { ...fulltime, kind: 'goal' as const };
    expect(scorerOf([penalty], goal, DE)).toBe('Jonas Weber (Elfmeter)');
    expect(scorerOf([{ ...penalty, text: 'Goal (own goal)' }], goal, DE)).toBe(
      'Jonas Weber (Eigentor)',
    );
    expect(scorerOf([penalty], goal)).toBe('Jonas Weber (penalty)');
  });
});
