// The key stays home in the headless mode: read from a file (never the process list), never printed
// even when the service echoes it back, never sent to a plain http:// host or to an address edited
// into the settings file that it was not confirmed for.

import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseHeadlessArgs } from '../../electron/headless/args';
import { UsageError } from '../../electron/headless/flag-values';
import { startHostileServer, type HostileServer } from '../fixtures/hostile-server';
import { makeTempDir, type TempDir } from '../fixtures/temp-dir';
import { waitFor } from '../core/live/wait-for';
import { useHeadlessRuns } from './headless-runs';
import { runCli, type RunningCli } from './spawn-cli';

const KEY = 'sk-live-echoed-4c1d9a7e';
const runs = useHeadlessRuns('scoretray-key-');

function tempDir(): TempDir {
  const dir = makeTempDir();
  runs.onCleanup(() => dir.remove());
  return dir;
}

function keyFile(text: string): string {
  const path = join(tempDir().path, 'key.txt');
  writeFileSync(path, text);
  return path;
}

/** A run with its own environment or without --json (else runs.start), stopped after the test. */
function started(cli: RunningCli): RunningCli {
  runs.onCleanup(() => cli.stop('SIGKILL'));
  return cli;
}

async function echoingService(): Promise<HostileServer> {
  const server = await startHostileServer('echo-key');
  runs.onCleanup(() => server.close());
  return server;
}

const usage = (argv: string[]) => () => parseHeadlessArgs(argv, {});

describe('the headless key', () => {
  it('is read from --api-key-file, its first line trimmed', () => {
    const config = parseHeadlessArgs(
      ['--base-url', 'https://api.example.com', '--api-key-file', keyFile(`  ${KEY}  \n`)],
      {},
    );
    expect(config.apiKey).toBe(KEY);
  });

  it('refuses a key file that is missing, empty, a folder or a FIFO, saying which', () => {
    const dir = tempDir().path;
    const fifo = join(dir, 'fifo');
    execFileSync('mkfifo', [fifo]);
    mkdirSync(join(dir, 'folder'));
    const cases: [string, RegExp][] = [
      [join(dir, 'absent'), /does not exist/],
      [keyFile('\n  \n'), /is empty/],
      [join(dir, 'folder'), /is not a regular file/],
      // Refused without opening it: reading a FIFO would hold the start forever.
      [fifo, /is not a regular file/],
    ];
    for (const [path, message] of cases) {
      const parse = usage(['--base-url', 'https://api.example.com', '--api-key-file', path]);
      expect(parse).toThrow(UsageError);
      expect(parse).toThrow(message);
    }
    expect(usage(['--api-key', KEY, '--api-key-file', keyFile(KEY)])).toThrow(
      /cannot be used together/,
    );
  });

  it('never goes to a plain http:// host other than this computer', () => {
    expect(usage(['--base-url', 'http://api.example.com', '--api-key', KEY])).toThrow(
      /must start with https:\/\/ \(plain http:\/\/ only for this computer/,
    );
    expect(
      parseHeadlessArgs(['--base-url', 'http://localhost:4010', '--api-key', KEY], {}),
    ).toMatchObject({
      baseUrl: 'http://localhost:4010',
    });
  });

  it('ends with a clear line and exit code 2 when the key file cannot be read', async () => {
    const cli = started(
      runCli(
        ['--base-url', 'https://api.example.com', '--api-key-file', '/nonexistent/key'],
        {},
        'node',
      ),
    );
    expect(await cli.exited()).toBe(2);
    expect(cli.stderr()).toContain('--api-key-file /nonexistent/key does not exist');
  });

  it('is never printed when the service echoes it, in NDJSON or text', async () => {
    const service = await echoingService();
    const file = keyFile(KEY);
    const json = runs.start(
      ['--base-url', service.url, '--api-key-file', file, '--follow', 'basketball:1'],
      'node',
    );
    const refused = await json.waitForLine(
      (line) => line.type === 'status' && line.state === 'unauthorized',
      'the refusal',
    );
    expect(String(refused.detail)).toContain('[redacted]');
    const text = started(
      runCli(
        ['--base-url', service.url, '--follow', 'basketball:1', '--state-dir', tempDir().path],
        { SCORETRAY_API_KEY: KEY },
        'node',
      ),
    );
    await waitFor(
      () => text.strayLines.some((line) => line.includes('rejected the API key')),
      'the refusal in words',
      30_000,
    );
    // The service did see the key (it echoed it): only the output is scrubbed.
    expect(service.received.length).toBeGreaterThan(0);
    for (const cli of [json, text]) {
      const everything = JSON.stringify(cli.lines) + cli.strayLines.join('\n') + cli.stderr();
      expect(everything).not.toContain(KEY);
    }
  });

  it('is never printed in the forms a service echoes it in: encoded, upper-cased, base64, cut', async () => {
    const service = await startHostileServer('echo-key-forms');
    runs.onCleanup(() => service.close());
    const key = 'sk+live/echo=4c1d:9a7e';
    const base64 = (text: string) => Buffer.from(text).toString('base64');
    const cli = runs.start(
      ['--base-url', service.url, '--api-key-file', keyFile(key), '--follow', 'basketball:1'],
      'node',
    );
    const refused = await cli.waitForLine(
      (line) => line.type === 'status' && line.state === 'unauthorized',
      'the refusal',
    );
    expect(String(refused.detail)).toContain('[redacted]');
    const everything = JSON.stringify(cli.lines) + cli.stderr();
    for (const form of [
      encodeURIComponent(key),
      key.toUpperCase(),
      base64(key).slice(0, 24),
      base64(`user:${key}`).slice(8, 28),
      key.slice(0, 12),
    ])
      expect(everything).not.toContain(form);
  });

  it('is not sent to an address edited into the settings file until a run names it', async () => {
    const edited = await echoingService();
    const stateDir = runs.dir();
    writeFileSync(
      join(stateDir, 'settings.json'),
      JSON.stringify({ version: 1, service: { addressForm: 'path', baseUrl: edited.url } }),
    );
    const cli = started(
      runCli(['--json', '--state-dir', stateDir], { SCORETRAY_API_KEY: KEY }, 'node'),
    );
    await cli.waitForLine((line) => line.type === 'ready', 'ready on the demo');
    const held = await cli.waitForLine((line) => line.type === 'error', 'the reason');
    expect(held.message).toBe(
      `Your API key is not sent to ${edited.url} until you confirm that address by naming it once with --base-url ${edited.url}; the demo service runs meanwhile`,
    );
    expect(edited.received).toEqual([]);
  });
});
