// How the quota paces polling, in words: the headless status line and the quota meter say it.

import type { QuotaPace, SportSlug } from './domain';
import { sportInfo } from './sports';
import type { TFunction } from './i18n';

/**
 * "Updates every 40 s so the quota lasts until 23:00": why polled scores come slower, in the
 * language of `t` with `time` saying the time of day (the window's and the headless run's own).
 * With sports polled for their moments it says both intervals ("every 10 s near kick-offs and
 * period or set ends, up to 2 min apart between them"), and when sports polled all through (told
 * by goals) are polled beside them, which sports are which.
 */
export function paceWords(
  pace: QuotaPace,
  t: TFunction,
  time: (epochMs: number) => string,
): string {
  const every = duration(pace.intervalMs, t);
  const until = time(pace.until);
  if (pace.betweenMs != null && pace.betweenMs > pace.intervalMs) {
    const between = duration(pace.betweenMs, t);
    const steady = pace.steadySports ?? [];
    const moments = pace.momentSports ?? [];
    if (steady.length > 0 && moments.length > 0) {
      return t('settings.quota.paceMixed', {
        every,
        between,
        until,
        steady: names(steady, t),
        moments: names(moments, t),
      });
    }
    return t('settings.quota.paceMoments', { every, between, until });
  }
  return t('settings.quota.pace', { every, until });
}

/** "Futsal", "Basketball and Tennis", "Handball, Basketball and Tennis" in the language of `t`. */
function names(sports: readonly SportSlug[], t: TFunction): string {
  const words = sports.map((sport) =>
    t(`sports.${sport}`, { defaultValue: sportInfo(sport).name }),
  );
  if (words.length === 1) return words[0]!;
  return t('settings.quota.paceList', {
    first: words.slice(0, -1).join(', '),
    last: words[words.length - 1],
  });
}

function duration(ms: number, t: TFunction): string {
  const seconds = Math.round(ms / 1000);
  return seconds < 120
    ? t('settings.quota.paceSeconds', { count: seconds })
    : t('settings.quota.paceMinutes', { count: Math.round(seconds / 60) });
}
