// A stop always stops: the headless mode, run as a user runs it (`npm run --silent headless`), is
// stopped as Ctrl+C in a terminal does it (every process of the group at once) at several moments
// of a run, and every process of the group must be gone within 2 s, having said nothing of a
// failed or cut-short stop. Where a run knew something, its state is on disk afterwards.

import { execFileSync } from 'node:child_process';
import { existsSync, lstatSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { translator } from '../../shared/i18n';
import { waitFor } from '../core/live/wait-for';
import type { DemoService } from '../../electron/demo/demo-service-api';
import { startHostileServer, type HostileServer } from '../fixtures/hostile-server';
import { against, isAlert, isType, latestLive, useHeadlessRuns } from './headless-runs';
import type { RunningCli } from './spawn-cli';

/** The promise to the user: gone within 2 s of the signal, whatever the service is doing. */
const STOP_WITHIN_MS = 2_000;

const runs = useHeadlessRuns('scoretray-stop-', ['--poll-interval-ms', '50']);
const start = (args: string[]): RunningCli => runs.start(args, 'npm');
const demoService = (): Promise<DemoService> => runs.demo();

async function hostile(mode: 'silent' | 'trickle'): Promise<HostileServer> {
  const server = await startHostileServer(mode);
  runs.onCleanup(() => server.close());
  return server;
}

/** A state of the world outside the CLI (the service's log, the disk), given the longer wait a
 * child process needs under load. */
const until = (condition: () => boolean, what: string) => waitFor(condition, what, 45_000);

/** What an uncaught failure prints, in either language the run may speak. */
const CRASH_WORDS = [translator('en')('problems.internal'), translator('de')('problems.internal')];

/** Signals the whole group and checks it is gone in time, with no word of a failed stop. */
async function stopGroup(cli: RunningCli, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  cli.signalGroup(signal);
  await cli.groupGone(STOP_WITHIN_MS);
  expect(cli.stderr()).not.toMatch(/^headless:/m);
  expect(
    cli.lines.filter((line) => line.type === 'error' && CRASH_WORDS.includes(String(line.message))),
  ).toEqual([]);
}

describe('SIGTERM or SIGINT to the whole group ends the headless mode within 2 s', () => {
  it('before ready, during a first look at a service that never answers', async () => {
    const server = await hostile('silent');
    const cli = start(['--base-url', server.url, '--api-key', 'k', '--follow', 'basketball:1']);
    await until(() => server.received.length > 0, 'the first look to ask');
    await stopGroup(cli);
    expect(cli.lines).toEqual([]);
    await until(() => server.openConnections() === 0, 'every connection let go');
  }, 90_000);

  it('before ready, against a service that trickles its body', async () => {
    const server = await hostile('trickle');
    const cli = start(['--base-url', server.url, '--api-key', 'k', '--follow', 'basketball:1']);
    await until(() => server.received.length > 0, 'the first look to ask');
    await stopGroup(cli, 'SIGINT');
    expect(cli.lines).toEqual([]);
  }, 90_000);

  it('while 5xx answers are being tried again', async () => {
    const demo = await demoService();
    demo.faults.serverErrors(1_000, 503);
    const cli = start(against(demo, `basketball:${latestLive(demo, 'basketball').homeTeamId}`));
    await until(
      () => demo.log.requests().filter((request) => request.status === 503).length >= 2,
      'a 503 tried again',
    );
    await stopGroup(cli);
  }, 90_000);

  it('with the quota used up and its reset hours away', async () => {
    const demo = await demoService();
    demo.faults.exhaustQuota(Date.now() + 5 * 3_600_000);
    const cli = start(against(demo, `basketball:${latestLive(demo, 'basketball').homeTeamId}`));
    await until(() => demo.log.requests().some((request) => request.status === 429), 'a 429');
    await stopGroup(cli, 'SIGINT');
  }, 90_000);

  it('during an outage (the service gone), with the state known so far saved', async () => {
    const demo = await demoService();
    const match = latestLive(demo, 'futsal');
    const cli = start(against(demo, `futsal:${match.homeTeamId}`));
    await cli.waitForLine(
      (line) => line.type === 'score' && line.matchId === match.id,
      'the followed score',
      60_000,
    );
    await demo.close();
    await cli.waitForLine(
      (line) => line.type === 'status' && line.state === 'offline',
      'the outage',
      60_000,
    );
    await stopGroup(cli);
    expect(readFileSync(join(runs.dir(), 'match-memory.json'), 'utf8')).toContain(String(match.id));
  }, 120_000);

  it('mid-run, after a goal: state saved, and a restart repeats no alert', async () => {
    const demo = await demoService();
    const match = latestLive(demo, 'football');
    const args = against(demo, `football:${match.homeTeamId}`);
    const first = start(args);
    await first.waitForLine(isType('ready'), 'ready', 60_000);
    demo.world.score('football', match.id, 'home');
    await first.waitForLine(isAlert('goal'), 'the goal');
    await stopGroup(first);
    expect(readFileSync(join(runs.dir(), 'match-memory.json'), 'utf8')).toContain(String(match.id));

    const second = start(args);
    await second.waitForLine(
      (line) => line.type === 'score' && line.matchId === match.id,
      'the score again',
      60_000,
    );
    expect(second.lines.filter(isType('notification'))).toEqual([]);
    await stopGroup(second, 'SIGINT');
  }, 150_000);
});

describe('files that are not regular files are refused unopened, and the run goes on', () => {
  it('a FIFO in place of the last known state: an error line, the run goes on, the stop saves', async () => {
    const demo = await demoService();
    const match = latestLive(demo, 'basketball');
    execFileSync('mkfifo', [join(runs.dir(), 'match-memory.json')]);
    const cli = start(against(demo, `basketball:${match.homeTeamId}`));
    // The sentence says what was set aside; the technical reason (a FIFO) comes as its detail.
    const error = await cli.waitForLine(
      (line) => line.type === 'error' && /FIFO/.test(String(line.detail)),
      'the error line',
      60_000,
    );
    expect(error.message).toMatch(/^match-memory\.json was damaged; moved to /);
    await cli.waitForLine(
      (line) => line.type === 'score' && line.matchId === match.id,
      'the followed score',
    );
    await stopGroup(cli);
    expect(lstatSync(join(runs.dir(), 'match-memory.json')).isFile()).toBe(true);
    expect(readFileSync(join(runs.dir(), 'match-memory.json'), 'utf8')).toContain(String(match.id));
    // The odd file is kept aside for the user, as any damaged state file is.
    const aside = readdirSync(runs.dir()).filter((name) =>
      name.startsWith('match-memory.corrupt-'),
    );
    expect(aside.some((name) => lstatSync(join(runs.dir(), name)).isFIFO())).toBe(true);
  }, 120_000);

  it('a FIFO in place of a cached crest: an error line, the crest fetched again', async () => {
    const demo = await demoService();
    const match = latestLive(demo, 'basketball');
    const args = against(demo, `basketball:${match.homeTeamId}`);
    const images = join(runs.dir(), 'images');
    const crests = () =>
      existsSync(images)
        ? readdirSync(images).filter((name) => name.endsWith('.png') && !name.endsWith('.tmp'))
        : [];

    const first = start(args);
    await first.waitForLine(isType('ready'), 'ready', 60_000);
    await until(() => crests().length > 0, 'the crest on disk');
    await stopGroup(first);

    const crest = join(images, crests()[0]!);
    rmSync(crest);
    execFileSync('mkfifo', [crest]);
    const second = start(args);
    // Said as a part left out while the run goes on; the detail (English) names the file and why.
    const refused = /^The cached image .* could not be read \(.*FIFO/;
    const error = await second.waitForLine(
      (line) => line.type === 'error' && refused.test(String(line.detail)),
      'the error line',
      60_000,
    );
    expect(error.message).toBe(translator('en')('problems.partFailed'));
    await until(() => existsSync(crest) && lstatSync(crest).isFile(), 'the crest fetched again');
    await stopGroup(second);
  }, 150_000);
});
