// The last known state of every watched match, kept on disk so that a restart or a reconnect is
// compared with what was seen before rather than treated as a fresh start. Writes are debounced
// (a busy live list changes every few seconds) and atomic (the store's job); flush() writes now.
// On disk it never gets ahead of the alert ledger: a match whose latest changes still wait for
// their alerts (heldBack) is written as its alerts were last decided, so a crash leaves them owed.

import { z } from 'zod';
import { matchKey, type Match, type SportSlug } from '../../../shared/domain';
import type { MatchMemory } from '../alerts/alert-center-api';
import type { Clock, DocumentStore, TimerHandle } from '../ports';
import { errorText } from '../../../shared/error-text';
import { problem, type Problem } from '../../../shared/problems';
import { loadDocument, moveAside } from './load-document';
import { storedMatchSchema } from './match-schema';
import { SHELF_DAMAGE, ServiceShelf, shelfField } from './service-shelf';

export const MATCH_MEMORY_DOCUMENT = 'match-memory';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface MatchMemoryOptions {
  documentName?: string;
  /** How long after the last change a write happens. */
  debounceMs?: number;
  /** Finished (or called off) matches are forgotten this long after they were last seen. */
  keepEndedMs?: number;
  /** Any match not seen for this long is forgotten (it left every list the engine looks at). */
  keepUnseenMs?: number;
  onProblem?: (problem: Problem) => void;
  /**
   * The match as its alerts were last decided, while alerts for its latest state are still held
   * (AlertCenter.heldBack); written in place of the latest state until they are decided.
   */
  heldBack?: (sport: SportSlug, matchId: number) => Match | undefined;
}

const entrySchema = z.object({ match: storedMatchSchema, seenAt: z.number() });
type Entry = z.infer<typeof entrySchema>;

const documentSchema = z.object({
  version: z.literal(1),
  /** The service the matches are of (absent in files from before it was written). */
  service: z.string().optional(),
  matches: z.array(z.unknown()),
  /** The matches of the last services left (ServiceShelf). */
  earlier: shelfField,
});

const ENDED = new Set(['finished', 'cancelled', 'postponed']);

export class StoredMatchMemory implements MatchMemory {
  private readonly entries = new Map<string, Entry>();
  private readonly name: string;
  private readonly debounceMs: number;
  private readonly keepEndedMs: number;
  private readonly keepUnseenMs: number;
  private everStored: boolean;
  /** The service the entries are of; null until one is known (a new file, or an older one). */
  private service: string | null;
  /** What the memory held of the last services left, for a way back to one of them. */
  private readonly shelf: ServiceShelf;
  private dirty = false;
  private timer: TimerHandle | null = null;

  constructor(
    private readonly store: DocumentStore,
    private readonly clock: Clock,
    private readonly options: MatchMemoryOptions = {},
  ) {
    this.name = options.documentName ?? MATCH_MEMORY_DOCUMENT;
    this.debounceMs = options.debounceMs ?? 2000;
    this.keepEndedMs = options.keepEndedMs ?? 2 * DAY_MS;
    this.keepUnseenMs = options.keepUnseenMs ?? 7 * DAY_MS;
    const loaded = loadDocument({
      store,
      name: this.name,
      schema: documentSchema,
      fallback: () => ({ version: 1 as const, matches: [] }),
      fallbackDescription: 'freshLook',
      onProblem: options.onProblem,
    });
    // A damaged memory counts as empty: a silent fresh start is better than alerts for old news.
    this.everStored = loaded.outcome === 'found';
    this.service = loaded.value.service ?? null;
    this.shelf = new ServiceShelf(loaded.value.earlier, this.keepUnseenMs);
    this.restore(loaded.value.matches);
  }

  /**
   * The service the engine reads from now. Another service's match ids name other matches: what
   * the memory holds of the old one is put aside (ServiceShelf), and the new service's own matches
   * come back if it was read before, else it counts as nothing stored yet (written at once, so a
   * restart compares with the same). A memory of no known service (written before the service was
   * recorded) is taken to be this one's.
   */
  useService(service: string): void {
    if (this.service === service) return;
    const left = this.service;
    this.service = service;
    if (left === null) {
      // Recorded with the next write; nothing is written for a memory that was never stored.
      if (this.everStored) this.markDirty();
      return;
    }
    const now = this.clock.now();
    // Taken off the shelf before the service left goes on it, which may push the oldest off.
    const back = this.shelf.take(service, now);
    if (this.entries.size > 0) this.shelf.leave(left, this.decidedEntries().entries, now);
    this.entries.clear();
    if (Array.isArray(back)) this.read(back);
    this.everStored = this.entries.size > 0;
    this.dirty = true;
    this.flush();
  }

  isEmpty(): boolean {
    return !this.everStored;
  }

  get(sport: SportSlug, matchId: number): Match | undefined {
    return this.entries.get(matchKey(sport, matchId))?.match;
  }

  all(): Match[] {
    return [...this.entries.values()].map((entry) => entry.match);
  }

  remember(matches: Match[]): void {
    // A look with no followed match changes nothing on disk once something was stored: rewriting
    // (and syncing) the file for it cost about a tenth of the engine's time with 25 sports polled.
    if (matches.length === 0 && this.everStored) return;
    const seenAt = this.clock.now();
    for (const match of matches)
      this.entries.set(matchKey(match.sport, match.id), { match, seenAt });
    this.everStored = true;
    this.markDirty();
  }

  forget(sport: SportSlug, matchId: number): void {
    if (this.entries.delete(matchKey(sport, matchId))) this.markDirty();
  }

  flush(): void {
    if (this.timer) {
      this.clock.clearTimeout(this.timer);
      this.timer = null;
    }
    if (!this.dirty) return;
    this.prune();
    const { entries: matches, behind } = this.decidedEntries();
    try {
      this.store.write(this.name, {
        version: 1,
        ...(this.service === null ? {} : { service: this.service }),
        matches,
        ...this.shelf.stored(),
      });
      this.dirty = false;
      // Written behind the latest: written again once the held alerts are decided.
      if (behind) this.markDirty();
    } catch (error) {
      // Kept dirty: the next change or flush tries again; what is in memory is still right.
      this.options.onProblem?.(problem('scoresNotSaved', {}, errorText(error)));
    }
  }

  /** The entries as written: a match whose alerts are still held, as they were last decided. */
  private decidedEntries(): { entries: Entry[]; behind: boolean } {
    let behind = false;
    const entries = [...this.entries.values()].map((entry) => {
      const decided = this.options.heldBack?.(entry.match.sport, entry.match.id);
      if (!decided) return entry;
      behind = true;
      return { ...entry, match: decided };
    });
    return { entries, behind };
  }

  private markDirty(): void {
    this.dirty = true;
    if (this.timer) return;
    this.timer = this.clock.setTimeout(() => {
      this.timer = null;
      this.flush();
    }, this.debounceMs);
    this.timer.unref?.();
  }

  private prune(): void {
    const now = this.clock.now();
    for (const [key, entry] of this.entries) {
      const age = now - entry.seenAt;
      if (
        age > this.keepUnseenMs ||
        (ENDED.has(entry.match.status.phase) && age > this.keepEndedMs)
      ) {
        this.entries.delete(key);
      }
    }
  }

  /** Takes the readable entries; returns how many were not. */
  private read(stored: readonly unknown[]): number {
    let unreadable = 0;
    for (const value of stored) {
      const parsed = entrySchema.safeParse(value);
      if (!parsed.success) {
        unreadable++;
        continue;
      }
      const { match } = parsed.data;
      this.entries.set(matchKey(match.sport, match.id), parsed.data);
    }
    return unreadable;
  }

  private restore(stored: unknown[]): void {
    const unreadable = this.read(stored);
    const before = this.entries.size;
    this.prune();
    let mayRewrite = true;
    if (unreadable > 0 || this.shelf.damaged) {
      const reasons = [
        ...(unreadable > 0 ? [`${unreadable} of ${stored.length} matches could not be read`] : []),
        ...(this.shelf.damaged ? [SHELF_DAMAGE] : []),
      ];
      const moved = moveAside(
        this.store,
        this.name,
        'partlyUnreadable',
        reasons.join('; '),
        'readableKept',
      );
      this.options.onProblem?.(moved.problem);
      // A file that could not be moved aside is not overwritten until the next real change.
      mayRewrite = moved.location !== null;
    }
    if (mayRewrite && (unreadable > 0 || this.shelf.damaged || this.entries.size !== before)) {
      this.dirty = true;
      this.flush();
    }
  }
}
