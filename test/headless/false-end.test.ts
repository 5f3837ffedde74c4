// A match ends when the service says so twice (or the match endpoint confirms it), run as a user
// runs it against the stand-in service: one answer saying a followed match under way has finished,
// in the polled list or on the push channel, is noted and not told; the sport keeps being watched,
// the goals that follow are told, and no full time is.

import { describe, expect, it } from 'vitest';
import { statusOf } from '../fixtures/stand-in-service';
import { isType, useHeadlessRuns } from './headless-runs';
import { MATCH, told, twoSports } from './stand-in-runs';
import type { CliLine, RunningCli } from './spawn-cli';

const runs = useHeadlessRuns('scoretray-false-end-', ['--poll-interval-ms', '50']);

function endsTold(cli: RunningCli, matchId: number): CliLine[] {
  return cli.lines.filter(
    (line) =>
      (line.type === 'notification' && line.matchId === matchId && line.kind === 'fulltime') ||
      (line.type === 'score' && line.matchId === matchId && line.status === 'finished'),
  );
}

/** What a false end must not stop: the next two goals (`score` puts each) are told, no end is. */
async function goalsToldAfter(
  cli: RunningCli,
  matchId: number,
  score: (home: number) => void,
): Promise<void> {
  score(1);
  await cli.waitForLine(told.alert(matchId), 'the goal after the false end');
  score(2);
  await cli.waitForLine(told.score(matchId, 2, 0), 'the second goal');
  await cli.waitForLine(told.goalTo(matchId, 2), 'the second goal told');
  expect(endsTold(cli, matchId)).toEqual([]);
}

describe('one "finished" among live answers is noted, not told', () => {
  it('in the polled live list: the goals after it are told, no full time', async () => {
    const stand = await twoSports(runs);
    const cli = stand.start('path');
    await cli.waitForLine(isType('ready'), 'ready');
    await cli.waitForLine(told.score(MATCH.futsal, 0, 0), 'the futsal score');

    const live = stand.futsal(0, 0);
    stand.service.listOnce([{ ...live, status: statusOf('finished', 'Ended', 100) }], 'futsal');
    await cli.waitForLine(() => stand.service.glitchesServed() === 1, 'the false end served');
    await goalsToldAfter(cli, MATCH.futsal, (home) => stand.futsal(home, 0));
    expect(await cli.stop('SIGTERM')).toBe(0);
  }, 60_000);

  it('on the push channel: the pushed goals after it are told, no full time', async () => {
    const stand = await twoSports(runs);
    const cli = stand.start('path');
    await cli.waitForLine(told.score(MATCH.football, 0, 0), 'the football score');
    await stand.socketOpen(cli);

    const live = stand.football(0, 0);
    stand.service.push(JSON.stringify({ ...live, status: 'Ended', statusCode: 100 }));
    // The match endpoint is asked for the second word, and says it is still on.
    await cli.waitForLine(
      () => stand.service.asked.includes(`/v2/football/match/${MATCH.football}`),
      'the match endpoint asked',
    );
    await goalsToldAfter(cli, MATCH.football, (home) =>
      stand.service.push(JSON.stringify(stand.football(home, 0))),
    );
    expect(await cli.stop('SIGTERM')).toBe(0);
  }, 60_000);

  it('ended for good (the match endpoint says so too): full time is told, once', async () => {
    const stand = await twoSports(runs);
    const cli = stand.start('path');
    await cli.waitForLine(told.score(MATCH.futsal, 0, 0), 'the futsal score');
    const ended = { ...stand.futsal(1, 0), status: statusOf('finished', 'Ended', 100) };
    stand.service.put(ended, 'futsal');
    await cli.waitForLine(told.alert(MATCH.futsal, ['fulltime']), 'full time');
    expect(cli.lines.filter(told.alert(MATCH.futsal, ['fulltime']))).toHaveLength(1);
    expect(await cli.stop('SIGTERM')).toBe(0);
  }, 60_000);

  it('a full time told, then the match under way again: cancelled like a goal, and followed on', async () => {
    const stand = await twoSports(runs);
    // --sport futsal: its live list is watched whatever is followed, so the match is seen again.
    const cli = stand.start('path', '--sport', 'futsal');
    await cli.waitForLine(told.score(MATCH.futsal, 0, 0), 'the futsal score');
    stand.service.put(
      { ...stand.futsal(1, 0), status: statusOf('finished', 'Ended', 100) },
      'futsal',
    );
    await cli.waitForLine(told.alert(MATCH.futsal, ['fulltime']), 'full time');
    stand.futsal(1, 0);
    const cancelled = await cli.waitForLine(
      told.alert(MATCH.futsal, ['fulltime-cancelled']),
      'the full time cancelled',
    );
    expect(cancelled.title).toBe('Not full time after all: Team 601 1–0 Team 602, play goes on');
    stand.futsal(2, 0);
    await cli.waitForLine(told.goalTo(MATCH.futsal, 2), 'the goal after it told');
    stand.service.put(
      { ...stand.futsal(2, 0), status: statusOf('finished', 'Ended', 100) },
      'futsal',
    );
    await cli.waitForLine(
      (line) =>
        told.alert(MATCH.futsal, ['fulltime'])(line) && (line.score as { home: number }).home === 2,
      'the real full time told',
    );
    expect(await cli.stop('SIGTERM')).toBe(0);
  }, 60_000);
});
