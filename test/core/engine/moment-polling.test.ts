import { describe, expect, it } from 'vitest';
import type { Match } from '../../../shared/domain';
import { progressOf } from '../../../shared/match-progress';
import { startDemoService } from '../../../electron/demo/server';
import { FAST_LIVE, useDemoEngines, waitFor } from './engine-harness';

const harness = useDemoEngines();

/** Badminton is told at the end of each game: between game points nothing it does alerts. */
const SPORT = 'badminton';
const LIVE_LIST = `/v2/${SPORT}/live`;

describe('a sport told at moments is polled densely near them and sparsely between them', () => {
  it('a followed badminton match: one look per point mid-game, many at a game point, the game end seen at once', async () => {
    // A quota that cannot poll the whole match at the shortest interval: the plan has to choose.
    // The day is 45 minutes from its reset, so the plan is about this match alone.
    const demo = await startDemoService({
      seed: 11,
      clockMode: 'manual',
      startAt: Date.UTC(2026, 8, 29, 23, 15),
      dailyQuota: 4_000,
    });
    harness.onCleanup(() => demo.close());
    const { match, running } = await harness.followLive(SPORT, {
      demo,
      options: { live: { ...FAST_LIVE, minPollIntervalMs: 40, betweenMomentsMs: 1_500 } },
    });
    const lookups = () => demo.log.requests().filter((r) => r.path === LIVE_LIST).length;
    // The engine's live view: a rally within a game changes no score line, but the view has it.
    const latest = (): Match | undefined =>
      running.engine.liveMatches().find((seen) => seen.sport === SPORT && seen.id === match.id);
    const game = () => {
      const progress = progressOf(latest()!);
      const points = progress.periods[(progress.current ?? 1) - 1];
      return { number: progress.current, home: points?.home ?? 0, away: points?.away ?? 0 };
    };
    const point = async (
      side: 'home' | 'away',
      expected: (g: ReturnType<typeof game>) => boolean,
    ) => {
      const before = lookups();
      demo.world.score(SPORT, match.id, side);
      await waitFor(() => latest() !== undefined && expected(game()), 'the point seen');
      return lookups() - before;
    };
    await waitFor(() => latest() !== undefined, 'the followed match');
    const start = game();
    expect(start.home).toBeLessThan(15);
    expect(start.away).toBeLessThan(19);

    // Mid-game: the game cannot end for many points, so the engine looks sparsely, and a point
    // scored now is seen at its next look, not after a string of them.
    const midGame = await point('home', (g) => g.home === start.home + 1);
    expect(midGame).toBeLessThanOrEqual(3);
    const pace = running.engine.status().quota.pace;
    expect(pace?.betweenMs).toBeGreaterThan(pace!.intervalMs);

    // Up to a game point for the followed side (20, ahead): the game can end with the next rally.
    const before = game();
    for (let won = before.home; won < 20; won += 1) demo.world.score(SPORT, match.id, 'home');
    await waitFor(() => game().home === 20, 'the game point seen');
    const atGamePoint = lookups();
    await waitFor(() => lookups() >= atGamePoint + 10, 'dense looks at the game point');
    expect(game().home).toBe(20);

    // The game's end is seen at the next look, and the next game is sparse again.
    const gameEnd = await point('home', (g) => g.number === start.number! + 1 || g.home === 0);
    expect(gameEnd).toBeLessThanOrEqual(3);
    const nextGame = game();
    const midNext = await point('away', (g) => g.away === nextGame.away + 1);
    expect(midNext).toBeLessThanOrEqual(3);
  });
});
