// `npm run --silent demo-service -- [flags]`: runs the demo service until SIGINT or SIGTERM.
// The first stdout line is {"url", "apiKey"}; everything else goes to stderr.

import { parseCli, UsageError, USAGE, type FaultFlags } from './cli-args';
import type { DemoService } from './demo-service-api';
import { startDemoService } from './server';
import { errorText } from '../../shared/error-text';

async function main(): Promise<void> {
  let config;
  try {
    config = parseCli(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`demo-service: ${error.message}\n${USAGE}\n`);
    process.exit(2);
  }
  if (config.help) {
    process.stderr.write(`${USAGE}\n`);
    return;
  }
  const service = await startDemoService(config.options);
  applyFaults(service, config.faults);
  const dropTimer = config.faults.dropSocketsEveryMs
    ? setInterval(() => service.faults.dropSockets(), config.faults.dropSocketsEveryMs)
    : null;
  process.stdout.write(`${JSON.stringify({ url: service.url, apiKey: service.apiKey })}\n`);
  process.stderr.write(`demo-service: serving ${service.url}/v2/{sport}/... (Ctrl+C to stop)\n`);

  let seen = 0;
  const verboseTimer = config.verbose
    ? setInterval(() => {
        const requests = service.log.requests();
        for (const entry of requests.slice(seen))
          process.stderr.write(`${entry.status} ${entry.method} ${entry.path}\n`);
        seen = requests.length;
      }, 250)
    : null;

  const stop = (signal: string) => {
    process.stderr.write(`demo-service: ${signal}, closing\n`);
    if (verboseTimer) clearInterval(verboseTimer);
    if (dropTimer) clearInterval(dropTimer);
    service.close().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`demo-service: close failed: ${String(error)}\n`);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
  // Keeps the process alive: the server's own handle is enough, but an explicit one documents it.
  setInterval(() => undefined, 1 << 30);
}

function applyFaults(service: DemoService, faults: FaultFlags): void {
  if (faults.auth) service.faults.rejectKeys(faults.auth);
  if (faults.serverErrors)
    service.faults.serverErrors(faults.serverErrors.count, faults.serverErrors.status);
  if (faults.imageBadGateway !== undefined) service.faults.imageBadGateway(faults.imageBadGateway);
  if (faults.slowMs !== undefined) service.faults.slow(faults.slowMs);
  if (faults.brokenJson !== undefined) service.faults.brokenJson(faults.brokenJson);
  if (faults.quotaResetAt !== undefined) service.faults.exhaustQuota(faults.quotaResetAt);
  if (faults.freezeSockets) service.faults.freezeSockets(true);
}

main().catch((error: unknown) => {
  process.stderr.write(`demo-service: ${errorText(error)}\n`);
  process.exit(1);
});
