// The match clock as a person reads it, the one value every surface shows: live rows, the match
// page, the watchlist, the tray title and the tooltip. The engine hands over a reading (what the
// clock showed and when, shared/domain.ts ClockState); this runs it on to `now`, so the minute moves
// between updates, stops at pauses and breaks, and shows added time ("45+2'"). Sports whose clock
// stops in play show their period, and the clock when the service sent one ("Q3 4:12").
// Pure: `now` is always passed in (the engine's clock), so tests drive it. The short words ("HT",
// "Q3", "FT") come from the i18n resources (score.*), English unless a translator is given.

import type { ClockState, Match } from './domain';
import { isWordOf, translator, type TFunction, type WordKey } from './i18n';
import { en } from './i18n/en';
import { sportInfo, type EndWord } from './sports';

const EN = translator('en');

export type ClockInput = Pick<Match, 'sport' | 'status' | 'clock'> & {
  clockState?: ClockState | null;
};

/** Added time beyond this is not believed: the reading is stale, and the minute stops there. */
const MAX_ADDED_MINUTES = 20;
/** A period clock is never run on for longer than this without a fresh reading. */
const MAX_PERIOD_RUN_SECONDS = 30 * 60;

/** The short clock: "67'", "45+2'", "HT", "Q3 4:12", "S2", "ET", "Pen", "FT"; '' when scheduled. */
export function matchClock(match: ClockInput, now: number, t: TFunction = EN): string {
  switch (match.status.phase) {
    case 'live':
      return liveClock(match, now, t);
    case 'paused':
      return breakWord(match, t);
    case 'finished':
      return finishedWord(match, t);
    case 'postponed':
      return t('score.postponed');
    case 'cancelled':
      return t('score.cancelled');
    case 'scheduled':
      return '';
    case 'interrupted':
      return shortText(match.status.text) || t('score.interrupted');
    default:
      // A status nobody listed is shown in the service's own words, never as nothing.
      return shortText(match.status.text) || t('score.statusUnknown');
  }
}

/** The service's own status words, cut to fit a clock's place ("End of day 1", "Abandone…"). */
function shortText(text: string): string {
  const trimmed = text.trim();
  return trimmed.length <= 14 ? trimmed : `${trimmed.slice(0, 13).trimEnd()}…`;
}

/**
 * Milliseconds until matchClock() may read differently, so a surface redraws exactly then; null
 * when the value only changes with news from the service.
 */
export function msUntilClockChange(match: ClockInput, now: number): number | null {
  const state = match.clockState;
  if (match.status.phase !== 'live' || !state || !state.running) return null;
  const elapsedMs = Math.max(0, now - state.at);
  const step = state.scope === 'match' ? 60_000 : 1000;
  const shownMs = state.seconds * 1000 + elapsedMs;
  return step - (shownMs % step) || step;
}

function liveClock(match: ClockInput, now: number, t: TFunction): string {
  const state = match.clockState;
  const period = periodWord(match, t);
  if (state?.scope === 'match') return minuteText(state, now);
  if (state?.scope === 'period') {
    const clock = periodClockText(state, now);
    return period ? `${period} ${clock}` : clock;
  }
  // No reading: the engine's last label stands (it cannot run on without knowing when it was read).
  const label = match.clock?.trim();
  if (label) return label;
  if (period) return period;
  const text = match.status.text.trim();
  return text.length <= 10 ? text || t('score.live') : t('score.live');
}

function minuteText(state: ClockState, now: number): string {
  const seconds = state.seconds + runSeconds(state, now, Number.POSITIVE_INFINITY);
  let minute = Math.floor(seconds / 60) + 1;
  if (state.periodEnd === null) return `${minute}'`;
  const lastMinute = Math.round(state.periodEnd / 60);
  if (minute <= lastMinute) return `${minute}'`;
  minute = Math.min(minute, lastMinute + MAX_ADDED_MINUTES);
  return `${lastMinute}+${minute - lastMinute}'`;
}

function periodClockText(state: ClockState, now: number): string {
  const played = state.seconds + runSeconds(state, now, MAX_PERIOD_RUN_SECONDS);
  const shown =
    state.countdown && state.periodEnd !== null ? Math.max(0, state.periodEnd - played) : played;
  const whole = Math.floor(shown);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

function runSeconds(state: ClockState, now: number, cap: number): number {
  if (!state.running) return 0;
  return Math.min(cap, Math.max(0, (now - state.at) / 1000));
}

const ORDINALS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
};

/**
 * Periods with a short name in the resources (score.periodShort.*): "Q3", "2H", "S2". Read from the
 * resources' keys, so a period added there is shown without a second list to keep in step.
 */

/** The short name of period n of a sport whose periods are called periodName ("2H", "Q3"); null if none. */
export function shortPeriodName(periodName: string, n: number, t: TFunction = EN): string | null {
  if (periodName === 'stage') return t('score.live');
  return isWordOf(en.score.periodShort, periodName)
    ? t(`score.periodShort.${periodName}`, { n })
    : null;
}

/** Whether the sport calls its extra periods extra time (football and its kin) or overtime. */
export function extraTimeWord(sport: string): 'ET' | 'OT' {
  return sportInfo(sport).periodName === 'half' && sport !== 'rugby' ? 'ET' : 'OT';
}

/** "ET" or "OT" in the reader's language. */
function extraShort(sport: string, t: TFunction): string {
  return extraTimeWord(sport) === 'ET' ? t('score.extraTimeShort') : t('score.overtimeShort');
}

/** The period a live match is in, short: "2H", "Q3", "S2", "M2", "ET", "OT", "Pen"; null if unknown. */
export function periodWord(
  match: Pick<ClockInput, 'sport' | 'status'>,
  t: TFunction = EN,
): string | null {
  const text = match.status.text.trim().toLowerCase();
  if (text === '') return null;
  if (/penalt|shoot-?out/.test(text)) return t('score.penaltiesShort');
  if (/extra|overtime|^ot$/.test(text)) return extraShort(match.sport, t);
  const period = periodOf(match);
  if (period?.half) return t(`score.inningHalfShort.${period.half}`, { n: period.n });
  return period ? shortPeriodName(period.kind, period.n, t) : null;
}

/** Which half of an inning is being played: the visitors bat in the top, the home side in the bottom. */
export type InningHalf = 'top' | 'bottom';

export interface StatusPeriod {
  kind: string;
  n: number;
  /** Set only for a half-inning ("Top 5th", "▼5"); the plain "5th inning" does not tell it. */
  half?: InningHalf;
}

/**
 * A half-inning as scoreboards write it: "Top 5th", "Bottom 5th", "Bot 5", "Top of the 5th inning",
 * "▲5", "▼5". The interface shows no baseball status, so every common form is read.
 */
const HALF_INNING =
  /^(top|bottom|bot|▲|▼)\.?\s*(?:of\s+the\s+)?(\d{1,2})(?:st|nd|rd|th)?(?:\s+innings?)?$/;

function halfInningOf(text: string): StatusPeriod | null {
  const found = HALF_INNING.exec(text);
  if (!found) return null;
  const n = Number(found[2]);
  if (n < 1) return null;
  const half: InningHalf = found[1] === 'top' || found[1] === '▲' ? 'top' : 'bottom';
  return { kind: 'inning', n, half };
}

/** The period a status text names ("2nd half", "Set 3", "third quarter", "Top 5th"), or null. */
export function periodOf(match: Pick<ClockInput, 'sport' | 'status'>): StatusPeriod | null {
  const text = match.status.text.trim().toLowerCase();
  const halfInning = halfInningOf(text);
  if (halfInning) return halfInning;
  const reversed = /^(\w+)\s+(\d+)$/.exec(text);
  const found = reversed
    ? null
    : (/^(\d+)(?:st|nd|rd|th)?\s+(\w+)$/.exec(text) ?? /^([a-z]+)\s+(\w+)$/.exec(text));
  let count: number | null = null;
  let noun: string | null = null;
  if (reversed) {
    noun = reversed[1] ?? null;
    count = Number(reversed[2]);
  } else if (found) {
    const first = found[1] ?? '';
    count = /^\d+$/.test(first) ? Number(first) : (ORDINALS[first] ?? null);
    noun = found[2] ?? null;
  }
  if (count === null || noun === null || count < 1) return null;
  // The sport decides the word: esports calls a map a "game", and so does its status text.
  const sportPeriod = sportInfo(match.sport).periodName;
  const kind = noun === 'game' && sportPeriod === 'map' ? 'map' : noun.replace(/s$/, '');
  return { kind, n: count };
}

function breakWord(match: ClockInput, t: TFunction): string {
  const text = match.status.text.trim().toLowerCase();
  if (/^(half[\s-]?time|ht)$/.test(text)) return t('score.halfTimeShort');
  if (/extra time half[\s-]?time/.test(text))
    return t('score.extraHalfTime', { extra: extraShort(match.sport, t) });
  if (/penalt|shoot-?out/.test(text)) return t('score.penaltiesShort');
  return t('score.break');
}

/** Short end words by what the sport calls the end: "FT" belongs to matches against a clock. */
const SHORT_END: Record<EndWord, WordKey> = {
  fullTime: 'score.fullTime',
  final: 'score.final',
  matchOver: 'score.finished',
  finished: 'score.finished',
};

/** The end of a match of the sport, short: "FT", "Final", "Finished". */
export function shortEndWord(sport: string, t: TFunction = EN): string {
  return t(SHORT_END[sportInfo(sport).endWord]);
}

function finishedWord(match: ClockInput, t: TFunction): string {
  const { endWord } = sportInfo(match.sport);
  // A stage of a race finishes; no extra time or shoot-out to tell.
  if (endWord === 'finished') return t(SHORT_END.finished);
  const text = match.status.text.trim().toLowerCase();
  // An end off the field is told as such: a walkover or a retirement, not a plain full time.
  if (match.status.code === 91 || /walk-?over/.test(text)) return t('score.walkoverShort');
  if (match.status.code === 92 || /retire/.test(text)) return t('score.retiredShort');
  if (/^ap$|after penalt|penalt|shoot-?out/.test(text)) return t('score.penaltiesShort');
  // The service says AET for an NHL game won in overtime too: its fans read OT.
  if (/^aet$|after extra time/.test(text))
    return extraTimeWord(match.sport) === 'ET'
      ? t('score.afterExtraTimeShort')
      : t('score.overtimeShort');
  if (/^aot$|after overtime|^ot$|overtime/.test(text))
    return extraTimeWord(match.sport) === 'ET'
      ? t('score.afterExtraTimeShort')
      : t('score.overtimeShort');
  return t(SHORT_END[endWord]);
}
