// Floods on the football push channel against the headless mode, run as a user runs it (its own
// process, caps on), fed by the embedded demo service in this process. For each flood: the headless
// process's CPU seconds over the flood (from /proc, so this process's own work is not counted), its
// peak RSS, how often it connected the socket again, and what it told.
// Run: npx tsx bench/flood-bench.ts (Linux: it reads /proc).

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DemoService } from '../electron/demo/demo-service-api';
import { startTestDemo, WORLD_START } from '../test/fixtures/demo-service';
import { newMatchMessage } from '../test/fixtures/hostile-bodies';
import { waitFor } from '../test/core/live/wait-for';
import { runCli, type CliLine, type RunningCli } from '../test/headless/spawn-cli';
import { cpuSeconds, peakRssMb } from './process-figures';

/** A flood may keep the headless process busy for a long while before it answers. */
const FLOOD_TIMEOUT_MS = 120_000;

/**
 * The headless mode as its own node process (no npm in between), so the pid /proc is read for is
 * the process doing the work.
 */
function startHeadless(demo: DemoService, teamId: number, stateDir: string): RunningCli {
  const cli = runCli(
    [
      '--json',
      '--state-dir',
      stateDir,
      '--base-url',
      demo.url,
      '--api-key',
      demo.apiKey,
      '--follow',
      `football:${teamId}`,
    ],
    {},
    'node',
  );
  if (cli.pid === undefined) throw new Error(`the headless process did not start: ${cli.stderr()}`);
  return cli;
}

const seen = (run: RunningCli, predicate: (line: CliLine) => boolean, what: string) =>
  run.waitForLine(predicate, what, FLOOD_TIMEOUT_MS);

const socketConnects = (demo: DemoService) =>
  demo.log.requests().filter((r) => r.path.includes('/football/ws') && r.status === 101).length;

const turn = () => new Promise((resolve) => setImmediate(resolve));

type Flood = 'new-ids' | 'flapping' | 'frame-10mb';

interface FloodResult {
  flood: Flood;
  detail: string;
  cpuSeconds: number;
  peakRssMb: number;
  reconnects: number;
  notifications: number;
  outcome: string;
}

async function runFlood(flood: Flood): Promise<FloodResult> {
  // A world at a fixed moment: started at the wall clock's, the followed match was at another point
  // of its game at each hour, and at some hours the flood's last goal never came (22:33 and 22:57 UTC).
  const demo = await startTestDemo({ seed: 9, startAt: WORLD_START });
  const match = demo.world.matches('football').find((m) => m.phase === 'live')!;
  const stateDir = mkdtempSync(join(tmpdir(), 'scoretray-flood-'));
  const run = startHeadless(demo, match.homeTeamId, stateDir);
  const pid = run.pid!;
  try {
    await seen(run, (line) => line.type === 'ready', 'ready');
    await seen(run, (line) => line.type === 'score' && line.matchId === match.id, 'the score');
    const connectsBefore = socketConnects(demo);
    const cpuBefore = cpuSeconds(pid);
    const notifiedBefore = run.lines.filter((line) => line.type === 'notification').length;
    let detail = '';
    let outcome = '';
    if (flood === 'new-ids') {
      const count = 100_000;
      for (let sent = 0; sent < count; sent += 500) {
        for (let i = 0; i < 500; i++) demo.world.pushRaw(newMatchMessage(900_000 + sent + i));
        await turn();
      }
      demo.world.score('football', match.id, 'home');
      await seen(
        run,
        (line) => line.type === 'notification' && line.matchId === match.id,
        'the followed goal after the flood',
      );
      detail = `${count.toLocaleString('en')} messages, each a new match id`;
      outcome = 'followed goal told after the flood';
    } else if (flood === 'flapping') {
      const until = Date.now() + 5_000;
      let pushes = 0;
      const teams = { home: match.homeTeamId, away: match.awayTeamId };
      const at = (home: number) => ({ home, away: match.away });
      const flapped = newMatchMessage(match.id, teams, at(match.home + 1));
      const back = newMatchMessage(match.id, teams, at(match.home));
      while (Date.now() < until) {
        for (let flap = 0; flap < 100; flap++) {
          demo.world.pushRaw(flapped);
          demo.world.pushRaw(back);
        }
        pushes += 200;
        await turn();
      }
      // The first change is told at once; the rest is told once, where it settled, after 3 s of
      // quiet (30 s at most): a cancelled goal.
      await seen(
        run,
        (line) => line.type === 'notification' && line.kind === 'goal-cancelled',
        'the cancelled goal where the score settled',
      );
      detail = `${pushes.toLocaleString('en')} pushes in 5 s flapping the followed score`;
      outcome = 'ended where it began';
    } else {
      demo.world.pushRaw(`{"events":[{"id":1,"name":"${'x'.repeat(10 * 1024 * 1024)}"}]}`);
      await waitFor(
        () => socketConnects(demo) > connectsBefore,
        'the socket connected again after refusing the frame',
        FLOOD_TIMEOUT_MS,
      );
      detail = 'one 10 MB frame';
      outcome = 'refused by maxPayload (close 1009), connected again';
    }
    const notifications = run.lines.filter((line) => line.type === 'notification');
    return {
      flood,
      detail,
      cpuSeconds: Math.round((cpuSeconds(pid) - cpuBefore) * 100) / 100,
      peakRssMb: peakRssMb(pid),
      reconnects: socketConnects(demo) - connectsBefore,
      notifications: notifications.length - notifiedBefore,
      outcome,
    };
  } finally {
    await run.stop('SIGKILL');
    await demo.close();
    rmSync(stateDir, { recursive: true, force: true });
  }
}

for (const flood of ['new-ids', 'flapping', 'frame-10mb'] as const) {
  console.log(JSON.stringify(await runFlood(flood)));
}
