// The headless mode tells the true state from the first second: a start with the quota used up and a
// start during an outage print ready and the status at once, and the scores follow when they can.

import { describe, expect, it } from 'vitest';
import { nextUtcMidnight } from '../../shared/utc-day';
import { against, isType, latestLive, useHeadlessRuns } from './headless-runs';

const runs = useHeadlessRuns('scoretray-first-look-', ['--poll-interval-ms', '50']);
const start = runs.start;

describe('headless first look', () => {
  it('with the quota used up: ready and quota-exhausted with the service reset time first, then a pushed goal is alerted', async () => {
    const demo = await runs.demo();
    const football = latestLive(demo, 'football');
    const basketball = latestLive(demo, 'basketball');
    // Hours ahead, but before the next midnight UTC: the app caps a named reset there (the quota is
    // a daily one), so "5 hours" read 00:00 from 19:00 UTC on and the test failed in the evening.
    const now = Date.now();
    const resetAt = now + Math.min(5 * 3_600_000, Math.floor((nextUtcMidnight(now) - now) / 2));
    demo.faults.exhaustQuota(resetAt);
    const cli = start(
      against(demo, `football:${football.homeTeamId}`, `basketball:${basketball.awayTeamId}`),
    );
    await cli.waitForLine(isType('ready'), 'ready');
    expect(cli.lines[0]!.type).toBe('ready');
    const status = await cli.waitForLine(
      (line) => line.type === 'status' && line.state === 'quota-exhausted',
      'the quota status',
    );
    expect(Date.parse(String(status.resetAt))).toBe(Math.floor(resetAt / 1000) * 1000);

    // HTTP stays blocked for hours; the push channel carries the goal and it is told.
    await cli.waitForLine(
      () => demo.log.requests().some((r) => r.path.includes('/football/ws') && r.status === 101),
      'the push channel open',
    );
    demo.world.score('football', football.id, 'home');
    const alert = await cli.waitForLine(
      (line) => line.type === 'notification' && line.matchId === football.id,
      'the pushed goal',
    );
    expect(alert.score).toEqual({ home: football.home + 1, away: football.away });
    // Nothing was sent over HTTP but the first refused looks: no tight loop against a 429.
    const refused = demo.log.requests().filter((r) => r.status === 429).length;
    expect(refused).toBeLessThanOrEqual(4);
  }, 60_000);

  it('during an outage: ready and an offline or reconnecting status at once, scores as soon as the service answers', async () => {
    const first = await runs.demo();
    const match = latestLive(first, 'basketball');
    const { apiKey, url } = first;
    // The flags name a service that is gone: the run starts during an outage.
    const args = against(first, `basketball:${match.homeTeamId}`);
    await first.close();
    const cli = start(args);
    await cli.waitForLine(isType('ready'), 'ready');
    expect(cli.lines[0]!.type).toBe('ready');
    await cli.waitForLine(
      (line) => line.type === 'status' && ['offline', 'reconnecting'].includes(String(line.state)),
      'the outage status',
    );
    expect(cli.lines.some(isType('score'))).toBe(false);

    await runs.demo({ apiKey, port: Number(new URL(url).port) });
    await cli.waitForLine(
      (line) => line.type === 'score' && line.matchId === match.id,
      'the followed score once the service answers',
    );
    await cli.waitForLine(
      (line) => line.type === 'status' && line.state === 'connected',
      'connected again',
    );
  }, 60_000);
});
