// The headless mode tells the true state from the first second: a start with the quota used up and a
// start during an outage print ready and the status at once, and the scores follow when they can.

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DemoMatchSummary, DemoService } from '../../electron/demo/demo-service-api';
import { startDemoService } from '../../electron/demo/server';
import { makeTempDir, type TempDir } from '../fixtures/temp-dir';
import { runCli, type CliLine, type RunningCli } from './spawn-cli';

let dir: TempDir;
const running: RunningCli[] = [];
const services: DemoService[] = [];

beforeEach(() => {
  dir = makeTempDir('scoretray-first-look-');
});
afterEach(async () => {
  for (const cli of running.splice(0)) await cli.stop('SIGKILL');
  for (const service of services.splice(0)) await service.close();
  dir.remove();
});

function start(args: string[]): RunningCli {
  const cli = runCli(['--json', '--state-dir', dir.path, '--poll-interval-ms', '50', ...args]);
  running.push(cli);
  return cli;
}

/** The live match with the most still to play (the demo runs on its real clock here). */
function latestLive(demo: DemoService, sport: string): DemoMatchSummary {
  const live = demo.world.matches(sport).filter((m) => m.phase === 'live');
  const latest = live.sort((a, b) => b.startTimestamp - a.startTimestamp)[0];
  if (!latest) throw new Error(`the demo world has no live ${sport} match`);
  return latest;
}

const isType = (type: string) => (line: CliLine) => line.type === type;

describe('headless first look', () => {
  it('with the quota used up: ready and quota-exhausted with the service reset time first, then a pushed goal is alerted', async () => {
    const demo = await startDemoService({ seed: 9 });
    services.push(demo);
    const football = latestLive(demo, 'football');
    const basketball = latestLive(demo, 'basketball');
    const resetAt = Date.now() + 5 * 3_600_000;
    demo.faults.exhaustQuota(resetAt);
    const cli = start([
      '--base-url',
      demo.url,
      '--api-key',
      demo.apiKey,
      '--follow',
      `football:${football.homeTeamId}`,
      '--follow',
      `basketball:${basketball.awayTeamId}`,
    ]);
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
    const first = await startDemoService({ seed: 9 });
    const match = latestLive(first, 'basketball');
    const { apiKey, url } = first;
    await first.close();
    const cli = start([
      '--base-url',
      url,
      '--api-key',
      apiKey,
      '--follow',
      `basketball:${match.homeTeamId}`,
    ]);
    await cli.waitForLine(isType('ready'), 'ready');
    expect(cli.lines[0]!.type).toBe('ready');
    await cli.waitForLine(
      (line) => line.type === 'status' && ['offline', 'reconnecting'].includes(String(line.state)),
      'the outage status',
    );
    expect(cli.lines.some(isType('score'))).toBe(false);

    const back = await startDemoService({ seed: 9, apiKey, port: Number(new URL(url).port) });
    services.push(back);
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
