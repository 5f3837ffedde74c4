// The watchlist's answers for followed teams, against the demo service: next match, last result with
// won/drew/lost, form of the last five and the table position, all consistent with what the
// service's own lists and table say, cached per competition, and "not available" (null) for a team
// the service knows nothing about.

import { describe, expect, it } from 'vitest';
import { followedTeamSchema } from '../../../shared/settings';
import {
  competition,
  fetchJson,
  requestsTo,
  teamWithHistory,
  useDemoEngines,
} from './engine-harness';

const { startDemo, startEngine } = useDemoEngines();

describe('team fixtures, results and table', () => {
  it('answers when we play, how we did and where we stand, as the service says', async () => {
    const demo = await startDemo();
    const { follow, teamId: team, next: expectedNext, last } = teamWithHistory(demo, 'football');
    const running = startEngine(demo, { follows: [follow] });
    await running.engine.start();
    const [overview] = await running.engine.fans.overviews();
    expect(overview!.next?.id).toBe(expectedNext?.id);
    expect(overview!.last?.id).toBe(last.id);
    const mine = last.homeTeamId === team ? last.home : last.away;
    const theirs = last.homeTeamId === team ? last.away : last.home;
    if (mine !== theirs) expect(overview!.lastOutcome).toBe(mine > theirs ? 'won' : 'lost');
    expect(overview!.form[0]).toBe(overview!.lastOutcome);
    expect(overview!.form.length).toBe(Math.min(5, overview!.form.length));
    expect(overview!.form.length).toBeGreaterThan(0);

    const followed = overview!.competition!;
    const table = await fetchJson<{
      standings: { rows: { position: number; points: number; team: { id: number } }[] }[];
    }>(
      demo,
      `football/tournament/${followed.tournamentId}/season/${followed.seasonId}/standings?type=total`,
    );
    const row = table.standings[0]!.rows.find((r) => r.team.id === team)!;
    expect(overview!.standing).toEqual({ position: row.position, points: row.points });

    // Cached: asking again costs nothing.
    const asked = requestsTo(demo, '/tournament/');
    await running.engine.fans.overviews();
    expect(requestsTo(demo, '/tournament/')).toBe(asked);
    // The table is reachable on its own, with the team in it.
    const { standings } = await running.engine.fans.tables(followed);
    expect(standings!.tables[0]!.rows.some((r) => r.teamId === team)).toBe(true);
  });

  it('a team the service does not know has no next match, no result and no table: no crash', async () => {
    const demo = await startDemo();
    const running = startEngine(demo, {
      follows: [followedTeamSchema.parse({ sport: 'football', teamId: 987_654, name: 'Ghosts' })],
    });
    await running.engine.start();
    const [overview] = await running.engine.fans.overviews();
    expect(overview).toMatchObject({
      next: null,
      last: null,
      lastOutcome: null,
      form: [],
      competition: null,
      standing: null,
    });
  });

  it('the knockout bracket of a cup reads with its undrawn rounds empty', async () => {
    const demo = await startDemo();
    const cup = await competition(demo, 'Cup');
    const { createServiceClient } = await import('../../../electron/core/api/service-client');
    const { createFanDataClient } = await import('../../../electron/core/api/fan-data-client');
    const client = createServiceClient({
      endpoint: { addressForm: 'path', baseUrl: demo.url },
      apiKey: demo.apiKey,
    });
    const fan = createFanDataClient(client, () => demo.world.now());
    const bracket = await fan.knockout('football', cup.tournamentId, cup.seasonId);
    expect(bracket.rounds.map((round) => round.name)).toEqual([
      'Quarter-finals',
      'Semi-finals',
      'Final',
    ]);
    expect(bracket.rounds[0]!.matches.length).toBeGreaterThan(0);
    expect(bracket.rounds[2]!.matches).toEqual([]);
  });
});
