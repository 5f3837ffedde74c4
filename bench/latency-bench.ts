// Push-to-alert latency on loopback: from the demo service scoring a goal (and pushing it on the
// football socket) to the engine's alert for it, over many goals in followed matches. A match is
// scored at most once per settling window (a second goal within it is held on purpose, to tell a
// flapping score once), so what is measured is a single goal. The scorer's wait is its own figure:
// from the goal's alert to its update naming the scorer (the alert itself never waits for it).

import { performance } from 'node:perf_hooks';
import { followedTeamSchema } from '../shared/settings';
import { startTestDemo, WORLD_START } from '../test/fixtures/demo-service';
import { benchEngine } from './bench-engine';
import { worldClock } from '../test/fixtures/world-clock';
import { fixed, machineLine, percentile } from './bench-report';

export interface LatencyResult {
  goals: number;
  p50: number;
  p99: number;
  max: number;
  /** From a goal's alert to its update naming the scorer: how many came, and their wait. */
  scorer: { named: number; p50: number; p99: number };
}

/** The engine's settling window (electron/core/engine/alerts.ts), and a margin for the timers. */
const SETTLING_MS = 3_000 + 200;
/** How long the bench waits for a scorer after the goal's alert. */
const SCORER_WAIT_MS = 2_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function runLatencyBench(goals = 100): Promise<LatencyResult> {
  const demo = await startTestDemo({ seed: 21, startAt: WORLD_START });
  const live = demo.world.matches('football').filter((match) => match.phase === 'live');
  const follows = live.map((match) =>
    followedTeamSchema.parse({
      sport: 'football',
      teamId: match.homeTeamId,
      name: match.homeTeamName,
    }),
  );
  const bench = benchEngine({
    baseUrl: demo.url,
    apiKey: demo.apiKey,
    clock: worldClock(demo.world),
    follows,
    // Each team scores every few seconds here, far above the budget of a few a minute: lifted, so
    // that each goal is told alone (the budget is measured in the flood test, not here).
    options: { alertBudget: { perTeam: Infinity, overall: Infinity, windowMs: 60_000 } },
  });
  const latencies: number[] = [];
  const scorerWaits: number[] = [];
  const lastScored = new Map<number, number>();
  try {
    await bench.engine.start();
    for (let goal = 0; goal < goals; goal += 1) {
      const match = live[goal % live.length]!;
      const since = performance.now() - (lastScored.get(match.id) ?? -Infinity);
      if (since < SETTLING_MS) await sleep(SETTLING_MS - since);
      const before = bench.alerts.length;
      let alertId: string | null = null;
      let alertedAt = 0;
      let resolveAlerted: (at: number) => void = () => {};
      let resolveNamed: (at: number) => void = () => {};
      const alerted = new Promise<number>((resolve) => (resolveAlerted = resolve));
      // The same alert told again with other words: its update, naming the scorer. The engine
      // emits it as 'alert-update', never as a second 'alert' (which would be a second alert).
      const named = new Promise<number>((resolve) => (resolveNamed = resolve));
      const offAlert = bench.engine.on('alert', (alert) => {
        if (alertId === null && alert.matchId === match.id && alert.kind === 'goal') {
          alertId = alert.id;
          alertedAt = performance.now();
          resolveAlerted(alertedAt);
        }
      });
      const offUpdate = bench.engine.on('alert-update', (alert) => {
        if (alertId !== null && alert.id === alertId) resolveNamed(performance.now());
      });
      const scoredAt = performance.now();
      lastScored.set(match.id, scoredAt);
      demo.world.score('football', match.id, goal % 3 === 0 ? 'away' : 'home');
      latencies.push((await withTimeout(alerted, 5_000)) - scoredAt);
      const updatedAt = await Promise.race([named, sleep(SCORER_WAIT_MS).then(() => null)]);
      offAlert();
      offUpdate();
      if (updatedAt !== null) scorerWaits.push(updatedAt - alertedAt);
      if (bench.alerts.length !== before + 1)
        throw new Error('one goal must raise exactly one alert');
    }
  } finally {
    await bench.dispose();
    await demo.close();
  }
  const sorted = [...latencies].sort((a, b) => a - b);
  const waits = [...scorerWaits].sort((a, b) => a - b);
  return {
    goals,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1)!,
    scorer: { named: waits.length, p50: percentile(waits, 0.5), p99: percentile(waits, 0.99) },
  };
}

export function latencyMarkdown(result: LatencyResult): string {
  return [
    '## Engine: push-to-alert latency',
    '',
    machineLine(),
    '',
    `${result.goals} goals scored in followed football matches of the embedded demo service on loopback, each match`,
    'at most once per settling window (3 s); time from the service scoring the goal (pushing it on the',
    "WebSocket) to the engine's alert for it (parse, spoiler delay of 0, snapshot diff, alert policy, ledger",
    "write to an in-memory store). The scorer's wait: from the goal's alert to its update naming the scorer.",
    '',
    '| goals | p50 | p99 | max | target |',
    '|---|---|---|---|---|',
    `| ${result.goals} | ${fixed(result.p50, 2)} ms | **${fixed(result.p99, 2)} ms** | ${fixed(result.max, 2)} ms | p99 < 5 ms |`,
    '',
    `Scorer's wait (${result.scorer.named} of ${result.goals} goals named a scorer): p50 ${fixed(result.scorer.p50, 1)} ms, p99 ${fixed(result.scorer.p99, 1)} ms.`,
    '',
  ].join('\n');
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no alert within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
