// Names under `localhost` (v2.football.localhost) are this computer (RFC 6761, section 6.3), but
// Node asks the system resolver, which on many machines knows only `localhost` itself. The classic
// address form puts the version and sport in the host name, so a service run on this computer under
// the domain `localhost` (a developer's stand-in, a local proxy) could not be reached in that form
// at all. Every other name goes to the system resolver as before.

import { lookup as systemLookup, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';

/** Both loopbacks: a service on this computer may listen on either (IPv4 is tried first). */
const LOOPBACKS: LookupAddress[] = [
  { address: '127.0.0.1', family: 4 },
  { address: '::1', family: 6 },
];

/** A name below `localhost`; `localhost` itself is left to the system, which knows it. */
export function isLocalhostName(hostname: string): boolean {
  return hostname.toLowerCase().replace(/\.$/, '').endsWith('.localhost');
}

/** A lookup for sockets (undici's connect, ws): loopback for localhost names, else the system's. */
export const localhostAwareLookup: LookupFunction = (hostname, options, callback) => {
  if (!isLocalhostName(hostname)) {
    systemLookup(hostname, options, callback);
    return;
  }
  const wanted = LOOPBACKS.filter(
    (loopback) => !options.family || loopback.family === options.family,
  );
  if (options.all) callback(null, wanted);
  else callback(null, wanted[0]!.address, wanted[0]!.family);
};
