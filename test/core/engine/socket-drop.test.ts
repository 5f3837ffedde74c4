import { describe, expect, it } from 'vitest';
import { goalAlertsAt, pause, useDemoEngines, waitFor, waitForState } from './engine-harness';

const harness = useDemoEngines();

describe('football push channel against the demo service', () => {
  it('alerts a goal pushed on the socket once', async () => {
    const { demo, match, running } = await harness.followLive('football');
    expect(running.seen.ready[0]?.transports.football).toBe('websocket');
    expect(running.seen.alerts).toEqual([]);
    const crest = await running.engine.connection.imagePath('team', 'football', match.homeTeamId);
    expect(crest).toMatch(/\.png$/);

    demo.world.score('football', match.id, 'home');
    await waitFor(
      () => goalAlertsAt(running.seen, match.id, match.home + 1, match.away).length > 0,
      'the goal alert',
    );
    const alert = goalAlertsAt(running.seen, match.id, match.home + 1, match.away)[0]!;
    expect(alert.kind).toBe('goal');
    expect(alert.title).toContain(match.homeTeamName);
    expect(alert.title).toContain(match.awayTeamName);
    expect(running.seen.notified.map((a) => a.id)).toContain(alert.id);
    // The followed team's crest, from the disk cache, for the notification's icon.
    expect(alert.iconPath).toBe(crest);
  });

  it('catches up a goal scored while the socket was down, and alerts it exactly once', async () => {
    const { demo, match, running } = await harness.followLive('football');

    demo.faults.dropSockets();
    demo.world.score('football', match.id, 'away');
    await waitFor(
      () => goalAlertsAt(running.seen, match.id, match.home, match.away + 1).length > 0,
      'the goal after reconnecting',
    );
    await waitForState(running.seen, 'connected');
    expect(running.seen.statuses.some((status) => status.state === 'reconnecting')).toBe(true);
    expect(
      demo.log.requests().filter((r) => r.path.startsWith('/v2/football/ws')).length,
    ).toBeGreaterThanOrEqual(2);

    // More looks at the same score (pushes, polls, another reconnect) never repeat it.
    demo.faults.dropSockets();
    await waitFor(
      () => demo.log.requests().filter((r) => r.path.startsWith('/v2/football/ws')).length >= 3,
      'another reconnect',
    );
    await running.engine.live.whenIdle();
    await pause(100);
    expect(goalAlertsAt(running.seen, match.id, match.home, match.away + 1)).toHaveLength(1);
  });

  it('detects a half-open socket by its missing pongs and connects again', async () => {
    const { demo, match, running } = await harness.followLive('football');

    demo.faults.freezeSockets(true);
    await waitFor(
      () => running.seen.problems.some((problem) => problem.message.includes('half-open')),
      'the heartbeat to notice',
    );
    expect(running.seen.statuses.at(-1)?.transports.football).toBe('polling');
    demo.faults.freezeSockets(false);
    await waitFor(
      () => running.engine.status().transports.football === 'websocket',
      'the socket back',
    );
    demo.world.score('football', match.id, 'home');
    await waitFor(
      () => goalAlertsAt(running.seen, match.id, match.home + 1, match.away).length === 1,
      'the goal',
    );
  });
});
