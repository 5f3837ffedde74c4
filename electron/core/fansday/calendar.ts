// The .ics export of followed teams' next fixtures ("Add to calendar"). Pure: matches in, iCalendar
// text out, so the window, the tray and the headless --export-calendar share it and tests read it.
// Times are written in UTC (a calendar app shows them in its own zone, right across daylight saving
// and travel) and the calendar names the user's zone (X-WR-TIMEZONE) for apps that group by it.

import ical from 'ical-generator';
import type { Match } from '../../../shared/domain';
import type { ProblemPart } from '../../../shared/problems';
import { sportInfo } from '../../../shared/sports';

/** Most events one export holds: the next few weeks of a handful of teams. */
const MAX_CALENDAR_EVENTS = 100;
/** How long an event lasts in the calendar when the sport gives no better idea. */
const DEFAULT_LENGTH_MS = 2 * 3_600_000;
const STAGE_LENGTH_MS = 5 * 3_600_000;

export interface CalendarOptions {
  /** The user's IANA zone ("Europe/Berlin"); named in the file, times stay UTC. */
  timeZone: string;
  now: number;
  /** Where each match can be watched, when the service said (shown in the description). */
  channels?: ReadonlyMap<string, readonly string[]>;
}

export interface BuiltCalendar {
  ics: string;
  events: number;
}

/** Scheduled matches with a known start after `now`, earliest first, as one calendar. */
export function buildCalendar(matches: readonly Match[], options: CalendarOptions): BuiltCalendar {
  const upcoming = [...new Map(matches.map((match) => [`${match.sport}:${match.id}`, match]))]
    .map(([, match]) => match)
    .filter(
      (match) =>
        match.status.phase === 'scheduled' &&
        match.startTimestamp !== null &&
        match.startTimestamp * 1000 > options.now,
    )
    .sort((a, b) => (a.startTimestamp ?? 0) - (b.startTimestamp ?? 0))
    .slice(0, MAX_CALENDAR_EVENTS);

  const calendar = ical({
    name: 'Scoretray: your teams',
    prodId: { company: 'Scoretray', product: 'Scoretray', language: 'EN' },
  });
  calendar.x([{ key: 'X-WR-TIMEZONE', value: options.timeZone }]);
  for (const match of upcoming) {
    const start = new Date((match.startTimestamp ?? 0) * 1000);
    const length = sportInfo(match.sport).form === 'stage' ? STAGE_LENGTH_MS : DEFAULT_LENGTH_MS;
    const channels = options.channels?.get(`${match.sport}:${match.id}`) ?? [];
    calendar.createEvent({
      id: `${match.sport}-${match.id}@scoretray`,
      start,
      end: new Date(start.getTime() + length),
      stamp: new Date(options.now),
      summary: match.isStage ? match.home.name : `${match.home.name} v ${match.away.name}`,
      description: [
        match.tournament.name,
        channels.length > 0 ? `TV: ${channels.join(', ')}` : null,
      ]
        .filter((line) => line !== null && line !== '')
        .join('\n'),
      categories: [{ name: sportInfo(match.sport).name }],
    });
  }
  return { ics: calendar.toString(), events: upcoming.length };
}

/** The system's error codes a person can do something about, and how each is said. */
const FILE_ERRORS: Record<string, ProblemPart> = {
  EACCES: 'noPermission',
  EPERM: 'noPermission',
  ENOSPC: 'diskFull',
  EDQUOT: 'diskFull',
  EROFS: 'readOnly',
  ENOENT: 'noFolder',
  ENOTDIR: 'noFolder',
  EISDIR: 'isFolder',
};

/**
 * Why a calendar export failed, as a part of the sentence the user reads: a file error by its code
 * (the OS's own text is English and stays in the log); anything else came before the writing, while
 * the next fixtures were gathered.
 */
export function calendarWhy(error: unknown): { part: ProblemPart } {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return { part: 'fixturesUnknown' };
  return { part: FILE_ERRORS[code] ?? 'systemRefused' };
}
