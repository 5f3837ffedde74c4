// How the quota paces polling, in words: the headless status line and the quota meter say it.

import type { QuotaPace } from './domain';
import type { TFunction } from './i18n';

/**
 * "Updates every 40 s so the quota lasts until 23:00": why polled scores come slower, in the
 * language of `t` with `time` saying the time of day (the window's and the headless run's own).
 */
export function paceWords(
  pace: QuotaPace,
  t: TFunction,
  time: (epochMs: number) => string,
): string {
  const seconds = Math.round(pace.intervalMs / 1000);
  const every =
    seconds < 120
      ? t('settings.quota.paceSeconds', { count: seconds })
      : t('settings.quota.paceMinutes', { count: Math.round(seconds / 60) });
  return t('settings.quota.pace', { every, until: time(pace.until) });
}
