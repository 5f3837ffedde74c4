// The live engine's working parts, built and wired to its handlers in one place: the request
// tracker, poll timers, snapshot pipeline, fixture refresher, health, confirmations and the football
// push channel.

import type { Match } from '../../../shared/domain';
import { Confirmations } from './confirmations';
import { FixtureRefresher } from './fixture-refresher';
import type { FollowedSchedule } from './followed-schedule';
import type { LiveEngineDeps, LiveEngineOptions } from './live-engine-options';
import { LiveHealth } from './live-health';
import { PollTimers } from './poll-timers';
import { PushChannel } from './push-channel';
import { RequestTracker } from './request-tracker';
import { SnapshotPipeline } from './snapshot-pipeline';

/** The one sport with a push channel (service-interface.md, "Events"). */
export const PUSH_SPORT = 'football';

export interface LiveHandlers {
  afterRequest: (error: unknown | null) => void;
  mayConfirm: () => boolean;
  onConfirmed: (match: Match) => void;
  onGiveUp: (match: Match) => void;
  onPushOpen: () => void;
  onPushed: (matches: Match[]) => void;
  onPushUnreadable: () => void;
  onPushDown: (reason: string) => void;
  onPushRefused: (state: 'unauthorized' | 'suspended', message: string) => void;
}

export interface LiveParts {
  tracker: RequestTracker;
  pollTimers: PollTimers;
  pipeline: SnapshotPipeline;
  fixtures: FixtureRefresher;
  health: LiveHealth;
  confirmations: Confirmations;
  push: PushChannel;
}

export function createLiveParts(
  deps: LiveEngineDeps,
  options: LiveEngineOptions,
  schedule: FollowedSchedule,
  handlers: LiveHandlers,
): LiveParts {
  const tracker = new RequestTracker((error) =>
    deps.onProblem({ code: 'internal', message: `Live engine: ${String(error)}` }),
  );
  return {
    tracker,
    pollTimers: new PollTimers(deps.clock, options.maxSleepMs),
    pipeline: new SnapshotPipeline({
      clock: deps.clock,
      memory: deps.memory,
      follows: deps.follows,
      delayMs: deps.settings().spoilerDelaySeconds * 1000,
      maxWaitMs: options.maxSleepMs,
      onChanges: deps.onChanges,
    }),
    fixtures: new FixtureRefresher({
      clock: deps.clock,
      client: deps.client,
      schedule,
      refreshMs: options.fixtureRefreshMs,
      retryMs: options.fixtureRetryMs,
      onResult: (_sport, error) => handlers.afterRequest(error),
    }),
    health: new LiveHealth({
      clock: deps.clock,
      client: deps.client,
      demo: deps.demo,
      onStatus: deps.onStatus,
      onProblem: deps.onProblem,
    }),
    confirmations: new Confirmations({
      client: deps.client,
      tracker,
      attempts: options.confirmAttempts,
      mayAsk: handlers.mayConfirm,
      afterRequest: handlers.afterRequest,
      onAnswer: handlers.onConfirmed,
      onGiveUp: handlers.onGiveUp,
    }),
    push: new PushChannel({
      sport: PUSH_SPORT,
      url: () => deps.client().webSocketUrl(PUSH_SPORT),
      clock: deps.clock,
      transportClock: deps.transportClock,
      heartbeatIntervalMs: options.heartbeatIntervalMs,
      heartbeatTimeoutMs: options.heartbeatTimeoutMs,
      backoff: options.backoff,
      refetchDebounceMs: options.refetchDebounceMs,
      onOpen: handlers.onPushOpen,
      onMatches: handlers.onPushed,
      onRefetch: handlers.onPushUnreadable,
      onDown: handlers.onPushDown,
      onRefused: handlers.onPushRefused,
    }),
  };
}
