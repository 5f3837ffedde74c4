// Moving a damaged file aside instead of deleting it: the bytes stay for the user (or a bug report),
// with a note saying why, and the original name is free for a fresh file.

import { existsSync, renameSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { compactTimestamp } from '../../core/state/document-errors';

/** Renames `path` (a .json file) to `{name}.corrupt-{time}.json` beside it; null when it is not there. */
export function quarantineFile(path: string, reason: string, now: number): string | null {
  if (!existsSync(path)) return null;
  const name = basename(path).replace(/\.json$/, '');
  const stamp = compactTimestamp(now);
  let target = join(dirname(path), `${name}.corrupt-${stamp}.json`);
  for (let attempt = 2; existsSync(target); attempt += 1) {
    target = join(dirname(path), `${name}.corrupt-${stamp}-${attempt}.json`);
  }
  renameSync(path, target);
  try {
    writeFileSync(target.replace(/\.json$/, '.reason.txt'), `${reason}\n`, { mode: 0o600 });
  } catch {
    // The damaged file itself is kept; only the note beside it is missing.
  }
  return target;
}
