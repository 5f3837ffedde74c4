// --api-key-file PATH: the key from a file, so it never shows in the process list as --api-key does.
// Only a regular file is opened (a FIFO or a device would hold the start forever), only a small one
// is read, and its first line, trimmed, is the key. readRegularFile does the checking, on the path
// and again on the opened descriptor, so a FIFO swapped in between is refused too.

import { errorText } from '../../shared/error-text';
import {
  FileTooLargeError,
  NotRegularFileError,
  readRegularFile,
} from '../core/state/regular-file';

/** More than any key needs: a bigger file is not a key file. */
const MAX_KEY_FILE_BYTES = 4096;

export class KeyFileError extends Error {
  override readonly name = 'KeyFileError';
}

export function readKeyFile(path: string): string {
  let text: string;
  try {
    text = readRegularFile(path, { followLinks: true, maxBytes: MAX_KEY_FILE_BYTES }).toString(
      'utf8',
    );
  } catch (error) {
    throw new KeyFileError(`--api-key-file ${path} ${whyUnread(error)}`);
  }
  const key = (text.split(/\r?\n/).find((line) => line.trim() !== '') ?? '').trim();
  if (key === '') throw new KeyFileError(`--api-key-file ${path} is empty: it should hold the key`);
  return key;
}

function whyUnread(error: unknown): string {
  if (error instanceof NotRegularFileError) return 'is not a regular file';
  if (error instanceof FileTooLargeError) {
    return `is too big for a key file (${error.size} bytes)`;
  }
  if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'does not exist';
  return `cannot be read (${errorText(error)})`;
}
