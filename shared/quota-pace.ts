// How the quota paces polling, in words: said in the status detail and beside the quota meter.

import type { QuotaPace } from './domain';

/** "Updates every 40 s so the quota lasts until 00:00 UTC": why polled scores come slower. */
export function paceWords(pace: QuotaPace): string {
  const seconds = Math.round(pace.intervalMs / 1000);
  const every = seconds < 120 ? `${seconds} s` : `${Math.round(seconds / 60)} min`;
  const until = new Date(pace.until).toISOString().slice(11, 16);
  return `Updates every ${every} so the quota lasts until ${until} UTC`;
}
