// A half-open push socket (the service stops answering, no FIN arrives) is noticed by its missing
// pongs within ten seconds, and football is polled from then until the socket is back: a goal
// scored meanwhile is told although nothing comes on the socket.

import { describe, expect, it } from 'vitest';
import { against, isType, latestLive, useHeadlessRuns } from './headless-runs';

const runs = useHeadlessRuns('scoretray-half-open-');

describe('a half-open football socket', () => {
  it('is noticed within ten seconds, and football is polled meanwhile', async () => {
    const demo = await runs.demo();
    const football = latestLive(demo, 'football');
    const cli = runs.start(
      [...against(demo, `football:${football.homeTeamId}`), '--poll-interval-ms', '200'],
      'node',
    );
    await cli.waitForLine(isType('ready'), 'ready');
    expect(cli.lines[0]!.transports).toMatchObject({ football: 'websocket' });
    await cli.waitForLine(
      (line) => line.type === 'score' && line.matchId === football.id,
      'the football score',
    );

    demo.faults.freezeSockets(true);
    demo.world.score('football', football.id, 'home');
    // Heartbeat every 5 s, 4 s for the pong: at most 9 s after the last sign of life, and one
    // poll after that. The old heartbeat (15 s + 10 s) took up to 25 s, and polled nothing before.
    const noticed = await cli.waitForLine(
      (line) => line.type === 'error' && /half-open/.test(String(line.detail)),
      'the half-open socket noticed',
      10_000,
    );
    const goal = await cli.waitForLine(
      (line) =>
        line.type === 'notification' && line.matchId === football.id && line.kind === 'goal',
      'the goal, polled',
      5_000,
    );
    expect(cli.lines.indexOf(goal)).toBeGreaterThan(cli.lines.indexOf(noticed));
    expect(goal.score).toEqual({ home: football.home + 1, away: football.away });
  }, 40_000);
});
