// Which of the ledger's undelivered alerts have been shown since the ledger was last written: a tiny
// document of their ids, written just before an alert is shown. The ledger is large and rewritten
// when a decision changes; this mark is small and skips the flush to the disk (a killed process
// keeps it; only a power cut could lose it and show the alert again), so between "marked shown" and
// "shown" lie a few system calls and nothing else. After each ledger write, which no longer holds
// those alerts, the marks are cleared.

import { z } from 'zod';
import type { Problem } from '../../../shared/problems';
import type { DocumentStore } from '../ports';
import { StoredList } from '../state/stored-list';

export class ShownMarks {
  private readonly list: StoredList<string>;

  constructor(store: DocumentStore, name: string, onProblem?: (problem: Problem) => void) {
    this.list = new StoredList(store, name, z.string(), {
      key: 'ids',
      lostWhenDamaged: 'shownLost',
      what: 'shownNote',
      whenUnsaved: 'mayShowAgain',
      durable: false,
      onProblem,
    });
  }

  all(): readonly string[] {
    return this.list.all();
  }

  mark(id: string): void {
    this.list.add([id]);
  }

  /** The ledger was written without these alerts: the marks have done their job. */
  clear(): void {
    this.list.clear();
  }
}
