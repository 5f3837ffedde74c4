// Moving a damaged file aside instead of deleting it: the bytes stay for the user (or a bug report),
// with a note saying why, and the original name is free for a fresh file.

import { existsSync, renameSync, writeFileSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';
import { compactTimestamp } from './document-errors';

/**
 * Renames `path` (`{name}.json`, or a log's `{name}.jsonl`) to `{name}.corrupt-{time}.json` (same
 * extension) beside it, with `{name}.corrupt-{time}.reason.txt`; null when it is not there.
 */
export function quarantineFile(path: string, reason: string, now: number): string | null {
  if (!existsSync(path)) return null;
  const extension = extname(path);
  const name = basename(path, extension);
  const stamp = compactTimestamp(now);
  let kept = join(dirname(path), `${name}.corrupt-${stamp}`);
  for (let attempt = 2; existsSync(`${kept}${extension}`); attempt += 1) {
    kept = join(dirname(path), `${name}.corrupt-${stamp}-${attempt}`);
  }
  renameSync(path, `${kept}${extension}`);
  // The reason travels with the kept file, for whoever opens the folder later; losing it is harmless.
  try {
    writeFileSync(`${kept}.reason.txt`, `${reason}\n`, { mode: 0o600 });
  } catch {
    // The damaged file itself is kept; only the note beside it is missing.
  }
  return `${kept}${extension}`;
}
