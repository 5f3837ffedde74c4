// Which of the ledger's undelivered alerts have been shown since the ledger was last written. The
// ledger is large and rewritten when a decision changes; a mark is one record appended to a log,
// a single write(2), made just before the alert is shown, with the alert's words already formed
// (engine/alerts.ts), so only a kill between that call and the showing loses the alert. The log
// skips the flush to the disk: a killed process keeps it; only a power cut could lose it and show
// the alert again. After each ledger write, which no longer holds those alerts, the log is emptied.

import { z } from 'zod';
import { errorText } from '../../../shared/error-text';
import { problem, type Problem } from '../../../shared/problems';
import type { AppendLog, DocumentStore } from '../ports';
import { logFileName } from '../state/append-log-file';
import { CorruptDocumentError } from '../state/document-errors';
import { setAside } from '../state/load-document';
import { StoredList } from '../state/stored-list';

/** A record of the log: the ids of alerts shown together. */
const recordsSchema = z.array(z.array(z.string()));

export class ShownMarks {
  private readonly log: AppendLog;
  /**
   * Marks written before they were a log, as a document of the same name: honoured once (a state
   * folder of an earlier version may hold some) and emptied with the first clear.
   */
  private readonly earlier: StoredList<string>;
  private ids: string[];

  constructor(
    store: DocumentStore,
    private readonly name: string,
    private readonly onProblem?: (problem: Problem) => void,
  ) {
    this.log = store.log(name);
    this.earlier = new StoredList(store, name, z.string(), {
      key: 'ids',
      lostWhenDamaged: 'shownLost',
      what: 'shownNote',
      whenUnsaved: 'mayShowAgain',
      durable: false,
      onProblem,
    });
    this.ids = [...this.earlier.all(), ...this.readLog()];
  }

  all(): readonly string[] {
    return this.ids;
  }

  /** These alerts are shown next, with nothing between: one append, whatever their number. */
  mark(ids: readonly string[]): void {
    if (ids.length === 0) return;
    this.ids = [...this.ids, ...ids];
    try {
      this.log.append(ids);
    } catch (error) {
      this.unsaved(error);
    }
  }

  /** The ledger was written without these alerts: the marks have done their job. */
  clear(): void {
    if (this.ids.length === 0) return;
    this.ids = [];
    this.earlier.clear();
    try {
      this.log.clear();
    } catch (error) {
      // Left in the log, the marks only name alerts the ledger no longer holds: harmless.
      this.unsaved(error);
    }
  }

  private readLog(): string[] {
    let reason: string;
    try {
      const records = recordsSchema.safeParse(this.log.read());
      if (records.success) return records.data.flat();
      reason = 'a record is not a list of alert ids';
    } catch (error) {
      reason = error instanceof CorruptDocumentError ? error.detail : errorText(error);
    }
    const moved = setAside(
      logFileName(this.name),
      (note) => this.log.quarantine(note),
      'damaged',
      reason,
      'shownLost',
    );
    this.onProblem?.(moved.problem);
    return [];
  }

  private unsaved(error: unknown): void {
    this.onProblem?.(
      problem(
        'notSaved',
        { what: { part: 'shownNote' }, consequence: { part: 'mayShowAgain' } },
        errorText(error),
      ),
    );
  }
}
