// The account status as a sentence a person reads in their language: what the connection does and
// what Scoretray does about it. The engine's status carries codes and times (and a technical reason
// for logs); the headless `status` line words them here, so they follow the run's language and
// show times in local time. The window and the tray have shorter words of their own.

import type { AccountStatus } from './domain';
import type { TFunction } from './i18n';
import { isConnecting } from './connecting';
import { paceWords } from './quota-pace';

/** Null when there is nothing to say: connected, polling as often as it likes. */
export function statusSentence(
  status: AccountStatus,
  t: TFunction,
  time: (epochMs: number) => string,
): string | null {
  switch (status.state) {
    case 'unauthorized':
      return t('terminal.state.unauthorized');
    case 'suspended':
      return t('terminal.state.suspended');
    case 'quota-exhausted': {
      const resetAt = status.resetAt ?? status.quota.resetAt;
      return resetAt === null
        ? t('terminal.state.quota')
        : t('terminal.state.quotaUntil', { time: time(resetAt) });
    }
    case 'offline':
      return t('terminal.state.offline');
    case 'unreadable':
      return t('terminal.state.unreadable');
    case 'reconnecting':
      if (status.reconnecting === 'push') return t('terminal.state.pushDown');
      if (isConnecting(status)) return t('terminal.state.connecting');
      return t('terminal.state.retrying');
    case 'connected': {
      const pace = status.quota.pace;
      return pace ? paceWords(pace, t, time) : null;
    }
  }
}
