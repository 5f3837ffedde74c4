// `npm run --silent ui-harness -- --port 0`: the window in any browser, fed by the real engine and
// the embedded demo service. The first stdout line is {"url": "http://127.0.0.1:PORT/"}; it serves
// until stopped. Test controls: POST {url}__test/goal, /exhaust-quota, /reject-keys, ... (see
// test-controls.ts).

import { parseArgs } from 'node:util';
import { createEngine } from '../../electron/core/engine/engine';
import { startDemoService } from '../../electron/demo/server';
import { startUiHarness } from './ui-harness';
import { errorText } from '../../shared/error-text';

const USAGE = `usage: ui-harness [--port N] [--speed N] [--clock real|manual] [--seed N] [--start-at ISO] [--quota N] [--poll-interval-ms N] [--vault obscured|encrypted] [--system-language TAG]... [--damaged-document NAME]... [--verbose]`;

function numberOption(
  value: string | undefined,
  name: string,
  fallback: number,
  min: number,
): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number < min)
    throw new Error(`--${name} must be a number >= ${min}, got ${value}`);
  return number;
}

function isoTime(value: string): number {
  const epochMs = Date.parse(value);
  if (Number.isNaN(epochMs)) throw new Error(`--start-at needs an ISO time, got ${value}`);
  return epochMs;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      speed: { type: 'string' },
      clock: { type: 'string' },
      seed: { type: 'string' },
      'start-at': { type: 'string' },
      quota: { type: 'string' },
      'poll-interval-ms': { type: 'string' },
      vault: { type: 'string' },
      'system-language': { type: 'string', multiple: true },
      'damaged-document': { type: 'string', multiple: true },
      verbose: { type: 'boolean' },
      help: { type: 'boolean' },
    },
    strict: true,
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const vault = values.vault ?? 'obscured';
  if (vault !== 'obscured' && vault !== 'encrypted')
    throw new Error('--vault is obscured or encrypted');

  const harness = await startUiHarness({
    createEngine: (ports, { pollIntervalMs }) =>
      createEngine(ports, { live: { minPollIntervalMs: pollIntervalMs } }),
    startDemoService,
    port: numberOption(values.port, 'port', 0, 0),
    speed: numberOption(values.speed, 'speed', 60, 0.001),
    clock: values.clock === 'manual' ? 'manual' : 'real',
    seed: numberOption(values.seed, 'seed', 7, 0),
    ...(values['start-at'] !== undefined ? { startAt: isoTime(values['start-at']) } : {}),
    ...(values.quota !== undefined
      ? { dailyQuota: numberOption(values.quota, 'quota', 0, 0) }
      : {}),
    pollIntervalMs: numberOption(values['poll-interval-ms'], 'poll-interval-ms', 1000, 10),
    vaultStorage: vault,
    systemLanguages: values['system-language'] ?? [],
    damagedDocuments: values['damaged-document'] ?? [],
    log: values.verbose ? (line) => process.stderr.write(`${line}\n`) : undefined,
  });
  process.stdout.write(`${JSON.stringify({ url: harness.url })}\n`);

  const stop = (): void => {
    void harness.close().finally(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(`ui-harness: ${errorText(error)}\n${USAGE}\n`);
  process.exit(1);
});
