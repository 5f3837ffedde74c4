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

/** A state folder with every part the run sets aside damaged; the run started on it. */
function runOnDamagedState(extra: string[] = []): RunningCli {
  dir = makeTempDir();
  const damaged = '{"version":1,"matc';
  for (const name of ['settings', 'alert-ledger', 'alerts-held', 'match-memory']) {
    writeFileSync(join(dir.path, `${name}.json`), damaged);
  }
  // The marks of alerts shown are a log, one record per line: one before the last is damaged.
  writeFileSync(join(dir.path, 'alert-ledger-shown.jsonl'), `${damaged}\n["an-alert"]\n`);
  mkdirSync(join(dir.path, 'images'));
  writeFileSync(join(dir.path, 'images', 'index.json'), damaged);
  cli = runCli(['--demo', '--json', '--state-dir', dir.path, '--speed', '1', ...extra], {}, 'node');
  return cli;
}

/** Waits for one error line per pattern and checks the damaged copy each names is on disk. */
async function expectToldWithCopies(run: RunningCli, expected: [RegExp, string][]): Promise<void> {
  await run.waitForLine((line) => line.type === 'ready', 'ready');
  for (const [pattern, what] of expected) {
    const line = await run.waitForLine(
      (candidate) => candidate.type === 'error' && pattern.test(String(candidate.message)),
      `the error line for the ${what}`,
    );
    const where = pattern.exec(String(line.message))![1]!;
    expect(existsSync(where), `${what}: the damaged copy at ${where}`).toBe(true);
  }
  const told = run.lines.filter((line) => line.type === 'error');
  expect(told).toHaveLength(expected.length);
}

describe('the headless mode with damaged state files', () => {
  it('tells of every part it sets aside, with where the damaged copy lies', async () => {
    const run = runOnDamagedState(['--language', 'en']);
    await expectToldWithCopies(run, [
      [/^settings\.json was damaged; moved to (\S+) and defaults are used/, 'settings'],
      [/^alert-ledger\.json was damaged; moved to (\S+) and the record of sent alerts/, 'ledger'],
      [/^alerts-held\.json was damaged; moved to (\S+) and /, 'held alerts'],
      [/^match-memory\.json was damaged; moved to (\S+) and /, 'last known scores'],
      [
        /^alert-ledger-shown\.jsonl was damaged; moved to (\S+) and an alert shown just before/,
        'marks of alerts shown',
      ],
      [/^The image cache index \(.+\) was unreadable; .*the damaged copy is at (\S+)$/, 'index'],
    ]);
  });

  it('says it in German on a German run, the technical reason apart', async () => {
    const run = runOnDamagedState(['--language', 'de']);
    await expectToldWithCopies(run, [
      [
        /^settings\.json war beschädigt; die Datei liegt jetzt unter (\S+), und es gelten die Standardwerte$/,
        'settings',
      ],
      [
        /^alert-ledger\.json war beschädigt; die Datei liegt jetzt unter (\S+), und die Liste der gesendeten Benachrichtigungen beginnt von vorn$/,
        'ledger',
      ],
      [/^alerts-held\.json war beschädigt; die Datei liegt jetzt unter (\S+), und /, 'held alerts'],
      [
        /^match-memory\.json war beschädigt; die Datei liegt jetzt unter (\S+), und /,
        'last known scores',
      ],
      [
        /^alert-ledger-shown\.jsonl war beschädigt; die Datei liegt jetzt unter (\S+), und eine Benachrichtigung/,
        'marks of alerts shown',
      ],
      [
        /^Das Verzeichnis des Bildspeichers \(.+\) war unlesbar; .*die beschädigte Kopie liegt unter (\S+)$/,
        'index',
      ],
    ]);
    for (const line of run.lines.filter((candidate) => candidate.type === 'error')) {
      expect(String(line.message)).not.toMatch(/\b(?:was|moved|the|and)\b/);
      expect(String(line.detail)).toMatch(/JSON/);
    }
  });
});
