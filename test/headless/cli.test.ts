import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nextUtcMidnight } from '../../shared/utc-day';
import { against, isAlert, isType, latestLive, useHeadlessRuns } from './headless-runs';
import { runCli } from './spawn-cli';

const runs = useHeadlessRuns('scoretray-headless-');
const start = (args: string[], via: 'npm' | 'node' = 'npm') => runs.start(args, via);

describe('headless mode, run as a user runs it', () => {
  it('on the demo: ready first, then scores and a goal notification, all as NDJSON', async () => {
    const cli = start(['--demo', '--speed', '900', '--poll-interval-ms', '100', '--seed', '5']);
    await cli.waitForLine(isType('ready'), 'ready', 40_000);
    expect(cli.lines[0]).toMatchObject({ type: 'ready', transports: { football: 'websocket' } });
    expect((cli.lines[0]!.sports as string[]).length).toBeGreaterThan(0);

    const score = await cli.waitForLine(isType('score'), 'a score line');
    expect(score).toMatchObject({
      sport: expect.any(String),
      matchId: expect.any(Number),
      home: { id: expect.any(Number), name: expect.any(String) },
      away: { id: expect.any(Number), name: expect.any(String) },
      score: { home: expect.any(Number), away: expect.any(Number) },
      status: expect.stringMatching(
        /^(scheduled|live|paused|finished|postponed|cancelled|unknown)$/,
      ),
      statusText: expect.any(String),
    });
    const goal = await cli.waitForLine(isAlert('goal'), 'a goal notification', 45_000);
    const names = [goal.title, goal.body].join(' ');
    expect(goal).toMatchObject({
      sport: 'football',
      matchId: expect.any(Number),
      teamId: expect.any(Number),
    });
    const match = cli.lines.find((line) => line.type === 'score' && line.matchId === goal.matchId)!;
    expect(names).toContain((match.home as { name: string }).name);
    expect(names).toContain((match.away as { name: string }).name);
    expect(cli.lines.some(isType('status'))).toBe(true);
    expect(cli.strayLines).toEqual([]);
  }, 90_000);

  it('against a service at --base-url: follows a team, alerts its goal, and keeps running through broken JSON', async () => {
    const demo = await runs.demo();
    const match = latestLive(demo, 'basketball');
    const football = latestLive(demo, 'football');
    const cli = start([
      ...against(demo, `football:${football.homeTeamId}`, `basketball:${match.awayTeamId}`),
      '--sport',
      'tennis',
      '--poll-interval-ms',
      '50',
    ]);
    await cli.waitForLine(isType('ready'), 'ready');
    expect(cli.lines[0]!.transports).toMatchObject({
      tennis: 'polling',
      football: 'websocket',
      basketball: 'polling',
    });
    await cli.waitForLine(
      (line) => line.type === 'score' && line.matchId === football.id,
      'the football score',
    );

    demo.world.score('football', football.id, 'home');
    const goal = await cli.waitForLine(
      (line) =>
        line.type === 'notification' && line.matchId === football.id && line.kind === 'goal',
      'the goal',
    );
    expect(goal.score).toEqual({ home: football.home + 1, away: football.away });
    expect(goal.title).toContain(football.homeTeamName);
    expect(goal.title).toContain(football.awayTeamName);

    // The next answers are cut in half. Three, not one: a single broken answer can land on a request
    // that is rightly retried without a word (a crest, the global search of a followed team), and the
    // test is about the live lists.
    demo.faults.brokenJson(3);
    await cli.waitForLine(
      (line) => line.type === 'error' && /JSON/i.test(String(line.detail)),
      'the error line',
    );
    demo.world.score('football', football.id, 'away');
    await cli.waitForLine(
      (line) =>
        line.type === 'notification' &&
        line.matchId === football.id &&
        (line.score as { away: number }).away === football.away + 1,
      'the next goal, after the error',
    );
  }, 60_000);

  it('reports a used-up quota with its reset time, and a rejected key', async () => {
    const demo = await runs.demo();
    const match = latestLive(demo, 'futsal');
    const cli = start([
      ...against(demo, `futsal:${match.homeTeamId}`),
      ...['--poll-interval-ms', '50', '--language', 'de'],
    ]);
    await cli.waitForLine(isType('ready'), 'ready');
    // Before the next midnight UTC, where the app caps a named reset (an hour ahead read 00:00 from
    // 23:00 UTC on).
    const now = Date.now();
    const resetAt = now + Math.min(3_600_000, Math.floor((nextUtcMidnight(now) - now) / 2));
    demo.faults.exhaustQuota(resetAt);
    const status = await cli.waitForLine(
      (line) => line.type === 'status' && line.state === 'quota-exhausted',
      'the quota status',
    );
    expect(Date.parse(String(status.resetAt))).toBe(Math.floor(resetAt / 1000) * 1000);
    // Said in the run's language with the local time of day; the field scripts match on stays a code.
    expect(status.message).toMatch(/^Das Tageskontingent ist aufgebraucht; bis \d\d:\d\d wird/);

    const rejected = start(
      [
        '--base-url',
        demo.url,
        '--api-key',
        'not-the-key',
        '--follow',
        `futsal:${match.homeTeamId}`,
      ],
      'node',
    );
    await rejected.waitForLine(
      (line) => line.type === 'status' && line.state === 'unauthorized',
      'the unauthorized status',
    );
  }, 60_000);

  it('stops on SIGTERM with exit 0, its state saved, and a restart repeats no alert', async () => {
    const demo = await runs.demo();
    const football = latestLive(demo, 'football');
    const args = against(demo, `football:${football.homeTeamId}`);
    const first = start(args, 'node');
    await first.waitForLine(isType('ready'), 'ready');
    demo.world.score('football', football.id, 'home');
    await first.waitForLine(isAlert('goal'), 'the goal');
    expect(await first.stop('SIGTERM')).toBe(0);
    expect(existsSync(join(runs.dir(), 'match-memory.json'))).toBe(true);
    expect(readFileSync(join(runs.dir(), 'match-memory.json'), 'utf8')).toContain(
      String(football.id),
    );

    const second = start(args, 'node');
    await second.waitForLine(isType('ready'), 'ready again');
    await second.waitForLine(
      (line) => line.type === 'score' && line.matchId === football.id,
      'the score again',
    );
    demo.world.score('football', football.id, 'home');
    const next = await second.waitForLine((line) => line.type === 'notification', 'the next goal');
    expect(next.score).toEqual({ home: football.home + 2, away: football.away });
    // The goal's scorer may follow as an update of the same alert (update: true, same id); any
    // other notification would be an alert of the first run told again.
    const told = second.lines.filter(isType('notification'));
    expect(told.filter((line) => line.update !== true)).toEqual([next]);
    expect(told.every((line) => line.id === next.id)).toBe(true);
  }, 60_000);

  it('saves its state and ends when the reader of its output goes away', async () => {
    const cli = start(['--demo', '--speed', '600'], 'node');
    await cli.waitForLine(isType('ready'), 'ready');
    cli.closeOutput();
    expect(await cli.exited()).toBe(0);
    expect(existsSync(join(runs.dir(), 'match-memory.json'))).toBe(true);
  }, 30_000);

  it('refuses bad flags with a message on stderr and exit 2', async () => {
    const cli = runCli(['--follow', 'football'], {}, 'node');
    runs.onCleanup(() => cli.stop('SIGKILL'));
    expect(await cli.exited()).toBe(2);
    expect(cli.stderr()).toContain('--follow takes SPORT:TEAM_ID');
    expect(cli.lines).toEqual([]);
  });
});
