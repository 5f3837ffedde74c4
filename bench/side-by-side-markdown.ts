// How bench/side-by-side.ts writes a section of BENCHMARKS.md: the rows of both checkouts as a
// table (any bench's result object: nested counts become columns, a list of samples its spread),
// the run's circumstances, and the section's notes from before (kept across re-runs, their tables not).

import { cpus, loadavg, release, totalmem, type as osType } from 'node:os';

export type Row = Record<string, unknown>;

export interface Table {
  title?: string;
  rows: Row[];
}

/** Opens the paragraph that says where and how a section was measured. */
const GENERATED_MARK = 'Side by side in one run';
/** Marks where a section's notes from before begin, so that a re-run keeps them and not its tables. */
const NOTES_MARK = 'Notes kept from the section before this run';

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number')
    return Number.isInteger(value)
      ? value.toLocaleString('en')
      : Number(value.toPrecision(4)).toLocaleString('en', { maximumFractionDigits: 3 });
  if (
    Array.isArray(value) &&
    value.length > 12 &&
    value.every((item) => typeof item === 'number')
  ) {
    // A bench's every sample (latencies, waits): their spread, not the list.
    const sorted = [...(value as number[])].sort((a, b) => a - b);
    const at = (share: number) =>
      cell(sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]);
    return `${sorted.length} values: p50 ${at(0.5)}, p99 ${at(0.99)}, max ${at(1)}`;
  }
  if (Array.isArray(value)) return value.map(cell).join(' · ');
  if (typeof value === 'object')
    return Object.entries(value as Row)
      .map(([key, inner]) => `${key} ${cell(inner)}`)
      .join(', ');
  return String(value).replaceAll('|', '\\|').replaceAll('\n', ' ');
}

/** Small nested objects (a count by kind, a scorer's wait) become columns of their own. */
function flattened(row: Row): Row {
  const flat: Row = {};
  for (const [key, value] of Object.entries(row)) {
    const inner =
      value && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value) : null;
    if (
      inner &&
      inner.length <= 10 &&
      inner.every(([, item]) => item === null || typeof item !== 'object')
    ) {
      for (const [innerKey, item] of inner) flat[`${key}.${innerKey}`] = item;
    } else flat[key] = value;
  }
  return flat;
}

/** A markdown table of the rows; one column a row when the rows have many fields. */
export function tableMarkdown(given: readonly Row[]): string {
  const rows = given.map(flattened);
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  if (rows.length === 0) return '(no rows)';
  if (keys.length > 12 && rows.length <= 8) {
    const fields = keys.filter((key) => key !== 'code');
    const head = `| | ${rows.map((row) => cell(row.code)).join(' | ')} |`;
    const rule = `|---|${rows.map(() => '---').join('|')}|`;
    const body = fields.map(
      (key) => `| ${key} | ${rows.map((row) => cell(row[key])).join(' | ')} |`,
    );
    return [head, rule, ...body].join('\n');
  }
  return [
    `| ${keys.join(' | ')} |`,
    `|${keys.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${keys.map((key) => cell(row[key])).join(' | ')} |`),
  ].join('\n');
}

/** The section's notes before this run: its prose without tables, machine lines and headings. */
export function keptNotes(document: string, heading: string): string {
  const lines = document.split('\n');
  const start = lines.findIndex((line) => line.trim() === heading);
  if (start === -1) return '';
  let end = lines.findIndex((line, index) => index > start && /^## /.test(line));
  if (end === -1) end = lines.length;
  let body = lines.slice(start + 1, end);
  const mark = body.findIndex((line) => line.startsWith(NOTES_MARK));
  if (mark !== -1) {
    body = body.slice(mark + 1);
    const stop = body.findIndex((line) => line.startsWith(GENERATED_MARK));
    if (stop !== -1) body = body.slice(0, stop);
  }
  return body
    .join('\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(
      (paragraph) =>
        paragraph &&
        !paragraph.startsWith('|') &&
        !paragraph.startsWith('#') &&
        !paragraph.startsWith('Machine:') &&
        !paragraph.startsWith(GENERATED_MARK),
    )
    .join('\n\n');
}

export function machine(): string {
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  return `${cpu}, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, ${osType()} ${release()}, Node ${process.versions.node}`;
}

export const load = (): string =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

export function sectionMarkdown(
  section: { heading: string; how: string },
  trees: readonly { label: string; root: string }[],
  tables: readonly Table[],
  figures: { startedAt: Date; seconds: number; loadBefore: string; loadAfter: string },
  notes: string,
): string {
  const when = figures.startedAt.toISOString().slice(0, 16).replace('T', ' ');
  const parts = [
    section.heading,
    `${GENERATED_MARK} (\`npx tsx bench/side-by-side.ts\`), ${when} UTC, ${Math.round(figures.seconds)} s: ${section.how}. ` +
      `Trees: ${trees.map((tree) => `${tree.label} (${tree.root})`).join(', ')}. ` +
      `Machine: ${machine()}. Load average (1, 5, 15 min) ${figures.loadBefore} before, ${figures.loadAfter} after.`,
  ];
  const [first, ...rest] = tables;
  if (first) parts.push(tableMarkdown(first.rows));
  if (notes)
    parts.push(
      `${NOTES_MARK} (their figures are that edition's; the tables are this run's):`,
      notes,
    );
  for (const table of rest)
    parts.push(...(table.title ? [table.title] : []), tableMarkdown(table.rows));
  return `${parts.join('\n\n')}\n`;
}
