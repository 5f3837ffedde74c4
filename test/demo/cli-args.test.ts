// The demo service's flags, read into options and faults; malformed flags are usage errors.

import { describe, expect, it } from 'vitest';
import { parseCli, UsageError } from '../../electron/demo/cli-args';

describe('demo-service flags', () => {
  it('reads every flag', () => {
    const config = parseCli([
      '--port',
      '4010',
      '--seed',
      '9',
      '--speed',
      '60',
      '--api-key',
      'abcd-1234',
      '--quota',
      '500',
      '--start-at',
      '2026-11-21T12:00:00Z',
      '--fault-auth',
      '401',
      '--fault-5xx',
      '3:503',
      '--fault-image-502',
      '2',
      '--fault-slow',
      '250',
      '--fault-broken-json',
      '1',
      '--fault-quota-reset',
      '1795305600',
      '--fault-drop-sockets-every',
      '5000',
      '--fault-freeze-sockets',
      '--verbose',
    ]);
    expect(config.options).toEqual({
      port: 4010,
      seed: 9,
      speed: 60,
      apiKey: 'abcd-1234',
      dailyQuota: 500,
      startAt: Date.UTC(2026, 10, 21, 12),
    });
    expect(config.faults).toEqual({
      auth: 401,
      serverErrors: { count: 3, status: 503 },
      imageBadGateway: 2,
      slowMs: 250,
      brokenJson: 1,
      quotaResetAt: 1795305600_000,
      dropSocketsEveryMs: 5000,
      freezeSockets: true,
    });
    expect(config.verbose).toBe(true);
  });

  it('reads a quota reset as ISO time or epoch milliseconds too', () => {
    expect(parseCli(['--fault-quota-reset', '2026-11-22T00:00:00Z']).faults.quotaResetAt).toBe(
      Date.UTC(2026, 10, 22),
    );
    expect(parseCli(['--fault-quota-reset', '1795305600000']).faults.quotaResetAt).toBe(
      1795305600000,
    );
  });

  it.each([
    [['--bogus'], /Unknown option/],
    [['--port', 'abc'], /--port needs a whole number/],
    [['--port', '70000'], /--port must be between/],
    [['--fault-auth', '500'], /401 or 403/],
    [['--speed', '0'], /--speed needs a positive number/],
    [['--fault-5xx', '2:404'], /status must be between 500 and 599/],
    [['--start-at', 'yesterday'], /ISO time/],
    [['--api-key', 'a b'], /printable/],
    [['stray'], /positional/i],
  ])('%j is a usage error: %s', (args, message) => {
    expect(() => parseCli(args)).toThrow(UsageError);
    expect(() => parseCli(args)).toThrow(message);
  });
});
