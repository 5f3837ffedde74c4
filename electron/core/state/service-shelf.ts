// The records of the last few services the engine left (their last known scores, their alert
// records), kept in the same document beside the current service's. A person who goes from address
// A to B and back to A (a mistyped address put right, a test service tried) finds A as they left
// it: what A told stays told (no second reminder, no goal told again), and what A did meanwhile is
// told as after a restart at A, not swallowed into a silent first look. Only a few services are
// kept, and none left longer ago than their records would be kept anyway.

import { z } from 'zod';

/** Services kept beside the current one. */
export const SERVICES_KEPT = 3;

const shelvedSchema = z.object({
  service: z.string(),
  /** Epoch ms the engine left it. */
  leftAt: z.number(),
  /** The records as the document keeps them; the owner reads them as it reads its own. */
  records: z.unknown(),
});
type Shelved = z.infer<typeof shelvedSchema>;

/**
 * The document field: anything is accepted here and read by ServiceShelf, so a damaged shelf never
 * costs the current records (a list required by the document's schema set the whole file aside).
 */
export const shelfField = z.unknown().optional();

/** Told with the other damage the owner found, when the shelf could not be read whole. */
export const SHELF_DAMAGE = 'the records of services left before could not be read';

export class ServiceShelf {
  private shelved: Shelved[];
  /** Whether some of what was stored could not be read (the owner sets the file aside and says so). */
  readonly damaged: boolean;

  /** `keepMs`: a service left longer ago than this is not kept (its records would be pruned). */
  constructor(
    stored: unknown,
    private readonly keepMs: number,
  ) {
    const list = stored === undefined ? [] : Array.isArray(stored) ? (stored as unknown[]) : null;
    const parsed = (list ?? []).map((value) => shelvedSchema.safeParse(value));
    this.damaged = list === null || parsed.some((result) => !result.success);
    this.shelved = parsed
      .flatMap((result) => (result.success ? [result.data] : []))
      .slice(0, SERVICES_KEPT);
  }

  /** Keeps the records of the service left now (replacing older ones of it), newest first. */
  leave(service: string, records: unknown, now: number): void {
    this.shelved = [
      { service, leftAt: now, records },
      ...this.shelved.filter((kept) => kept.service !== service),
    ]
      .filter((kept) => now - kept.leftAt <= this.keepMs)
      .slice(0, SERVICES_KEPT);
  }

  /** The records of the service come back to (they leave the shelf); undefined when none are kept. */
  take(service: string, now: number): unknown {
    const kept = this.shelved.find((candidate) => candidate.service === service);
    this.shelved = this.shelved.filter((candidate) => candidate.service !== service);
    return kept && now - kept.leftAt <= this.keepMs ? kept.records : undefined;
  }

  /** The document field's value; absent when nothing is kept, so older files stay as they were. */
  stored(): { earlier?: Shelved[] } {
    return this.shelved.length > 0 ? { earlier: this.shelved } : {};
  }
}
