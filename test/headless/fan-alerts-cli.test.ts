// The headless mode as a script drives it: --remind-before gives a `reminder` notification before a
// followed match starts and --lineup-alerts a `lineups` one once its line-ups are published;
// --export-calendar FILE writes the next fixtures as an .ics file, prints a `calendar` line and ends.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nextMatch } from '../fixtures/demo-service';
import { against, isAlert, useHeadlessRuns } from './headless-runs';

const runs = useHeadlessRuns('scoretray-fan-alerts-');

describe('headless fan alerts', () => {
  it('--remind-before and --lineup-alerts: a reminder and "line-ups are out" for the next match', async () => {
    const demo = await runs.demo({ seed: 21 });
    // The next football match of a team that is not playing now, within the next hour.
    const next = nextMatch(demo, 60_000);
    expect(next.minutesAhead).toBeLessThan(60);
    const cli = runs.start([
      ...against(demo, `football:${next.homeTeamId}`),
      '--remind-before',
      String(next.minutesAhead + 5),
      '--lineup-alerts',
    ]);
    const reminder = await cli.waitForLine(isAlert('reminder'), 'the reminder', 40_000);
    expect(reminder).toMatchObject({
      sport: 'football',
      matchId: next.id,
      teamId: next.homeTeamId,
      score: { home: null, away: null },
    });
    expect(reminder.title).toContain(next.homeTeamName);
    expect(reminder.title).toContain(next.awayTeamName);

    const lineups = await cli.waitForLine(isAlert('lineups'), 'line-ups are out', 40_000);
    expect(lineups).toMatchObject({ matchId: next.id, teamId: next.homeTeamId });
    expect(lineups.title).toBe(`Line-ups are out: ${next.homeTeamName} v ${next.awayTeamName}`);
    expect(cli.lines.filter((line) => line.kind === 'reminder')).toHaveLength(1);
    expect(cli.strayLines).toEqual([]);
  }, 90_000);

  it('refuses a reminder lead that is not whole minutes', async () => {
    await runs.expectRefused(['--demo', '--remind-before', 'soon'], 'takes whole minutes');
  }, 30_000);
});

describe('headless --export-calendar', () => {
  it("writes the followed team's next fixture to the file and ends", async () => {
    const demo = await runs.demo({ seed: 21, clockMode: 'manual' });
    const next = nextMatch(demo);
    const file = join(runs.dir(), 'fixtures.ics');
    const cli = runs.start(
      [...against(demo, `football:${next.homeTeamId}`), '--export-calendar', file],
      'node',
    );
    const line = await cli.waitForLine((l) => l.type === 'calendar', 'the calendar line', 40_000);
    expect(line.file).toBe(file);
    expect(line.events).toBeGreaterThan(0);
    expect(await cli.exited()).toBe(0);
    const ics = readFileSync(file, 'utf8');
    expect(ics).toContain(`SUMMARY:${next.homeTeamName} v ${next.awayTeamName}`);
    expect(ics.split('BEGIN:VEVENT')).toHaveLength(Number(line.events) + 1);
  }, 60_000);

  it("says in the run's language why the file could not be written, and ends with code 1", async () => {
    const demo = await runs.demo({ seed: 21, clockMode: 'manual' });
    const next = nextMatch(demo);
    const file = join(runs.dir(), 'kein-ordner', 'spiele.ics');
    const cli = runs.start(
      [
        ...against(demo, `football:${next.homeTeamId}`),
        ...['--language', 'de', '--export-calendar', file],
      ],
      'node',
    );
    const line = await cli.waitForLine((l) => l.type === 'error', 'the error line', 40_000);
    expect(line.message).toBe(
      `Der Kalender konnte nicht nach ${file} geschrieben werden: diesen Ordner gibt es nicht`,
    );
    // The system's own reason stays beside it for whoever reads the log.
    expect(String(line.detail)).toMatch(/ENOENT/);
    expect(await cli.exited()).toBe(1);
  }, 60_000);
});
