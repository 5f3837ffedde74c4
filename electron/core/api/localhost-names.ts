// Names under `localhost` (v2.football.localhost) are this computer (RFC 6761, section 6.3), but
// Node asks the system resolver, which on many machines knows only `localhost` itself. The classic
// address form puts the version and sport in the host name, so a service run on this computer under
// the domain `localhost` (a developer's stand-in, a local proxy) could not be reached in that form
// at all. Every other name goes to the system resolver as before.

import { lookup as systemLookup, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';

const LOOPBACK: LookupAddress = { address: '127.0.0.1', family: 4 };

export function isLocalhostName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
}

/** A lookup for sockets (undici's connect, ws): loopback for localhost names, else the system's. */
export const localhostAwareLookup: LookupFunction = (hostname, options, callback) => {
  if (!isLocalhostName(hostname)) {
    systemLookup(hostname, options, callback);
    return;
  }
  if (options.all) callback(null, [LOOPBACK]);
  else callback(null, LOOPBACK.address, LOOPBACK.family);
};
