// Crests and photos on disk, so that the V2 image quota is spent once per image and day, not once
// per look (service-interface.md: images count against the quota; browsers cache them 24 hours).
// - fresh (under 24 h): served from disk without a request;
// - stale: fetched again, the stale file served if that fails;
// - 404: remembered for 5 minutes, nothing is asked in that window;
// - 502: asked once more after about 2 s;
// - damaged files (not a whole image, or not what the index recorded) are fetched again;
// - least recently used images go first when the cache outgrows its cap;
// - several asks for the same image while it is being fetched share that one fetch.

import { mkdirSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  imageIdFor,
  isImageKind,
  serviceImageType,
  type ImageId,
  type ImageKind,
  type SportSlug,
} from '../../../shared/domain';
import { SPORT_SLUG_PATTERN } from '../../../shared/sports';
import type { ImageResponse } from '../api/service-client-api';
import { isServiceError } from '../api/service-errors';
import { systemClock, type Clock } from '../ports';
import { completeImageFormat, EXTENSION } from './image-bytes';
import { readBytes, removeQuietly, sha256Hex, writeFileAtomically } from './image-files';
import { ImageIndex, INDEX_FILE, type IndexEntry } from './image-index';
import { errorText } from '../../../shared/error-text';
import { problemLogLine, type Problem } from '../../../shared/problems';

const HOUR_MS = 3_600_000;

/** Where images come from: the service client's image(), or anything with the same face. */
export interface ImageSource {
  image(kind: ImageKind, sport: SportSlug, id: ImageId): Promise<ImageResponse>;
}

export interface ImageCacheOptions {
  /** FileLocations.imageCacheDir: the cache owns this folder. */
  dir: string;
  source: ImageSource;
  clock?: Clock;
  freshForMs?: number;
  notFoundForMs?: number;
  badGatewayRetryDelayMs?: number;
  maxBytes?: number;
  log?: (level: 'info' | 'warn' | 'error', message: string) => void;
  /** A damaged index set aside (the user is told what was lost); without it, a 'warn' log line. */
  onIndexRepaired?: (problem: Problem) => void;
}

export interface ImageCacheStats {
  /** HTTP requests sent for images (each counts against the quota). */
  requestsMade: number;
  /** Asks answered without a request: fresh on disk, a remembered 404, or joined to a fetch. */
  requestsSaved: number;
  /** Damaged files found and dropped. */
  damagedFiles: number;
  /** Images removed to stay under the size cap. */
  evictions: number;
  cachedImages: number;
  cachedBytes: number;
}

export interface ImageCache {
  /** The image's path on disk, fetching it when missing or stale; null when there is none. */
  getPath(kind: ImageKind, sport: SportSlug, id: ImageId): Promise<string | null>;
  /** The image's path when it is on disk and whole, however old; never fetches. */
  cachedPath(kind: ImageKind, sport: SportSlug, id: ImageId): string | null;
  /**
   * Fetches these in the background, one at a time (followed teams' crests, so that an alert can
   * carry its crest the moment it is raised); one that cannot be had is simply not there.
   */
  prefetch(images: readonly { kind: ImageKind; sport: SportSlug; id: ImageId }[]): void;
  stats(): ImageCacheStats;
  /** Writes what is only in memory (last-used times). */
  flush(): void;
  /**
   * The service the images come from from now on (its address, or "demo"). Another service's ids
   * name other teams, so a change empties the cache, on disk too: a crest of the old service is
   * never shown for the new one's team, also after a restart. Fetches under way for the old
   * service are not stored.
   */
  useService(service: string): void;
}

/** Images remembered as missing (each a short key and a time: about 100 bytes). */
const MAX_NOT_FOUND = 2_000;

export function createImageCache(options: ImageCacheOptions): ImageCache {
  const clock = options.clock ?? systemClock;
  const freshForMs = options.freshForMs ?? 24 * HOUR_MS;
  const notFoundForMs = options.notFoundForMs ?? 5 * 60_000;
  const retryDelayMs = options.badGatewayRetryDelayMs ?? 2_000;
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const log = options.log ?? (() => {});
  const dir = options.dir;

  let index: ImageIndex;
  try {
    mkdirSync(dir, { recursive: true });
    const repaired =
      options.onIndexRepaired ??
      ((told: Problem) => log('warn', problemLogLine(told.words, told.detail)));
    index = new ImageIndex(dir, repaired);
    removeStrayFiles(dir, index);
  } catch (error) {
    log('error', `The image cache folder ${dir} cannot be used (${String(error)}); images are off`);
    return disabledCache();
  }

  const inFlight = new Map<string, Promise<string | null>>();
  const notFoundUntil = new Map<string, number>();
  const counters = { requestsMade: 0, requestsSaved: 0, damagedFiles: 0, evictions: 0 };
  let indexDirty = false;
  /** Counts service changes: a fetch begun before the last one is not stored. */
  let generation = 0;
  let prefetchQueue: Promise<unknown> = Promise.resolve();

  function saveIndex(): void {
    try {
      index.save();
      indexDirty = false;
    } catch (error) {
      log('error', `Could not write the image cache index: ${String(error)}`);
    }
  }

  /** The entry when its file is whole and matches the index; a damaged one is dropped. */
  function wholeEntry(key: string): IndexEntry | null {
    const entry = index.get(key);
    if (!entry) return null;
    const bytes = readBytes(join(dir, entry.file), entry.bytes);
    const unreadable = 'problem' in bytes ? bytes : null;
    const intact =
      !('problem' in bytes) &&
      bytes.length === entry.bytes &&
      completeImageFormat(bytes) !== null &&
      sha256Hex(bytes) === entry.sha256;
    if (intact) return entry;
    counters.damagedFiles += 1;
    const why = unreadable ? `could not be read (${unreadable.problem})` : 'was damaged';
    // Something that is no file at all in our own folder is worth telling, not just a torn write.
    log(
      unreadable?.refused ? 'error' : 'warn',
      `The cached image ${key} ${why}; it will be fetched again`,
    );
    index.delete(key);
    removeQuietly(join(dir, entry.file));
    saveIndex();
    return null;
  }

  function use(key: string, entry: IndexEntry): string {
    index.set(key, { ...entry, lastUsedAt: clock.now() });
    indexDirty = true;
    return join(dir, entry.file);
  }

  async function download(kind: ImageKind, sport: SportSlug, id: ImageId): Promise<ImageResponse> {
    counters.requestsMade += 1;
    try {
      return await options.source.image(kind, sport, id);
    } catch (error) {
      if (!isServiceError(error) || error.details.status !== 502) throw error;
      log(
        'warn',
        `Image ${kind}/${id} (${sport}) answered 502; asking once more in ${retryDelayMs} ms`,
      );
      await new Promise<void>((resolve) => clock.setTimeout(resolve, retryDelayMs));
      counters.requestsMade += 1;
      return options.source.image(kind, sport, id);
    }
  }

  function store(key: string, bytes: Uint8Array): string {
    const format = completeImageFormat(bytes);
    if (!format)
      throw new Error(`the service sent ${bytes.length} bytes that are not a whole image`);
    const file = `${sha256Hex(key)}${EXTENSION[format]}`;
    writeFileAtomically(join(dir, file), bytes);
    const previous = index.get(key);
    if (previous && previous.file !== file) removeQuietly(join(dir, previous.file));
    const now = clock.now();
    index.set(key, {
      file,
      bytes: bytes.length,
      sha256: sha256Hex(bytes),
      fetchedAt: now,
      lastUsedAt: now,
    });
    evictBeyondCap(key);
    saveIndex();
    return join(dir, file);
  }

  function evictBeyondCap(keep: string): void {
    let total = index.totalBytes();
    for (const key of index.leastRecentlyUsed()) {
      if (total <= maxBytes) break;
      if (key === keep) continue;
      const entry = index.get(key);
      if (!entry) continue;
      index.delete(key);
      removeQuietly(join(dir, entry.file));
      total -= entry.bytes;
      counters.evictions += 1;
    }
  }

  async function fetchAndStore(
    key: string,
    kind: ImageKind,
    sport: SportSlug,
    id: ImageId,
    stale: IndexEntry | null,
  ): Promise<string | null> {
    const begun = generation;
    try {
      const response = await download(kind, sport, id);
      return begun === generation ? store(key, response.bytes) : null;
    } catch (error) {
      if (isServiceError(error, 'not-found')) rememberNotFound(key);
      const reason = errorText(error);
      log('warn', `Image ${kind}/${id} (${sport}) could not be fetched: ${reason}`);
      return stale ? use(key, stale) : null;
    }
  }

  /**
   * A missing image is not asked for again for a while. Entries are otherwise dropped only when
   * asked for again, so a day of teams coming and going would grow the map: past MAX_NOT_FOUND the
   * expired ones go, then the oldest.
   */
  function rememberNotFound(key: string): void {
    const now = clock.now();
    notFoundUntil.delete(key);
    notFoundUntil.set(key, now + notFoundForMs);
    if (notFoundUntil.size <= MAX_NOT_FOUND) return;
    for (const [held, until] of notFoundUntil) if (until <= now) notFoundUntil.delete(held);
    for (const held of notFoundUntil.keys()) {
      if (notFoundUntil.size <= MAX_NOT_FOUND) break;
      notFoundUntil.delete(held);
    }
  }

  /** The cache key and the id as the service takes it (a code upper-cased); null when invalid. */
  function addressOf(
    kind: ImageKind,
    sport: SportSlug,
    id: ImageId,
  ): { key: string; id: ImageId } | null {
    const checked = isImageKind(kind) ? imageIdFor(kind, id) : null;
    if (checked === null || !SPORT_SLUG_PATTERN.test(sport)) {
      log(
        'warn',
        `No image for ${String(kind)}/${String(sport)}/${String(id).slice(0, 30)}: not a valid image address`,
      );
      return null;
    }
    // Keyed by the service's image address, so the files on disk outlive the app's own naming.
    return { key: `${serviceImageType(kind)}/${sport}/${checked}`, id: checked };
  }

  return {
    getPath(kind, sport, id) {
      const address = addressOf(kind, sport, id);
      if (address === null) return Promise.resolve(null);
      const { key } = address;
      const pending = inFlight.get(key);
      if (pending) {
        counters.requestsSaved += 1;
        return pending;
      }
      const entry = wholeEntry(key);
      const now = clock.now();
      if (entry && now - entry.fetchedAt < freshForMs) {
        counters.requestsSaved += 1;
        return Promise.resolve(use(key, entry));
      }
      const missingUntil = notFoundUntil.get(key);
      if (missingUntil !== undefined && now < missingUntil) {
        counters.requestsSaved += 1;
        return Promise.resolve(entry ? use(key, entry) : null);
      }
      notFoundUntil.delete(key);
      const fetching = fetchAndStore(key, kind, sport, address.id, entry).finally(() =>
        inFlight.delete(key),
      );
      inFlight.set(key, fetching);
      return fetching;
    },

    cachedPath(kind, sport, id) {
      const key = addressOf(kind, sport, id)?.key ?? null;
      const entry = key === null ? null : wholeEntry(key);
      return key !== null && entry ? use(key, entry) : null;
    },

    prefetch(images) {
      for (const { kind, sport, id } of images) {
        prefetchQueue = prefetchQueue.then(() => this.getPath(kind, sport, id).catch(() => null));
      }
    },

    stats: () => ({
      ...counters,
      cachedImages: index.keys().length,
      cachedBytes: index.totalBytes(),
    }),

    flush() {
      if (indexDirty) saveIndex();
    },

    useService(service) {
      if (index.service === service) return;
      // An index that names no service (written before services were recorded) is kept: its
      // images most likely are the current service's, and fetching them all again costs quota.
      if (index.service !== null) {
        for (const key of index.keys()) {
          const entry = index.get(key);
          index.delete(key);
          if (entry) removeQuietly(join(dir, entry.file));
        }
        notFoundUntil.clear();
        inFlight.clear();
        generation += 1;
        log('info', 'The service changed: cached images of the old one were removed');
      }
      index.service = service;
      saveIndex();
    },
  };
}

/** Without a usable folder there is no image: the UI and notifications fall back to initials. */
function disabledCache(): ImageCache {
  const stats: ImageCacheStats = {
    requestsMade: 0,
    requestsSaved: 0,
    damagedFiles: 0,
    evictions: 0,
    cachedImages: 0,
    cachedBytes: 0,
  };
  return {
    getPath: () => Promise.resolve(null),
    cachedPath: () => null,
    prefetch: () => {},
    stats: () => ({ ...stats }),
    flush: () => {},
    useService: () => {},
  };
}

/** Files no index entry names (left by a crash mid-write, or by an older index) are removed. */
function removeStrayFiles(dir: string, index: ImageIndex): void {
  const known = index.files();
  for (const name of readdirSync(dir)) {
    if (name === INDEX_FILE || known.has(name) || name.startsWith(`${INDEX_FILE}.damaged-`))
      continue;
    const path = join(dir, name);
    try {
      if (statSync(path).isFile()) removeQuietly(path);
    } catch {
      // Gone already.
    }
  }
}
