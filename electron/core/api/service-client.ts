// The data service client (ServiceClient of service-client-api.ts) on undici. It owns everything
// the interface says about talking to the service: the key header, both address forms, retries of
// 5xx with backoff, the stop on 401/403, the wait on 429, the quota headers. Responses are parsed
// into domain types at this edge; nothing past it sees the service's several forms.

import type { Dispatcher } from 'undici';
import {
  imageIdFor,
  serviceImageType,
  type ImageId,
  type ImageKind,
  type Match,
  type SportSlug,
} from '../../../shared/domain';
import { systemClock, type Clock, type ServiceEndpoint } from '../ports';
import { AccessGate } from './access-gate';
import { AddressError, createAddressBook, type AddressBook, type Scheme } from './addresses';
import { sendOnce, stoppedError, type HttpResponse } from './http-attempt';
import { parseHeadToHead } from './parse/head-to-head';
import { parseIncidents } from './parse/incidents';
import { jsonLimitBreach } from './parse/json-limits';
import { KnownEvents } from './parse/known-events';
import { parseLineups } from './parse/lineups';
import { parseMatchList, parseSingleMatch } from './parse/match-list';
import type { ItemProblem } from './parse/parse-error';
import { parseSearchResults } from './parse/search-results';
import { parseStatistics } from './parse/statistics';
import { parseTeam } from './parse/team';
import { parseWinProbability } from './parse/win-probability';
import { classifyAnswer, toServiceError } from './answer-status';
import { QuotaTracker } from './quota-tracker';
import { DEFAULT_RETRY, isRetried, retryDelay, sleep, type RetryPolicy } from './retry-policy';
import { sharedServiceDispatcher } from './service-dispatcher';
import type { ServiceClient } from './service-client-api';
import { parsed, ServiceError } from './service-errors';
import { ServiceRoutes } from './service-routes';
import { canonicalSport } from '../../../shared/sports';
import { errorText } from '../../../shared/error-text';
import { parsePlainJson } from '../../../shared/plain-text';

export interface ServiceClientTimeouts {
  /** From sending to the response headers. */
  headersMs: number;
  /** Between body chunks. */
  bodyMs: number;
  /** The whole exchange of one attempt. */
  totalMs: number;
  /** One call, all its attempts and the waits between them: past it, no further try is made. */
  deadlineMs: number;
}

export interface ServiceClientOptions {
  endpoint: ServiceEndpoint;
  apiKey: string;
  clock?: Clock;
  /** Defaults to the shared production Agent with every timeout set (service-dispatcher.ts). */
  dispatcher?: Dispatcher;
  /** Scheme of the classic form when its domain has none: https, or http for loopback tests. */
  classicScheme?: Scheme;
  retry?: Partial<RetryPolicy>;
  timeouts?: Partial<ServiceClientTimeouts>;
  /** 0..1 randomness of the retry jitter. */
  random?: () => number;
  log?: (level: 'info' | 'warn' | 'error', message: string) => void;
  /** An attempt failed and will be tried again: the caller may want to say so before the end. */
  onRetry?: (error: ServiceError) => void;
  /**
   * Every answer the service gave, before retries (null: a success; a ServiceError: what went wrong,
   * the network included): the first one tells whether a key just saved works, at no extra cost.
   */
  onAnswer?: (error: ServiceError | null) => void;
  /** Items of a list that could not be read (the good ones are still returned). */
  onItemProblems?: (what: string, problems: ItemProblem[]) => void;
  maxBodyBytes?: number;
  /**
   * Aborting it ends every request of this client at once, in flight or waiting to be tried again,
   * with ServiceError 'aborted' (the engine's stop): a stop never waits on the network.
   */
  signal?: AbortSignal;
}

const DEFAULT_CLIENT_TIMEOUTS: ServiceClientTimeouts = {
  headersMs: 15_000,
  bodyMs: 15_000,
  totalMs: 30_000,
  deadlineMs: 45_000,
};
/** details.code of the error for a key no request can carry. */
export const INVALID_KEY = 'invalid-key';
const DEFAULT_MAX_BODY_BYTES = 8 * 1024 * 1024;
const DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
/** Image requests are tried once here; the image cache owns the documented 502 retry. */
const SINGLE_ATTEMPT: Partial<RetryPolicy> = { attempts: 1 };

export function createServiceClient(options: ServiceClientOptions): ServiceClient {
  const clock = options.clock ?? systemClock;
  const log = options.log ?? (() => {});
  const dispatcher = options.dispatcher ?? sharedServiceDispatcher();
  // A bad address or key is reported by every call (ServiceError 'bad-request'), not by a throw
  // here, so that whoever builds a client from the user's settings keeps running.
  const addresses = safely(() => createAddressBook(options.endpoint, options.classicScheme));
  const keyProblem = HEADER_VALUE.test(options.apiKey)
    ? null
    : 'The API key contains characters a request header cannot carry';
  const retry: RetryPolicy = { ...DEFAULT_RETRY, ...options.retry };
  const timeouts: ServiceClientTimeouts = { ...DEFAULT_CLIENT_TIMEOUTS, ...options.timeouts };
  const random = options.random ?? Math.random;
  const quota = new QuotaTracker(() => clock.now());
  const routes = new ServiceRoutes(options.endpoint.addressForm);
  // The live lists are the hot path: their unchanged events are not validated again.
  const liveEvents = new KnownEvents();
  const gate = new AccessGate(clock, (error) =>
    log('error', `An access listener failed: ${String(error)}`),
  );

  function address(build: (book: AddressBook) => string): string {
    if (addresses instanceof AddressError) throw new ServiceError('bad-request', addresses.message);
    try {
      return build(addresses);
    } catch (error) {
      if (error instanceof AddressError) throw new ServiceError('bad-request', error.message);
      throw error;
    }
  }

  async function send(
    url: string,
    accept: string,
    policyOverride: Partial<RetryPolicy> = {},
  ): Promise<HttpResponse> {
    const policy = { ...retry, ...policyOverride };
    if (keyProblem) throw new ServiceError('bad-request', keyProblem, { url, code: INVALID_KEY });
    // Real time, whatever the injected clock says: it bounds how long the network may hold a call.
    const deadline = performance.now() + timeouts.deadlineMs;
    for (let attempt = 1; ; attempt += 1) {
      if (options.signal?.aborted) throw stoppedError(url);
      gate.assertOpen(url);
      quota.countSent();
      const left = deadline - performance.now();
      const outcome = await attemptOnce(url, accept, Math.min(timeouts.totalMs, left)).then(
        (response) => classifyAnswer(response, url, { quota, gate, now: clock.now() }),
        (error: unknown) => toServiceError(error, url),
      );
      if (!(outcome instanceof ServiceError)) {
        options.onAnswer?.(null);
        return outcome;
      }
      // A stop says nothing about the service; everything else the service (or the way) answered.
      if (outcome.kind !== 'aborted') options.onAnswer?.(outcome);
      if (!isRetried(outcome.kind) || attempt >= policy.attempts) throw outcome;
      const delay = retryDelay(attempt, policy, random);
      if (performance.now() >= deadline) throw outcome;
      options.onRetry?.(outcome);
      log(
        'warn',
        `${outcome.message}; trying again in ${delay} ms (attempt ${attempt + 1} of ${policy.attempts})`,
      );
      await sleep(clock, delay, options.signal).catch(() => {
        throw stoppedError(url);
      });
      if (performance.now() >= deadline) throw outcome;
    }
  }

  function attemptOnce(url: string, accept: string, totalMs: number): Promise<HttpResponse> {
    return sendOnce({
      url,
      headers: { 'x-api-key': options.apiKey, accept },
      dispatcher,
      headersTimeoutMs: timeouts.headersMs,
      bodyTimeoutMs: timeouts.bodyMs,
      totalTimeoutMs: totalMs,
      maxBodyBytes: options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
      signal: options.signal,
    });
  }

  /** The answer under the sport's slug the service knows (hockey or ice-hockey), found once. */
  function getJson(
    sport: SportSlug,
    path: string,
    query?: Record<string, string>,
  ): Promise<unknown> {
    return ServiceRoutes.firstAnswer(
      routes.slugsFor(sport),
      (slug) => getJsonAt(slug, path, query),
      (slug) => routes.answered(sport, slug),
    );
  }

  function getJsonAt(
    sport: SportSlug,
    path: string,
    query?: Record<string, string>,
  ): Promise<unknown> {
    return readJson(address((book) => book.data(sport, path, query)));
  }

  async function readJson(url: string): Promise<unknown> {
    const response = await send(url, 'application/json');
    // A byte order mark before the JSON is allowed by RFC 8259 to be ignored, and some servers add
    // one: the answer is readable all the same.
    // Decoded where the bytes lie (a view, not a copy: 25 live lists a second made it 1 MB/s more).
    const { buffer, byteOffset, byteLength } = response.body;
    const text = withoutByteOrderMark(Buffer.from(buffer, byteOffset, byteLength).toString('utf8'));
    const breach = jsonLimitBreach(text);
    if (breach !== null) {
      throw new ServiceError(
        'bad-payload',
        `The service's answer was not read: it holds ${breach}`,
        { status: response.status, url },
      );
    }
    try {
      // Names are text from here on: nothing past this line sees a control character (plain-text.ts).
      return parsePlainJson(text);
    } catch (error) {
      const reason = errorText(error);
      throw new ServiceError(
        'bad-payload',
        `The service sent broken JSON (${text.length} characters): ${reason}`,
        { status: response.status, url },
      );
    }
  }

  function reportProblems(what: string, problems: ItemProblem[]): void {
    if (problems.length === 0) return;
    options.onItemProblems?.(what, problems);
    const sample = problems
      .slice(0, 3)
      .map((problem) => `#${problem.index} (id ${problem.id ?? '?'}): ${problem.message}`);
    log('warn', `${what}: skipped ${problems.length} unreadable item(s): ${sample.join(' | ')}`);
  }

  async function matchList(
    what: string,
    sport: SportSlug,
    path: string,
    known?: KnownEvents,
  ): Promise<Match[]> {
    const body = await getJson(sport, path);
    const result = parsed(() =>
      parseMatchList(
        what,
        body,
        { sport: canonicalSport(sport), now: clock.now() },
        known && { events: known, whole: true },
      ),
    );
    reportProblems(`${sport} ${what}`, result.problems);
    return result.items;
  }

  async function detail<T>(
    sport: SportSlug,
    matchId: number,
    suffix: string,
    parse: (body: unknown) => T,
  ): Promise<T> {
    const body = await getJson(sport, `match/${checkedId(matchId, 'match id')}${suffix}`);
    return parsed(() => parse(body));
  }

  return {
    // The live list under whichever of its documented paths this service answers (remembered).
    live: (sport) =>
      ServiceRoutes.firstAnswer(
        routes.livePaths(),
        (path) => matchList('live list', sport, path, liveEvents),
        (path) => routes.liveAnswered(path),
      ),
    today: (sport) => matchList("today's list", sport, 'today'),
    schedule: (sport, date) => {
      if (!DATE_PATTERN.test(date)) {
        return Promise.reject(
          new ServiceError('bad-request', `"${date}" is not a date as YYYY-MM-DD`),
        );
      }
      return matchList(`schedule of ${date}`, sport, `schedule/${date}`);
    },
    match: (sport, matchId) =>
      detail(sport, matchId, '', (body) =>
        parseSingleMatch('match', body, { sport: canonicalSport(sport), now: clock.now() }),
      ),
    incidents: (sport, matchId) =>
      detail(sport, matchId, '/incidents', (body) => {
        const result = parseIncidents(body);
        reportProblems(`${sport} match ${matchId} incidents`, result.problems);
        return result.items;
      }),
    statistics: (sport, matchId) =>
      detail(sport, matchId, '/statistics', (body) => {
        const result = parseStatistics(body);
        reportProblems(`${sport} match ${matchId} statistics`, result.problems);
        return result.items;
      }),
    lineups: (sport, matchId) =>
      detail(sport, matchId, '/lineups', (body) => {
        const result = parseLineups(body);
        reportProblems(`${sport} match ${matchId} line-ups`, result.problems);
        return result.lineups;
      }),
    h2h: (sport, matchId) => detail(sport, matchId, '/h2h', parseHeadToHead),
    winningOdds: (sport, matchId) => detail(sport, matchId, '/winning-odds', parseWinProbability),
    search: async (sport, query) => {
      const q = query.trim();
      if (q.length < 2)
        throw new ServiceError('bad-request', 'A search needs at least 2 characters');
      const body = await getJson(sport, 'search', { q });
      const result = parsed(() => parseSearchResults(sport, body));
      reportProblems(`${sport} search`, result.problems);
      return result.items;
    },
    team: async (sport, teamId) => {
      const body = await getJson(sport, `teams/${checkedId(teamId, 'team id')}`);
      return parsed(() => parseTeam(sport, body));
    },
    image: async (kind, sport, id) => {
      const url = address((book) =>
        book.image(routes.slugOf(sport), serviceImageType(kind), checkedImageId(kind, id)),
      );
      const response = await send(url, 'image/*', SINGLE_ATTEMPT);
      const type = response.headers['content-type'];
      return {
        bytes: response.body,
        contentType: (Array.isArray(type) ? type[0] : type) ?? 'application/octet-stream',
      };
    },
    json: (sport, path, query) => {
      if (!DATA_PATH.test(path)) {
        return Promise.reject(new ServiceError('bad-request', `"${path}" is not a data path`));
      }
      return getJson(sport, path, query);
    },
    globalJson: (path, query) => {
      if (!DATA_PATH.test(path)) {
        return Promise.reject(new ServiceError('bad-request', `"${path}" is not a data path`));
      }
      return readJson(address((book) => book.global(path, query)));
    },
    versionJson: (version, sport, path, query) => {
      if (!DATA_PATH.test(path)) {
        return Promise.reject(new ServiceError('bad-request', `"${path}" is not a data path`));
      }
      const slug = sport === null ? null : routes.slugOf(sport);
      return readJson(address((book) => book.versioned(version, slug, path, query)));
    },
    webSocketUrl: (sport) =>
      address((book) => book.webSocket(routes.slugOf(sport), options.apiKey)),
    quota: () => quota.snapshot(),
    access: () => gate.current(),
    onAccessChange: (listener) => gate.subscribe(listener),
    resetAccess: () => gate.open(),
  };
}

/** A data path of lowercase words: what json() and globalJson() may be asked for. */
const DATA_PATH = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/i;
/** Visible ASCII and spaces: what a header value may carry without being refused or split. */
const HEADER_VALUE = /^[\x20-\x7e]*$/;

function withoutByteOrderMark(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

function safely(build: () => AddressBook): AddressBook | AddressError {
  try {
    return build();
  } catch (error) {
    if (error instanceof AddressError) return error;
    throw error;
  }
}

function checkedImageId(kind: ImageKind, id: ImageId): ImageId {
  const checked = imageIdFor(kind, id);
  if (checked === null)
    throw new ServiceError(
      'bad-request',
      `${String(id).slice(0, 30)} is not a valid ${kind} image id`,
    );
  return checked;
}

function checkedId(id: number, what: string): number {
  if (!Number.isSafeInteger(id) || id < 0)
    throw new ServiceError('bad-request', `${String(id)} is not a valid ${what}`);
  return id;
}
