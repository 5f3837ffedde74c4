// The pre-game form (/match/{id}/pregame-form): {homeTeam: {form: ['W','D','L'], position},
// awayTeam: {...}}. Results other than W, D and L are left out; a side without any is empty.

import type { PregameForm, TeamForm } from '../../../../shared/match-centre';
import { describeShape, locateRecord } from './containers';
import { ParseError } from './parse-error';
import { isObject } from './primitives';

export function parsePregameForm(body: unknown): PregameForm {
  const record = locateRecord(
    body,
    ['pregameForm', 'form'],
    (candidate) => isObject(candidate.homeTeam) || isObject(candidate.home),
  );
  if (!record) throw new ParseError('pregame form', `no teams' form (${describeShape(body)})`);
  return {
    home: teamForm(record.homeTeam ?? record.home),
    away: teamForm(record.awayTeam ?? record.away),
  };
}

function teamForm(raw: unknown): TeamForm {
  if (!isObject(raw)) return { form: [], position: null };
  const form = Array.isArray(raw.form)
    ? raw.form
        .map((result) => (typeof result === 'string' ? result.trim().toUpperCase() : ''))
        .filter((result) => result === 'W' || result === 'D' || result === 'L')
        .slice(-10)
    : [];
  const position = Number(raw.position);
  return {
    form,
    position: Number.isSafeInteger(position) && position > 0 ? position : null,
  };
}
