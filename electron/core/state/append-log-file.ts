// An append-only log in a file of its own (`{name}.jsonl`): one JSON record per line. An append is
// a single write(2) on a descriptor opened once and kept, so the record is in the system's cache
// (it survives a kill, not a power cut) as soon as that one call returns. Used by both document
// stores, the headless one and the app's.

import {
  closeSync,
  constants,
  fdatasyncSync,
  fstatSync,
  ftruncateSync,
  openSync,
  readSync,
  writeSync,
  existsSync,
} from 'node:fs';
import type { AppendLog } from '../ports';
import { errorText } from '../../../shared/error-text';
import { CorruptDocumentError, MAX_STATE_FILE_BYTES, notJsonDetail } from './document-errors';
import { quarantineFile } from './quarantine-file';
import { NotRegularFileError, readRegularFile } from './regular-file';

// O_NONBLOCK: a FIFO put in the log's place fails the open at once instead of waiting for a reader;
// O_NOFOLLOW: a link is refused rather than written through. Read too, for a record cut short.
const APPEND_FLAGS =
  constants.O_RDWR |
  constants.O_APPEND |
  constants.O_CREAT |
  constants.O_NONBLOCK |
  constants.O_NOFOLLOW;

export class AppendLogFile implements AppendLog {
  // Kept open for the life of the process: opening it again for every record would put more system
  // calls between a mark and what it marks. The process's end closes it.
  private fd: number | null = null;
  private size = 0;

  constructor(
    readonly path: string,
    private readonly name: string,
    private readonly now: () => number,
  ) {}

  read(): unknown[] {
    let text: string;
    try {
      text = readRegularFile(this.path, {
        followLinks: false,
        maxBytes: MAX_STATE_FILE_BYTES,
      }).toString('utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException | null)?.code === 'ENOENT') return [];
      throw new CorruptDocumentError(this.name, this.path, errorText(error));
    }
    return parseLogText(this.name, this.path, text);
  }

  append(record: unknown, options: { durable?: boolean } = {}): void {
    const bytes = Buffer.from(`${recordText(this.name, record)}\n`, 'utf8');
    const fd = this.open();
    let written: number;
    try {
      written = writeSync(fd, bytes);
    } catch (error) {
      this.cutBack(fd);
      throw error;
    }
    // A short write (a full disk) leaves a record without its line end, which the next append
    // would run into: it is cut off again, so only whole records ever follow one another.
    if (written !== bytes.length) {
      this.cutBack(fd);
      throw new Error(`${this.path}: only ${written} of ${bytes.length} bytes could be written`);
    }
    this.size += written;
    if (options.durable) fdatasyncSync(fd);
  }

  clear(): void {
    if (this.fd === null && !existsSync(this.path)) return;
    ftruncateSync(this.open(), 0);
    this.size = 0;
  }

  quarantine(reason: string): string | null {
    this.close();
    return quarantineFile(this.path, reason, this.now());
  }

  private open(): number {
    if (this.fd !== null) return this.fd;
    const fd = openSync(this.path, APPEND_FLAGS, 0o600);
    try {
      if (!fstatSync(fd).isFile()) throw new NotRegularFileError(this.path, 'not a regular file');
      // A record cut short by a kill in mid-append is cut off, or the next one would run into it.
      // Only the file's tail is read for it: a record is far shorter than TAIL_BYTES.
      const length = fstatSync(fd).size;
      this.size = endOfLastRecord(fd, length);
      if (this.size < length) ftruncateSync(fd, this.size);
    } catch (error) {
      closeSync(fd);
      throw error;
    }
    this.fd = fd;
    return fd;
  }

  private cutBack(fd: number): void {
    try {
      ftruncateSync(fd, this.size);
    } catch {
      // Left as it is, the cut record is the last one: read() leaves it out.
    }
  }

  private close(): void {
    if (this.fd === null) return;
    try {
      closeSync(this.fd);
    } finally {
      this.fd = null;
    }
  }
}

const TAIL_BYTES = 64 * 1024;

/** Where the last whole record ends: after the last line end in the file's tail (0: none). */
function endOfLastRecord(fd: number, length: number): number {
  const start = Math.max(0, length - TAIL_BYTES);
  const tail = Buffer.alloc(length - start);
  const read = readSync(fd, tail, 0, tail.length, start);
  const newline = tail.subarray(0, read).lastIndexOf(0x0a);
  if (newline >= 0) return start + newline + 1;
  // No line end in the tail: a record longer than it, cut short, or none at all. The records are
  // read (with the size cap) and set aside if damaged; here only whole lines are kept.
  return start === 0 ? 0 : endOfLastRecord(fd, start);
}

/** A log's file name; also used in messages so the user knows which file is meant. */
export function logFileName(name: string): string {
  return `${name}.jsonl`;
}

/** One record's line, without its line end. */
export function recordText(name: string, record: unknown): string {
  const text = JSON.stringify(record);
  if (text === undefined) throw new TypeError(`${name} cannot log it: the record is not JSON`);
  return text;
}

/** The records of a log's text; text after the last line end is a record cut short, not one. */
export function parseLogText(name: string, location: string, text: string): unknown[] {
  const lines = text.split('\n');
  lines.pop();
  return lines.map((line, index) => {
    try {
      return JSON.parse(line) as unknown;
    } catch (error) {
      throw new CorruptDocumentError(
        name,
        location,
        `record ${index + 1} is ${notJsonDetail(error)}`,
      );
    }
  });
}
