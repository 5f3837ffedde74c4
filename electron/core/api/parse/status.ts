// The phase of a match from whatever status the service gave. `status.type` is the most reliable
// signal and wins; without it the text is read, then the numeric code. What none of them explains
// stays 'unknown' rather than being guessed.

import type { MatchStatus, StatusPhase } from '../../../../shared/domain';

/** Codes the service uses for a pause inside a running match (Pause, Halftime). */
const PAUSE_CODES = new Set([30, 31]);
/** A match waiting between two of its parts: a pause, half-time, or waiting for extra time. */
const PAUSE_WORDS = /\b(pause[sd]?|half[\s-]?time|break|interval|awaiting)\b/i;

const PHASE_BY_TYPE: Record<string, StatusPhase> = {
  notstarted: 'scheduled',
  inprogress: 'live',
  finished: 'finished',
  postponed: 'postponed',
  canceled: 'cancelled',
  cancelled: 'cancelled',
  // Code 80 "Interrupted" in the real answers; "Suspended" is the same stop in other words.
  interrupted: 'interrupted',
  suspended: 'interrupted',
  // The scraper reports it for cricket ("End of day 1"): a break by the rules, play goes on.
  willcontinue: 'paused',
};

/** Text statuses, checked in this order (a pause is also "in" a half, so pauses come first). */
const PHASE_BY_TEXT: [RegExp, StatusPhase][] = [
  [/\b(not started|scheduled|upcoming)\b|^ns$/i, 'scheduled'],
  [/\bpostponed\b/i, 'postponed'],
  [/\b(cancell?ed|abandoned)\b/i, 'cancelled'],
  [/\b(walkover|retired|awarded)\b/i, 'finished'],
  [/\b(interrupted|suspended)\b/i, 'interrupted'],
  [/\bend of day\b|\bstumps\b/i, 'paused'],
  [PAUSE_WORDS, 'paused'],
  [
    /\b(ended|finished|full[\s-]?time)\b|\bfinal\b(?!\s+(set|round|quarter|period|game|map))|^(ft|aet|ap|aot|fin)$|\bafter (overtime|extra time|penalties)\b/i,
    'finished',
  ],
  [
    /\b(live|in progress|started|\d+(st|nd|rd|th) (half|quarter|period|set|game|map|inning|innings|round|extra)|overtime|extra time|penalties|first|second|third|fourth|fifth)\b/i,
    'live',
  ],
];

/** Codes as the V2 lists use them across sports; basketball's string form included. */
function phaseByCode(code: number): StatusPhase {
  if (code === 0) return 'scheduled';
  if (PAUSE_CODES.has(code) || code === 32 || code === 33 || code === 34) return 'paused';
  if (code === 60) return 'postponed';
  if (code === 70) return 'cancelled';
  if (code === 80 || code === 81) return 'interrupted';
  // 90 abandoned; 91 walkover, 92 retired and the other decisions off the field have a result.
  if (code === 90) return 'cancelled';
  if (code > 90 && code < 100) return 'finished';
  if (code === 100 || code === 110 || code === 120) return 'finished';
  // 6-20: halves, quarters, sets, periods; 40-50: overtime, extra time, penalties; 1001+: games/maps.
  if ((code >= 6 && code <= 20) || (code >= 40 && code <= 50) || (code >= 1001 && code <= 1010)) {
    return 'live';
  }
  return 'unknown';
}

export interface RawStatus {
  type: string | null;
  text: string | null;
  code: number | null;
}

export function statusOf(raw: RawStatus): MatchStatus {
  const text = raw.text?.trim() ?? '';
  return { phase: phaseOf(raw, text), text, code: raw.code };
}

function phaseOf(raw: RawStatus, text: string): StatusPhase {
  const type = raw.type?.trim().toLowerCase();
  if (type) {
    const byType = PHASE_BY_TYPE[type];
    if (
      byType === 'live' &&
      (PAUSE_WORDS.test(text) || (raw.code !== null && PAUSE_CODES.has(raw.code)))
    ) {
      return 'paused';
    }
    // A type nobody listed: the text or the code may still say (the row shows the text anyway).
    if (byType) return byType;
  }
  if (text) {
    for (const [pattern, phase] of PHASE_BY_TEXT) if (pattern.test(text)) return phase;
  }
  return raw.code === null ? 'unknown' : phaseByCode(raw.code);
}
