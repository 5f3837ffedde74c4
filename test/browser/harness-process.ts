// Starts the UI harness the way a person would (its CLI), reads the URL from its first line, and
// offers its test controls.

import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';

const REPO_ROOT = resolve(import.meta.dirname, '..', '..');
const CLI = resolve(REPO_ROOT, 'test', 'bridge', 'ui-harness-cli.ts');

export interface HarnessProcess {
  url: string;
  post<T = unknown>(control: string, body?: unknown): Promise<T>;
  get<T = unknown>(control: string): Promise<T>;
  stop(): Promise<void>;
}

export async function startHarnessProcess(args: string[] = []): Promise<HarnessProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, '--port', '0', ...args], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const url = await firstUrl(child, () => stderr);

  const control = async <T>(method: string, name: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${url}__test/${name}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const value = (await response.json()) as T & { error?: string };
    if (!response.ok) throw new Error(`${method} ${name}: ${value.error ?? response.status}`);
    return value;
  };

  return {
    url,
    post: (name, body) => control('POST', name, body ?? {}),
    get: (name) => control('GET', name),
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

function firstUrl(child: ChildProcess, stderr: () => string): Promise<string> {
  return new Promise((resolveUrl, reject) => {
    const lines = createInterface({ input: child.stdout! });
    const fail = (why: string): void => reject(new Error(`ui-harness ${why}\n${stderr()}`));
    const timer = setTimeout(() => fail('printed no URL within 30 s'), 30_000);
    lines.once('line', (line) => {
      clearTimeout(timer);
      try {
        const { url } = JSON.parse(line) as { url: string };
        resolveUrl(url);
      } catch {
        fail(`printed something else first: ${line}`);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(`exited with ${code}`);
    });
  });
}
