// One side's score object, in any sport's form, read into ScoreSide. Sports differ only in which
// keys they fill (periodN, overtime, penalties, point), so one tolerant reader covers them all.

import { z } from 'zod';
import { emptyScoreSide, type ScoreSide } from '../../../../shared/domain';
import { isObject, optionalNumber, optionalText } from './primitives';

const PERIOD_KEY = /^period(\d{1,2})$/;
/** Far beyond any sport's periods (baseball extra innings stay well under this). */
const MAX_PERIODS = 40;

const scoreObject = z.looseObject({
  current: optionalNumber,
  display: optionalNumber,
  overtime: optionalNumber,
  penalties: optionalNumber,
  point: optionalText,
});

/**
 * A score as the service sends it: an object, a bare number (some simple forms), or nothing.
 * `current` and `display` are kept apart because they differ after a shoot-out.
 */
export const scoreSide = z
  .unknown()
  .optional()
  .transform((value): ScoreSide => {
    if (typeof value === 'number' && Number.isFinite(value)) {
      return { ...emptyScoreSide(), current: value, display: value };
    }
    if (!isObject(value)) return emptyScoreSide();
    const fields = scoreObject.parse(value);
    return {
      current: fields.current,
      display: fields.display,
      periods: periodsOf(value),
      overtime: fields.overtime,
      penalties: fields.penalties,
      point: fields.point,
    };
  });

function periodsOf(score: Record<string, unknown>): (number | null)[] {
  const byNumber = new Map<number, number | null>();
  for (const [key, raw] of Object.entries(score)) {
    const match = PERIOD_KEY.exec(key);
    if (!match?.[1]) continue;
    const index = Number(match[1]);
    if (index < 1 || index > MAX_PERIODS) continue;
    byNumber.set(index, optionalNumber.parse(raw));
  }
  const last = Math.max(0, ...byNumber.keys());
  return Array.from({ length: last }, (_, offset) => byNumber.get(offset + 1) ?? null);
}
