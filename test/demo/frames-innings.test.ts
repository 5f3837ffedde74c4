// Snooker and baseball as the demo plays them (electron/demo/README.md "Sports simulated"): a
// snooker match is won by the first to more than half its frames, over two sessions with a break
// between them; a baseball game is never tied, its runs are the sum of its innings, and it goes to
// extra innings only when level after nine.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoService } from '../../electron/demo/demo-service-api';
import { getJson, startTestService } from './demo-test-kit';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let service: DemoService;
beforeAll(async () => {
  service = await startTestService();
  // A morning of play, so that the day has finished matches of both sports.
  service.world.advance(8 * HOUR);
});
afterAll(() => service.close());

interface Event {
  id: number;
  homeScore: Record<string, number>;
  awayScore: Record<string, number>;
  status: { description: string; type: string };
  winnerCode?: number;
  bestOf?: number;
}

async function event(sport: string, id: number): Promise<Event> {
  return (await getJson(service, `/v2/${sport}/match/${id}`)).body.event as Event;
}

async function finished(sport: string): Promise<Event[]> {
  const ids = service.world
    .matches(sport)
    .filter((match) => match.phase === 'finished')
    .map((match) => match.id);
  return Promise.all(ids.map((id) => event(sport, id)));
}

const innings = (score: Record<string, number>) =>
  Object.keys(score).filter((key) => /^period\d+$/.test(key)).length;

describe('snooker', () => {
  it('the first to more than half the frames wins; the loser has fewer', async () => {
    const ended = await finished('snooker');
    expect(ended.length).toBeGreaterThan(3);
    for (const match of ended) {
      expect([17, 19]).toContain(match.bestOf);
      const needed = Math.floor(match.bestOf! / 2) + 1;
      const [home, away] = [match.homeScore.current!, match.awayScore.current!];
      expect(Math.max(home, away), `${match.id}`).toBe(needed);
      expect(Math.min(home, away)).toBeLessThan(needed);
      expect(match.winnerCode).toBe(home > away ? 1 : 2);
    }
  });

  it('frames are played one by one, with a session break after just under half of them', async () => {
    // A best of 17: the sport's own rule is a best of 19, so this one must end by its tournament's.
    let next: { id: number; startTimestamp: number } | undefined;
    for (const match of service.world.matches('snooker')) {
      if (match.phase !== 'scheduled') continue;
      if ((await event('snooker', match.id)).bestOf === 17) next = match;
      if (next) break;
    }
    if (!next) throw new Error('no best of 17 to come');
    service.world.advance(next.startTimestamp * 1000 - service.world.now());
    const statuses: string[] = [];
    let played = 0;
    for (let step = 0; step < 600; step++) {
      const now = await event('snooker', next.id);
      const frames = (now.homeScore.current ?? 0) + (now.awayScore.current ?? 0);
      // Never two frames at once.
      expect(frames - played).toBeLessThanOrEqual(1);
      played = frames;
      // The frame that gives a player more than half ends the match then, not a minute later.
      if (Math.max(now.homeScore.current ?? 0, now.awayScore.current ?? 0) > 17 / 2)
        expect(now.status.type, `at ${frames} frames`).toBe('finished');
      if (statuses.at(-1) !== now.status.description) statuses.push(now.status.description);
      if (now.status.type === 'finished') break;
      service.world.advance(MINUTE);
    }
    const firstSession = Math.floor((await event('snooker', next.id)).bestOf! / 2);
    const frames = Array.from({ length: firstSession }, (_, index) => `Frame ${index + 1}`);
    expect(statuses.slice(0, firstSession + 2)).toEqual([
      ...frames,
      'Session break',
      `Frame ${firstSession + 1}`,
    ]);
    expect(statuses.filter((status) => status === 'Session break')).toHaveLength(1);
    expect(statuses.at(-1)).toBe('Ended');
  });
});

describe('baseball', () => {
  it('never tied; runs are the innings summed; extra innings only after a tie at nine', async () => {
    const ended = await finished('baseball');
    expect(ended.length).toBeGreaterThan(5);
    for (const match of ended) {
      const runs = (score: Record<string, number>) =>
        Object.entries(score)
          .filter(([key]) => /^period\d+$/.test(key))
          .reduce((sum, [, value]) => sum + value, 0);
      expect(match.homeScore.current).toBe(runs(match.homeScore));
      expect(match.awayScore.current).toBe(runs(match.awayScore));
      expect(match.homeScore.current).not.toBe(match.awayScore.current);
      expect(innings(match.homeScore)).toBeGreaterThanOrEqual(9);
      if (innings(match.homeScore) > 9) {
        const throughNine = (score: Record<string, number>) =>
          Array.from({ length: 9 }, (_, index) => score[`period${index + 1}`] ?? 0).reduce(
            (sum, value) => sum + value,
            0,
          );
        expect(throughNine(match.homeScore)).toBe(throughNine(match.awayScore));
      }
    }
  });
});
