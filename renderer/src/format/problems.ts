// What the window says about the connection and the account, and what the user can do about it.

import type { AccountStatus } from '../../../shared/domain';
import { agoLabel, timeOfDay, type LocaleOptions } from './time';

export type ProblemAction = 'open-settings';

export interface Problem {
  kind: 'unauthorized' | 'suspended' | 'quota-exhausted' | 'offline' | 'reconnecting';
  /** error: nothing arrives until the user acts or time passes; notice: it will sort itself out. */
  severity: 'error' | 'notice';
  message: string;
  action: { kind: ProblemAction; label: string } | null;
}

export function describeProblem(
  status: AccountStatus | null,
  now: number,
  options: LocaleOptions = {},
): Problem | null {
  if (!status) return null;
  const openSettings = { kind: 'open-settings' as const, label: 'Open settings' };
  switch (status.state) {
    case 'unauthorized':
      return {
        kind: 'unauthorized',
        severity: 'error',
        message: 'Your API key was rejected. Scores are paused until you enter a valid key.',
        action: openSettings,
      };
    case 'suspended':
      return {
        kind: 'suspended',
        severity: 'error',
        message: 'Access denied: the service says this account is suspended.',
        action: openSettings,
      };
    case 'quota-exhausted': {
      const resetAt = status.resetAt ?? status.quota.resetAt;
      const until = resetAt !== null ? ` until ${timeOfDay(resetAt, options)}` : '';
      return {
        kind: 'quota-exhausted',
        severity: 'error',
        message: `Daily quota used up${until}. Scores resume by themselves then.`,
        action: null,
      };
    }
    case 'offline': {
      const since =
        status.lastUpdatedAt !== null
          ? `last updated ${agoLabel(status.lastUpdatedAt, now, options)}`
          : 'nothing received yet';
      return {
        kind: 'offline',
        severity: 'notice',
        message: `Offline: ${since}. Scoretray reconnects on its own.`,
        action: null,
      };
    }
    case 'reconnecting':
      return {
        kind: 'reconnecting',
        severity: 'notice',
        message: 'Reconnecting to the live feed…',
        action: null,
      };
    default:
      return null;
  }
}
