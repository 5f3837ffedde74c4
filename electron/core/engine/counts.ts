// The sport switcher's counts. One request to /api/v1/match-counts counts every sport the service
// has, where the per-sport live lists cost a request per sport; so the counts come from it when the
// service answers it, kept a minute (the window may ask at every change it sees). A service that
// does not answer it (404, or an answer with no counts in it) is remembered for the client's life:
// a client belongs to one service address and key, so a new service is asked again. Meanwhile,
// and after any other failure (for a while), the counts come from the live lists the engine reads
// anyway for the sports it watches, at no extra request.

import type { Match, SportCounts, SportLiveCount } from '../../../shared/domain';
import { parseMatchCounts } from '../api/parse/match-counts';
import { parseScoresList } from '../api/parse/scores-list';
import type { ServiceClient } from '../api/service-client-api';
import { PerClientCache, saysEndpointMissing, type Kept } from '../per-client-cache';
import type { Clock } from '../ports';

/** How long one answer serves the switcher. */
const FRESH_MS = 60_000;
/** After a failure that says nothing about the endpoint (outage, quota), the next try waits. */
const RETRY_AFTER_MS = 10 * 60_000;

export class SportCountsCache {
  /** null: the service has no counts (for now); the lists stand in. */
  private readonly kept: PerClientCache<SportLiveCount[] | null>;

  constructor(
    clock: Pick<Clock, 'now'>,
    private readonly log: (message: string) => void = () => undefined,
  ) {
    this.kept = new PerClientCache(clock, (client) => this.read(client));
  }

  async counts(client: ServiceClient | null, liveMatches: () => Match[]): Promise<SportCounts> {
    const counts = client ? await this.kept.get(client) : null;
    return counts
      ? { source: 'service', counts }
      : { source: 'lists', counts: countsOfLists(liveMatches()) };
  }

  private async read(client: ServiceClient): Promise<Kept<SportLiveCount[] | null>> {
    try {
      const read = parseMatchCounts(await client.globalJson('match-counts'));
      if (read.problems.length > 0)
        this.log(`${read.problems.length} match counts could not be read and were left out`);
      return { value: read.items, forMs: FRESH_MS };
    } catch (error) {
      const absent = saysEndpointMissing(error);
      if (absent) {
        // The scores list's documented form is counts per sport ("scores entry").
        const fromScores = await this.scoresCounts(client);
        if (fromScores) return { value: fromScores, forMs: FRESH_MS };
        this.log('The service has no match counts; the live lists count instead');
      }
      return { value: null, forMs: absent ? Number.POSITIVE_INFINITY : RETRY_AFTER_MS };
    }
  }

  private async scoresCounts(client: ServiceClient): Promise<SportLiveCount[] | null> {
    try {
      // The moment only dates the games of the games form, which is not read here.
      const list = parseScoresList(await client.globalJson('scores'), 0);
      return list.counts.length > 0 ? list.counts : null;
    } catch {
      return null;
    }
  }
}

/** Live matches per sport, from the live lists the engine holds; the lists say nothing of totals. */
export function countsOfLists(matches: readonly Match[]): SportLiveCount[] {
  const bySport = new Map<string, number>();
  for (const match of matches) bySport.set(match.sport, (bySport.get(match.sport) ?? 0) + 1);
  return [...bySport.entries()].map(([sport, live]) => ({ sport, live, total: null }));
}
