// The three ways to pause alerts the window and the headless mode offer: for an hour, until
// tomorrow morning, or until the user resumes them. Pure: `now` is passed in (the engine's clock).

import { PAUSED_UNTIL_RESUMED } from './settings';

export const PAUSE_CHOICES = ['1h', 'tomorrow', 'resumed'] as const;
export type PauseChoice = (typeof PAUSE_CHOICES)[number];

/**
 * Minutes from now until the next 07:00, local time: "until tomorrow" means through the night, so at
 * 23:00 it is eight hours, and at 02:45 (the night not yet slept) it is the same morning's 07:00, not
 * the next day's.
 */
export function minutesUntilTomorrowMorning(now: number): number {
  const morning = new Date(now);
  morning.setHours(7, 0, 0, 0);
  if (morning.getTime() <= now) morning.setDate(morning.getDate() + 1);
  // setDate keeps 07:00 across a change to or from summer time; the floor of a minute keeps a pause.
  return Math.max(1, Math.ceil((morning.getTime() - now) / 60_000));
}

/** The settings' alertsPausedUntil for a choice made at `now`. */
export function pausedUntil(choice: PauseChoice, now: number): number {
  switch (choice) {
    case '1h':
      return now + 60 * 60_000;
    case 'tomorrow':
      return now + minutesUntilTomorrowMorning(now) * 60_000;
    case 'resumed':
      return PAUSED_UNTIL_RESUMED;
  }
}
