// Files of the image cache: names hashed from what the image is, writes that never leave a
// half-written file under the real name, and the checks that a file on disk is still what we wrote.

import { createHash, randomBytes } from 'node:crypto';
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { FileTooLargeError, NotRegularFileError, readRegularFile } from '../state/regular-file';

export function sha256Hex(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/**
 * Writes to a temporary file beside the target, then renames it over: readers see old or new.
 * No fsync: every read checks the file against the index's hash, so what a power cut might tear
 * is noticed and fetched again, and an fsync per crest would cost more than the request itself.
 */
export function writeFileAtomically(path: string, bytes: Uint8Array): void {
  const temporary = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    writeFileSync(temporary, bytes);
    renameSync(temporary, path);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

/**
 * The file's bytes, or why they cannot be had. The cache writes regular files with one name only: a
 * link (soft or hard), FIFO or device in their place is refused without being opened for reading (a
 * FIFO would block for good), and so is a file larger than the index recorded, before it is read.
 */
export function readBytes(
  path: string,
  recordedBytes?: number,
): Uint8Array | { problem: string; refused: boolean } {
  try {
    return readRegularFile(path, { followLinks: false, singleLink: true, maxBytes: recordedBytes });
  } catch (error) {
    return {
      problem: error instanceof Error ? error.message : String(error),
      refused: error instanceof NotRegularFileError || error instanceof FileTooLargeError,
    };
  }
}

export function removeQuietly(path: string): void {
  try {
    rmSync(path, { force: true });
  } catch {
    // A file we cannot remove is left for the next start's clean-up.
  }
}
