// What kills and links leave in a state folder: temporary files of writes a kill cut short are
// swept at the start (those of a writer still running are left alone), and a damaged file's error
// never quotes its bytes, also when a link in the folder points at a file elsewhere (a key file).

import { existsSync, mkdirSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeOversizedAlertState } from '../fixtures/oversized-alert-state';
import { makeTempDir, type TempDir } from '../fixtures/temp-dir';
import { runCli, type RunningCli } from './spawn-cli';

let dirs: TempDir[] = [];
let cli: RunningCli | null = null;
afterEach(async () => {
  await cli?.stop('SIGKILL');
  cli = null;
  for (const dir of dirs) dir.remove();
  dirs = [];
});

function folder(): string {
  const dir = makeTempDir('scoretray-hygiene-');
  dirs.push(dir);
  return dir.path;
}

function demoRun(stateDir: string): RunningCli {
  cli = runCli(['--demo', '--json', '--state-dir', stateDir, '--language', 'en'], {}, 'node');
  return cli;
}

describe('the state folder', () => {
  it('is swept of the temporary files kills left, never of one still being written', async () => {
    const dir = folder();
    const hourAgo = new Date(Date.now() - 3_600_000);
    const stale = [
      // Ours, its writer long gone (and the file old).
      '.match-memory.json.tmp-4000000-0a1b2c3d',
      '.settings.json.tmp-4000001-deadbeef',
      // electron-store's (atomically), from the app on the same folder.
      'alert-ledger.json.tmp-1790000000abc123',
    ];
    for (const name of stale) {
      writeFileSync(join(dir, name), '{"half":');
      utimesSync(join(dir, name), hourAgo, hourAgo);
    }
    // A write under way in another process (this one): new, its writer alive.
    const live = `.settings.json.tmp-${process.pid}-01234567`;
    writeFileSync(join(dir, live), '{');
    // Not a temporary file of ours, whatever its name: a folder, and a user's own file.
    mkdirSync(join(dir, '.x.json.tmp-4000002-aaaaaaaa'));
    writeFileSync(join(dir, 'notes.tmp'), 'mine');

    const run = demoRun(dir);
    await run.waitForLine((line) => line.type === 'ready', 'ready');
    for (const name of stale) expect(existsSync(join(dir, name)), name).toBe(false);
    expect(existsSync(join(dir, live))).toBe(true);
    expect(existsSync(join(dir, '.x.json.tmp-4000002-aaaaaaaa'))).toBe(true);
    expect(existsSync(join(dir, 'notes.tmp'))).toBe(true);
  });

  it('sets aside a state file too large for any state, unread', async () => {
    const dir = folder();
    // Over the 8 MB cap: a marks log grown by a crash loop, a ledger of a million ids.
    writeOversizedAlertState(dir);
    const run = demoRun(dir);
    await run.waitForLine((line) => line.type === 'ready', 'ready');
    for (const name of ['alert-ledger.json', 'alert-ledger-shown.jsonl']) {
      const told = await run.waitForLine(
        (line) => line.type === 'error' && String(line.message).startsWith(`${name} was damaged`),
        `${name} set aside`,
      );
      expect(String(told.detail)).toMatch(/more than the 8388608 allowed/);
    }
  }, 40_000);

  it('never quotes a damaged file in an error, also one a link points at', async () => {
    const dir = folder();
    const elsewhere = join(folder(), 'passwords.txt');
    writeFileSync(elsewhere, 'hunter2-very-secret-password and more\n');
    symlinkSync(elsewhere, join(dir, 'settings.json'));
    writeFileSync(join(dir, 'match-memory.json'), '{"version":1,"secret":"hunter3-abc"');
    writeFileSync(join(dir, 'alert-ledger-shown.jsonl'), 'hunter4-line\n["an-alert"]\n');

    const run = demoRun(dir);
    await run.waitForLine((line) => line.type === 'ready', 'ready');
    await run.waitForLine(
      (line) => line.type === 'error' && /settings\.json/.test(String(line.message)),
      'the settings set aside',
    );
    await run.waitForLine(
      (line) => line.type === 'error' && /alert-ledger-shown/.test(String(line.message)),
      'the marks set aside',
    );
    const printed = JSON.stringify(run.lines) + run.stderr();
    expect(printed).toMatch(/not JSON/);
    expect(printed).not.toMatch(/hunter/);
  });
});
