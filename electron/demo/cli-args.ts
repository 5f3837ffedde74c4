// The demo service's command line: flags to options and faults. Unknown or malformed flags are a
// usage error (the CLI exits 2).

import { parseArgs } from 'node:util';
import type { DemoServiceOptions } from './demo-service-api';
import { errorText } from '../../shared/error-text';

export interface FaultFlags {
  auth?: 401 | 403;
  serverErrors?: { count: number; status: number };
  imageBadGateway?: number;
  slowMs?: number;
  brokenJson?: number;
  quotaResetAt?: number;
  dropSocketsEveryMs?: number;
  freezeSockets?: boolean;
}

export interface CliConfig {
  options: DemoServiceOptions;
  faults: FaultFlags;
  verbose: boolean;
  help: boolean;
}

export class UsageError extends Error {}

export const USAGE = `Usage: demo-service [flags]
  --port N                 port on 127.0.0.1 (0 or none: a free port)
  --seed N                 world seed (same seed and start: same world)
  --speed X                clock factor (60: a football match in under two minutes)
  --start-at ISO|epoch-ms  when the simulated day starts (default: now)
  --api-key KEY            the valid key (default: generated)
  --quota N                daily quota per key
  --fault-auth 401|403     every request is refused
  --fault-5xx N[:STATUS]   the next N data requests fail (default status 500)
  --fault-image-502 N      the next N image requests answer 502
  --fault-slow MS          every answer waits MS first
  --fault-broken-json N    the next N JSON answers are cut in the middle
  --fault-quota-reset T    answer 429 until T (ISO time or epoch seconds/ms)
  --fault-drop-sockets-every MS   drop every open WebSocket (no close frame) every MS
  --fault-freeze-sockets   sockets stay open but never push or answer pings
  --verbose                log every request on stderr
  --help                   this text`;

export function parseCli(argv: string[]): CliConfig {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        port: { type: 'string' },
        seed: { type: 'string' },
        speed: { type: 'string' },
        'start-at': { type: 'string' },
        'api-key': { type: 'string' },
        quota: { type: 'string' },
        'fault-auth': { type: 'string' },
        'fault-5xx': { type: 'string' },
        'fault-image-502': { type: 'string' },
        'fault-slow': { type: 'string' },
        'fault-broken-json': { type: 'string' },
        'fault-quota-reset': { type: 'string' },
        'fault-drop-sockets-every': { type: 'string' },
        'fault-freeze-sockets': { type: 'boolean' },
        verbose: { type: 'boolean' },
        help: { type: 'boolean' },
      },
    });
  } catch (error) {
    throw new UsageError(errorText(error));
  }
  const v = parsed.values;
  const options: DemoServiceOptions = {};
  if (v.port !== undefined) options.port = integer('--port', v.port, 0, 65535);
  if (v.seed !== undefined) options.seed = integer('--seed', v.seed, 0, 2 ** 32 - 1);
  if (v.speed !== undefined) options.speed = positive('--speed', v.speed);
  if (v['start-at'] !== undefined) options.startAt = time('--start-at', v['start-at']);
  if (v['api-key'] !== undefined) {
    if (!/^[\x21-\x7e]{4,256}$/.test(v['api-key']))
      throw new UsageError('--api-key must be 4 to 256 printable characters');
    options.apiKey = v['api-key'];
  }
  if (v.quota !== undefined)
    options.dailyQuota = integer('--quota', v.quota, 0, Number.MAX_SAFE_INTEGER);

  const faults: FaultFlags = {};
  if (v['fault-auth'] !== undefined) {
    if (v['fault-auth'] !== '401' && v['fault-auth'] !== '403')
      throw new UsageError('--fault-auth takes 401 or 403');
    faults.auth = v['fault-auth'] === '401' ? 401 : 403;
  }
  if (v['fault-5xx'] !== undefined) {
    const [count, status] = v['fault-5xx'].split(':');
    faults.serverErrors = {
      count: integer('--fault-5xx', count ?? '', 0, 1e9),
      status: status === undefined ? 500 : integer('--fault-5xx status', status, 500, 599),
    };
  }
  if (v['fault-image-502'] !== undefined)
    faults.imageBadGateway = integer('--fault-image-502', v['fault-image-502'], 0, 1e9);
  if (v['fault-slow'] !== undefined)
    faults.slowMs = integer('--fault-slow', v['fault-slow'], 0, 600_000);
  if (v['fault-broken-json'] !== undefined)
    faults.brokenJson = integer('--fault-broken-json', v['fault-broken-json'], 0, 1e9);
  if (v['fault-quota-reset'] !== undefined)
    faults.quotaResetAt = time('--fault-quota-reset', v['fault-quota-reset']);
  if (v['fault-drop-sockets-every'] !== undefined)
    faults.dropSocketsEveryMs = integer(
      '--fault-drop-sockets-every',
      v['fault-drop-sockets-every'],
      100,
      86_400_000,
    );
  if (v['fault-freeze-sockets']) faults.freezeSockets = true;
  return { options, faults, verbose: v.verbose ?? false, help: v.help ?? false };
}

function integer(flag: string, raw: string, min: number, max: number): number {
  if (!/^\d+$/.test(raw)) throw new UsageError(`${flag} needs a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max)
    throw new UsageError(`${flag} must be between ${min} and ${max}, got ${raw}`);
  return value;
}

function positive(flag: string, raw: string): number {
  const value = Number(raw);
  if (!/^\d+(\.\d+)?$/.test(raw) || !(value > 0))
    throw new UsageError(`${flag} needs a positive number, got "${raw}"`);
  return value;
}

/** ISO text, epoch seconds (10 digits or fewer) or epoch ms, as epoch ms. */
function time(flag: string, raw: string): number {
  if (/^\d+$/.test(raw)) {
    const value = Number(raw);
    return raw.length <= 10 ? value * 1000 : value;
  }
  const parsed = Date.parse(raw);
  if (Number.isNaN(parsed))
    throw new UsageError(`${flag} needs an ISO time or an epoch number, got "${raw}"`);
  return parsed;
}
