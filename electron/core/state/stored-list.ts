// A short list kept as one document, { version: 1, <key>: [...] }, read through a schema and written
// whole on every change. A damaged document is set aside (load-document.ts) and the list starts
// empty; a write the disk refuses is told, and the list in memory stays right until the app closes.

import { z } from 'zod';
import { errorText } from '../../../shared/error-text';
import { problem, type Problem, type ProblemPart } from '../../../shared/problems';
import type { DocumentStore } from '../ports';
import { loadDocument } from './load-document';

export interface StoredListOptions {
  /** The document's property holding the list (a format on users' disks: never renamed). */
  key: string;
  /** How the message about a damaged document ends: what is lost. */
  lostWhenDamaged: ProblemPart;
  /** What a refused write means to the user, e.g. "they are kept until the app closes". */
  whenUnsaved: ProblemPart;
  /** What the list holds, for the message about a refused write. */
  what: ProblemPart;
  /** false: not flushed to the disk (see DocumentStore.write). */
  durable?: boolean;
  onProblem?: (problem: Problem) => void;
}

export class StoredList<T> {
  private items: T[];

  constructor(
    private readonly store: DocumentStore,
    private readonly name: string,
    item: z.ZodType<T>,
    private readonly options: StoredListOptions,
  ) {
    const schema = z.object({ version: z.literal(1), [options.key]: z.array(item) });
    const loaded = loadDocument({
      store,
      name,
      schema,
      fallback: () => ({ version: 1 as const, [options.key]: [] }),
      fallbackDescription: options.lostWhenDamaged,
      onProblem: options.onProblem,
    }).value as Record<string, unknown>;
    this.items = loaded[options.key] as T[];
  }

  all(): readonly T[] {
    return this.items;
  }

  add(items: readonly T[]): void {
    if (items.length === 0) return;
    this.items = [...this.items, ...items];
    this.save();
  }

  clear(): void {
    if (this.items.length === 0) return;
    this.items = [];
    this.save();
  }

  private save(): void {
    try {
      this.store.write(
        this.name,
        { version: 1, [this.options.key]: this.items },
        { durable: this.options.durable !== false },
      );
    } catch (error) {
      const { what, whenUnsaved } = this.options;
      this.options.onProblem?.(
        problem(
          'notSaved',
          { what: { part: what }, consequence: { part: whenUnsaved } },
          errorText(error),
        ),
      );
    }
  }
}
