// Sports played as a series of games or maps, as the interface describes them: badminton best of
// three games to 21 (win by two, cap 30), singles and doubles pairs; Dota 2 groups best of two,
// where a series can end 1–1.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoService } from '../../electron/demo/demo-service-api';
import { getJson, startTestService } from './demo-test-kit';

const HOUR = 3_600_000;

let service: DemoService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.close());

interface SeriesEvent {
  id: number;
  tournament: { uniqueTournament: { category: { id: number } } };
  homeTeam: { name: string };
  awayTeam: { name: string };
  homeScore: Record<string, number>;
  awayScore: Record<string, number>;
  status: { type: string };
  winnerCode?: number;
  bestOf?: number;
}

/** Every match of the sport on the simulated day, as its match endpoint tells it now. */
async function day(sport: string): Promise<SeriesEvent[]> {
  const { body } = await getJson(service, `/v2/${sport}/schedule/2026-11-21`);
  const ids = (body.events as { id: number }[]).map((event) => event.id);
  return Promise.all(
    ids.map(
      async (id) => (await getJson(service, `/v2/${sport}/match/${id}`)).body.event as SeriesEvent,
    ),
  );
}

function gameWon(mine: number, theirs: number): boolean {
  return mine === 30 || (mine >= 21 && mine - theirs >= 2);
}

describe('series forms', () => {
  it('badminton: each finished game was won to 21 by two clear (or 30), two games win the match', async () => {
    service.world.advance(6 * HOUR);
    const finished = (await day('badminton')).filter((event) => event.status.type === 'finished');
    expect(finished.length).toBeGreaterThan(10);
    for (const event of finished) {
      const games = ['period1', 'period2', 'period3'].filter((key) => key in event.homeScore);
      const won = { home: 0, away: 0 };
      for (const key of games) {
        const [home, away] = [event.homeScore[key] ?? 0, event.awayScore[key] ?? 0];
        expect(gameWon(home, away) !== gameWon(away, home), `${event.id} ${key}`).toBe(true);
        won[gameWon(home, away) ? 'home' : 'away'] += 1;
      }
      expect(Math.max(won.home, won.away)).toBe(2);
      expect([event.homeScore.current, event.awayScore.current]).toEqual([won.home, won.away]);
      expect(event.winnerCode).toBe(won.home > won.away ? 1 : 2);
    }
  });

  it('badminton: singles players and doubles pairs named "A / B"', async () => {
    const names = (await day('badminton')).flatMap((event) => [
      event.homeTeam.name,
      event.awayTeam.name,
    ]);
    expect(names.some((name) => /^\S+ \S+ \/ \S+ \S+$/.test(name))).toBe(true);
    expect(names.some((name) => !name.includes('/'))).toBe(true);
  });

  it('Dota 2 groups are best of 2: at most two maps, and a series can end 1–1 as a draw', async () => {
    const dota = (await day('esports')).filter(
      (event) => event.tournament.uniqueTournament.category.id === 1570,
    );
    expect(dota.length).toBeGreaterThan(3);
    for (const event of dota) expect(event.bestOf).toBe(2);
    const finished = dota.filter((event) => event.status.type === 'finished');
    for (const event of finished) {
      expect(event.homeScore.current! + event.awayScore.current!).toBeLessThanOrEqual(2);
      expect(event.homeScore.period3).toBe(0);
    }
    const level = finished.filter(
      (event) => event.homeScore.current === 1 && event.awayScore.current === 1,
    );
    expect(level.length).toBeGreaterThan(0);
    for (const event of level) expect(event.winnerCode).toBe(3);
  });
});
