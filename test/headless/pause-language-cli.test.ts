// The window's alert controls from the command line: --language picks the language of notification
// texts for the run, --pause-alerts pauses alerts for an hour, until 07:00 tomorrow or until resumed
// (saved in the state directory, as the window's pause is) and --resume-alerts lifts the pause.

import { describe, expect, it } from 'vitest';
import { pausedUntil } from '../../shared/alert-pause';
import { nextMatch } from '../fixtures/demo-service';
import { against, isAlert, isType, useHeadlessRuns } from './headless-runs';

const runs = useHeadlessRuns('scoretray-pause-language-');
const MINUTE = 60_000;

describe('headless alert controls', () => {
  it('--language de: the reminder is in German, with a German fixture and time', async () => {
    const demo = await runs.demo({ seed: 21 });
    const next = nextMatch(demo, MINUTE);
    const cli = runs.start([
      ...against(demo, `football:${next.homeTeamId}`),
      '--remind-before',
      String(next.minutesAhead + 5),
      '--language',
      'de',
    ]);
    const reminder = await cli.waitForLine(isAlert('reminder'), 'the reminder', 40_000);
    expect(reminder.title).toMatch(
      new RegExp(`^Anpfiff in \\d+ Min\\.: ${next.homeTeamName} – ${next.awayTeamName}$`),
    );
    expect(reminder.body).toMatch(/^Anpfiff \d{2}:\d{2}/);
  }, 90_000);

  it('--pause-alerts resumed is saved until --resume-alerts lifts it; ready says so', async () => {
    const demo = await runs.demo();
    const follow = against(demo, `football:${nextMatch(demo, MINUTE).homeTeamId}`);

    const paused = runs.start([...follow, '--pause-alerts', 'resumed'], 'node');
    expect(await paused.waitForLine(isType('ready'), 'ready', 40_000)).toMatchObject({
      alertsPausedUntil: 'until-resumed',
    });
    expect(await paused.stop('SIGTERM')).toBe(0);

    // A later run with the same state directory and no pause flag: still paused, as in the window.
    const later = runs.start(follow, 'node');
    expect(await later.waitForLine(isType('ready'), 'ready', 40_000)).toMatchObject({
      alertsPausedUntil: 'until-resumed',
    });
    expect(await later.stop('SIGTERM')).toBe(0);

    const resumed = runs.start([...follow, '--resume-alerts']);
    expect(await resumed.waitForLine(isType('ready'), 'ready', 40_000)).toMatchObject({
      alertsPausedUntil: null,
    });
  }, 120_000);

  it('--pause-alerts 1h and tomorrow pause until an hour from now and 07:00 tomorrow', async () => {
    const demo = await runs.demo();
    const follow = against(demo, `football:${nextMatch(demo, MINUTE).homeTeamId}`);
    for (const choice of ['1h', 'tomorrow'] as const) {
      const before = Date.now();
      const cli = runs.start([...follow, '--pause-alerts', choice], 'node');
      const ready = await cli.waitForLine(isType('ready'), 'ready', 40_000);
      const after = Date.now();
      const until = Date.parse(String(ready.alertsPausedUntil));
      expect(until).toBeGreaterThanOrEqual(pausedUntil(choice, before) - MINUTE);
      expect(until).toBeLessThanOrEqual(pausedUntil(choice, after) + MINUTE);
      if (choice === 'tomorrow') expect(new Date(until).getHours()).toBe(7);
      expect(await cli.stop('SIGTERM')).toBe(0);
    }
  }, 120_000);

  it('refuses a language or a pause it does not know, and both pause flags at once', async () => {
    for (const [flags, words] of [
      [['--language', 'fr'], '--language is one of system, en, de'],
      [['--pause-alerts', 'forever'], '--pause-alerts is one of 1h, tomorrow, resumed'],
      [['--pause-alerts', '1h', '--resume-alerts'], 'cannot be used together'],
    ] as const) {
      const cli = runs.start(['--demo', ...flags], 'node');
      expect(await cli.exited()).toBe(2);
      expect(cli.stderr()).toContain(words);
    }
  }, 60_000);
});
