// The cache's index: for each cached image, its file, size, hash, when it was fetched and last
// used. Kept in index.json beside the images and written atomically; a damaged index is set aside
// and the cache starts empty rather than failing.

import { existsSync, renameSync } from 'node:fs';
import { readRegularFile } from '../state/regular-file';
import { notJsonDetail } from '../state/document-errors';
import { join } from 'node:path';
import { z } from 'zod';
import { errorText } from '../../../shared/error-text';
import { problem, type Problem } from '../../../shared/problems';
import { writeFileAtomically } from './image-files';

export const INDEX_FILE = 'index.json';

const entrySchema = z.object({
  file: z.string().regex(/^[0-9a-f]{64}\.[a-z]{3,4}$/),
  bytes: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  fetchedAt: z.number().finite(),
  lastUsedAt: z.number().finite(),
});

const indexSchema = z.object({
  version: z.literal(1),
  /** Which service the images came from (see ImageCache.useService); absent in older indexes. */
  service: z.string().optional(),
  entries: z.record(z.string(), z.unknown()),
});

export type IndexEntry = z.infer<typeof entrySchema>;

export class ImageIndex {
  private readonly entries = new Map<string, IndexEntry>();
  /** The service the entries came from; null when the index does not say. */
  service: string | null = null;

  constructor(
    private readonly dir: string,
    private readonly tell: (problem: Problem) => void,
  ) {
    this.load();
  }

  get(key: string): IndexEntry | undefined {
    return this.entries.get(key);
  }

  set(key: string, entry: IndexEntry): void {
    // Re-inserting keeps the map in order of use, which breaks ties between equal timestamps.
    this.entries.delete(key);
    this.entries.set(key, entry);
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  keys(): string[] {
    return [...this.entries.keys()];
  }

  files(): Set<string> {
    return new Set([...this.entries.values()].map((entry) => entry.file));
  }

  totalBytes(): number {
    let total = 0;
    for (const entry of this.entries.values()) total += entry.bytes;
    return total;
  }

  /** Keys from least to most recently used. */
  leastRecentlyUsed(): string[] {
    return [...this.entries]
      .sort(([, a], [, b]) => a.lastUsedAt - b.lastUsedAt)
      .map(([key]) => key);
  }

  save(): void {
    const document = {
      version: 1,
      ...(this.service === null ? {} : { service: this.service }),
      entries: Object.fromEntries(this.entries),
    };
    writeFileAtomically(join(this.dir, INDEX_FILE), Buffer.from(JSON.stringify(document)));
  }

  private load(): void {
    const path = join(this.dir, INDEX_FILE);
    if (!existsSync(path)) return;
    let parsed: z.infer<typeof indexSchema>;
    try {
      const text = readRegularFile(path, { followLinks: false }).toString('utf8');
      parsed = indexSchema.parse(JSON.parse(text));
    } catch (error) {
      const aside = `${path}.damaged-${Date.now()}`;
      const reason =
        error instanceof SyntaxError ? notJsonDetail(error) : errorText(error).slice(0, 200);
      try {
        renameSync(path, aside);
      } catch (moveError) {
        // Keeping the damaged index is a courtesy; starting empty is what matters.
        const detail = `${reason}; moving it: ${errorText(moveError)}`;
        this.tell(problem('imageIndexNotMoved', { path }, detail));
        return;
      }
      this.tell(problem('imageIndexMoved', { path, location: aside }, reason));
      return;
    }
    this.service = parsed.service ?? null;
    const dropped: string[] = [];
    for (const [key, raw] of Object.entries(parsed.entries)) {
      const entry = entrySchema.safeParse(raw);
      if (entry.success) this.entries.set(key, entry.data);
      else dropped.push(key);
    }
    if (dropped.length > 0) {
      const some = `${dropped.slice(0, 3).join(', ')}${dropped.length > 3 ? ', …' : ''}`;
      this.tell(problem('imageIndexEntries', { path, count: dropped.length }, some));
    }
  }
}
