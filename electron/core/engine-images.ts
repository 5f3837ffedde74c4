// Crests and photos for the engine, through the disk image cache. The cache outlives key changes
// (it asks whichever client is current), and followed teams' crests are fetched ahead so that an
// alert can carry its crest the moment it is raised.

import type { SportSlug } from '../../shared/domain';
import type { FollowedTeam } from '../../shared/settings';
import type { ServiceClient } from './api/service-client-api';
import { createImageCache, type ImageCache, type ImageKind } from './images/image-cache';
import type { EnginePorts } from './ports';

export type { ImageKind };

export interface EngineImages {
  getPath(kind: ImageKind, sport: SportSlug, id: number): Promise<string | null>;
  cachedPath(kind: ImageKind, sport: SportSlug, id: number): string | null;
  /** Fetches the crests of these teams in the background, one at a time. */
  prefetchCrests(teams: readonly FollowedTeam[]): void;
  flush(): void;
}

export function createEngineImages(
  ports: EnginePorts,
  client: () => ServiceClient,
  options: { imageCacheBytes?: number },
): EngineImages {
  const cache: ImageCache = createImageCache({
    dir: ports.files.imageCacheDir,
    source: { image: (kind, sport, id) => client().image(kind, sport, id) },
    clock: ports.clock,
    maxBytes: options.imageCacheBytes,
    log: ports.log,
  });
  let queue: Promise<unknown> = Promise.resolve();
  return {
    getPath: (kind, sport, id) => cache.getPath(kind, sport, id),
    cachedPath: (kind, sport, id) => cache.cachedPath(kind, sport, id),
    prefetchCrests(teams) {
      for (const team of teams) {
        // A crest that cannot be had only means a notification without it.
        queue = queue.then(() => cache.getPath('teams', team.sport, team.teamId).catch(() => null));
      }
    },
    flush: () => cache.flush(),
  };
}
