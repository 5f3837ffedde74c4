import type { QuotaInfo } from '../../../shared/domain';

export interface QuotaView {
  /** 0..1 of the daily quota spent, when the service told the limit. */
  spentShare: number | null;
  used: number;
  remaining: number | null;
  limit: number | null;
  resetAt: number | null;
}

/** Midnight UTC after `now`: when the service resets quotas if it does not say otherwise. */
export function nextUtcMidnight(now: number): number {
  const date = new Date(now);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + 1);
}

export function quotaView(quota: QuotaInfo, now: number): QuotaView {
  const { limit, remaining } = quota;
  const spentShare =
    limit !== null && limit > 0 && remaining !== null
      ? Math.min(1, Math.max(0, (limit - remaining) / limit))
      : null;
  return {
    spentShare,
    used: quota.usedToday,
    remaining,
    limit,
    resetAt: quota.resetAt ?? nextUtcMidnight(now),
  };
}
