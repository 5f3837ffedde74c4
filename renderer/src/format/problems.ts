// What the window says about the connection and the account, and what the user can do about it.
// Times are absolute ("as of 21:04"): the engine's clock and the window's may differ (demo time),
// so a relative "updated just now" could be wrong; a time of day never is.

import type { TFunction } from 'i18next';
import { isConnecting } from '../../../shared/connecting';
import type { AccountStatus } from '../../../shared/domain';
import { timeOfDay, type LocaleOptions } from './time';

export type ProblemAction = 'open-settings';

export interface Problem {
  kind:
    'unauthorized' | 'suspended' | 'quota-exhausted' | 'offline' | 'unreadable' | 'reconnecting';
  /** error: nothing arrives until the user acts or time passes; notice: it will sort itself out. */
  severity: 'error' | 'notice';
  message: string;
  action: { kind: ProblemAction; label: string } | null;
}

/** States in which the scores on screen are not current: they are dimmed and their clocks stop. */
const STALE_STATES = new Set<AccountStatus['state']>([
  'unauthorized',
  'suspended',
  'quota-exhausted',
  'offline',
  'unreadable',
  'reconnecting',
]);

export function isStale(status: AccountStatus | null): boolean {
  return status !== null && STALE_STATES.has(status.state) && !isConnecting(status);
}

/** "as of 21:04" beside stale scores, or null while they are current. */
export function staleLabel(
  status: AccountStatus | null,
  t: TFunction,
  options: LocaleOptions = {},
): string | null {
  if (!isStale(status) || !status) return null;
  return status.lastUpdatedAt === null
    ? t('problem.staleNothing')
    : t('problem.asOf', { time: timeOfDay(status.lastUpdatedAt, options) });
}

export function describeProblem(
  status: AccountStatus | null,
  t: TFunction,
  options: LocaleOptions = {},
): Problem | null {
  if (!status) return null;
  const openSettings = { kind: 'open-settings' as const, label: t('problem.openSettings') };
  const asOf = status.lastUpdatedAt !== null ? timeOfDay(status.lastUpdatedAt, options) : null;
  switch (status.state) {
    case 'unauthorized':
      return {
        kind: 'unauthorized',
        severity: 'error',
        message: t('problem.unauthorized'),
        action: openSettings,
      };
    case 'suspended':
      return {
        kind: 'suspended',
        severity: 'error',
        message: t('problem.suspended'),
        action: openSettings,
      };
    case 'quota-exhausted': {
      const resetAt = status.resetAt ?? status.quota.resetAt;
      return {
        kind: 'quota-exhausted',
        severity: 'error',
        message:
          resetAt !== null
            ? t('problem.quotaUntil', { time: timeOfDay(resetAt, options) })
            : t('problem.quota'),
        action: null,
      };
    }
    case 'unreadable':
      return {
        kind: 'unreadable',
        severity: 'notice',
        message:
          asOf !== null
            ? t('problem.unreadableSince', { time: asOf })
            : t('problem.unreadableNothing'),
        action: null,
      };
    case 'offline':
    case 'reconnecting':
      // The first connection is no problem: the header says "Connecting", no banner.
      if (isConnecting(status)) return null;
      // Both say since when the scores stand still, when there are any.
      return {
        kind: status.state,
        severity: 'notice',
        message:
          asOf !== null
            ? t(`problem.${status.state}Since`, { time: asOf })
            : t(status.state === 'offline' ? 'problem.offlineNothing' : 'problem.reconnecting'),
        action: null,
      };
    default:
      return null;
  }
}
