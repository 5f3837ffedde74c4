// Runs the headless CLI as a user does (`npm run --silent headless -- ...`) and reads its NDJSON
// output line by line. It runs in a process group of its own, so a test can stop it as Ctrl+C in a
// terminal does (every process of the group at once) and see that every one of them has gone.

import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CLI_BUNDLE, npmScriptNodeFlags } from './cli-bundle';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface CliLine {
  type: string;
  [field: string]: unknown;
}

export interface RunningCli {
  /** The process started: node running the CLI itself with `via: 'node'`, npm with `via: 'npm'`. */
  pid: number | undefined;
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
  /** Sends a signal to every process of its group at once, as Ctrl+C in a terminal does. */
  signalGroup(signal: NodeJS.Signals): void;
  /**
   * Resolves once no process of its group is left (npm, the shell, node and whatever they
   * started); rejects, naming those still there, if any outlives `withinMs`.
   */
  groupGone(withinMs: number): Promise<void>;
  exited(): Promise<number | null>;
  /** Closes the reading end of its stdout and stderr, as a reader that went away does. */
  closeOutput(): void;
}

/**
 * `via: 'npm'` is how a user runs it (`npm run --silent headless -- ...`). `via: 'node'` starts the
 * same program without npm and tsx in between: node, with the npm script's flags, on the sources
 * built once for the test run (cli-bundle.ts). It starts in a third of the CPU time, and its exit
 * code is the program's own: npm ends on a signal it receives itself instead of passing on the code.
 */
export function runCli(
  args: string[],
  env: Record<string, string> = {},
  via: 'npm' | 'node' = 'npm',
): RunningCli {
  const [command, prefix] =
    via === 'npm'
      ? ['npm', ['run', '--silent', 'headless', '--']]
      : [process.execPath, [...npmScriptNodeFlags(), CLI_BUNDLE]];
  const child: ChildProcess = spawn(command, [...prefix, ...args], {
    cwd: REPO_ROOT,
    // The terminal's language is neutral unless a test names one: the words a test expects, when
    // it gives no --language, must not hang on the locale of the machine running it.
    env: {
      ...process.env,
      LC_ALL: '',
      LC_MESSAGES: '',
      LANG: 'C.UTF-8',
      SCORETRAY_API_KEY: '',
      ...env,
    },
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
    pid: child.pid,
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
      if (child.pid === undefined) return exit;
      try {
        // With npm in between, the whole process group gets it, as Ctrl+C in a terminal does; so
        // does SIGKILL, which nobody can hand on to the processes below.
        if (via === 'node' && signal !== 'SIGKILL') child.kill(signal);
        else process.kill(-child.pid, signal);
      } catch {
        // Already gone.
      }
      return exit;
    },
    signalGroup(signal) {
      if (child.pid !== undefined) process.kill(-child.pid, signal);
    },
    async groupGone(withinMs) {
      const deadline = Date.now() + withinMs;
      // A signal 0 to the group is a cheap check (a scan of /proc every few ms would take CPU from
      // the very processes being timed); /proc is read only to name who is left.
      while (child.pid !== undefined && groupAlive(child.pid)) {
        if (Date.now() > deadline) {
          const left = groupMembers(child.pid);
          if (left.length === 0) return;
          throw new Error(`still running ${withinMs} ms after the signal: ${left.join(' | ')}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    exited: () => exit,
    closeOutput: () => {
      child.stdout!.destroy();
      child.stderr!.destroy();
    },
  };
}

function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * The live processes of a process group. On Linux /proc tells them apart from zombies (gone, not
 * yet reaped); elsewhere a signal 0 to the group says whether any is left.
 */
function groupMembers(pgid: number): string[] {
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    try {
      process.kill(-pgid, 0);
      return [`process group ${pgid}`];
    } catch {
      return [];
    }
  }
  const members: string[] = [];
  for (const pid of entries) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces): state, ppid, pgrp, ...
      const [state, , group] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(group) !== pgid || state === 'Z') continue;
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
      members.push(`${pid} ${command.slice(0, 80)}`);
    } catch {
      // Gone while we looked.
    }
  }
  return members;
}
