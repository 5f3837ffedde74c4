import type { QuotaInfo } from '../../../shared/domain';
import { nextUtcMidnight } from '../../../shared/utc-day';

export interface QuotaView {
  /** 0..1 of the daily quota spent, when the service told the limit. */
  spentShare: number | null;
  used: number;
  remaining: number | null;
  limit: number | null;
  resetAt: number | null;
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
