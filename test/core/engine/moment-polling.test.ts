import { describe, expect, it } from 'vitest';
import type { Match } from '../../../shared/domain';
import { progressOf } from '../../../shared/match-progress';
import { startTestDemo } from '../../fixtures/demo-service';
import { FAST_LIVE, useDemoEngines, waitFor, type RunningEngine } from './engine-harness';

const harness = useDemoEngines();

/**
 * Follows a live match of the sport on a demo whose day is 45 minutes from its reset, with a quota
 * that cannot poll it all at the shortest interval: the plan has to choose, and is about this
 * match alone. Between moments the engine looks at most every 1.5 s, near one every 40 ms or so.
 */
async function followNearReset(sport: string) {
  const demo = await startTestDemo({
    seed: 11,
    startAt: Date.UTC(2026, 8, 29, 23, 15),
    dailyQuota: 4_000,
  });
  harness.onCleanup(() => demo.close());
  const { match, running } = await harness.followLive(sport, {
    demo,
    options: { live: { ...FAST_LIVE, minPollIntervalMs: 40, betweenMomentsMs: 1_500 } },
  });
  // A followed sport's look: its own live list, or the scores list where that covers it.
  const lookups = () =>
    demo.log.requests().filter((r) => r.path === `/v2/${sport}/live` || r.path.endsWith('/scores'))
      .length;
  // The engine's live view: a rally within a game changes no score line, but the view has it.
  const latest = (): Match | undefined =>
    running.engine.live.list().find((seen) => seen.sport === sport && seen.id === match.id);
  await waitFor(() => latest() !== undefined, 'the followed match');
  const total = () => (latest()!.homeScore.current ?? 0) + (latest()!.awayScore.current ?? 0);
  const phase = () => demo.world.matches(sport).find((m) => m.id === match.id)!.phase;
  // A change of status is a score line (the live view keeps only matches in play).
  const told = () => running.seen.scores.findLast((seen) => seen.id === match.id)?.status;
  return {
    demo,
    match,
    running,
    lookups,
    latest: () => latest()!,
    phase,
    /** When the period's clock runs out at the earliest: it never runs faster than real time. */
    earliestEnd: () => {
      const clock = latest()!.clockState!;
      return clock.at + (clock.periodEnd! - clock.seconds) * 1000;
    },
    /** Scores for the home side and waits until the engine has it: what it added, in how many looks. */
    scoreSeen: async () => {
      const before = { total: total(), looks: lookups() };
      demo.world.score(sport, match.id, 'home');
      await waitFor(() => total() > before.total, `the ${sport} score seen`);
      return { added: total() - before.total, looks: lookups() - before.looks };
    },
    /** Plays on until the period is over, and waits until the engine tells an end: in how many looks. */
    endSeen: async (isEnd: (phase: string | undefined) => boolean) => {
      while (phase() === 'live') demo.world.advance(30_000);
      const ended = lookups();
      await waitFor(() => isEnd(told()?.phase), 'the end of the period seen');
      return lookups() - ended;
    },
  };
}

/** Between moments the plan looks less often than the shortest interval it could afford. */
function expectSparse(running: RunningEngine) {
  const pace = running.engine.status().quota.pace;
  expect(pace?.betweenMs).toBeGreaterThan(pace!.intervalMs);
}

describe('a sport told at moments is polled densely near them and sparsely between them', () => {
  /** Badminton is told at the end of each game: between game points nothing it does alerts. */
  const SPORT = 'badminton';

  it('a followed badminton match: one look per point mid-game, many at a game point, the game end seen at once', async () => {
    const { demo, match, running, lookups, latest } = await followNearReset(SPORT);
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
      await waitFor(() => expected(game()), 'the point seen');
      return lookups() - before;
    };
    const start = game();
    expect(start.home).toBeLessThan(15);
    expect(start.away).toBeLessThan(19);

    // Mid-game: the game cannot end for many points, so the engine looks sparsely, and a point
    // scored now is seen at its next look, not after a string of them.
    const midGame = await point('home', (g) => g.home === start.home + 1);
    expect(midGame).toBeLessThanOrEqual(3);
    expectSparse(running);

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

  it("a followed handball match: sparse while the half's clock has minutes left, dense once it has none, half time seen at once", async () => {
    const { demo, running, lookups, latest, phase, earliestEnd, scoreSeen, endSeen } =
      await followNearReset('handball');
    expect(latest().status.text).toMatch(/^(1st|2nd) half$/i);
    const secondHalf = /2nd/.test(latest().status.text);
    const halfEnd = earliestEnd();
    expect(halfEnd - demo.world.now()).toBeGreaterThan(3 * 60_000);

    // A goal mid-half is no alert in handball: it is seen at the next sparse look.
    const goal = await scoreSeen();
    expect(goal.added).toBe(1);
    expect(goal.looks).toBeLessThanOrEqual(3);
    expectSparse(running);

    // A minute past the clock's earliest end the half is still on (play stops the clock): dense.
    demo.world.advance(halfEnd + 60_000 - demo.world.now());
    expect(phase()).toBe('live');
    const near = lookups();
    await waitFor(() => lookups() >= near + 10, 'dense looks near the end of the half');

    // The half ends: the next look sees it. The second half's end is full time; the first's, half time.
    const end = secondHalf ? 'finished' : 'paused';
    expect(await endSeen((told) => told === end)).toBeLessThanOrEqual(3);
  });

  it("a followed basketball match: the demo's quarter clock makes it sparse mid-quarter, and the quarter's end is seen at once", async () => {
    const { demo, running, latest, earliestEnd, scoreSeen, endSeen } =
      await followNearReset('basketball');
    // The demo sends basketball's time object as the real payloads do: seconds played of 600.
    expect(latest().clockState).toMatchObject({ scope: 'period', periodEnd: 600, countdown: true });
    expect(latest().status.text).toMatch(/quarter$/i);
    const lastQuarter = /4th/.test(latest().status.text);
    expect(earliestEnd() - demo.world.now()).toBeGreaterThan(3 * 60_000);

    // Points mid-quarter are no alert: seen at the next sparse look, not after a string of them.
    expect((await scoreSeen()).looks).toBeLessThanOrEqual(3);
    expectSparse(running);

    // The demo's clock stops in play, so the quarter ends later than the clock's earliest end; the
    // engine looks again each time the clock could have run out, and the end is seen at once (a
    // break, or full time after the 4th).
    const looks = await endSeen(
      (told) => told === 'paused' || (lastQuarter && told === 'finished'),
    );
    expect(looks).toBeLessThanOrEqual(3);
  });
});
