// What every benchmark section says about where it ran, and the writing of BENCHMARKS.md: each
// benchmark owns one "## " section, which is replaced on every run while the others are kept.

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem, type as osType, release } from 'node:os';
import { fileURLToPath } from 'node:url';

export const BENCHMARKS_FILE = fileURLToPath(new URL('../BENCHMARKS.md', import.meta.url));

export function machineLine(): string {
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  const memory = Math.round(totalmem() / 2 ** 30);
  const day = new Date().toISOString().slice(0, 10);
  return `Machine: ${cpu}, ${cpus().length} cores, ${memory} GiB, ${osType()} ${release()}, Node ${process.versions.node}. Measured ${day}.`;
}

/** Replaces the section that starts with the same "## " heading, or appends it. */
export function replaceSection(document: string, section: string): string {
  const heading = section.split('\n', 1)[0]!.trim();
  const lines = document.split('\n');
  const start = lines.findIndex((line) => line.trim() === heading);
  const body = section.trimEnd();
  if (start === -1) {
    const base = document.trim() ? `${document.trimEnd()}\n\n` : '# Benchmarks\n\n';
    return `${base}${body}\n`;
  }
  let end = lines.findIndex((line, index) => index > start && /^## /.test(line));
  if (end === -1) end = lines.length;
  const before = lines.slice(0, start).join('\n').trimEnd();
  const after = lines.slice(end).join('\n').trim();
  return `${before}\n\n${body}\n${after ? `\n${after}\n` : ''}`;
}

export function writeSection(section: string, file = BENCHMARKS_FILE): void {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  writeFileSync(file, replaceSection(current, section));
}

export function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1));
  return sorted[index]!;
}

export function fixed(value: number, digits = 1): string {
  return Number.isFinite(value) ? value.toFixed(digits) : 'n/a';
}
