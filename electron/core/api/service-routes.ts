// Which names and paths this service answers to, found out once and remembered for the client's
// life (one client per service address and key). The interface names `hockey` where the real
// service says `ice-hockey`, and shows the path-form live list as `{sport}/live`,
// `{sport}/events/live` and, on some sport pages, `{sport}/api/live`: they are tried in that order
// while the service answers 404, and whichever answered is used from then on. The classic form's
// base already ends in /api, so there the third would only repeat the segment.

import type { SportSlug } from '../../../shared/domain';
import { canonicalSport, serviceSlugsOf } from '../../../shared/sports';
import { ServiceError } from './service-errors';

/** The live list's paths, the first tried first. */
export const LIVE_PATHS = ['live', 'events/live'] as const;
const PATH_FORM_LIVE_PATHS = [...LIVE_PATHS, 'api/live'] as const;

export class ServiceRoutes {
  private readonly slugs = new Map<SportSlug, SportSlug>();
  private livePath: string | null = null;

  constructor(private readonly addressForm: 'path' | 'classic') {}

  /** The slugs to try for a sport: the one that answered before, else every known name. */
  slugsFor(sport: SportSlug): SportSlug[] {
    const canonical = canonicalSport(sport);
    const known = this.slugs.get(canonical);
    return known ? [known] : serviceSlugsOf(canonical);
  }

  /** The slug to build an address with when there is no second try (images, the socket). */
  slugOf(sport: SportSlug): SportSlug {
    return this.slugsFor(sport)[0] ?? sport;
  }

  answered(sport: SportSlug, slug: SportSlug): void {
    this.slugs.set(canonicalSport(sport), slug);
  }

  livePaths(): string[] {
    if (this.livePath) return [this.livePath];
    return [...(this.addressForm === 'path' ? PATH_FORM_LIVE_PATHS : LIVE_PATHS)];
  }

  liveAnswered(path: string): void {
    this.livePath = path;
  }

  /**
   * Runs `attempt` with each candidate in turn while the service answers 404, so that a name or
   * path it does not know costs one request, once; any other failure ends the tries.
   */
  static async firstAnswer<T>(
    candidates: readonly string[],
    attempt: (candidate: string) => Promise<T>,
    onAnswer: (candidate: string) => void,
  ): Promise<T> {
    let lastMiss: unknown = null;
    for (const candidate of candidates) {
      try {
        const result = await attempt(candidate);
        onAnswer(candidate);
        return result;
      } catch (error) {
        if (!(error instanceof ServiceError) || error.kind !== 'not-found') throw error;
        lastMiss = error;
      }
    }
    throw lastMiss ?? new ServiceError('not-found', 'Nothing to ask the service');
  }
}
