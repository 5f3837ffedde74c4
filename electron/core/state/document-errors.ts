// Errors of the document stores, typed so that callers can tell damaged bytes on disk (keep them,
// move them aside, carry on with defaults) from a misuse of the store (a bad document name).

/**
 * The largest state file read (a document or a log). The largest the app writes stays far below it
 * (a ledger of a busy week is some hundred kilobytes); a bigger one is damage or an attack, and
 * reading it whole would cost a multiple of its size in memory (a 100 MB log took 2.2 GB): it is
 * set aside unread, like any damaged file.
 */
export const MAX_STATE_FILE_BYTES = 8 * 1024 * 1024;

export class CorruptDocumentError extends Error {
  override readonly name = 'CorruptDocumentError';

  constructor(
    readonly documentName: string,
    /** Where the damaged bytes are, so the message can point the user at them. */
    readonly location: string,
    readonly detail: string,
  ) {
    super(`${documentName} could not be read (${detail})`);
  }
}

export class InvalidDocumentNameError extends Error {
  override readonly name = 'InvalidDocumentNameError';

  constructor(readonly documentName: string) {
    super(
      `"${documentName}" is not a document name: use letters, digits, dots, dashes and underscores`,
    );
  }
}

// Names become file names: anything that could climb out of the state folder or hide as a dot file
// is refused before it reaches the disk.
const DOCUMENT_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

export function assertDocumentName(name: string): void {
  if (!DOCUMENT_NAME.test(name) || name.includes('..')) throw new InvalidDocumentNameError(name);
}

/** The file a document lives in; also used in messages so the user knows which file is meant. */
export function documentFileName(name: string): string {
  return `${name}.json`;
}

/** A sortable, file-name-safe instant: 20260929T120000123Z. */
export function compactTimestamp(epochMs: number): string {
  return new Date(epochMs).toISOString().replace(/[-:]/g, '').replace('.', '');
}

/**
 * Why a file's text is not JSON, without quoting it: JSON.parse's message shows the text's first
 * bytes, and the file may be anything a link in the state folder points at (a key, a password
 * file). Only where the reading stopped is kept.
 */
export function notJsonDetail(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  if (/unexpected end of json input/i.test(message)) return 'not JSON: it ends too soon';
  const position = /at position (\d+)/.exec(message)?.[1];
  return position === undefined
    ? 'not JSON: unreadable text'
    : `not JSON: broken at character ${position}`;
}
