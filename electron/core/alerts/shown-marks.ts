// Which of the ledger's undelivered alerts have been shown since the ledger was last written: a tiny
// document of their ids, written just before an alert is shown. The ledger is large and rewritten
// when a decision changes; this mark is small and skips the flush to the disk (a killed process
// keeps it; only a power cut could lose it and show the alert again), so between "marked shown" and
// "shown" lie a few system calls and nothing else. After each ledger write, which no longer holds
// those alerts, the marks are cleared.

import { z } from 'zod';
import type { DocumentStore } from '../ports';
import { loadDocument } from '../state/load-document';

const marksSchema = z.object({ version: z.literal(1), ids: z.array(z.string()) });

export class ShownMarks {
  private ids: string[];

  constructor(
    private readonly store: DocumentStore,
    private readonly name: string,
    private readonly onProblem: (message: string) => void = () => {},
  ) {
    this.ids = loadDocument({
      store,
      name,
      schema: marksSchema,
      fallback: () => ({ version: 1 as const, ids: [] }),
      fallbackDescription: 'an alert shown just before the app stopped may be shown again',
      onProblem,
    }).value.ids;
  }

  all(): readonly string[] {
    return this.ids;
  }

  mark(id: string): void {
    this.ids = [...this.ids, id];
    this.write();
  }

  /** The ledger was written without these alerts: the marks have done their job. */
  clear(): void {
    if (this.ids.length === 0) return;
    this.ids = [];
    this.write();
  }

  private write(): void {
    try {
      this.store.write(this.name, { version: 1, ids: this.ids }, { durable: false });
    } catch (error) {
      this.onProblem(
        `Could not note that an alert was shown (${
          error instanceof Error ? error.message : error
        }); it may be shown again after a restart`,
      );
    }
  }
}
