// Repairs are told: every part of the state the headless mode sets aside gives an `error` line that
// names what was lost and where the damaged copy lies.

import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeTempDir, type TempDir } from '../fixtures/temp-dir';
import { runCli, type RunningCli } from './spawn-cli';

let dir: TempDir | null = null;
let cli: RunningCli | null = null;
afterEach(async () => {
  await cli?.stop('SIGKILL');
  cli = null;
  dir?.remove();
  dir = null;
});

describe('the headless mode with damaged state files', () => {
  it('tells of every part it sets aside, with where the damaged copy lies', async () => {
    dir = makeTempDir();
    const damaged = '{"version":1,"matc';
    for (const name of ['settings', 'alert-ledger', 'alerts-held', 'match-memory']) {
      writeFileSync(join(dir.path, `${name}.json`), damaged);
    }
    mkdirSync(join(dir.path, 'images'));
    writeFileSync(join(dir.path, 'images', 'index.json'), damaged);

    cli = runCli(['--demo', '--json', '--state-dir', dir.path, '--speed', '1'], {}, 'node');
    await cli.waitForLine((line) => line.type === 'ready', 'ready');
    const told = () =>
      cli!.lines.filter((line) => line.type === 'error').map((line) => String(line.message));
    const expected: [RegExp, string][] = [
      [/^settings\.json was damaged .*; moved to (\S+) and defaults are used/, 'settings'],
      [
        /^alert-ledger\.json was damaged .*; moved to (\S+) and the record of sent alerts/,
        'ledger',
      ],
      [/^alerts-held\.json was damaged .*; moved to (\S+) and /, 'held alerts'],
      [/^match-memory\.json was damaged .*; moved to (\S+) and /, 'last known scores'],
      [/^The image cache index \(.+\) was unreadable .*the damaged copy is at (\S+)$/, 'index'],
    ];
    for (const [pattern, what] of expected) {
      const line = await cli.waitForLine(
        (candidate) => candidate.type === 'error' && pattern.test(String(candidate.message)),
        `the error line for the ${what}`,
      );
      const where = pattern.exec(String(line.message))![1]!;
      expect(existsSync(where), `${what}: the damaged copy at ${where}`).toBe(true);
    }
    expect(told()).toHaveLength(expected.length);
  });
});
