// How the quota paces polling, in words: said in the status detail and beside the quota meter.

import type { QuotaPace } from './domain';
import { translator, type TFunction } from './i18n';

/** "00:00 UTC": the engine's status detail is the same on every machine. */
function utcTime(epochMs: number, t: TFunction): string {
  return t('settings.quota.utc', { time: new Date(epochMs).toISOString().slice(11, 16) });
}

/**
 * "Updates every 40 s so the quota lasts until 00:00 UTC": why polled scores come slower. The
 * window passes its language and a local time of day; the engine's status detail keeps English.
 */
export function paceWords(
  pace: QuotaPace,
  t: TFunction = translator('en'),
  time: (epochMs: number) => string = (epochMs) => utcTime(epochMs, t),
): string {
  const seconds = Math.round(pace.intervalMs / 1000);
  const every =
    seconds < 120
      ? t('settings.quota.paceSeconds', { count: seconds })
      : t('settings.quota.paceMinutes', { count: Math.round(seconds / 60) });
  return t('settings.quota.pace', { every, until: time(pace.until) });
}
