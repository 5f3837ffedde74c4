// The window's Table view from the command line: --table prints, after the first look, one `table`
// line per asked competition with the rows as the demo service's standings give them (followed
// teams marked) and the knockout bracket where there is one; "not available" (null) for what the
// service does not have, and a clear word for a tournament it does not know.

import { describe, expect, it } from 'vitest';
import { competition, fetchJson } from '../core/engine/engine-harness';
import { against, isType, useHeadlessRuns, viewLines } from './headless-runs';

const runs = useHeadlessRuns('scoretray-table-');

interface ServiceRow {
  position: number;
  points: number;
  team: { id: number; name: string };
}

describe('headless --table', () => {
  it("prints a league's table with the followed team marked and a cup's bracket, in the order asked", async () => {
    const demo = await runs.demo({ seed: 21, clockMode: 'manual' });
    const league = await competition(demo, 'Premier');
    const cup = await competition(demo, 'Crown Cup');
    const { standings } = await fetchJson<{ standings: { rows: ServiceRow[] }[] }>(
      demo,
      `football/tournament/${league.tournamentId}/season/${league.seasonId}/standings?type=total`,
    );
    const rows = standings[0]!.rows;
    const ours = rows[2]!.team.id;
    const cli = runs.start(
      [
        ...against(demo, `football:${ours}`),
        // The league's season left out: the current one, as the service lists it first.
        '--table',
        `football:${league.tournamentId}`,
        '--table',
        `football:${cup.tournamentId}:${cup.seasonId}`,
      ],
      'node',
    );
    const [first, second] = await viewLines(cli, 'table', 2);
    expect(first).toMatchObject({
      sport: 'football',
      tournamentId: league.tournamentId,
      seasonId: league.seasonId,
      bracket: null,
    });
    const printed = (first!.standings as { rows: Record<string, unknown>[] }[])[0]!.rows;
    expect(printed.map((row) => [row.position, row.team, row.points, row.followed])).toEqual(
      rows.map((row) => [
        row.position,
        { id: row.team.id, name: row.team.name },
        row.points,
        row.team.id === ours,
      ]),
    );
    expect(printed[2]).toMatchObject({
      played: expect.any(Number),
      won: expect.any(Number),
      drawn: expect.any(Number),
      lost: expect.any(Number),
    });

    const { cupTrees } = await fetchJson<{
      cupTrees: {
        rounds: { description: string; blocks: { participants: { team: { name: string } }[] }[] }[];
      }[];
    }>(demo, `football/tournament/${cup.tournamentId}/season/${cup.seasonId}/knockout`);
    const firstRound = cupTrees[0]!.rounds[0]!;
    expect(second).toMatchObject({ tournamentId: cup.tournamentId, seasonId: cup.seasonId });
    const bracket = second!.bracket as {
      name: string;
      matches: { home: string; away: string }[];
    }[];
    expect(bracket[0]!.name).toBe(firstRound.description);
    expect(bracket[0]!.matches.map((match) => [match.home, match.away])).toEqual(
      firstRound.blocks.map((block) => block.participants.map((side) => side.team.name)),
    );
    expect(cli.strayLines).toEqual([]);
    expect(await cli.stop('SIGTERM')).toBe(0);
  }, 90_000);

  it('says the service does not know a tournament, and prints its line as not available', async () => {
    const demo = await runs.demo({ seed: 21, clockMode: 'manual' });
    const cli = runs.start([...against(demo), '--table', 'football:999999'], 'node');
    const line = await cli.waitForLine(isType('table'), 'the table line', 60_000);
    expect(line).toEqual({
      type: 'table',
      sport: 'football',
      tournamentId: 999_999,
      seasonId: null,
      name: null,
      standings: null,
      bracket: null,
    });
    const error = cli.lines.find(isType('error'));
    expect(error?.message).toBe(
      'The service does not know football tournament 999999: it has no table to show',
    );
    expect(await cli.stop('SIGTERM')).toBe(0);
  }, 90_000);

  it('refuses a --table that names no tournament, with exit code 2', async () => {
    await runs.expectRefused(['--demo', '--table', 'football'], '--table takes SPORT:');
  }, 30_000);
});
