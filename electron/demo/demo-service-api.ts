// The embedded demo service as the app, the headless mode and the tests drive it in-process.
// `startDemoService` (electron/demo/server.ts) returns a DemoService.

export interface DemoServiceOptions {
  /** 0 or undefined: a random free port. */
  port?: number;
  /** Always a loopback address. */
  host?: string;
  /** Deterministic world for a given seed. */
  seed?: number;
  /** Clock factor: 1 is real time, 60 plays a football match in 90 seconds. */
  speed?: number;
  /** 'real' advances with wall time times speed; 'manual' moves only on world.advance(). */
  clockMode?: 'real' | 'manual';
  /** The valid key; generated when omitted. */
  apiKey?: string;
  /** The daily quota per key. */
  dailyQuota?: number;
  /** Epoch ms the simulated day starts at; defaults to now. */
  startAt?: number;
  /**
   * A first try should show a goal within a minute: the first suggested football team scores this
   * many real milliseconds after start. Off when omitted.
   */
  showcaseGoalAfterMs?: number;
}

/** A team worth following on a first try of the demo, and the match that makes it so. */
export interface SuggestedFollow {
  sport: string;
  teamId: number;
  name: string;
  matchId: number;
}

export type Side = 'home' | 'away';

export interface DemoMatchSummary {
  sport: string;
  id: number;
  homeTeamId: number;
  homeTeamName: string;
  awayTeamId: number;
  awayTeamName: string;
  /** The unique-tournament id (a race for cycling): what a competition is followed by. */
  tournamentId: number;
  phase: 'scheduled' | 'live' | 'paused' | 'finished';
  home: number;
  away: number;
  startTimestamp: number;
  /** Players sent off so far, by side; absent while there are none. */
  redCards?: { home: number; away: number };
  /** The shoot-out's kicks scored, by side, once one has begun. */
  shootout?: { home: number; away: number };
}

/** Direct control of the simulation, for tests and demos. */
export interface DemoWorldControls {
  /** Simulated time, epoch ms. */
  now(): number;
  /** Moves the simulated clock forward (any clock mode); events fall due in order. */
  advance(ms: number): void;
  matches(sport?: string): DemoMatchSummary[];
  /** Scores a goal (or a point/period win in other sports) now and pushes it on the socket. */
  score(sport: string, matchId: number, side: Side): void;
  /** Takes the last goal back (VAR): the score goes down. */
  cancelLastScore(sport: string, matchId: number): void;
  kickOff(sport: string, matchId: number): void;
  finish(sport: string, matchId: number): void;
  /** Pushes a message of the given raw form on every open football socket (tests of the tolerant reader). */
  pushRaw(message: string): void;
}

export interface RateLimitOverrides {
  limit?: string | null;
  remaining?: string | null;
  reset?: string | null;
}

export interface DemoFaults {
  /** Every request (HTTP and socket) answers 401, or 403, until cleared. */
  rejectKeys(status: 401 | 403 | null): void;
  /** The next requests answer 429 RATE_LIMIT_EXCEEDED with X-RateLimit-Reset at resetAt (epoch ms). */
  exhaustQuota(resetAt: number): void;
  /**
   * Every answer carries these X-RateLimit-* values instead of the true ones (a string as sent,
   * null: header left out); null as a whole restores the true headers. Bad input for clients.
   */
  rateLimitHeaders(overrides: RateLimitOverrides | null): void;
  /** The next `count` data requests answer `status` (500, 503 ...). */
  serverErrors(count: number, status?: number): void;
  /** The next `count` image requests answer 502. */
  imageBadGateway(count: number): void;
  /** Every answer waits `ms` first (0: off). */
  slow(ms: number): void;
  /** The next `count` JSON answers are cut in the middle. */
  brokenJson(count: number): void;
  /** Closes every open WebSocket without a close frame. */
  dropSockets(): void;
  /** Sockets stay open but stop answering pings and pushing (a half-open connection). */
  freezeSockets(frozen: boolean): void;
  clear(): void;
}

export interface DemoRequestLog {
  /** Every HTTP request the service answered since start (or since reset), newest last. */
  requests(): { method: string; path: string; status: number; at: number }[];
  reset(): void;
}

export interface DemoService {
  /** The {api_host} of the path form, e.g. http://127.0.0.1:40123 */
  url: string;
  apiKey: string;
  world: DemoWorldControls;
  faults: DemoFaults;
  log: DemoRequestLog;
  /** Teams to follow when the user follows none: live now with the most still to play. */
  suggestedFollows(): SuggestedFollow[];
  close(): Promise<void>;
}
