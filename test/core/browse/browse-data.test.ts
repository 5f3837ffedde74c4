// The competition page, browse by country, search across sports and the odds, read from the demo
// service over loopback by the real client: answers consistent with the demo's world, and each
// kept for its lifetime (V6 10 minutes, V5 60 seconds), so a revisit asks nothing.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrowseData, type BrowseData } from '../../../electron/core/browse/browse-data';
import type { ServiceClient } from '../../../electron/core/api/service-client-api';
import type { DemoService } from '../../../electron/demo/demo-service-api';
import type { Match } from '../../../shared/domain';
import { clientFor, requestCount, startTestDemo } from '../../fixtures/demo-service';
import { ManualClock } from '../../fixtures/manual-clock';

let demo: DemoService;
let client: ServiceClient;
let clock: ManualClock;
let browse: BrowseData;
let league: Match;

function paths(): string[] {
  return demo.log.requests().map((request) => request.path);
}

beforeAll(async () => {
  demo = await startTestDemo();
  clock = new ManualClock();
  client = clientFor(demo, { clock });
  browse = createBrowseData({
    clock,
    client: () => client,
    sports: async () => [],
    ask: (question) => question(),
  });
  const today = await client.today('football');
  const found = today.find((match) => match.tournament.name === 'Premier Division');
  if (!found) throw new Error('the demo world has no Premier Division match today');
  league = found;
});

afterAll(async () => {
  await demo.close();
});

describe('the competition page from the demo service', () => {
  it('lists rounds whose fixtures are the competition’s, and top scorers who scored for their team', async () => {
    const tournamentId = league.tournament.uniqueId ?? 0;
    const seasonId = league.seasonId ?? 0;
    const { rounds, current } = await browse.rounds('football', tournamentId, seasonId);
    expect(rounds.length).toBeGreaterThan(0);
    expect(current).not.toBeNull();
    const fixtures = await browse.roundFixtures('football', tournamentId, seasonId, current ?? 0);
    expect(fixtures.matches.length).toBeGreaterThan(0);
    for (const match of fixtures.matches) expect(match.tournament.name).toBe('Premier Division');

    const { topScorers, stats } = await browse.leaders('football', tournamentId);
    expect(topScorers?.length).toBeGreaterThan(0);
    expect(stats?.map((stat) => stat.name)).toContain('Goals per match');
    // Every scorer plays for a team of the competition's table, and scored at least once.
    const table = (await client.json(
      'football',
      `tournament/${tournamentId}/season/${seasonId}/standings`,
      { type: 'total' },
    )) as { standings: { rows: { team: { name: string } }[] }[] };
    const teams = new Set(table.standings.flatMap((t) => t.rows.map((row) => row.team.name)));
    for (const scorer of topScorers ?? []) {
      expect(teams.has(scorer.teamName ?? '')).toBe(true);
      expect(scorer.goals).toBeGreaterThan(0);
    }
    const champions = await browse.champions('football', tournamentId);
    expect(champions?.length).toBe(2);
    expect(champions?.[0]?.season).toMatch(/^\d{4}-\d{4}$/);
  });

  it('browses a sport’s countries to their tournaments', async () => {
    const countries = await browse.countries('football');
    expect(countries.map((country) => country.name)).toContain('England');
    const england = countries.find((country) => country.name === 'England');
    const tournaments = await browse.tournaments('football', england?.id ?? 0);
    expect(tournaments.length).toBeGreaterThan(0);
  });

  it('asks each answer once in its lifetime: a revisit costs nothing, V6 again after 10 minutes', async () => {
    const tournamentId = league.tournament.uniqueId ?? 0;
    const seasonId = league.seasonId ?? 0;
    const visit = async () => {
      await browse.rounds('football', tournamentId, seasonId);
      await browse.leaders('football', tournamentId);
      await browse.champions('football', tournamentId);
      await browse.countries('football');
    };
    await visit();
    const before = requestCount(demo);
    await visit();
    expect(requestCount(demo)).toBe(before);
    clock.advance(10 * 60_000 + 1);
    demo.log.reset();
    await visit();
    // The three V6 answers expired; the rounds (hours) and the countries (a day) did not.
    expect(paths().filter((path) => path.includes('/v6/'))).toHaveLength(3);
    expect(paths()).toHaveLength(3);
  });
});

describe('odds from the sportsbook (V5)', () => {
  it('reads the 1X2 prices and probability of a match not yet played, kept 60 seconds', async () => {
    const upcoming = (await client.today('football')).find(
      (match) => match.status.phase === 'scheduled',
    );
    expect(upcoming).toBeDefined();
    demo.log.reset();
    const odds = await browse.odds('football', upcoming?.id ?? 0);
    expect(odds?.prices?.home).toBeGreaterThan(1);
    expect(odds?.probability?.home).toBeGreaterThan(0);
    await browse.odds('football', upcoming?.id ?? 0);
    expect(paths()).toEqual([`/v5/event/${upcoming?.id ?? 0}`]);
    clock.advance(60_001);
    await browse.odds('football', upcoming?.id ?? 0);
    expect(paths()).toHaveLength(2);
  });

  it('an event the book does not have is no odds (null), asked once', async () => {
    demo.log.reset();
    expect(await browse.odds('football', 999_999_999)).toBeNull();
    expect(await browse.odds('football', 999_999_999)).toBeNull();
    expect(paths()).toHaveLength(1);
  });
});

describe('failures', () => {
  it('an outage is not kept: the next visit asks again and gets the answer', async () => {
    const once = clientFor(demo, { clock, retry: { attempts: 1 } });
    const countriesOf = createBrowseData({
      clock,
      client: () => once,
      sports: async () => [],
      ask: (question) => question(),
    });
    demo.faults.serverErrors(1, 503);
    await expect(countriesOf.countries('handball')).rejects.toThrow();
    expect((await countriesOf.countries('handball')).length).toBeGreaterThan(0);
  });
});

describe('search across sports', () => {
  it('finds teams, players and competitions of a sport not watched through the global search', async () => {
    const withSports = createBrowseData({
      clock,
      client: () => client,
      sports: async () => [
        { slug: 'basketball', name: 'Basketball', serviceId: '2', known: true },
        { slug: 'football', name: 'Football', serviceId: '1', known: true },
      ],
      ask: (question) => question(),
    });
    const basketball = (await client.today('basketball'))[0];
    expect(basketball).toBeDefined();
    const name = basketball?.home.name ?? '';
    const results = await withSports.searchAll(name, ['football']);
    expect(results).toContainEqual(
      expect.objectContaining({ type: 'team', sport: 'basketball', id: basketball?.home.id }),
    );
    const premier = await withSports.searchAll('Premier', ['football']);
    expect(premier).toContainEqual(
      expect.objectContaining({ type: 'tournament', sport: 'football', name: 'Premier Division' }),
    );
  });
});
