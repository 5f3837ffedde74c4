// Win probabilities as fractions (0..1). The real form gives per side {expected, actual} in
// percent with no draw; the interface documents P1 (home win), PX (draw) and P2 (away win), each 0
// to 1; plainer forms give numbers per outcome, as fractions or percents.

import { z } from 'zod';
import type { WinProbability } from '../../../../shared/match-detail';
import { describeShape, locateRecord } from './containers';
import { ParseError } from './parse-error';
import { isObject, optionalNumber } from './primitives';

const OUTCOME_KEYS = ['home', 'away', 'draw', 'homeWin', 'awayWin', 'P1', 'P2', 'PX'];

const sideSchema = z.object({
  expected: optionalNumber,
  value: optionalNumber,
  probability: optionalNumber,
});

function outcomeOf(value: unknown): number | null {
  if (isObject(value)) {
    const side = sideSchema.parse(value);
    return side.expected ?? side.probability ?? side.value;
  }
  return optionalNumber.parse(value);
}

export function parseWinProbability(body: unknown): WinProbability {
  const record = locateRecord(
    body,
    ['winningOdds', 'winProbability', 'probabilities', 'odds'],
    (candidate) => OUTCOME_KEYS.some((key) => key in candidate && key !== 'draw' && key !== 'PX'),
  );
  if (!record)
    throw new ParseError('winning odds', `no outcome probabilities (${describeShape(body)})`);
  const raw = {
    home: outcomeOf(record.home ?? record.homeWin ?? record.P1),
    draw: outcomeOf(record.draw ?? record.PX),
    away: outcomeOf(record.away ?? record.awayWin ?? record.P2),
  };
  const values = [raw.home, raw.draw, raw.away].filter((value) => value !== null);
  if (values.length === 0) throw new ParseError('winning odds', 'no outcome has a number');
  // Percent when any value is above one; a probability can never be.
  const scale = values.some((value) => value > 1) ? 100 : 1;
  const fraction = (value: number | null) =>
    value === null || value < 0 || value > scale ? null : value / scale;
  return { home: fraction(raw.home), draw: fraction(raw.draw), away: fraction(raw.away) };
}
