// The two address forms of the service (service-interface.md, "Versioning"):
//   path form:    {api_host}/v2/{sport}/{path}            (drops /api)
//   classic form: {scheme}://v2.{sport}.{domain}/api/{path}
// Images sit beside the API in both: {api_host}/v2/{sport}/images/... and v2.{sport}.{domain}/images/...
// The multi-sport global endpoints (/api/v1/sports, /api/v1/match-counts) have no sport: the path
// form serves them at {api_host}/api/v1/...; for the classic form the interface does not say which
// host does, so the bare {domain} is asked.

import type { ServiceEndpoint } from '../ports';
import { SPORT_SLUG_PATTERN } from '../../../shared/sports';

export type Scheme = 'http' | 'https';

export interface AddressBook {
  /** A data path such as "live" or "match/12/incidents", with an optional query. */
  data(sport: string, path: string, query?: Record<string, string>): string;
  image(sport: string, type: string, id: number | string): string;
  webSocket(sport: string, apiKey: string): string;
  /** A multi-sport global endpoint such as "sports" or "match-counts" (under /api/v1). */
  global(path: string, query?: Record<string, string>): string;
  /**
   * A V6 competition path of a sport, or a V5 sportsbook path (no sport): the path form
   * {api_host}/v6/{sport}/<path> and {api_host}/v5/<path> (dropping /api/v1), the classic form
   * v6.{sport}.{domain}/api/v1/<path> and, for the sportsbook's single host the interface does
   * not name, v5.{domain}/api/v1/<path>.
   */
  versioned(
    version: ApiVersion,
    sport: string | null,
    path: string,
    query?: Record<string, string>,
  ): string;
}

/** The versions besides V2 the client reads: V6 competitions, the V5 sportsbook. */
export type ApiVersion = 'v5' | 'v6';

export class AddressError extends Error {
  override readonly name = 'AddressError';
}

/**
 * classicScheme applies when the classic base has no scheme of its own (production: https; tests
 * use http on loopback).
 */
export function createAddressBook(
  endpoint: ServiceEndpoint,
  classicScheme: Scheme = 'https',
): AddressBook {
  const root =
    endpoint.addressForm === 'path'
      ? pathRoot(endpoint.baseUrl)
      : classicRoot(endpoint.baseUrl, classicScheme);
  const globalBase =
    endpoint.addressForm === 'path'
      ? pathHost(endpoint.baseUrl)
      : classicHost(endpoint.baseUrl, classicScheme);
  const origin = (sport: string) => {
    if (!SPORT_SLUG_PATTERN.test(sport))
      throw new AddressError(`"${sport}" is not a sport the service knows`);
    return root(sport);
  };
  const withQuery = (url: string, query?: Record<string, string>) => {
    const search = new URLSearchParams(query ?? {}).toString();
    return search ? `${url}?${search}` : url;
  };
  return {
    data: (sport, path, query) => {
      const { base, apiPrefix } = origin(sport);
      return withQuery(`${base}${apiPrefix}/${trimSlashes(path)}`, query);
    },
    image: (sport, type, id) => `${origin(sport).base}/images/${encodeURIComponent(type)}/${id}`,
    webSocket: (sport, apiKey) => {
      const socketBase = origin(sport).base.replace(/^http(s?):/, 'ws$1:');
      return `${socketBase}/ws?${new URLSearchParams({ 'x-api-key': apiKey }).toString()}`;
    },
    global: (path, query) => withQuery(`${globalBase}/api/v1/${trimSlashes(path)}`, query),
    versioned: (version, sport, path, query) => {
      if (sport !== null && !SPORT_SLUG_PATTERN.test(sport))
        throw new AddressError(`"${sport}" is not a sport the service knows`);
      const base = versionRoot(version, sport);
      return withQuery(`${base}/${trimSlashes(path)}`, query);
    },
  };

  function versionRoot(version: ApiVersion, sport: string | null): string {
    const sportSegment = sport === null ? '' : `/${sport}`;
    if (endpoint.addressForm === 'path') return `${globalBase}/${version}${sportSegment}`;
    const url = classicUrl(endpoint.baseUrl, classicScheme);
    const sub = sport === null ? version : `${version}.${sport}`;
    return `${url.protocol}//${sub}.${url.host}/api/v1`;
  }
}

interface SportRoot {
  /** Everything up to the sport: the path form's {api_host}/v2/{sport}, the classic host. */
  base: string;
  /** '' in the path form, '/api' in the classic form. */
  apiPrefix: string;
}

/** {api_host} without a trailing slash. */
function pathHost(baseUrl: string): string {
  const url = parseBase(baseUrl, 'the path-form service address');
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

function pathRoot(baseUrl: string): (sport: string) => SportRoot {
  const host = pathHost(baseUrl);
  return (sport) => ({ base: `${host}/v2/${sport}`, apiPrefix: '' });
}

function classicUrl(baseUrl: string, defaultScheme: Scheme): URL {
  const withScheme = /^[a-z]+:\/\//i.test(baseUrl) ? baseUrl : `${defaultScheme}://${baseUrl}`;
  return parseBase(withScheme, 'the classic service domain');
}

function classicHost(baseUrl: string, defaultScheme: Scheme): string {
  const url = classicUrl(baseUrl, defaultScheme);
  return `${url.protocol}//${url.host}`;
}

function classicRoot(baseUrl: string, defaultScheme: Scheme): (sport: string) => SportRoot {
  const url = classicUrl(baseUrl, defaultScheme);
  return (sport) => ({ base: `${url.protocol}//v2.${sport}.${url.host}`, apiPrefix: '/api' });
}

function parseBase(text: string, what: string): URL {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw new AddressError(`${what} "${text}" is not a valid address`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new AddressError(`${what} "${text}" must start with http:// or https://`);
  }
  return url;
}

function trimSlashes(path: string): string {
  return path.replace(/^\/+|\/+$/g, '');
}
