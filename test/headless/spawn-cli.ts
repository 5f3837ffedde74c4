// Runs the headless CLI as a user does (`npx tsx electron/headless/cli.ts ...`) and reads its NDJSON
// output line by line.

import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface CliLine {
  type: string;
  [field: string]: unknown;
}

export interface RunningCli {
  lines: CliLine[];
  /** Lines that were not JSON (there must be none with --json). */
  strayLines: string[];
  stderr(): string;
  waitForLine(
    predicate: (line: CliLine) => boolean,
    what: string,
    timeoutMs?: number,
  ): Promise<CliLine>;
  /** Sends a signal and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  exited(): Promise<number | null>;
  /** Closes the reading end of its stdout and stderr, as a reader that went away does. */
  closeOutput(): void;
}

/**
 * `via: 'npx'` is how a user runs it. `via: 'tsx'` starts the same program without npm in between,
 * for checking the exit code: npm reports a signal it received itself instead of the child's code.
 */
export function runCli(
  args: string[],
  env: Record<string, string> = {},
  via: 'npx' | 'tsx' = 'npx',
): RunningCli {
  const [command, prefix] =
    via === 'npx' ? ['npx', ['tsx']] : [`${REPO_ROOT}node_modules/.bin/tsx`, []];
  const child: ChildProcess = spawn(command, [...prefix, 'electron/headless/cli.ts', ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, SCORETRAY_API_KEY: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so a stop reaches every process of it, as Ctrl+C in a terminal does.
    detached: true,
  });
  const lines: CliLine[] = [];
  const strayLines: string[] = [];
  let stderr = '';
  let pending = '';
  child.stdout!.setEncoding('utf8');
  child.stdout!.on('data', (chunk: string) => {
    pending += chunk;
    let newline = pending.indexOf('\n');
    while (newline >= 0) {
      const text = pending.slice(0, newline);
      pending = pending.slice(newline + 1);
      if (text.trim() !== '') {
        try {
          lines.push(JSON.parse(text) as CliLine);
        } catch {
          strayLines.push(text);
        }
      }
      newline = pending.indexOf('\n');
    }
  });
  child.stderr!.setEncoding('utf8');
  child.stderr!.on('data', (chunk: string) => (stderr += chunk));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

  return {
    lines,
    strayLines,
    stderr: () => stderr,
    async waitForLine(predicate, what, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = lines.find(predicate);
        if (found) return found;
        if (child.exitCode !== null)
          throw new Error(`the CLI exited (${child.exitCode}) before ${what}: ${stderr}`);
        if (Date.now() > deadline)
          throw new Error(`timed out waiting for ${what}; stderr: ${stderr}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async stop(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.pid === undefined) return exit;
      try {
        // tsx hands a signal on to the program; npm does not, and nobody can hand on SIGKILL, so
        // then the whole process group gets it, as Ctrl+C in a terminal does.
        if (via === 'tsx' && signal !== 'SIGKILL') child.kill(signal);
        else process.kill(-child.pid, signal);
      } catch {
        // Already gone.
      }
      return exit;
    },
    exited: () => exit,
    closeOutput: () => {
      child.stdout!.destroy();
      child.stderr!.destroy();
    },
  };
}
