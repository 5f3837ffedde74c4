// --api-key-file PATH: the key from a file, so it never shows in the process list as --api-key does.
// Only a regular file is opened (a FIFO or a device would hold the start forever), only a small one
// is read, and its first line, trimmed, is the key.

import { readFileSync, statSync } from 'node:fs';
import { errorText } from '../../shared/error-text';

/** More than any key needs: a bigger file is not a key file. */
const MAX_KEY_FILE_BYTES = 4096;

export class KeyFileError extends Error {
  override readonly name = 'KeyFileError';
}

export function readKeyFile(path: string): string {
  let size: number;
  try {
    const stats = statSync(path);
    if (!stats.isFile()) throw new KeyFileError(`--api-key-file ${path} is not a regular file`);
    size = stats.size;
  } catch (error) {
    if (error instanceof KeyFileError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new KeyFileError(`--api-key-file ${path} does not exist`);
    throw new KeyFileError(`--api-key-file ${path} cannot be read (${errorText(error)})`);
  }
  if (size > MAX_KEY_FILE_BYTES) {
    throw new KeyFileError(`--api-key-file ${path} is too big for a key file (${size} bytes)`);
  }
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new KeyFileError(`--api-key-file ${path} cannot be read (${errorText(error)})`);
  }
  const key = (text.split(/\r?\n/).find((line) => line.trim() !== '') ?? '').trim();
  if (key === '') throw new KeyFileError(`--api-key-file ${path} is empty: it should hold the key`);
  return key;
}
