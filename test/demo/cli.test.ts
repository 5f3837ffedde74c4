// The demo service's command line, run as a person would: its first stdout line, its flags, its
// usage errors and a clean stop on SIGTERM.

import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';
import { get } from './demo-test-kit';

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) stop(child, 'SIGKILL');
});

/** Signals the child's whole process group: npx runs the service in a grandchild. */
function stop(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.pid !== undefined) process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/** As a person runs it (npx); `direct` runs node itself so that signals reach the service. */
function run(args: string[], direct = false): ChildProcess {
  const child = direct
    ? spawn(process.execPath, ['--import', 'tsx', 'electron/demo/cli.ts', ...args], {
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      })
    : spawn('npx', ['tsx', 'electron/demo/cli.ts', ...args], {
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      });
  children.push(child);
  return child;
}

function firstLine(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!child.stdout) return reject(new Error('no stdout'));
    const lines = createInterface({ input: child.stdout });
    lines.once('line', (line) => {
      lines.close();
      resolve(line);
    });
    child.once('exit', (code) => reject(new Error(`exited with ${String(code)} before printing`)));
  });
}

function exited(child: ChildProcess): Promise<{ code: number | null; stderr: string }> {
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stderr })));
}

describe('demo-service CLI', () => {
  it('prints {url, apiKey} as its first line, serves, and closes cleanly on SIGTERM', async () => {
    const child = run(
      ['--port', '0', '--seed', '5', '--speed', '60', '--api-key', 'cli-key-123', '--quota', '50'],
      true,
    );
    const ending = exited(child);
    const first = JSON.parse(await firstLine(child));
    expect(first).toEqual({
      url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
      apiKey: 'cli-key-123',
    });
    const response = await get(`${first.url}/v2/football/live`, { 'x-api-key': 'cli-key-123' });
    expect(response.status).toBe(200);
    expect(response.headers['x-ratelimit-limit']).toBe('50');
    child.kill('SIGTERM');
    expect((await ending).code).toBe(0);
  });

  it('npx tsx electron/demo/cli.ts --port 0 prints the JSON line first', async () => {
    const child = run(['--port', '0']);
    const first = JSON.parse(await firstLine(child));
    expect(Object.keys(first).sort()).toEqual(['apiKey', 'url']);
    const ending = exited(child);
    stop(child, 'SIGTERM');
    await ending;
  });

  it('fault flags switch faults on from the start', async () => {
    const child = run(['--fault-auth', '403', '--api-key', 'cli-key-123'], true);
    const first = JSON.parse(await firstLine(child));
    expect(
      (await get(`${first.url}/v2/football/live`, { 'x-api-key': 'cli-key-123' })).status,
    ).toBe(403);
    const ending = exited(child);
    stop(child, 'SIGINT');
    expect((await ending).code).toBe(0);
  });

  it('an unknown flag: a clear message on stderr and exit 2', async () => {
    const child = run(['--bogus'], true);
    const { code, stderr } = await exited(child);
    expect(code).toBe(2);
    expect(stderr).toMatch(/demo-service: Unknown option '--bogus'/);
  });
});
