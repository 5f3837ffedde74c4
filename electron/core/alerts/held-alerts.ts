// Alerts held back during quiet hours (mode 'summarise'), kept on disk so that a restart in the middle
// of the night loses nothing: they are summarised in one alert when quiet hours end.

import { z } from 'zod';
import type { DocumentStore } from '../ports';
import { loadDocument } from '../state/load-document';
import type { HeldLine } from './alert-text';
import { alertSchema } from './alert-schema';

export const HELD_ALERTS_DOCUMENT = 'alerts-held';

const heldSchema = z.object({
  alert: alertSchema,
  matchKey: z.string(),
  scoreLine: z.string(),
  state: z.string(),
});
export type HeldAlert = z.infer<typeof heldSchema> & HeldLine;

const documentSchema = z.object({ version: z.literal(1), held: z.array(heldSchema) });

export class HeldAlerts {
  private held: HeldAlert[];

  constructor(
    private readonly store: DocumentStore,
    private readonly onProblem: (message: string) => void = () => {},
    private readonly name: string = HELD_ALERTS_DOCUMENT,
  ) {
    this.held = loadDocument({
      store,
      name,
      schema: documentSchema,
      fallback: () => ({ version: 1 as const, held: [] }),
      fallbackDescription: 'alerts held during quiet hours could not be recovered',
      onProblem,
    }).value.held;
  }

  all(): readonly HeldAlert[] {
    return this.held;
  }

  add(entries: readonly HeldAlert[]): void {
    if (entries.length === 0) return;
    this.held = [...this.held, ...entries];
    this.save();
  }

  clear(): void {
    if (this.held.length === 0) return;
    this.held = [];
    this.save();
  }

  private save(): void {
    try {
      this.store.write(this.name, { version: 1, held: this.held });
    } catch (error) {
      this.onProblem(
        `Alerts held for after quiet hours could not be saved (${
          error instanceof Error ? error.message : error
        }); they are kept until the app closes`,
      );
    }
  }
}
