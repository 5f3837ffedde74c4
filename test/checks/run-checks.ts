// `npm run checks`: the checks of `npm test` that read the sources and never wait on a socket
// (the three typecheck projects, lint, knip, the security scan), side by side, as many at a time
// as the machine has cores. Each is single-threaded: one after the other they left a 2-core
// machine half idle for a minute and a half. Their commands are package.json's scripts, so
// `npm run lint` and the rest stay what they were; each one's output is printed whole when it ends.

import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { errorText } from '../../shared/error-text';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Longest first, so the last to start is a short one (times on a 2-core machine). */
const SCRIPTS = ['lint', 'typecheck', 'knip', 'test:security'];

interface Outcome {
  command: string;
  code: number;
  seconds: number;
  output: string;
}

function commandsOf(scripts: Record<string, string>): string[] {
  // `typecheck` is three projects joined by &&: each is a check of its own.
  return SCRIPTS.flatMap((name) => {
    const script = scripts[name];
    if (script === undefined) throw new Error(`package.json has no script "${name}"`);
    return script.split('&&').map((command) => command.trim());
  });
}

function run(command: string): Promise<Outcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    // As npm runs a script: in a shell, with the project's own binaries first on the PATH.
    const child = spawn(command, {
      cwd: ROOT,
      shell: true,
      env: {
        ...process.env,
        PATH: `${join(ROOT, 'node_modules', '.bin')}${delimiter}${process.env.PATH ?? ''}`,
      },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const end = (code: number) =>
      resolve({ command, code, seconds: (Date.now() - started) / 1000, output });
    child.once('error', (error) => {
      output += `${error.message}\n`;
      end(1);
    });
    child.once('close', (code, signal) => end(code ?? (signal ? 1 : 0)));
  });
}

async function main(): Promise<number> {
  const scripts = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts;
  const queue = commandsOf(scripts);
  const failed: string[] = [];
  const lane = async () => {
    for (let command = queue.shift(); command !== undefined; command = queue.shift()) {
      const outcome = await run(command);
      const verdict = outcome.code === 0 ? 'ok' : `failed (exit ${outcome.code})`;
      process.stdout.write(
        `\n> ${command}: ${verdict}, ${outcome.seconds.toFixed(1)} s\n${outcome.output}`,
      );
      if (outcome.code !== 0) failed.push(command);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, availableParallelism()) }, lane));
  if (failed.length > 0) process.stderr.write(`\nchecks failed: ${failed.join(', ')}\n`);
  return failed.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`checks: ${errorText(error)}\n`);
    process.exit(1);
  },
);
