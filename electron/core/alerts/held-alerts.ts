// Alerts held back during quiet hours (mode 'summarise'), kept on disk so that a restart in the middle
// of the night loses nothing: they are summarised in one alert when quiet hours end.

import { z } from 'zod';
import type { Problem } from '../../../shared/problems';
import type { DocumentStore } from '../ports';
import { StoredList } from '../state/stored-list';
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

export class HeldAlerts {
  private readonly list: StoredList<HeldAlert>;

  constructor(
    store: DocumentStore,
    onProblem: (problem: Problem) => void = () => {},
    name: string = HELD_ALERTS_DOCUMENT,
  ) {
    this.list = new StoredList(store, name, heldSchema as z.ZodType<HeldAlert>, {
      key: 'held',
      lostWhenDamaged: 'heldLost',
      what: 'heldAlerts',
      whenUnsaved: 'keptUntilClose',
      onProblem,
    });
  }

  all(): readonly HeldAlert[] {
    return this.list.all();
  }

  add(entries: readonly HeldAlert[]): void {
    this.list.add(entries);
  }

  clear(): void {
    this.list.clear();
  }
}
