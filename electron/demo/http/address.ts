// Which sport and endpoint a request is for, in either address form: the path form
// {api_host}/v2/{sport}/<path> (also /v2/{sport}/api/<path>), or the classic form
// v2.{sport}.<domain>/api/<path>, told apart by the Host header. The multi-sport global endpoints
// have no sport: /api/v1/<path> on any host.

export type Address =
  | { kind: 'v2'; sport: string; path: string; query: URLSearchParams }
  | { kind: 'socket'; sport: string; query: URLSearchParams }
  | { kind: 'global'; path: string; query: URLSearchParams }
  /** V6 competitions ({api_host}/v6/{sport}/..., v6.{sport}.<domain>/api/v1/...). */
  | { kind: 'v6'; sport: string; path: string; query: URLSearchParams }
  /** The V5 sportsbook, no sport ({api_host}/v5/..., v5.<domain>/api/v1/...). */
  | { kind: 'v5'; path: string; query: URLSearchParams }
  | { kind: 'unknown'; path: string };

const CLASSIC_HOST = /^v2\.([a-z][a-z0-9-]*)\./i;
/** v6.{sport}.<domain> or v5.<domain> (the sportsbook's one host). */
const CLASSIC_VERSION_HOST = /^(v5|v6)\.(?:([a-z][a-z0-9-]*)\.)?/i;

export function parseAddress(rawUrl: string, host: string | undefined): Address {
  let url: URL;
  try {
    url = new URL(rawUrl, 'http://demo.invalid');
  } catch {
    return { kind: 'unknown', path: rawUrl };
  }
  const segments = url.pathname.split('/').filter(Boolean).map(safeDecode);
  const versioned = host ? CLASSIC_VERSION_HOST.exec(host) : null;
  if (versioned?.[1] && segments[0] === 'api' && segments[1] === 'v1') {
    const path = segments.slice(2).join('/');
    if (versioned[1].toLowerCase() === 'v5') return { kind: 'v5', path, query: url.searchParams };
    if (versioned[1].toLowerCase() === 'v6' && versioned[2])
      return { kind: 'v6', sport: versioned[2].toLowerCase(), path, query: url.searchParams };
  }
  if (segments[0] === 'v5' && segments.length > 1)
    return { kind: 'v5', path: segments.slice(1).join('/'), query: url.searchParams };
  if (segments[0] === 'v6' && segments[1] && segments.length > 2)
    return {
      kind: 'v6',
      sport: segments[1].toLowerCase(),
      path: segments.slice(2).join('/'),
      query: url.searchParams,
    };
  const classic = host ? CLASSIC_HOST.exec(host) : null;
  if (classic?.[1]) {
    const sport = classic[1].toLowerCase();
    if (segments[0] === 'ws' && segments.length === 1)
      return { kind: 'socket', sport, query: url.searchParams };
    if (segments[0] === 'api') return v2(sport, segments.slice(1), url);
    if (segments[0] === 'images') return v2(sport, segments, url);
  }
  if (segments[0] === 'api' && segments[1] === 'v1' && segments.length > 2)
    return { kind: 'global', path: segments.slice(2).join('/'), query: url.searchParams };
  if (segments[0] === 'v2' && segments[1]) {
    const sport = segments[1].toLowerCase();
    const rest = segments[2] === 'api' ? segments.slice(3) : segments.slice(2);
    if (rest.length === 1 && rest[0] === 'ws')
      return { kind: 'socket', sport, query: url.searchParams };
    return v2(sport, rest, url);
  }
  return { kind: 'unknown', path: url.pathname };
}

function v2(sport: string, rest: string[], url: URL): Address {
  return { kind: 'v2', sport, path: rest.join('/'), query: url.searchParams };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The path as logged: the key never lands in a log. */
export function loggablePath(rawUrl: string): string {
  return rawUrl.replace(/([?&]x-api-key=)[^&]*/gi, '$1***');
}
