// What the end-to-end tests of the headless mode share: a state directory of its own for each test,
// CLI runs and services that are all stopped after it (newest first, so a CLI never outlives the
// service it talks to), and the flags that point a run at a demo service.

import { afterEach, beforeEach, expect } from 'vitest';
import type {
  DemoMatchSummary,
  DemoService,
  DemoServiceOptions,
} from '../../electron/demo/demo-service-api';
import { startTestDemo } from '../fixtures/demo-service';
import { makeTempDir, type TempDir } from '../fixtures/temp-dir';
import { runCli, type CliLine, type RunningCli } from './spawn-cli';

type Cleanup = () => Promise<unknown> | void;

export interface HeadlessRuns {
  /** This test's state directory. */
  dir(): string;
  /**
   * `--json --state-dir DIR`, the file's default flags, then `args`; by node on the built CLI
   * unless `via` says npm (spawn-cli.ts).
   */
  start(args: string[], via?: 'npm' | 'node'): RunningCli;
  /** Runs `args` (by node) to its end and expects it refused: exit code 2, `says` on stderr. */
  expectRefused(args: string[], says: string): Promise<void>;
  /** A demo service on its real clock, starting now (seed 9 unless told otherwise). */
  demo(options?: DemoServiceOptions): Promise<DemoService>;
  /** Runs after the test, before whatever was started or registered earlier. */
  onCleanup(cleanup: Cleanup): void;
}

/** For the calling test file; `defaults` are flags every run of the file gets. */
export function useHeadlessRuns(prefix: string, defaults: string[] = []): HeadlessRuns {
  let dir: TempDir | null = null;
  const cleanups: Cleanup[] = [];
  beforeEach(() => {
    const made = makeTempDir(prefix);
    dir = made;
    cleanups.push(() => made.remove());
  });
  afterEach(async () => {
    while (cleanups.length > 0) await cleanups.pop()!();
  });
  const dirPath = () => {
    if (!dir) throw new Error('the state directory is made per test');
    return dir.path;
  };
  const start = (args: string[], via: 'npm' | 'node' = 'node'): RunningCli => {
    const cli = runCli(['--json', '--state-dir', dirPath(), ...defaults, ...args], {}, via);
    cleanups.push(() => cli.stop('SIGKILL'));
    return cli;
  };
  return {
    dir: dirPath,
    start,
    expectRefused: async (args, says) => {
      const cli = start(args, 'node');
      expect(await cli.exited()).toBe(2);
      expect(cli.stderr()).toContain(says);
    },
    demo: async (options = {}) => {
      // The CLI's engine reads the wall clock, so its world starts now too, whichever clock it runs.
      const demo = await startTestDemo({
        clockMode: 'real',
        seed: 9,
        startAt: Date.now(),
        ...options,
      });
      cleanups.push(() => demo.close());
      return demo;
    },
    onCleanup: (cleanup) => cleanups.push(cleanup),
  };
}

/**
 * The flags that point a run at a service (the demo or a stand-in, path form) with its key,
 * following `follows` (SPORT:TEAM).
 */
export function against(service: { url: string; apiKey: string }, ...follows: string[]): string[] {
  return [
    '--base-url',
    service.url,
    '--api-key',
    service.apiKey,
    ...follows.flatMap((follow) => ['--follow', follow]),
  ];
}

/**
 * The live match with the most still to play. These runs use the demo's real clock, so the first
 * live match in the list may be in its last minutes and end mid-test, after which nothing followed
 * is on and the engine rightly stops asking the service.
 */
export function latestLive(demo: DemoService, sport: string): DemoMatchSummary {
  const live = demo.world.matches(sport).filter((match) => match.phase === 'live');
  const latest = live.sort((a, b) => b.startTimestamp - a.startTimestamp)[0];
  if (!latest) throw new Error(`the demo world has no live ${sport} match`);
  return latest;
}

export const isType = (type: string) => (line: CliLine) => line.type === type;

/** A `notification` line of this kind (`goal`, `reminder`, ...). */
export const isAlert = (kind: string) => (line: CliLine) =>
  line.type === 'notification' && line.kind === kind;

/**
 * Waits until the run has printed `count` lines of `type` (the views print one per flag, in the
 * order given) and returns them in that order.
 */
export async function viewLines(cli: RunningCli, type: string, count: number): Promise<CliLine[]> {
  const printed = () => cli.lines.filter(isType(type));
  await cli.waitForLine(() => printed().length >= count, `${count} ${type} lines`, 60_000);
  return printed();
}
