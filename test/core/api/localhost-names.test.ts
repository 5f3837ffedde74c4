import { describe, expect, it } from 'vitest';
import type { LookupAddress } from 'node:dns';
import { isLocalhostName, localhostAwareLookup } from '../../../electron/core/api/localhost-names';

function resolve(hostname: string, all: boolean): Promise<string | LookupAddress[]> {
  return new Promise((done, fail) =>
    localhostAwareLookup(hostname, { all }, (error, address) =>
      error ? fail(error) : done(address),
    ),
  );
}

describe('localhost names (RFC 6761)', () => {
  it('the classic form on the domain localhost is this computer', async () => {
    expect(isLocalhostName('v2.football.localhost')).toBe(true);
    expect(isLocalhostName('V2.Ice-Hockey.LOCALHOST.')).toBe(true);
    expect(await resolve('v2.football.localhost', false)).toBe('127.0.0.1');
    expect(await resolve('v2.football.localhost', true)).toEqual([
      { address: '127.0.0.1', family: 4 },
      { address: '::1', family: 6 },
    ]);
  });

  it('other names are not taken for it', () => {
    expect(isLocalhostName('localhost.example.com')).toBe(false);
    // The system knows localhost itself (and which loopback it means).
    expect(isLocalhostName('localhost')).toBe(false);
    expect(isLocalhostName('v2.football.notlocalhost')).toBe(false);
    expect(isLocalhostName('api.example.com')).toBe(false);
  });
});
