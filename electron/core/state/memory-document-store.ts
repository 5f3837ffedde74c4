// A DocumentStore in memory: the real fake for tests and the store of the UI harness. It behaves
// like the file store where a caller can tell: values are copied in and out as JSON text, damaged
// text throws CorruptDocumentError, quarantine moves a document aside and says where.

import type { DocumentStore } from '../ports';
import {
  CorruptDocumentError,
  assertDocumentName,
  compactTimestamp,
  documentFileName,
} from './document-errors';
import { errorText } from '../../../shared/error-text';

export interface QuarantinedDocument {
  name: string;
  location: string;
  text: string;
  reason: string;
}

export class MemoryDocumentStore implements DocumentStore {
  private readonly documents = new Map<string, string>();
  private readonly quarantined: QuarantinedDocument[] = [];
  private writeCount = 0;

  constructor(private readonly now: () => number = Date.now) {}

  read(name: string): unknown {
    assertDocumentName(name);
    const text = this.documents.get(name);
    if (text === undefined) return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch (error) {
      const detail = errorText(error);
      throw new CorruptDocumentError(name, this.locationOf(name), `not JSON: ${detail}`);
    }
  }

  write(name: string, value: unknown): void {
    assertDocumentName(name);
    const text = JSON.stringify(value);
    if (text === undefined) throw new TypeError(`${name} cannot be stored: the value is not JSON`);
    this.documents.set(name, text);
    this.writeCount++;
  }

  quarantine(name: string, reason: string): string | null {
    assertDocumentName(name);
    const text = this.documents.get(name);
    if (text === undefined) return null;
    const location = `memory://${name}.corrupt-${compactTimestamp(this.now())}-${this.quarantined.length + 1}.json`;
    this.quarantined.push({ name, location, text, reason });
    this.documents.delete(name);
    return location;
  }

  /** Puts raw text in place of a document, as damaged bytes on a disk would be. */
  putRaw(name: string, text: string): void {
    assertDocumentName(name);
    this.documents.set(name, text);
  }

  /** The stored text of a document, exactly as written. */
  rawText(name: string): string | undefined {
    return this.documents.get(name);
  }

  /** Every write so far, across all documents: lets a caller see that writes are batched. */
  writes(): number {
    return this.writeCount;
  }

  quarantinedDocuments(): readonly QuarantinedDocument[] {
    return this.quarantined;
  }

  private locationOf(name: string): string {
    return `memory://${documentFileName(name)}`;
  }
}
