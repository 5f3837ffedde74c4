// How the quota paces polling, in words: the headless status line and the quota meter say it.

import type { QuotaPace } from './domain';
import type { TFunction } from './i18n';

/**
 * "Updates every 40 s so the quota lasts until 23:00": why polled scores come slower, in the
 * language of `t` with `time` saying the time of day (the window's and the headless run's own).
 * With sports polled for their moments it says both intervals ("every 10 s near kick-offs and
 * period ends, up to 2 min apart between them").
 */
export function paceWords(
  pace: QuotaPace,
  t: TFunction,
  time: (epochMs: number) => string,
): string {
  const every = duration(pace.intervalMs, t);
  const until = time(pace.until);
  if (pace.betweenMs != null && pace.betweenMs > pace.intervalMs) {
    return t('settings.quota.paceMoments', { every, between: duration(pace.betweenMs, t), until });
  }
  return t('settings.quota.pace', { every, until });
}

function duration(ms: number, t: TFunction): string {
  const seconds = Math.round(ms / 1000);
  return seconds < 120
    ? t('settings.quota.paceSeconds', { count: seconds })
    : t('settings.quota.paceMinutes', { count: Math.round(seconds / 60) });
}
