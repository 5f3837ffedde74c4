// The headless mode as a script drives it: --export-calendar FILE writes the followed teams' next
// fixtures as an .ics file after the first look, prints a `calendar` line and ends with code 0.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DemoService } from '../../electron/demo/demo-service-api';
import { startDemoService } from '../../electron/demo/server';
import { makeTempDir, type TempDir } from '../fixtures/temp-dir';
import { runCli, type RunningCli } from './spawn-cli';

let dir: TempDir;
let cli: RunningCli | null = null;
let demo: DemoService | null = null;

beforeEach(() => {
  dir = makeTempDir('scoretray-calendar-');
});
afterEach(async () => {
  await cli?.stop('SIGKILL');
  await demo?.close();
  cli = null;
  demo = null;
  dir.remove();
});

describe('headless --export-calendar', () => {
  it("writes the followed team's next fixture to the file and ends", async () => {
    demo = await startDemoService({ seed: 21, clockMode: 'manual' });
    const now = demo.world.now();
    const next = demo.world
      .matches('football')
      .filter((match) => match.phase === 'scheduled' && match.startTimestamp * 1000 > now)
      .sort((a, b) => a.startTimestamp - b.startTimestamp)[0]!;
    const file = join(dir.path, 'fixtures.ics');
    cli = runCli(
      [
        '--json',
        '--state-dir',
        dir.path,
        '--base-url',
        demo.url,
        '--api-key',
        demo.apiKey,
        '--follow',
        `football:${next.homeTeamId}`,
        '--export-calendar',
        file,
      ],
      {},
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

  it('refuses the flag without a file', async () => {
    cli = runCli(
      ['--json', '--state-dir', dir.path, '--demo', '--export-calendar', ''],
      {},
      'node',
    );
    expect(await cli.exited()).toBe(2);
    expect(cli.stderr()).toContain('--export-calendar takes the path');
  }, 30_000);
});
