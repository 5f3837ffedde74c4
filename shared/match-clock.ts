// The match clock as a person reads it, the one value every surface shows: live rows, the match
// page, the watchlist, the tray title and the tooltip. The engine hands over a reading (what the
// clock showed and when, shared/domain.ts ClockState); this runs it on to `now`, so the minute moves
// between updates, stops at pauses and breaks, and shows added time ("45+2'"). Sports whose clock
// stops in play show their period, and the clock when the service sent one ("Q3 4:12").
// Pure: `now` is always passed in (the engine's clock), so tests drive it.

import type { ClockState, Match } from './domain';
import { sportInfo } from './sports';

export type ClockInput = Pick<Match, 'sport' | 'status' | 'clock'> & {
  clockState?: ClockState | null;
};

/** Added time beyond this is not believed: the reading is stale, and the minute stops there. */
const MAX_ADDED_MINUTES = 20;
/** A period clock is never run on for longer than this without a fresh reading. */
const MAX_PERIOD_RUN_SECONDS = 30 * 60;

/** The short clock: "67'", "45+2'", "HT", "Q3 4:12", "S2", "ET", "Pen", "FT"; '' when scheduled. */
export function matchClock(match: ClockInput, now: number): string {
  switch (match.status.phase) {
    case 'live':
      return liveClock(match, now);
    case 'paused':
      return breakWord(match);
    case 'finished':
      return finishedWord(match);
    case 'postponed':
      return 'Postponed';
    case 'cancelled':
      return 'Cancelled';
    case 'scheduled':
      return '';
    default: {
      const text = match.status.text.trim();
      return text.length <= 10 ? text : '';
    }
  }
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

function liveClock(match: ClockInput, now: number): string {
  const state = match.clockState;
  const period = periodWord(match);
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
  return text.length <= 10 ? text || 'Live' : 'Live';
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

/** A period's short name as the ticker and the clock say it ("2H", "Q3", "Inn 7"). */
const SHORT_PERIOD: Record<string, (n: number) => string> = {
  quarter: (n) => `Q${n}`,
  half: (n) => `${n}H`,
  set: (n) => `S${n}`,
  map: (n) => `M${n}`,
  game: (n) => `G${n}`,
  period: (n) => `P${n}`,
  frame: (n) => `F${n}`,
  round: (n) => `R${n}`,
  inning: (n) => `Inn ${n}`,
  innings: (n) => `Inn ${n}`,
  stage: () => 'Live',
};

/** The short name of period n of a sport whose periods are called periodName; null if none. */
export function shortPeriodName(periodName: string, n: number): string | null {
  return SHORT_PERIOD[periodName]?.(n) ?? null;
}

/** Whether the sport calls its extra periods extra time (football and its kin) or overtime. */
export function extraTimeWord(sport: string): 'ET' | 'OT' {
  return sportInfo(sport).periodName === 'half' && sport !== 'rugby' ? 'ET' : 'OT';
}

/** The period a live match is in, short: "2H", "Q3", "S2", "M2", "ET", "OT", "Pen"; null if unknown. */
export function periodWord(match: Pick<ClockInput, 'sport' | 'status'>): string | null {
  const text = match.status.text.trim().toLowerCase();
  if (text === '') return null;
  if (/penalt|shoot-?out/.test(text)) return 'Pen';
  if (/extra|overtime|^ot$/.test(text)) return extraTimeWord(match.sport);
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
  return shortPeriodName(kind, count);
}

function breakWord(match: ClockInput): string {
  const text = match.status.text.trim().toLowerCase();
  if (/^(half[\s-]?time|ht)$/.test(text)) return 'HT';
  if (/extra time half[\s-]?time/.test(text)) return `${extraTimeWord(match.sport)} HT`;
  if (/penalt|shoot-?out/.test(text)) return 'Pen';
  if (/^awaiting (extra time|overtime)/.test(text)) return 'Break';
  return 'Break';
}

function finishedWord(match: ClockInput): string {
  const text = match.status.text.trim().toLowerCase();
  if (/^ap$|after penalt|penalt|shoot-?out/.test(text)) return 'Pen';
  if (/^aet$|after extra time/.test(text)) return 'AET';
  if (/^aot$|after overtime|^ot$|overtime/.test(text))
    return `${extraTimeWord(match.sport) === 'ET' ? 'AET' : 'OT'}`;
  return 'FT';
}
