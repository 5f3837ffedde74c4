// Keys and the daily quota: who may ask, and how much is left today. The quota day follows the
// simulated clock, so that tests can move past midnight UTC.

import type { FaultState } from './faults';
import { forbidden, quotaExceeded, unauthorized, type Reply } from './reply';

export type GateResult =
  | { allowed: true; headers: Record<string, string> }
  | { allowed: false; reply: Reply; headers: Record<string, string> };

const DAY_MS = 86_400_000;

export function nextMidnightUtc(now: number): number {
  return (Math.floor(now / DAY_MS) + 1) * DAY_MS;
}

export class Gatekeeper {
  private usedByDay = new Map<string, { day: number; used: number }>();

  constructor(
    private readonly apiKey: string,
    private readonly dailyQuota: number,
    private readonly now: () => number,
    private readonly faults: FaultState,
  ) {}

  /**
   * Checks the key and counts the request against the quota. A push channel's upgrade checks the
   * key only: the quota counts requests, and a socket keeps pushing while they are used up.
   */
  admit(
    headerKey: string | undefined,
    authorization: string | undefined,
    queryKey?: string | null,
    countsAgainstQuota = true,
  ): GateResult {
    const key = headerKey ?? bearer(authorization) ?? queryKey ?? undefined;
    if (this.faults.keyRejection === 403)
      return { allowed: false, reply: forbidden(), headers: {} };
    if (this.faults.keyRejection === 401 || key !== this.apiKey)
      return { allowed: false, reply: unauthorized(), headers: {} };

    if (!countsAgainstQuota) return { allowed: true, headers: {} };
    const now = this.now();
    const forcedReset = this.faults.quotaResetAt;
    if (forcedReset !== null && now < forcedReset) {
      return { allowed: false, reply: quotaExceeded(), headers: this.headers(0, forcedReset) };
    }
    const day = Math.floor(now / DAY_MS);
    const usage = this.usedByDay.get(key);
    const used = usage && usage.day === day ? usage.used : 0;
    const resetAt = nextMidnightUtc(now);
    if (used >= this.dailyQuota)
      return { allowed: false, reply: quotaExceeded(), headers: this.headers(0, resetAt) };
    this.usedByDay.set(key, { day, used: used + 1 });
    return { allowed: true, headers: this.headers(this.dailyQuota - used - 1, resetAt) };
  }

  private headers(remaining: number, resetAt: number): Record<string, string> {
    const headers: Record<string, string> = {
      'X-RateLimit-Limit': String(this.dailyQuota),
      'X-RateLimit-Remaining': String(Math.max(0, remaining)),
      'X-RateLimit-Reset': String(Math.floor(resetAt / 1000)),
    };
    const overrides = this.faults.rateLimitOverrides;
    if (overrides === null) return headers;
    const names = {
      limit: 'X-RateLimit-Limit',
      remaining: 'X-RateLimit-Remaining',
      reset: 'X-RateLimit-Reset',
    };
    for (const [field, name] of Object.entries(names)) {
      const value = overrides[field as keyof typeof names];
      if (value === null) delete headers[name];
      else if (value !== undefined) headers[name] = value;
    }
    return headers;
  }
}

function bearer(authorization: string | undefined): string | undefined {
  const match = authorization ? /^Bearer\s+(\S+)$/i.exec(authorization) : null;
  return match?.[1];
}
