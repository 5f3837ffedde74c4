// A start never fails on what is on disk, run as a user runs it: stored scores that are rewritten at
// load (an ended match past keeping, an unreadable entry) and a state folder left for days or weeks
// all start, show the followed match, and stop with exit code 0. The aged folders are written by
// the engine itself on a clock set back (the clock port), so nothing waits for days to pass.

import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DemoMatchSummary } from '../../electron/demo/demo-service-api';
import { FileDocumentStore } from '../../electron/core/state/file-document-store';
import { followHome, startEngine, waitFor } from '../core/engine/engine-harness';
import { sketchMatch } from '../fixtures/match-builders';
import { against, isType, latestLive, useHeadlessRuns } from './headless-runs';
import type { RunningCli } from './spawn-cli';

const DAY = 24 * 60 * 60_000;
const runs = useHeadlessRuns('scoretray-aged-', ['--poll-interval-ms', '200']);

function storedEntry(match: DemoMatchSummary, seenAt: number) {
  const stored = sketchMatch({
    id: match.id,
    home: { id: match.homeTeamId, name: match.homeTeamName },
    away: { id: match.awayTeamId, name: match.awayTeamName },
    score: [match.home, match.away],
  });
  return { match: stored, seenAt };
}

/** The run has started, shown the followed match, and a SIGTERM ends it with exit code 0. */
async function startsAndStopsCleanly(cli: RunningCli, match: DemoMatchSummary): Promise<void> {
  await cli.waitForLine(isType('ready'), 'ready');
  await cli.waitForLine(
    (line) => line.type === 'score' && line.matchId === match.id,
    'the followed match shown',
  );
  expect(await cli.stop('SIGTERM')).toBe(0);
  expect(cli.stderr()).not.toMatch(/could not start/);
  expect(cli.strayLines).toEqual([]);
}

describe('the headless mode starts on stored scores that are rewritten at load', () => {
  it('with a finished match older than two days beside a live one', async () => {
    const demo = await runs.demo();
    const match = latestLive(demo, 'football');
    const old = sketchMatch({ id: 9_000_001, phase: 'finished', score: [2, 1] });
    writeFileSync(
      join(runs.dir(), 'match-memory.json'),
      JSON.stringify({
        version: 1,
        matches: [{ match: old, seenAt: Date.now() - 3 * DAY }, storedEntry(match, Date.now())],
      }),
    );
    const cli = runs.start(against(demo, `football:${match.homeTeamId}`), 'node');
    await startsAndStopsCleanly(cli, match);
    expect(cli.lines.filter(isType('error'))).toEqual([]);
  }, 60_000);

  it('with one unreadable stored score beside a readable one, set aside and said', async () => {
    const demo = await runs.demo();
    const match = latestLive(demo, 'football');
    writeFileSync(
      join(runs.dir(), 'match-memory.json'),
      JSON.stringify({
        version: 1,
        matches: [{ match: { id: 'x' }, seenAt: Date.now() }, storedEntry(match, Date.now())],
      }),
    );
    const cli = runs.start(against(demo, `football:${match.homeTeamId}`), 'node');
    await cli.waitForLine(
      (line) =>
        line.type === 'error' &&
        /^match-memory\.json was partly unreadable; moved to /.test(String(line.message)) &&
        line.detail === '1 of 2 matches could not be read',
      'the unreadable entry told',
    );
    await startsAndStopsCleanly(cli, match);
  }, 60_000);
});

describe('the headless mode starts on a state folder left for a while', () => {
  for (const [days, label] of [
    [3, 'three days'],
    [16, 'two weeks'],
  ] as const) {
    it(`after ${label}, written with a goal told and its match still live`, async () => {
      const demo = await runs.demo();
      const match = latestLive(demo, 'football');
      const shift = days * DAY;
      const earlier = startEngine(demo, {
        store: new FileDocumentStore(runs.dir()),
        follows: [followHome(match)],
        apiKey: demo.apiKey,
        clock: {
          now: () => Date.now() - shift,
          setTimeout: (callback, ms) => setTimeout(callback, ms),
          clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
        },
      });
      runs.onCleanup(() => earlier.stop());
      await earlier.engine.start();
      demo.world.score('football', match.id, 'home');
      await waitFor(
        () => earlier.seen.alerts.some((alert) => alert.matchId === match.id),
        'the goal told by the earlier run',
      );
      await earlier.stop();

      const cli = runs.start(against(demo, `football:${match.homeTeamId}`), 'node');
      await startsAndStopsCleanly(cli, match);
    }, 60_000);
  }
});
