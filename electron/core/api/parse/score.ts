// One side's score object, in any sport's form, read into ScoreSide. Sports differ only in which
// keys they fill (periodN, overtime, penalties, point), so one tolerant reader covers them all.

import { z } from 'zod';
import { emptyScoreSide, type ScoreSide } from '../../../../shared/domain';
import { isObject, MAX_SCORE, optionalText, scoreCount } from './primitives';

const PERIOD_KEY = /^period(\d{1,2})$/;
/** Far beyond any sport's periods (baseball extra innings stay well under this). */
const MAX_PERIODS = 40;

// Figures are strict: a score of 2.5 or 1e20 makes the event unreadable (and reported) rather than
// being shown, alerted and then refused by the state files on the next start. A period's figure is
// different: a map or set field that is no score ("x", -1, 2.5, an object) is read as not shown,
// so the match is still shown by its score and its other periods, and counts no period played.
const scoreObject = z.looseObject({
  current: scoreCount,
  display: scoreCount,
  overtime: scoreCount,
  penalties: scoreCount,
  point: optionalText,
});

/**
 * A score as the service sends it: an object, a bare number (some simple forms), or nothing.
 * `current` and `display` are kept apart because they differ after a shoot-out.
 */
export const scoreSide = z
  .unknown()
  .optional()
  .transform((value, ctx): ScoreSide => {
    if (typeof value === 'number') {
      const figure = scoreCount.safeParse(value);
      if (figure.success)
        return { ...emptyScoreSide(), current: figure.data, display: figure.data };
      ctx.addIssue({ code: 'custom', message: notAScore(value), input: value });
      return z.NEVER;
    }
    if (!isObject(value)) return emptyScoreSide();
    const fields = scoreObject.safeParse(value);
    const periods = periodsOf(value);
    if (!fields.success) {
      ctx.addIssue({ code: 'custom', message: notAScore(firstBad(value)), input: value });
      return z.NEVER;
    }
    return {
      current: fields.data.current,
      display: fields.data.display,
      periods,
      overtime: fields.data.overtime,
      penalties: fields.data.penalties,
      point: fields.data.point,
    };
  });

/** The periods; one that is not a score is null, as one never sent. */
function periodsOf(score: Record<string, unknown>): (number | null)[] {
  const byNumber = new Map<number, number | null>();
  for (const [key, raw] of Object.entries(score)) {
    const match = PERIOD_KEY.exec(key);
    if (!match?.[1]) continue;
    const index = Number(match[1]);
    if (index < 1 || index > MAX_PERIODS) continue;
    const figure = scoreCount.safeParse(raw);
    byNumber.set(index, figure.success ? figure.data : null);
  }
  const last = Math.max(0, ...byNumber.keys());
  return Array.from({ length: last }, (_, offset) => byNumber.get(offset + 1) ?? null);
}

function firstBad(score: Record<string, unknown>): unknown {
  for (const key of ['current', 'display', 'overtime', 'penalties']) {
    if (!scoreCount.safeParse(score[key]).success) return score[key];
  }
  return undefined;
}

function notAScore(value: unknown): string {
  const shown = typeof value === 'string' ? JSON.stringify(value.slice(0, 20)) : String(value);
  return `${shown} is not a score (a whole number from 0 to ${MAX_SCORE})`;
}
