// The user's local day as a stretch of time: from local midnight to the next, so a day across a
// daylight-saving change is 23 or 25 hours, as the user lives it. "Today" is the engine's today
// (the UI harness runs the engine in demo time), so the window asks for the day the engine is in.

import type { WordKey } from './i18n';

export const DAY_STEPS = { min: -7, max: 7 } as const;

export interface DayRange {
  from: number;
  to: number;
}

export function localDayRange(now: number, offset: number): DayRange {
  const start = new Date(now);
  start.setHours(0, 0, 0, 0);
  start.setDate(start.getDate() + offset);
  const end = new Date(start);
  end.setDate(end.getDate() + 1);
  return { from: start.getTime(), to: end.getTime() };
}

/** A calendar date's local day (month 1-12), as the headless --day names one. */
export function localDateRange(year: number, month: number, day: number): DayRange {
  return localDayRange(new Date(year, month - 1, day).getTime(), 0);
}

/** "Yesterday", "Today", "Tomorrow" by their i18n keys; other days by the locale's date. */
export function dayWordKey(offset: number): WordKey | null {
  if (offset === -1) return 'fansday.day.yesterday';
  if (offset === 0) return 'fansday.day.today';
  if (offset === 1) return 'fansday.day.tomorrow';
  return null;
}

export function dayDate(from: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).format(from);
}
