// Crests and photos for the engine: the disk image cache when it is available. Until the cache is
// wired, nothing is cached and every lookup answers "no image", which the UI and notifications
// already handle (they fall back to initials and the app icon).

import type { SportSlug } from '../../shared/domain';
import type { ServiceClient } from './api/service-client-api';
import type { EnginePorts } from './ports';

export type ImageKind = 'teams' | 'tournaments' | 'players';

export interface EngineImages {
  getPath(kind: ImageKind, sport: SportSlug, id: number): Promise<string | null>;
  cachedPath(kind: ImageKind, sport: SportSlug, id: number): string | null;
}

export function createEngineImages(
  _ports: EnginePorts,
  _client: () => ServiceClient,
  _options: { imageCacheBytes?: number },
): EngineImages {
  return {
    getPath: async () => null,
    cachedPath: () => null,
  };
}
