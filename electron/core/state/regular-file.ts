// Reading a file of our own folders (state, image cache) only when it is a regular file. A FIFO put
// in place of a state file would block a synchronous read for good, the event loop with it, and the
// process would no longer hear a signal; a device may never end. So anything else is refused before
// it is opened for reading, with an error that says what was found. A size cap is checked on the
// file's own metadata before a byte is read, so a huge file costs no memory.

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
import { lstat, open, stat } from 'node:fs/promises';

export class NotRegularFileError extends Error {
  override readonly name = 'NotRegularFileError';

  constructor(
    readonly path: string,
    readonly found: string,
  ) {
    super(`${path} is ${found}, not a regular file; it was not opened`);
  }
}

export class FileTooLargeError extends Error {
  override readonly name = 'FileTooLargeError';

  constructor(
    readonly path: string,
    readonly size: number,
    readonly maxBytes: number,
  ) {
    super(`${path} has ${size} bytes, more than the ${maxBytes} allowed; it was not read`);
  }
}

export interface RegularFileOptions {
  /** Follow a symbolic link to its target (state files may be links); the image cache does not. */
  followLinks: boolean;
  /** Refuse a file larger than this, before reading it. */
  maxBytes?: number;
  /**
   * Refuse a file with more than one name: a hard link made into a folder we serve from may point
   * at a file anywhere else on the same disk, which no path check can see.
   */
  singleLink?: boolean;
}

/** The file's bytes; ENOENT and other errors of the file system are thrown as they come. */
export function readRegularFile(path: string, options: RegularFileOptions): Buffer {
  check(path, options.followLinks ? statSync(path) : lstatSync(path), options);
  const fd = openSync(path, openFlags(options));
  try {
    check(path, fstatSync(fd), options);
    return readFileSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** readRegularFile without blocking the event loop (the Electron main process serves with it). */
export async function readRegularFileAsync(
  path: string,
  options: RegularFileOptions,
): Promise<Buffer> {
  check(path, options.followLinks ? await stat(path) : await lstat(path), options);
  const handle = await open(path, openFlags(options));
  try {
    check(path, await handle.stat(), options);
    return await handle.readFile();
  } finally {
    await handle.close();
  }
}

/**
 * Swapped for something else between the look and the open: O_NONBLOCK keeps the open of a FIFO
 * from waiting for a writer, O_NOFOLLOW refuses a link, and the descriptor's own fstat has the last
 * word (checked again after opening).
 */
function openFlags(options: RegularFileOptions): number {
  return (
    constants.O_RDONLY | constants.O_NONBLOCK | (options.followLinks ? 0 : constants.O_NOFOLLOW)
  );
}

function check(path: string, stats: Stats, options: RegularFileOptions): void {
  if (!stats.isFile()) throw new NotRegularFileError(path, describeKind(stats));
  if (options.singleLink && stats.nlink > 1)
    throw new NotRegularFileError(path, `a file with ${stats.nlink} hard links`);
  if (options.maxBytes !== undefined && stats.size > options.maxBytes)
    throw new FileTooLargeError(path, stats.size, options.maxBytes);
}

function describeKind(stats: Stats): string {
  if (stats.isFIFO()) return 'a FIFO (named pipe)';
  if (stats.isDirectory()) return 'a folder';
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return 'a device';
  if (stats.isSocket()) return 'a socket';
  if (stats.isSymbolicLink()) return 'a symbolic link';
  return 'something other than a file';
}
