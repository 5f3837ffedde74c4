// The scoring progression (/match/{id}/graph): {graphPoints: [{minute, value}]}, as the service's
// momentum graph has it; plainer forms (a bare list, points under `points`) read too. A point
// without a finite minute and value is left out; an answer with none is no graph.

import type { ProgressionPoint } from '../../../../shared/match-centre';
import { describeShape, locateArray } from './containers';
import { ParseError } from './parse-error';
import { isObject } from './primitives';

const MAX_POINTS = 2_000;

export function parseProgression(body: unknown): ProgressionPoint[] {
  const list = Array.isArray(body) ? body : locateArray(body, ['graphPoints', 'points', 'graph']);
  if (!list) throw new ParseError('graph', `no graph points (${describeShape(body)})`);
  const points: ProgressionPoint[] = [];
  for (const item of list.slice(0, MAX_POINTS)) {
    if (!isObject(item)) continue;
    const minute = Number(item.minute ?? item.time);
    const value = Number(item.value ?? item.lead ?? item.diff);
    if (Number.isFinite(minute) && Number.isFinite(value) && minute >= 0)
      points.push({ minute, value });
  }
  return points.sort((a, b) => a.minute - b.minute);
}
