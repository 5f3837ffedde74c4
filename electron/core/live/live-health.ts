// Tracks how the connection to the service is doing and turns it into the account status and into
// problems worth telling the user: a broken answer every time, an outage once (not once per poll).

import type { AccountStatus, QuotaPace, SportSlug, Transport } from '../../../shared/domain';
import type { ServiceClient } from '../api/service-client-api';
import { engineProblem, type EngineProblem } from '../engine/api';
import { problem } from '../../../shared/problems';
import type { Clock } from '../ports';
import { composeStatus, sameStatus, type HttpHealth, type SocketHealth } from './account-status';
import { classifyFailure } from './failure';

export interface LiveHealthDeps {
  clock: Clock;
  client: () => ServiceClient;
  demo: () => boolean;
  onStatus: (status: AccountStatus) => void;
  onProblem: (problem: EngineProblem) => void;
  /** When a refused key is tried again next (RetryLater), for the status. */
  keyRetryAt: () => number | null;
  /** When a refused push channel is tried again next. */
  socketRetryAt: () => number | null;
}

export class LiveHealth {
  private socket: SocketHealth = 'not-wanted';
  private http: HttpHealth = 'unknown';
  private httpDetail: string | null = null;
  /** A refused key being tried again: still told as refused until an answer comes. */
  private trial: { state: 'unauthorized' | 'suspended'; message: string } | null = null;
  /** The push channel's refused upgrade, while it lasts. */
  private pushRefusal: string | null = null;
  private lastUpdatedAt: number | null = null;
  private transports: Record<SportSlug, Transport> = {};
  private last: AccountStatus | null = null;
  private pace: QuotaPace | null = null;
  private outageReported = false;
  private unreadableReported = false;
  private pushLossReported = false;
  /** Quiet until the engine's first plan: before it, half the picture is missing. */
  private publishing = false;

  constructor(private readonly deps: LiveHealthDeps) {}

  /** Whether any request has ended or been tried again since the start (or the last reset). */
  heardBack(): boolean {
    return this.http !== 'unknown';
  }

  halted(): boolean {
    const state = this.deps.client().access().state;
    return state === 'unauthorized' || state === 'suspended';
  }

  setSocket(health: SocketHealth, reason?: string): void {
    if (health !== 'refused') this.pushRefusal = null;
    if (health === this.socket) return;
    this.socket = health;
    if (health === 'open') this.pushLossReported = false;
    // Told once per outage: reconnect attempts that fail again say nothing new. With the quota
    // used up the status says so, and nothing is polled meanwhile as the problem would claim.
    const quotaUsedUp = this.deps.client().access().state === 'quota-exhausted';
    if (
      (health === 'down' || health === 'refused') &&
      reason &&
      !this.pushLossReported &&
      !quotaUsedUp
    ) {
      this.pushLossReported = true;
      this.deps.onProblem(engineProblem('push-down', problem('pushDown', {}, reason)));
    }
    this.publish();
  }

  /** How the quota paces polling now (null: the shortest interval applies). */
  setPace(pace: QuotaPace | null): void {
    this.pace = pace;
  }

  /** The push channel's upgrade was refused: told once as a lost push, with the refusal. */
  pushRefused(refusal: string): void {
    this.pushRefusal = refusal;
    this.setSocket('refused', `the upgrade was refused (${refusal})`);
    this.publish();
  }

  /** A refused key is about to be tried again. */
  tryingKeyAgain(refusal: { state: 'unauthorized' | 'suspended'; message: string }): void {
    this.trial = { state: refusal.state, message: refusal.message };
  }

  reset(): void {
    this.trial = null;
    this.pushRefusal = null;
    this.http = 'unknown';
    this.httpDetail = null;
    this.outageReported = false;
    this.unreadableReported = false;
    this.publish();
  }

  /** A pushed update was applied. */
  updated(): void {
    this.lastUpdatedAt = this.deps.clock.now();
    this.publish();
  }

  /** A request failed once and is tried again: until it ends, the service is being reached. */
  retrying(error: unknown): void {
    if (this.http === 'failing') return;
    this.http = 'retrying';
    this.httpDetail = classifyFailure(error).message;
    this.publish();
  }

  /** `publish` false: the caller publishes the status soon (the plan after a round of answers). */
  requestDone(error: unknown | null, publish = true): void {
    // The key's try has its answer: the access (open or refused again) tells the rest.
    if (error === null || this.deps.client().access().state !== 'ok') this.trial = null;
    if (error === null) {
      this.http = 'ok';
      this.httpDetail = null;
      this.outageReported = false;
      this.unreadableReported = false;
      this.lastUpdatedAt = this.deps.clock.now();
      if (publish) this.publish();
      return;
    }
    const failure = classifyFailure(error);
    switch (failure.kind) {
      case 'bad-payload':
        // The service answered, so it is reachable; the answer itself was unusable. Told once
        // until an answer reads again: the status says it meanwhile, not a line per poll.
        this.http = 'unreadable';
        this.httpDetail = failure.message;
        if (!this.unreadableReported) {
          this.unreadableReported = true;
          this.deps.onProblem(
            engineProblem('bad-payload', problem('badAnswer', {}, failure.message)),
          );
        }
        break;
      case 'server':
      case 'network':
      case 'timeout':
      case 'unknown':
        this.http = 'failing';
        this.httpDetail = failure.message;
        if (!this.outageReported) {
          this.outageReported = true;
          const key = failure.kind === 'unknown' ? 'internal' : failure.kind;
          this.deps.onProblem(engineProblem(failure.kind, problem(key, {}, failure.message)));
        }
        break;
      default:
        // Key, suspension and quota show in the status; a missing match is not a problem.
        break;
    }
    this.publish();
  }

  current(transports?: Record<SportSlug, Transport>): AccountStatus {
    if (transports) this.transports = transports;
    const client = this.deps.client();
    return composeStatus({
      access: client.access(),
      trial: this.trial,
      keyRetryAt: this.deps.keyRetryAt(),
      socket: this.socket,
      socketRefusal: this.pushRefusal,
      socketRetryAt: this.deps.socketRetryAt(),
      http: this.http,
      httpDetail: this.httpDetail,
      quota: { ...client.quota(), pace: this.pace },
      lastUpdatedAt: this.lastUpdatedAt,
      transports: this.transports,
      demo: this.deps.demo(),
    });
  }

  /** From now on every change of the status is announced. */
  startPublishing(): void {
    this.publishing = true;
  }

  /** Quiet from now on: a stopped engine announces nothing, whatever its aborted requests say. */
  stopPublishing(): void {
    this.publishing = false;
  }

  /** Emits the status when anything in it changed. */
  publish(transports?: Record<SportSlug, Transport>): void {
    const status = this.current(transports);
    if (!this.publishing) return;
    if (this.last !== null && sameStatus(this.last, status)) return;
    this.last = status;
    this.deps.onStatus(status);
  }
}
