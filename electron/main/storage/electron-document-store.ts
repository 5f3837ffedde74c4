// The engine's DocumentStore in the app, backed by electron-store: one file per document in the
// state folder, written atomically by electron-store. The file holds the document's JSON itself
// (no wrapper), so the same folder reads the same in the headless mode. What the documents mean,
// their schemas and migrations, is the engine's (SettingsStore, loadDocument); this store only keeps
// bytes safe and moves damaged files aside when asked.

import { existsSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppendLog, DocumentStore } from '../../core/ports';
import { AppendLogFile, logFileName } from '../../core/state/append-log-file';
import { entryOf } from '../../../shared/map-entry';
import {
  CorruptDocumentError,
  assertDocumentName,
  MAX_STATE_FILE_BYTES,
  notJsonDetail,
} from '../../core/state/document-errors';
import { sweepStaleTemporaryFiles } from '../../core/state/stale-temporary-files';
import { quarantineFile } from '../../core/state/quarantine-file';
import { errorText } from '../../../shared/error-text';

/** The electron-store (conf) options this store relies on. */
export interface DocumentFileOptions {
  cwd: string;
  name: string;
  fileExtension: 'json';
  clearInvalidConfig: false;
  configFileMode: number;
  serialize: (value: Record<string, unknown>) => string;
  deserialize: (text: string) => Record<string, unknown>;
  accessPropertiesByDotNotation: false;
}

/** The slice of an electron-store instance used here. */
export interface DocumentFile {
  readonly path: string;
  get(key: string): unknown;
  set(key: string, value: unknown): void;
}

export interface ElectronDocumentStoreOptions {
  directory: string;
  /** `(options) => new Store(options)` in the app; tests pass conf, the class electron-store extends. */
  open: (options: DocumentFileOptions) => DocumentFile;
  now?: () => number;
}

const SLOT = 'document';

export class ElectronDocumentStore implements DocumentStore {
  private readonly files = new Map<string, DocumentFile>();
  private readonly logs = new Map<string, AppendLogFile>();

  constructor(private readonly options: ElectronDocumentStoreOptions) {
    sweepStaleTemporaryFiles(options.directory);
  }

  pathOf(name: string): string {
    assertDocumentName(name);
    return join(this.options.directory, `${name}.json`);
  }

  read(name: string): unknown {
    const file = this.file(name);
    try {
      return file.get(SLOT);
    } catch (error) {
      this.files.delete(name);
      throw corrupt(name, this.pathOf(name), error);
    }
  }

  write(name: string, value: unknown): void {
    if (value === undefined || JSON.stringify(value) === undefined) {
      throw new TypeError(`${name} cannot be stored: the value is not JSON`);
    }
    let file: DocumentFile;
    try {
      file = this.file(name);
    } catch {
      // The old bytes are unreadable; a write replaces them, as the atomic file write would anyway.
      file = this.open(name, true);
    }
    file.set(SLOT, value);
  }

  quarantine(name: string, reason: string): string | null {
    this.files.delete(name);
    return quarantineFile(this.pathOf(name), reason, (this.options.now ?? Date.now)());
  }

  // A log is a plain file beside the documents: electron-store rewrites a whole document per change,
  // and the point of a log is a single write(2) per record.
  log(name: string): AppendLog {
    assertDocumentName(name);
    return entryOf(
      this.logs,
      name,
      () =>
        new AppendLogFile(
          join(this.options.directory, logFileName(name)),
          name,
          this.options.now ?? Date.now,
        ),
    );
  }

  private file(name: string): DocumentFile {
    const cached = this.files.get(name);
    if (cached) return cached;
    let file: DocumentFile;
    try {
      // electron-store reads a file whole: one too large for any document is not opened.
      const size = fileSize(this.pathOf(name));
      if (size > MAX_STATE_FILE_BYTES)
        throw new Error(
          `the file has ${size} bytes, more than the ${MAX_STATE_FILE_BYTES} allowed`,
        );
      file = this.open(name, false);
    } catch (error) {
      throw corrupt(name, this.pathOf(name), error);
    }
    this.files.set(name, file);
    return file;
  }

  private open(name: string, replaceUnreadable: boolean): DocumentFile {
    const path = this.pathOf(name);
    if (replaceUnreadable && existsSync(path)) writeFileSync(path, 'null\n', { mode: 0o600 });
    const file = this.options.open({
      cwd: this.options.directory,
      name,
      fileExtension: 'json',
      clearInvalidConfig: false,
      configFileMode: 0o600,
      accessPropertiesByDotNotation: false,
      serialize: (store) => `${JSON.stringify(store[SLOT] ?? null, null, 2)}\n`,
      deserialize: (text) => {
        const parsed = JSON.parse(text) as unknown;
        return parsed === null ? {} : { [SLOT]: parsed };
      },
    });
    this.files.set(name, file);
    return file;
  }
}

function fileSize(path: string): number {
  try {
    return statSync(path).size;
  } catch {
    return 0;
  }
}

function corrupt(name: string, path: string, error: unknown): CorruptDocumentError {
  const message = errorText(error);
  const detail = error instanceof SyntaxError ? notJsonDetail(error) : message;
  return new CorruptDocumentError(name, path, detail);
}
