// What the engine is built from beyond its ports. The options are for one run (the headless flags,
// a test's shorter intervals); nothing here is written to the settings.

import type { FollowedCompetition, FollowedTeam, Settings } from '../../../shared/settings';
import type { BudgetLimits } from '../alerts/alert-budget';
import type { FanAlertsTiming } from '../alerts/fan-alerts';
import type { ServiceClientOptions } from '../api/service-client';
import type { LiveEngineOptions } from '../live/live-engine-options';
import type { Clock, ServiceEndpoint } from '../ports';

export interface EngineOptions {
  live?: Partial<LiveEngineOptions>;
  /** Real time for socket heartbeats and reconnect backoff (ports.clock may be simulated). */
  transportClock?: Clock;
  /** Followed for this run only (the headless mode's --follow); never written to the settings. */
  sessionFollows?: FollowedTeam[];
  /** Competitions followed for this run only (--follow-tournament); never written to the settings. */
  sessionCompetitions?: FollowedCompetition[];
  /** The service address for this run only (the headless --base-url); never written to the settings. */
  service?: ServiceEndpoint;
  /** Client settings beyond endpoint, key and clock (retry, timeouts, classic scheme). */
  client?: Partial<Omit<ServiceClientOptions, 'endpoint' | 'apiKey' | 'clock'>>;
  /** How many days ahead the watchlist looks for a next match. */
  watchlistDays?: number;
  /** Bytes the image cache may hold on disk. */
  imageCacheBytes?: number;
  /** Fetch followed teams' crests ahead, for notifications (default true). */
  prefetchCrests?: boolean;
  /** Alert settings for this run only (the headless --remind-before, --language); never saved. */
  alertOverrides?: Partial<Pick<Settings, 'remindBeforeMinutes' | 'lineupAlerts' | 'language'>>;
  /** How often reminders and line-ups are looked at (tests shorten it). */
  fanAlerts?: Partial<FanAlertsTiming>;
  /**
   * Notifications a minute per followed team and overall (alerts/alert-budget.ts); the latency
   * bench lifts it, as it scores one team far more often than any team scores.
   */
  alertBudget?: BudgetLimits;
}
