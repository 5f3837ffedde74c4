// What this client knows of the daily quota: the service's own figures when its headers carry them,
// and the requests this client sent in the current UTC day (the quota's day).

import type { QuotaInfo } from '../../../shared/domain';
import { nextUtcMidnight, utcDayOf } from '../../../shared/utc-day';
import { readCount, type HeaderValue } from './rate-limit-headers';

export interface QuotaHeaders {
  limit: HeaderValue;
  remaining: HeaderValue;
}

export class QuotaTracker {
  private day: number;
  private usedToday = 0;
  private limit: number | null = null;
  private remaining: number | null = null;
  /** A reset the service named (429), kept while it lies ahead. */
  private namedResetAt: number | null = null;

  constructor(private readonly now: () => number) {
    this.day = utcDayOf(now());
  }

  /** Called for every request actually sent. */
  countSent(): void {
    this.rollOver();
    this.usedToday += 1;
    // Counted down until the service names a figure again: an answer without one (or with a
    // garbage one) must not leave the plan spending from a figure that no longer holds.
    if (this.remaining !== null) this.remaining = Math.max(0, this.remaining - 1);
  }

  readHeaders(headers: QuotaHeaders): void {
    this.rollOver();
    const limit = readCount(headers.limit);
    const remaining = readCount(headers.remaining);
    if (limit !== null) this.limit = limit;
    if (remaining !== null) this.remaining = remaining;
    // More left than the day allows is a miscount: what is left is at most the daily limit (also
    // when the limit comes in a later answer than the figure).
    if (this.remaining !== null && this.limit !== null)
      this.remaining = Math.min(this.remaining, this.limit);
  }

  exhaustedUntil(resetAt: number): void {
    this.rollOver();
    this.remaining = 0;
    this.namedResetAt = resetAt;
  }

  /** The end of the pause a refusal named, while it is still ahead; null when none runs. */
  pauseUntil(): number | null {
    const now = this.now();
    return this.namedResetAt !== null && this.namedResetAt > now ? this.namedResetAt : null;
  }

  snapshot(): QuotaInfo {
    this.rollOver();
    return {
      limit: this.limit,
      remaining: this.remaining,
      resetAt: this.pauseUntil() ?? nextUtcMidnight(this.now()),
      usedToday: this.usedToday,
    };
  }

  /**
   * A new UTC day is a new quota: the count starts over and the full allowance is back. So is a
   * reset the service named passing: what a 429 said is left (nothing) no longer holds, and the
   * answers after it need not name a new figure (the interface documents the quota headers on
   * image answers only), so the plan would otherwise keep spending from nothing all day.
   */
  private rollOver(): void {
    const now = this.now();
    if (this.namedResetAt !== null && now >= this.namedResetAt) {
      this.namedResetAt = null;
      this.remaining = this.limit;
    }
    const today = utcDayOf(now);
    if (today === this.day) return;
    this.day = today;
    this.usedToday = 0;
    this.remaining = this.limit;
  }
}
