// What the competition page, browse-by-country, search across sports and the opt-in odds ask the
// service, each answer kept for its lifetime (KeptAnswers): V6 competition answers 10 minutes and
// the V5 sportsbook event 60 seconds (service-interface.md, Limits); by sense elsewhere: a season's
// rounds and a category's tournaments for hours, a round's fixtures a minute (live scores in
// them), a search five minutes. Built on the service client's json readers, so the key, retries,
// quota and access rules are those of every other request.
//
// The V6 competition id: the interface does not say how a V2 unique-tournament id maps to it, so
// the V2 id is asked as the V6 compId; a service that does not know it answers 404 and the page
// says "not available" for that part, never a guess.

import type {
  BrowseCountry,
  BrowseTournament,
  Champion,
  CompetitionLeaders,
  CompetitionRounds,
  MatchOdds,
  RoundFixtures,
} from '../../../shared/browse';
import type { SearchResult, ServiceSport, SportSlug } from '../../../shared/domain';
import { canonicalSport } from '../../../shared/sports';
import {
  parseArchive,
  parseCategoryTournaments,
  parseCompetitionStats,
  parseCountries,
  parseRounds,
  parseTopScorers,
} from '../api/parse/competition-browse';
import { parseGlobalSearch } from '../api/parse/global-search';
import { parseMatchList } from '../api/parse/match-list';
import { parseSportsbookEvent } from '../api/parse/sportsbook-event';
import type { ServiceClient } from '../api/service-client-api';
import { parsed, requestId, ServiceError } from '../api/service-errors';
import { saysEndpointMissing } from '../per-client-cache';
import type { Clock } from '../ports';
import { KeptAnswers } from './kept-answers';

const MINUTE = 60_000;
/** The documented lifetimes, and ours where the interface gives none. */
export const LIFETIMES = {
  v6: 10 * MINUTE,
  v5: MINUTE,
  rounds: 6 * 60 * MINUTE,
  roundFixtures: MINUTE,
  countries: 24 * 60 * MINUTE,
  tournaments: 24 * 60 * MINUTE,
  search: 5 * MINUTE,
} as const;
/** A search across sports asks at most this many sports' own search. */
const MAX_SEARCHED_SPORTS = 8;

export interface BrowseData {
  rounds(sport: SportSlug, tournamentId: number, seasonId: number): Promise<CompetitionRounds>;
  roundFixtures(
    sport: SportSlug,
    tournamentId: number,
    seasonId: number,
    round: number,
  ): Promise<RoundFixtures>;
  /** V6 top scorers and statistics; a part the service does not have is null. */
  leaders(sport: SportSlug, tournamentId: number): Promise<CompetitionLeaders>;
  /** V6 champions history; null when the service has none for the competition. */
  champions(sport: SportSlug, tournamentId: number): Promise<Champion[] | null>;
  countries(sport: SportSlug): Promise<BrowseCountry[]>;
  tournaments(sport: SportSlug, categoryId: number): Promise<BrowseTournament[]>;
  /**
   * Teams, players and competitions across sports: the global search (where the service answers
   * it) names the sports with hits, and each of those and the watched sports is asked its own
   * search, whose V2 ids open pages. Teams first.
   */
  searchAll(query: string, watched: readonly SportSlug[]): Promise<SearchResult[]>;
  /** One sport's search, asked anew each time (the search view's own field). */
  search(sport: SportSlug, query: string): Promise<SearchResult[]>;
  /** The 1X2 prices and win probability of a match (V5 event); null when the book has none. */
  odds(sport: SportSlug, matchId: number): Promise<MatchOdds | null>;
}

export interface BrowseDataDeps {
  clock: Pick<Clock, 'now'>;
  client: () => ServiceClient;
  /** The service's sports list (cached a day), to read the global search's sport ids. */
  sports: () => Promise<ServiceSport[]>;
  /** The engine's ask: a question put to an access the engine left meanwhile is put again. */
  ask: <T>(question: () => Promise<T>) => Promise<T>;
}

/** null for "the service has no such thing" (404, no readable answer); other failures thrown. */
async function orMissing<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (saysEndpointMissing(error)) return null;
    throw error;
  }
}

export function createBrowseData({ clock, client, sports, ask }: BrowseDataDeps): BrowseData {
  const kept = new KeptAnswers(clock);
  const keep = <T>(key: string, forMs: number, read: (c: ServiceClient) => Promise<T>) =>
    ask(() => {
      const current = client();
      return kept.get(current, key, forMs, () => read(current));
    });
  const season = (tournamentId: number, seasonId: number) =>
    `tournament/${requestId(tournamentId, 'tournament id')}/season/${requestId(seasonId, 'season id')}`;
  const v6 = <T>(sport: SportSlug, tournamentId: number, part: string, parse: (b: unknown) => T) =>
    keep(`v6:${sport}:${tournamentId}:${part}`, LIFETIMES.v6, async (c) => {
      const body = await c.versionJson(
        'v6',
        sport,
        `competition/${requestId(tournamentId, 'competition id')}/${part}`,
      );
      return parsed(() => parse(body));
    });
  const sportSearch = (sport: SportSlug, query: string) =>
    keep(`search:${sport}:${query.toLowerCase()}`, LIFETIMES.search, (c) => c.search(sport, query));
  const globalSports = async (query: string): Promise<SportSlug[]> => {
    const hits = await orMissing(
      keep(`search:*:${query.toLowerCase()}`, LIFETIMES.search, async (c) => {
        const body = await c.globalJson('search', { q: query });
        return parsed(() => parseGlobalSearch(body));
      }),
    );
    if (!hits || hits.length === 0) return [];
    const list = await sports();
    const byId = new Map(
      list.flatMap((sport) => (sport.serviceId ? [[sport.serviceId, sport.slug]] : [])),
    );
    return hits.flatMap((hit) => {
      const slug = hit.sportId === null ? undefined : byId.get(hit.sportId);
      return slug ? [canonicalSport(slug)] : [];
    });
  };

  return {
    rounds: (sport, tournamentId, seasonId) =>
      keep(`rounds:${sport}:${tournamentId}:${seasonId}`, LIFETIMES.rounds, async (c) => {
        const body = await c.json(sport, `${season(tournamentId, seasonId)}/rounds`);
        return parsed(() => parseRounds(body));
      }),
    roundFixtures: (sport, tournamentId, seasonId, round) =>
      keep(
        `round:${sport}:${tournamentId}:${seasonId}:${round}`,
        LIFETIMES.roundFixtures,
        async (c) => {
          const path = `${season(tournamentId, seasonId)}/events/round/${requestId(round, 'round')}`;
          const body = await c.json(sport, path);
          const matches = parsed(
            () => parseMatchList(`round ${round}`, body, { sport, now: clock.now() }).items,
          );
          return { round, matches };
        },
      ),
    leaders: async (sport, tournamentId) => {
      const [topScorers, stats] = await Promise.all([
        orMissing(v6(sport, tournamentId, 'top-scorers', parseTopScorers)),
        orMissing(v6(sport, tournamentId, 'stats', parseCompetitionStats)),
      ]);
      return { topScorers, stats };
    },
    champions: (sport, tournamentId) => orMissing(v6(sport, tournamentId, 'archive', parseArchive)),
    countries: (sport) =>
      keep(`countries:${sport}`, LIFETIMES.countries, async (c) => {
        const body = await c.json(sport, 'countries');
        return parsed(() => parseCountries(body));
      }),
    tournaments: (sport, categoryId) =>
      keep(`category:${sport}:${categoryId}`, LIFETIMES.tournaments, async (c) => {
        const body = await c.json(
          sport,
          `categories/${requestId(categoryId, 'category id')}/tournaments`,
        );
        return parsed(() => parseCategoryTournaments(sport, body));
      }),
    searchAll: async (query, watched) => {
      const q = query.trim();
      if (q.length < 2)
        throw new ServiceError('bad-request', 'A search needs at least 2 characters');
      const found = await globalSports(q);
      const asked = [...new Set([...found, ...watched.map(canonicalSport)])].slice(
        0,
        MAX_SEARCHED_SPORTS,
      );
      const answers = await Promise.allSettled(asked.map((sport) => sportSearch(sport, q)));
      const results = answers.flatMap((answer) =>
        answer.status === 'fulfilled' ? answer.value : [],
      );
      const failed = answers.find((answer) => answer.status === 'rejected');
      if (results.length === 0 && failed?.status === 'rejected') throw failed.reason;
      return rankResults(results);
    },
    search: (sport, query) => ask(() => client().search(sport, query)),
    odds: (sport, matchId) =>
      orMissing(
        keep(`odds:${sport}:${matchId}`, LIFETIMES.v5, async (c) => {
          const body = await c.versionJson('v5', null, `event/${requestId(matchId, 'match id')}`);
          return parsed(() => parseSportsbookEvent(sport, matchId, body));
        }),
      ),
  };
}

/** Teams first, then competitions, then players; one entry per (type, sport, id). */
function rankResults(results: readonly SearchResult[]): SearchResult[] {
  const order = { team: 0, tournament: 1, player: 2, unknown: 3 } as const;
  const seen = new Set<string>();
  return results
    .filter((result) => {
      const key = `${result.type}:${result.sport}:${result.id}`;
      if (seen.has(key) || result.type === 'unknown') return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => order[a.type] - order[b.type]);
}
