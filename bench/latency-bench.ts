// Push-to-alert latency on loopback: from the demo service scoring a goal (and pushing it on the
// football socket) to the engine's alert for it, over many goals in followed matches.

import { performance } from 'node:perf_hooks';
import { followedTeamSchema } from '../shared/settings';
import { startDemoService } from '../electron/demo/server';
import { benchEngine, worldPlusRealClock } from './bench-engine';
import { fixed, machineLine, percentile } from './bench-report';

export interface LatencyResult {
  goals: number;
  p50: number;
  p99: number;
  max: number;
}

export async function runLatencyBench(goals = 100): Promise<LatencyResult> {
  const demo = await startDemoService({
    seed: 21,
    clockMode: 'manual',
    startAt: Date.UTC(2026, 8, 29, 15),
  });
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
    clock: worldPlusRealClock(() => demo.world.now()),
    follows,
  });
  const latencies: number[] = [];
  try {
    await bench.engine.start();
    for (let goal = 0; goal < goals; goal += 1) {
      const match = live[goal % live.length]!;
      const before = bench.alerts.length;
      const alerted = new Promise<number>((resolve) => {
        const off = bench.engine.on('alert', (alert) => {
          if (alert.matchId === match.id && alert.kind === 'goal') {
            off();
            resolve(performance.now());
          }
        });
      });
      const scoredAt = performance.now();
      demo.world.score('football', match.id, goal % 3 === 0 ? 'away' : 'home');
      latencies.push((await withTimeout(alerted, 5_000)) - scoredAt);
      if (bench.alerts.length !== before + 1)
        throw new Error('one goal must raise exactly one alert');
    }
  } finally {
    await bench.dispose();
    await demo.close();
  }
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    goals,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1)!,
  };
}

export function latencyMarkdown(result: LatencyResult): string {
  return [
    '## Engine: push-to-alert latency',
    '',
    machineLine(),
    '',
    `${result.goals} goals scored in followed football matches of the embedded demo service on loopback; time from`,
    "the service scoring the goal (pushing it on the WebSocket) to the engine's alert for it (parse, spoiler",
    'delay of 0, snapshot diff, alert policy, ledger write to an in-memory store).',
    '',
    '| goals | p50 | p99 | max | target |',
    '|---|---|---|---|---|',
    `| ${result.goals} | ${fixed(result.p50, 2)} ms | **${fixed(result.p99, 2)} ms** | ${fixed(result.max, 2)} ms | p99 < 50 ms |`,
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
