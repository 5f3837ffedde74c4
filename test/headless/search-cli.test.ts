// The window's search across sports from the command line: --search prints, after the first look,
// one `search` line with every result (teams, competitions, players) and the type, sport, id and
// name that open its page; a team of a sport the run does not watch is found through the service's
// global search. A search that cannot be made gives an error line and `results: null`.

import { describe, expect, it } from 'vitest';
import { competition } from '../core/engine/engine-harness';
import { against, isType, useHeadlessRuns } from './headless-runs';

const runs = useHeadlessRuns('scoretray-search-');

describe('headless --search', () => {
  it('finds a team of an unwatched sport and a competition, each with the id that opens it', async () => {
    const demo = await runs.demo({ seed: 21, clockMode: 'manual' });
    const handball = demo.world.matches('handball')[0];
    expect(handball).toBeDefined();
    const team = { id: handball!.homeTeamId, name: handball!.homeTeamName };
    const cli = runs.start(
      [...against(demo), '--search', team.name, '--search', 'Premier'],
      'node',
    );
    await cli.waitForLine(
      () => cli.lines.filter(isType('search')).length === 2,
      'both search lines',
      60_000,
    );
    const searches = cli.lines.filter(isType('search'));
    const byTeam = searches.find((line) => line.query === team.name);
    const byCompetition = searches.find((line) => line.query === 'Premier');
    expect(byTeam?.query).toBe(team.name);
    expect(byTeam?.results).toContainEqual({
      type: 'team',
      sport: 'handball',
      id: team.id,
      name: team.name,
    });
    expect(byCompetition?.results).toContainEqual(
      expect.objectContaining({ type: 'tournament', sport: 'football', name: 'Premier Division' }),
    );
    expect(cli.lines.filter(isType('error'))).toEqual([]);
    expect(await cli.stop('SIGTERM')).toBe(0);
  }, 90_000);

  it('a search the service cannot answer: an error line, then the line with results null', async () => {
    const demo = await runs.demo({ seed: 21, clockMode: 'manual' });
    // The day's quota is used up: nothing is asked until it resets, the search included.
    demo.faults.exhaustQuota(demo.world.now() + 3_600_000);
    const cli = runs.start([...against(demo), '--search', 'Harbour'], 'node');
    const line = await cli.waitForLine(isType('search'), 'the search line', 60_000);
    expect(line).toEqual({ type: 'search', query: 'Harbour', results: null });
    expect(cli.lines.find(isType('error'))?.message).toBe(
      'The search for "Harbour" could not be made',
    );
    expect(await cli.stop('SIGTERM')).toBe(0);
  }, 90_000);

  it('prints the competition page, browse by country and a match’s odds as lines', async () => {
    const demo = await runs.demo({ seed: 21, clockMode: 'manual' });
    const league = await competition(demo, 'Premier');
    const upcoming = demo.world.matches('football').find((m) => m.phase === 'scheduled');
    expect(upcoming).toBeDefined();
    const cli = runs.start(
      [
        ...against(demo),
        '--competition',
        `football:${league.tournamentId}`,
        '--browse',
        'football',
        '--browse',
        'football:1',
        '--odds',
        `football:${upcoming!.id}`,
      ],
      'node',
    );
    await cli.waitForLine(
      () =>
        cli.lines.filter(
          (line) => line.type === 'competition' || line.type === 'browse' || line.type === 'odds',
        ).length === 4,
      'the four lines',
      60_000,
    );
    const page = cli.lines.find(isType('competition'));
    expect(page).toMatchObject({ tournamentId: league.tournamentId, seasonId: league.seasonId });
    const round = page?.round as { fixtures: { home: string }[] };
    expect(round.fixtures.length).toBeGreaterThan(0);
    expect((page?.topScorers as unknown[]).length).toBeGreaterThan(0);
    expect((page?.champions as unknown[]).length).toBe(2);
    const [countries, england] = cli.lines.filter(isType('browse'));
    expect(countries?.countries).toContainEqual({ id: 1, name: 'England', alpha2: 'EN' });
    expect(england?.competitions).toContainEqual({
      id: league.tournamentId,
      name: expect.stringContaining('Premier'),
    });
    const odds = cli.lines.find(isType('odds'));
    expect(odds).toMatchObject({ sport: 'football', matchId: upcoming!.id });
    expect((odds?.prices as { home: number }).home).toBeGreaterThan(1);
    expect(cli.lines.filter(isType('error'))).toEqual([]);
    expect(await cli.stop('SIGTERM')).toBe(0);
  }, 90_000);

  it('refuses a --search of one character, with exit code 2', async () => {
    await runs.expectRefused(['--demo', '--search', 'a'], '--search takes 2 to 100 characters');
  }, 30_000);
});
