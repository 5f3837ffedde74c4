// The headless (and app) DocumentStore: one JSON file per document in a state folder. A write goes to
// a temporary file in the same folder, is flushed to the disk and then renamed over the document, so
// a crash at any point leaves either the old document or the new one, never half of one.

import { randomBytes } from 'node:crypto';
import {
  closeSync,
  fsyncSync,
  mkdirSync,
  openSync,
  renameSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import type { AppendLog, DocumentStore } from '../ports';
import { entryOf } from '../../../shared/map-entry';
import { AppendLogFile, logFileName } from './append-log-file';
import {
  CorruptDocumentError,
  assertDocumentName,
  documentFileName,
  MAX_STATE_FILE_BYTES,
  notJsonDetail,
} from './document-errors';
import { errorText } from '../../../shared/error-text';
import { quarantineFile } from './quarantine-file';
import { readRegularFile } from './regular-file';
import { sweepStaleTemporaryFiles } from './stale-temporary-files';

export interface FileDocumentStoreOptions {
  /** Time for quarantine names; tests pass their clock's. */
  now?: () => number;
}

export class FileDocumentStore implements DocumentStore {
  private readonly now: () => number;
  // One per name, so that every user of a log shares its open descriptor.
  private readonly logs = new Map<string, AppendLogFile>();

  constructor(
    readonly directory: string,
    options: FileDocumentStoreOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    mkdirSync(directory, { recursive: true });
    sweepStaleTemporaryFiles(directory);
  }

  /** Absolute path of a document's file. */
  pathOf(name: string): string {
    assertDocumentName(name);
    return join(this.directory, documentFileName(name));
  }

  read(name: string): unknown {
    const path = this.pathOf(name);
    let text: string;
    try {
      // A FIFO, device or folder in its place is refused unopened: reading one could block for good.
      text = readRegularFile(path, {
        followLinks: true,
        maxBytes: MAX_STATE_FILE_BYTES,
      }).toString('utf8');
    } catch (error) {
      if (isMissingFile(error)) return undefined;
      throw new CorruptDocumentError(name, path, errorText(error));
    }
    try {
      return JSON.parse(text) as unknown;
    } catch (error) {
      const detail = text.trim() === '' ? 'the file is empty' : notJsonDetail(error);
      throw new CorruptDocumentError(name, path, detail);
    }
  }

  write(name: string, value: unknown, options: { durable?: boolean } = {}): void {
    const durable = options.durable !== false;
    const path = this.pathOf(name);
    const text = JSON.stringify(value, null, 2);
    if (text === undefined) throw new TypeError(`${name} cannot be stored: the value is not JSON`);
    // Dot-prefixed and random, so it never collides with a document and read() never sees it.
    const temporary = join(
      this.directory,
      `.${documentFileName(name)}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`,
    );
    try {
      const fd = openSync(temporary, 'w', 0o600);
      try {
        writeSync(fd, `${text}\n`);
        if (durable) fsyncSync(fd);
      } finally {
        closeSync(fd);
      }
      renameSync(temporary, path);
    } catch (error) {
      removeQuietly(temporary);
      throw error;
    }
    if (durable) this.syncDirectory();
  }

  quarantine(name: string, reason: string): string | null {
    return quarantineFile(this.pathOf(name), reason, this.now());
  }

  log(name: string): AppendLog {
    assertDocumentName(name);
    return entryOf(
      this.logs,
      name,
      () => new AppendLogFile(join(this.directory, logFileName(name)), name, this.now),
    );
  }

  // Makes the rename itself durable; not every platform lets a folder be opened, so it is a best effort.
  private syncDirectory(): void {
    try {
      const fd = openSync(this.directory, 'r');
      try {
        fsyncSync(fd);
      } finally {
        closeSync(fd);
      }
    } catch {
      // The data is in the file already; only the ordering guarantee after a power cut is weaker.
    }
  }
}

function isMissingFile(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';
}

function removeQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // Nothing was left behind, or it cannot be removed; the document is untouched either way.
  }
}
