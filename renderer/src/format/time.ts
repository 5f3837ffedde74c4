// Times and dates in the user's own locale and time zone. Every function takes an optional locale
// and zone so that tests can pin them; the window passes nothing and gets the language it shows
// (the system's unless Settings chose another).

import { activeLocale } from '../i18n/i18n';

export interface LocaleOptions {
  locale?: string;
  timeZone?: string;
}

/** "15:30" or "3:30 PM", as the user's locale writes a time of day. */
export function timeOfDay(ms: number, options: LocaleOptions = {}): string {
  return new Intl.DateTimeFormat(options.locale ?? activeLocale(), {
    timeStyle: 'short',
    timeZone: options.timeZone,
  }).format(ms);
}

/** "Today, 15:30", "Tomorrow, 20:00", "Sat 23 Nov, 15:00" for a kick-off. */
export function kickoffLabel(ms: number, now: number, options: LocaleOptions = {}): string {
  const dayOffset = calendarDayOffset(ms, now, options.timeZone);
  const time = timeOfDay(ms, options);
  if (dayOffset === 0 || dayOffset === 1 || dayOffset === -1) {
    const word = new Intl.RelativeTimeFormat(options.locale ?? activeLocale(), {
      numeric: 'auto',
    }).format(dayOffset, 'day');
    return `${capitalise(word)}, ${time}`;
  }
  const date = new Intl.DateTimeFormat(options.locale ?? activeLocale(), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: options.timeZone,
  }).format(ms);
  return `${date}, ${time}`;
}

/** "just now", "3 minutes ago", "2 hours ago". */
export function agoLabel(ms: number, now: number, options: LocaleOptions = {}): string {
  const seconds = Math.max(0, Math.round((now - ms) / 1000));
  const format = new Intl.RelativeTimeFormat(options.locale ?? activeLocale(), {
    numeric: 'auto',
  });
  if (seconds < 45) return format.format(0, 'second');
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return format.format(-minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours < 48) return format.format(-hours, 'hour');
  return format.format(-Math.round(hours / 24), 'day');
}

/** Whole calendar days between two instants as seen in the given zone (0 = same day). */
export function calendarDayOffset(ms: number, now: number, timeZone?: string): number {
  return Math.round((dayNumber(ms, timeZone) - dayNumber(now, timeZone)) / 86_400_000);
}

function dayNumber(ms: number, timeZone?: string): number {
  const parts = new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone,
  }).formatToParts(ms);
  const read = (type: string): number => Number(parts.find((part) => part.type === type)?.value);
  return Date.UTC(read('year'), read('month') - 1, read('day'));
}

function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}
