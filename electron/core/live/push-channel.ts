// Football's push channel as the live engine uses it: the socket feed, the reading of its messages
// into matches, and the debounced refetch for messages that cannot be applied. Until the socket is
// first lost it is trusted even while connecting, so a start does not poll and push at once.

import type { Match, SportSlug } from '../../../shared/domain';
import type { Clock, TimerHandle } from '../ports';
import type { SocketHealth } from './account-status';
import { backoffDelay, type BackoffOptions } from './backoff';
import { KnownEvents } from '../api/parse/known-events';
import { readPushedMatches } from './push-message';
import { createSocketFeed, type SocketFeed } from './socket-feed';

/**
 * Messages a second beyond which the channel stops reading them one by one. A real service pushes a
 * few a second even on a busy evening; a flood of thousands (a broken or hostile feed) would keep
 * the event loop on the socket's backlog, so the other sports' answers, their alerts and a SIGTERM
 * would wait behind it. Past the limit the rest of that second is not read: the live list is
 * fetched instead (once per debounce), as for a message that cannot be applied.
 */
export const PUSH_FLOOD_PER_SECOND = 250;

export interface PushChannelDeps {
  sport: SportSlug;
  url: () => string;
  /** The service's time: the minute of a pushed match, the refetch debounce. */
  clock: Clock;
  /** Real time: heartbeats and reconnect backoff. */
  transportClock: Clock;
  heartbeatIntervalMs: number;
  heartbeatTimeoutMs: number;
  backoff: BackoffOptions;
  refetchDebounceMs: number;
  /** The end of the quota pause already running, on the transport clock (null: none). */
  quotaPause: () => number | null;
  onOpen: () => void;
  onMatches: (matches: Match[]) => void;
  /** A message that could not be applied: fetch the live list instead. */
  onRefetch: () => void;
  onDown: (reason: string) => void;
  onRefused: (state: 'unauthorized' | 'suspended', message: string) => void;
}

export class PushChannel {
  private readonly feed: SocketFeed;
  private trusted = true;
  private refetchTimer: TimerHandle | null = null;
  /** A failed look at the live list, asked again while the socket stays open. */
  private retryTimer: TimerHandle | null = null;
  private failedLooks = 0;
  /** Pushed events already read, so that one pushed again unchanged is not validated again. */
  private readonly known = new KnownEvents();
  /** What the messages of the current read said, applied together (applyBatch). */
  private batch: Match[] = [];
  /** The current second of the flood guard (transport time) and the messages read in it. */
  private floodSecond = 0;
  private floodCount = 0;

  constructor(private readonly deps: PushChannelDeps) {
    this.feed = createSocketFeed({
      url: deps.url,
      clock: deps.transportClock,
      heartbeatIntervalMs: deps.heartbeatIntervalMs,
      heartbeatTimeoutMs: deps.heartbeatTimeoutMs,
      backoff: deps.backoff,
      quotaPause: deps.quotaPause,
      onOpen: () => {
        this.trusted = true;
        deps.onOpen();
      },
      onMessage: (text) => this.read(text),
      onDown: (reason) => {
        this.trusted = false;
        deps.onDown(reason);
      },
      onRefused: (status, message) => {
        // Not trusted until it opens again: football is polled meanwhile.
        this.trusted = false;
        deps.onRefused(status === 401 ? 'unauthorized' : 'suspended', message);
      },
    });
  }

  /** Whether live updates come through it now (polling is the fallback otherwise). */
  usable(): boolean {
    return this.feed.state() === 'open' || (this.trusted && this.feed.state() !== 'refused');
  }

  isIdle(): boolean {
    return this.feed.state() === 'idle';
  }

  isOpen(): boolean {
    return this.feed.state() === 'open';
  }

  isRefused(): boolean {
    return this.feed.state() === 'refused';
  }

  health(): Exclude<SocketHealth, 'not-wanted'> {
    const state = this.feed.state();
    if (state === 'open') return 'open';
    if (state === 'refused') return 'refused';
    if (state === 'down') return 'down';
    return 'connecting';
  }

  start(): void {
    this.feed.start();
  }

  stop(): void {
    this.feed.stop();
    this.cancelRefetch();
  }

  /** Connects anew, forgetting a refusal and the backoff (key changed, resync). */
  restart(): void {
    this.trusted = true;
    this.feed.restart();
  }

  /** Tries a refused upgrade again; football stays polled until the channel opens. */
  retry(): void {
    this.feed.restart();
  }

  /** The live list is fetched once the debounce has passed, however often this is asked for. */
  refetchSoon(): void {
    if (this.refetchTimer !== null) return;
    this.refetchTimer = this.deps.clock.setTimeout(() => {
      this.refetchTimer = null;
      this.deps.onRefetch();
    }, this.deps.refetchDebounceMs);
    this.refetchTimer.unref?.();
  }

  /**
   * The live list asked for this channel (the catch-up after the socket opened, or for a message
   * that could not be applied) failed. The sport is not polled while the socket is open, so the
   * look is asked again after a backoff: what happened during an outage is told once the service
   * answers, not only at the next push (which may never come for that match).
   */
  lookFailed(): void {
    if (!this.isOpen() || this.retryTimer !== null) return;
    const delay = backoffDelay(this.failedLooks, this.deps.backoff);
    this.failedLooks += 1;
    this.retryTimer = this.deps.transportClock.setTimeout(() => {
      this.retryTimer = null;
      if (this.isOpen()) this.deps.onRefetch();
    }, delay);
    this.retryTimer.unref?.();
  }

  /** The live list answered: the next failure starts the backoff from the bottom. */
  lookAnswered(): void {
    this.failedLooks = 0;
  }

  private read(text: string): void {
    if (this.flooded()) {
      this.refetchSoon();
      return;
    }
    const reading = readPushedMatches(text, this.deps.sport, this.deps.clock.now(), this.known);
    if (reading.kind !== 'matches') {
      this.refetchSoon();
      return;
    }
    // The messages of one read of the socket come one after another in the same task (ws emits
    // them synchronously): they are gathered and applied as one look once that task is done, so a
    // burst costs one diff, not one per message.
    if (this.batch.length === 0) queueMicrotask(() => this.applyBatch());
    this.batch.push(...reading.matches);
  }

  private flooded(): boolean {
    const second = Math.floor(this.deps.transportClock.now() / 1000);
    if (second !== this.floodSecond) {
      this.floodSecond = second;
      this.floodCount = 0;
    }
    this.floodCount += 1;
    return this.floodCount > PUSH_FLOOD_PER_SECOND;
  }

  private applyBatch(): void {
    const matches = this.batch;
    this.batch = [];
    if (matches.length > 0) this.deps.onMatches(matches);
  }

  private cancelRefetch(): void {
    if (this.refetchTimer !== null) this.deps.clock.clearTimeout(this.refetchTimer);
    this.refetchTimer = null;
    if (this.retryTimer !== null) this.deps.transportClock.clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.failedLooks = 0;
  }
}
