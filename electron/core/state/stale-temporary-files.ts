// A document is written to a temporary file beside it and renamed over it; a kill between the two
// leaves the temporary file behind, and a crash loop leaves one per kill, for good. They are swept
// when a store opens its folder. A temporary file another running process is still writing must be
// left alone: ours name their writer's pid (gone: stale at once), electron-store's (atomically) only
// a time, so those are taken once older than any write takes.

import { lstatSync, readdirSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';

/** `.settings.json.tmp-4242-0a1b2c3d`: FileDocumentStore's, with the writer's pid. */
const OURS = /^\..+\.json\.tmp-(\d+)-[0-9a-f]{8}$/;
/** `settings.json.tmp-1790000000abcdef`: atomically's (electron-store), with a time. */
const ATOMICALLY = /^.+\.json\.tmp-\d{10}[0-9a-f]{6}$/;
/** No write of a document takes this long; an older temporary file has no writer left. */
const STALE_AFTER_MS = 60_000;

/** Removes the folder's stale temporary files; returns how many. Never throws. */
export function sweepStaleTemporaryFiles(directory: string, now = Date.now()): number {
  let names: string[];
  try {
    names = readdirSync(directory);
  } catch {
    return 0;
  }
  let swept = 0;
  for (const name of names) {
    const ours = OURS.exec(name);
    if (!ours && !ATOMICALLY.test(name)) continue;
    const path = join(directory, name);
    try {
      // lstat: a link or a folder under such a name is not ours to remove.
      const stats = lstatSync(path);
      if (!stats.isFile()) continue;
      const old = now - stats.mtimeMs > STALE_AFTER_MS;
      const writerGone = ours !== null && !processAlive(Number(ours[1]));
      if (!old && !writerGone) continue;
      unlinkSync(path);
      swept += 1;
    } catch {
      // Gone already, or not ours to remove: the documents are untouched either way.
    }
  }
  return swept;
}

function processAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, someone else's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
