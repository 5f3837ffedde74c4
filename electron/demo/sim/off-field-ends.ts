// Now and then a match ends off the field or stops, as real ones do (test/fixtures/real-payloads:
// a basketball walkover, code 91; a tennis retirement, code 92; an interrupted football match,
// code 80). Which match is chosen by its id, never by a random draw, so the seeds and every other
// match of the world stay as they were.

import type { Side } from '../demo-service-api';
import type { Happening, TimedHappening } from './timeline';

type StatusHappening = Extract<Happening, { kind: 'status' }> & { at: number };

const WALKOVER = { code: 91, description: 'Walkover' };
const RETIRED = { code: 92, description: 'Retired' };
const INTERRUPTED = { code: 80, description: 'Interrupted' };
/** How long play stands still in an interrupted match before it goes on. */
export const INTERRUPTION_MS = 6 * 60_000;

/**
 * One match in `every`, picked by a multiplicative hash of its id and a salt per kind of end. Its
 * high bits decide: the low ones of consecutive ids (a day's slots) fall in runs, and picked no
 * football match in 144.
 */
function chosen(id: number, salt: number, every: number): boolean {
  return Math.floor(((Math.imul(id ^ salt, 2654435761) >>> 0) / 2 ** 32) * every) === 0;
}

/** The side given the match: the one the id names, the same on every run. */
function sideOf(id: number): Side {
  return id % 2 === 0 ? 'home' : 'away';
}

export function withOffFieldEnds(
  sport: string,
  id: number,
  kickOff: number,
  script: TimedHappening[],
): TimedHappening[] {
  if ((sport === 'tennis' || sport === 'basketball') && chosen(id, 0x91, 40)) {
    return [
      {
        at: kickOff,
        kind: 'status',
        words: WALKOVER,
        type: 'finished',
        period: null,
        winner: sideOf(id),
      },
    ];
  }
  if (sport === 'tennis' && chosen(id, 0x92, 20)) return retired(id, script);
  if (sport === 'football' && chosen(id, 0x80, 25)) return interrupted(script);
  return script;
}

/** Play stops a little past the middle of the match: the other player is given it. */
function retired(id: number, script: TimedHappening[]): TimedHappening[] {
  const cut = Math.floor(script.length * 0.55);
  const at = script[cut]?.at;
  if (at === undefined || cut === 0) return script;
  return [
    ...script.slice(0, cut),
    { at, kind: 'status', words: RETIRED, type: 'finished', period: null, winner: sideOf(id) },
  ];
}

/**
 * Play stands still for a while in the second half and then goes on where it stopped: the clock
 * picks up at the minute it stood at, and everything after comes that much later.
 */
function interrupted(script: TimedHappening[]): TimedHappening[] {
  const periods = script.filter(
    (item): item is StatusHappening =>
      item.kind === 'status' && item.type === 'inprogress' && !!item.clock && item.period !== null,
  );
  const period = periods[1];
  if (!period?.clock) return script;
  const next = script.find((item) => item.kind === 'status' && item.at > period.at);
  if (!next) return script;
  const at = Math.round((period.at + next.at) / 2);
  const playedSeconds = Math.floor(((at - period.at) / 1000) * period.clock.scale);
  const stop: TimedHappening = {
    at,
    kind: 'status',
    words: INTERRUPTED,
    type: 'interrupted',
    period: null,
  };
  const resume: TimedHappening = {
    at: at + INTERRUPTION_MS,
    kind: 'status',
    words: period.words,
    type: 'inprogress',
    period: period.period,
    clock: {
      ...period.clock,
      offsetSeconds: period.clock.offsetSeconds + playedSeconds,
      lengthSeconds: Math.max(0, period.clock.lengthSeconds - playedSeconds),
    },
  };
  const before = script.filter((item) => item.at < at);
  const after = script
    .filter((item) => item.at >= at)
    .map((item) => ({ ...item, at: item.at + INTERRUPTION_MS }));
  return [...before, stop, resume, ...after];
}
