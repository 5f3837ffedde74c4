// Errors of the document stores, typed so that callers can tell damaged bytes on disk (keep them,
// move them aside, carry on with defaults) from a misuse of the store (a bad document name).

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
