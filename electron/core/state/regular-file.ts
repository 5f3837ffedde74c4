// Reading a file of our own folders (state, image cache) only when it is a regular file. A FIFO put
// in place of a state file would block a synchronous read for good, the event loop with it, and the
// process would no longer hear a signal; a device may never end. So anything else is refused before
// it is opened for reading, with an error that says what was found.

import {
  closeSync,
  constants,
  fstatSync,
  lstatSync,
  openSync,
  readFileSync,
  statSync,
  type Stats,
} from 'node:fs';

export class NotRegularFileError extends Error {
  override readonly name = 'NotRegularFileError';

  constructor(
    readonly path: string,
    readonly found: string,
  ) {
    super(`${path} is ${found}, not a regular file; it was not opened`);
  }
}

export interface RegularFileOptions {
  /** Follow a symbolic link to its target (state files may be links); the image cache does not. */
  followLinks: boolean;
}

/** The file's bytes; ENOENT and other errors of the file system are thrown as they come. */
export function readRegularFile(path: string, options: RegularFileOptions): Buffer {
  const seen = options.followLinks ? statSync(path) : lstatSync(path);
  if (!seen.isFile()) throw new NotRegularFileError(path, describeKind(seen));
  // Swapped for something else between the look and the open: O_NONBLOCK keeps the open of a FIFO
  // from waiting for a writer, and the descriptor's own fstat has the last word.
  const flags =
    constants.O_RDONLY | constants.O_NONBLOCK | (options.followLinks ? 0 : constants.O_NOFOLLOW);
  const fd = openSync(path, flags);
  try {
    const opened = fstatSync(fd);
    if (!opened.isFile()) throw new NotRegularFileError(path, describeKind(opened));
    return readFileSync(fd);
  } finally {
    closeSync(fd);
  }
}

function describeKind(stats: Stats): string {
  if (stats.isFIFO()) return 'a FIFO (named pipe)';
  if (stats.isDirectory()) return 'a folder';
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return 'a device';
  if (stats.isSocket()) return 'a socket';
  if (stats.isSymbolicLink()) return 'a symbolic link';
  return 'something other than a file';
}
