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

/**
 * A record of the log: the ids of alerts shown together, and (since the ledger is no longer written
 * on the way to an alert) the records of their matches as they were then, which the ledger takes
 * back at the next start: the alert's id among those sent, the score it was told at. A bare list
 * of ids is a record of an earlier version.
 */
const recordSchema = z.union([
  z.array(z.string()),
  z.object({ shown: z.array(z.string()), matches: z.record(z.string(), z.unknown()) }),
]);
const recordsSchema = z.array(recordSchema);

export class ShownMarks {
  private readonly log: AppendLog;
  /**
   * Marks written before they were a log, as a document of the same name: honoured once (a state
   * folder of an earlier version may hold some) and emptied with the first clear.
   */
  private readonly earlier: StoredList<string>;
  private ids: string[];
  /** Match records of the marks read at the start, in the order written (a later one wins). */
  private readonly matchRecords: [string, unknown][] = [];

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

  /** The match records the marks read at the start carried, oldest first. */
  records(): readonly [string, unknown][] {
    return this.matchRecords;
  }

  /**
   * These alerts are shown next, with nothing between: one append, whatever their number, holding
   * their matches' records too.
   */
  mark(ids: readonly string[], matches: Record<string, unknown>): void {
    if (ids.length === 0) return;
    this.ids = [...this.ids, ...ids];
    try {
      this.log.append({ shown: ids, matches });
    } catch (error) {
      this.unsaved(error);
    }
  }

  /** The ledger was written without these alerts: the marks have done their job. */
  clear(): void {
    if (this.ids.length === 0) return;
    this.ids = [];
    this.matchRecords.length = 0;
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
      if (records.success) {
        return records.data.flatMap((record) => {
          if (Array.isArray(record)) return record;
          this.matchRecords.push(...Object.entries(record.matches));
          return record.shown;
        });
      }
      reason = 'a record is neither a list of alert ids nor alerts shown with their matches';
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
