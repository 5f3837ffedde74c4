// A stage's results from /match/{id}/scores (the interface: "cycling: stage results", with finishing
// times and gaps; the fields are not shown). Read tolerantly: a list at the top or under results,
// standings, rankings, rows or data; each line names a rider (a rider, player or team object, or a
// name), a place, a time and a gap as numbers of seconds or as text. A line without a name is left
// out; a body without a list is no results (an empty list), never an error, because a stage that has
// not ended has none yet and a score object of a two-sided match is not a list of riders.

import type { StageResult } from '../../../../shared/domain';
import { locateArray } from './containers';
import { isObject, nameOf, type AnyObject } from './primitives';

const KEYS = ['results', 'standings', 'rankings', 'rows', 'riders', 'event'];
/** A stage has a few hundred riders at most; a longer list is cut, not refused. */
const MAX_LINES = 300;

export function parseStageResults(body: unknown): StageResult[] {
  const items = locateArray(body, KEYS) ?? [];
  const lines = items
    .slice(0, MAX_LINES)
    .filter(isObject)
    .map(lineOf)
    .filter((line): line is StageResult => line !== null);
  // Places first in order; lines without a place keep the service's order after them.
  return lines
    .map((line, index) => ({ line, index }))
    .sort(
      (a, b) => (a.line.position ?? Infinity) - (b.line.position ?? Infinity) || a.index - b.index,
    )
    .map(({ line }) => line);
}

/** The stage's winner: the line in first place, else the first line; null without results. */
export function stageWinnerOf(results: readonly StageResult[]): StageResult | null {
  return results.find((line) => line.position === 1) ?? results[0] ?? null;
}

function lineOf(item: AnyObject): StageResult | null {
  // The real standings/competitor form names the rider in `team` and the rider's team in
  // `parentTeam`; other forms name a rider, player or athlete beside a team.
  const parent =
    nameOf(item.parentTeam) ?? (isObject(item.team) ? nameOf(item.team.parentTeam) : null);
  const rider = item.rider ?? item.player ?? item.athlete ?? (parent ? item.team : undefined);
  const teamName = parent ?? nameOf(item.team);
  const name = text(nameOf(rider)) ?? text(nameOf(item)) ?? (rider ? null : text(teamName));
  if (!name) return null;
  const position = place(item.position ?? item.rank ?? item.place);
  const gap = duration(item.gap ?? item.timeGap ?? item.behind, true);
  return {
    position,
    name,
    // A team's own line (a team time trial) names no team beside it.
    team: rider && teamName !== name ? text(teamName) : null,
    time: duration(item.time ?? item.finishTime ?? item.totalTime, false),
    gap: position === 1 || gap === '+0:00' ? null : gap,
  };
}

function text(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' || trimmed.length > 120 ? null : trimmed;
}

function place(value: unknown): number | null {
  const number = typeof value === 'string' ? Number(value.trim()) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > 0 && number < 10_000
    ? number
    : null;
}

/** Seconds as "4:12:33" (a gap as "+0:12"); text as sent ("s.t.", "+ 0:12"); anything else null. */
function duration(value: unknown, isGap: boolean): string | null {
  if (typeof value === 'string') return text(value);
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 1e7) return null;
  const seconds = Math.round(value);
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  const clock = h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
  return isGap ? `+${clock}` : clock;
}
