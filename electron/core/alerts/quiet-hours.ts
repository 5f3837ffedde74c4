// Quiet hours are a time of day on the user's own clock ("22:00" to "07:00"), so they are read in
// local time from the injected clock's instant. A window whose start is after its end spans midnight;
// one whose start equals its end is empty.

import type { QuietHours } from '../../../shared/settings';

export function isQuietAt(epochMs: number, quiet: QuietHours): boolean {
  if (!quiet.enabled) return false;
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  if (start === end) return false;
  const date = new Date(epochMs);
  const now = date.getHours() * 60 + date.getMinutes();
  return start < end ? now >= start && now < end : now >= start || now < end;
}

/** The next instant after epochMs at which the local clock reads the end of quiet hours. */
export function nextQuietEnd(epochMs: number, quiet: QuietHours): number {
  const end = minutesOf(quiet.end);
  const hours = Math.floor(end / 60);
  const minutes = end % 60;
  const date = new Date(epochMs);
  // Built from local calendar fields, so a day with a clock change still ends at the stated time.
  for (let dayOffset = 0; dayOffset <= 2; dayOffset++) {
    const candidate = new Date(
      date.getFullYear(),
      date.getMonth(),
      date.getDate() + dayOffset,
      hours,
      minutes,
    ).getTime();
    if (candidate > epochMs) return candidate;
  }
  return epochMs + 24 * 60 * 60 * 1000;
}

function minutesOf(clockTime: string): number {
  const [hours = 0, minutes = 0] = clockTime.split(':').map(Number);
  return hours * 60 + minutes;
}
