// Peak RSS and CPU seconds of the service client taking each hostile answer (caps on), one child
// process per case so the peaks do not mix. Run: npx tsx bench/hostile-bench.ts
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const CASES = ['nested', 'events', 'name'] as const;

if (process.argv[2]) {
  const { startFixedAnswerServer } = await import('../test/fixtures/fixed-answer-server');
  const bodies = await import('../test/fixtures/hostile-bodies');
  const { createServiceClient } = await import('../electron/core/api/service-client');
  const which = process.argv[2];
  const body =
    which === 'nested'
      ? bodies.nestedArrays()
      : which === 'events'
        ? bodies.manyEvents()
        : bodies.hugeTeamName();
  const server = await startFixedAnswerServer({ body });
  const client = createServiceClient({
    endpoint: { addressForm: 'path', baseUrl: server.url },
    apiKey: 'k',
    retry: { baseDelayMs: 5 },
  });
  const outcome = await client.live('football').then(
    () => 'read',
    (error: unknown) => (error instanceof Error ? error.message.slice(0, 80) : String(error)),
  );
  await server.close();
  const usage = process.resourceUsage();
  console.log(
    JSON.stringify({
      which,
      peakRssMb: Math.round(usage.maxRSS / 1024),
      cpuSeconds: (usage.userCPUTime + usage.systemCPUTime) / 1e6,
      outcome,
    }),
  );
} else {
  const self = fileURLToPath(import.meta.url);
  for (const which of CASES) {
    process.stdout.write(execFileSync('npx', ['tsx', self, which], { encoding: 'utf8' }));
  }
}
