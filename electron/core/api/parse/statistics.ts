// Match statistics, read from the real grouped form (periods > groups > items) or a flat list of
// rows. Only the whole-match period is kept when the service splits by period.

import { z } from 'zod';
import type { StatisticRow } from '../../../../shared/match-detail';
import { locateArray, parseItems } from './containers';
import { ParseError, type ListResult } from './parse-error';
import { isObject, optionalText } from './primitives';
import { describeShape } from './containers';

const WHOLE_MATCH = /^(all|match|total|full)$/i;

const rowSchema = z
  .object({
    name: z.union([z.string(), z.number()]).transform(String),
    home: optionalText,
    away: optionalText,
    homeValue: optionalText,
    awayValue: optionalText,
    group: optionalText,
  })
  .transform((row): StatisticRow => ({
    group: row.group ?? '',
    name: row.name,
    home: row.home ?? row.homeValue ?? '',
    away: row.away ?? row.awayValue ?? '',
  }));

const groupSchema = z.object({
  groupName: optionalText,
  name: optionalText,
  statisticsItems: z.array(z.unknown()).optional(),
  items: z.array(z.unknown()).optional(),
  statistics: z.array(z.unknown()).optional(),
});

export function parseStatistics(body: unknown): ListResult<StatisticRow> {
  const top = locateArray(body, ['statistics', 'stats']);
  if (!top)
    throw new ParseError('statistics', `no statistics in the response (${describeShape(body)})`);
  const periods = top.filter((entry) => isObject(entry) && Array.isArray(entry.groups));
  if (periods.length === 0) return rowsOfGroupsOrFlat(top);
  const chosen =
    periods.find((entry) => isObject(entry) && WHOLE_MATCH.test(String(entry.period ?? ''))) ??
    periods[0];
  return rowsOfGroupsOrFlat(isObject(chosen) && Array.isArray(chosen.groups) ? chosen.groups : []);
}

/** A list of groups (each holding rows) or a list of rows. */
function rowsOfGroupsOrFlat(entries: unknown[]): ListResult<StatisticRow> {
  const result: ListResult<StatisticRow> = { items: [], problems: [] };
  entries.forEach((entry, index) => {
    const group = groupSchema.safeParse(entry);
    const rows = group.success
      ? (group.data.statisticsItems ?? group.data.items ?? group.data.statistics)
      : undefined;
    if (group.success && rows) {
      const groupName = group.data.groupName ?? group.data.name ?? '';
      const parsed = parseItems(rows, rowSchema);
      result.items.push(...parsed.items.map((row) => ({ ...row, group: row.group || groupName })));
      result.problems.push(...parsed.problems.map((problem) => ({ ...problem, index })));
      return;
    }
    const parsed = parseItems([entry], rowSchema);
    result.items.push(...parsed.items);
    result.problems.push(...parsed.problems.map((problem) => ({ ...problem, index })));
  });
  return result;
}
