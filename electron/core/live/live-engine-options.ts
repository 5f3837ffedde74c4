// What the live engine is built from and how it is tuned. The defaults are for the real service;
// tests and benchmarks shorten the intervals.

import type { AccountStatus, MatchChange, SportSlug } from '../../../shared/domain';
import type { Settings } from '../../../shared/settings';
import type { MatchMemory } from '../alerts/alert-center-api';
import type { ServiceClient } from '../api/service-client-api';
import type { EngineProblem } from '../engine/api';
import type { Clock } from '../ports';
import type { BackoffOptions } from './backoff';
import type { FixtureRefresher } from './fixture-refresher';
import type { FollowIndex } from './follow-index';
import {
  DEFAULT_ACTIVITY_WINDOW,
  type ActivityWindow,
  type FollowedSchedule,
} from './followed-schedule';
import type { LiveBoard } from './live-board';
import { BETWEEN_MOMENTS_MS } from './poll-plan';
import type { ChangeMeta } from './snapshot-pipeline';

export interface LiveEngineOptions {
  /** The shortest polling interval (--poll-interval-ms). */
  minPollIntervalMs: number;
  heartbeatIntervalMs: number;
  heartbeatTimeoutMs: number;
  backoff: BackoffOptions;
  /** Longest single timer wait, so clock jumps (sleep, simulated time) are noticed. */
  maxSleepMs: number;
  fixtureRefreshMs: number;
  fixtureRetryMs: number;
  /** Unreadable push messages within this window cause one refetch. */
  refetchDebounceMs: number;
  /** Failed confirmations of a vanished followed match before it is let go. */
  confirmAttempts: number;
  activityWindow: ActivityWindow;
  /** Sports always looked at (the headless mode's --sport). */
  pinnedSports: SportSlug[];
  /** Real time start() waits for the first look before it reports ready anyway. */
  firstLookTimeoutMs: number;
  /**
   * Real time after which a start that has heard nothing at all from the service (it takes the
   * connection and never answers) says it cannot reach it yet, instead of waiting out the deadline.
   */
  firstAnswerMs: number;
  /**
   * The sparsest poll of a sport between its foreseeable moments (alert-moments.ts); the plan
   * polls more often when the quota allows.
   */
  betweenMomentsMs: number;
  /**
   * The first wait before a refused key or live channel is tried again (retry-later.ts); it grows
   * with every refusal in a row. Six shortest intervals unless given.
   */
  refusalRetryMs: number;
}

export const DEFAULT_LIVE_OPTIONS: LiveEngineOptions = {
  minPollIntervalMs: 10_000,
  // A half-open socket is noticed at most 9 s after its last sign of life (a ping 5 s after it, 4 s
  // for the pong), and football is polled from then on.
  heartbeatIntervalMs: 5_000,
  heartbeatTimeoutMs: 4_000,
  backoff: { baseMs: 1_000, capMs: 60_000 },
  maxSleepMs: 60_000,
  fixtureRefreshMs: 6 * 3_600_000,
  fixtureRetryMs: 10 * 60_000,
  refetchDebounceMs: 1_000,
  confirmAttempts: 5,
  activityWindow: DEFAULT_ACTIVITY_WINDOW,
  pinnedSports: [],
  firstLookTimeoutMs: 20_000,
  firstAnswerMs: 5_000,
  betweenMomentsMs: BETWEEN_MOMENTS_MS,
  refusalRetryMs: 60_000,
};

export interface LiveEngineDeps {
  client: () => ServiceClient;
  /** The service's time: planning, "now" for minutes, the spoiler delay. */
  clock: Clock;
  /** Real time: heartbeats and reconnect backoff. */
  transportClock: Clock;
  settings: () => Settings;
  follows: () => FollowIndex;
  memory: MatchMemory;
  /** Nothing at all on disk (no last known scores, no alert ledger): the first looks are a silent baseline. */
  firstRunEver: () => boolean;
  demo: () => boolean;
  onChanges: (changes: MatchChange[], meta: ChangeMeta) => void;
  onStatus: (status: AccountStatus) => void;
  onProblem: (problem: EngineProblem) => void;
}

/** What the live engine hands the parts that plan and poll for it: one view of one state. */
export interface LiveParts {
  client: () => ServiceClient;
  clock: Clock;
  settings: () => Settings;
  follows: () => FollowIndex;
  options: LiveEngineOptions;
  view: LiveBoard;
  schedule: FollowedSchedule;
  fixtures: FixtureRefresher;
  /** Whether football's push channel serves now (its sport is then neither polled nor shared). */
  pushUsable: () => boolean;
}
