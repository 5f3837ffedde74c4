import { describe, expect, it } from 'vitest';
import { followedTeamSchema } from '../../../shared/settings';
import type { DemoService } from '../../../electron/demo/demo-service-api';
import { liveMatchOf, pause, requestsTo, useDemoEngines, waitFor } from './engine-harness';

const harness = useDemoEngines();

/** A team of the sport that plays neither now nor today (the demo gives each team one sport). */
function idleTeam(demo: DemoService, sport: string): number {
  const busy = new Set(demo.world.matches(sport).flatMap((m) => [m.homeTeamId, m.awayTeamId]));
  for (let id = 1; id < 10_000_000; id += 1) {
    const candidate = (demo.world.matches(sport)[0]?.homeTeamId ?? 0) + id;
    if (!busy.has(candidate)) return candidate;
  }
  throw new Error('no idle team');
}

describe('polling only while it can matter', () => {
  it('polls no live list when nothing followed is on and the window is closed', async () => {
    const demo = await harness.startDemo();
    const team = followedTeamSchema.parse({
      sport: 'basketball',
      teamId: idleTeam(demo, 'basketball'),
      name: 'Idle',
    });
    const running = await harness.runEngine(demo, { follows: [team] });
    expect(running.seen.ready[0]?.transports).toEqual({
      basketball: 'idle',
      football: 'idle',
      tennis: 'idle',
    });
    await pause(400);
    // Ten poll intervals passed: the fixtures were fetched once, no live list at all.
    expect(requestsTo(demo, '/live')).toBe(0);
    expect(requestsTo(demo, '/v2/basketball/today')).toBe(1);
    expect(requestsTo(demo, '/v2/football/')).toBe(0);
    expect(requestsTo(demo, '/v2/tennis/')).toBe(0);
  });

  it('polls a sport while the user looks at it, and stops when they look away', async () => {
    const demo = await harness.startDemo();
    const running = await harness.runEngine(demo);
    expect(requestsTo(demo, '/v2/tennis/live')).toBe(0);
    running.engine.live.view(['tennis']);
    await waitFor(() => requestsTo(demo, '/v2/tennis/live') >= 3, 'tennis polled');
    expect(running.engine.live.list().some((m) => m.sport === 'tennis')).toBe(true);
    // An open window also polls the watched sports (football over its socket).
    expect(running.engine.status().transports).toMatchObject({
      tennis: 'polling',
      basketball: 'polling',
      football: 'websocket',
    });

    running.engine.live.view([]);
    await running.engine.live.whenIdle();
    const after = requestsTo(demo, '/live');
    await pause(300);
    expect(requestsTo(demo, '/live')).toBe(after);
    expect(running.engine.live.list()).toEqual([]);
  });

  // Futsal: a sport the multi-sport scores list does not cover, so its own live list is polled (a
  // covered sport sees the end in the scores list itself, which keeps recently ended games).
  it('confirms a followed match that left the live list before announcing full time', async () => {
    const demo = await harness.startDemo();
    const match = liveMatchOf(demo, 'futsal');
    const running = await harness.runEngine(demo, {
      follows: [
        followedTeamSchema.parse({ sport: 'futsal', teamId: match.awayTeamId, name: 'Away' }),
      ],
    });
    demo.world.finish('futsal', match.id);
    await waitFor(() => running.seen.alerts.some((a) => a.kind === 'fulltime'), 'full time');
    const paths = demo.log.requests().map((r) => r.path);
    const confirmation = paths.findIndex((p) => p === `/v2/futsal/match/${match.id}`);
    expect(confirmation).toBeGreaterThan(0);
    const fulltime = running.seen.alerts.find((a) => a.kind === 'fulltime')!;
    expect(fulltime.teamId).toBe(match.awayTeamId);
    expect(fulltime.title).toContain(match.homeTeamName);
    // The match is gone from the live view once its end was announced, and is not polled for.
    await waitFor(
      () => !running.engine.live.list().some((m) => m.id === match.id),
      'the match to leave',
    );
    await waitFor(() => running.engine.status().transports.futsal === 'idle', 'futsal to go idle');
  });
});
