// The player card and the team page from the command line: --player and --team print, after the
// first look, one line per asked id, with what the demo service's own answers say (the scorer of a
// finished match is in his team's squad, that match is among his recent ones with a rating), and
// for an id the service does not know an `error` line and the line with null fields.

import { describe, expect, it } from 'vitest';
import { fetchJson } from '../core/engine/engine-harness';
import { against, isType, useHeadlessRuns } from './headless-runs';

const runs = useHeadlessRuns('scoretray-people-');

interface ServiceIncident {
  incidentType: string;
  isHome?: boolean;
  player?: { id: number; name: string };
}

describe('headless --player and --team', () => {
  it("prints a scorer's card and his team's page, and null lines after an error for unknown ids", async () => {
    const demo = await runs.demo({ seed: 21, clockMode: 'manual' });
    // A finished football match with a goal by a named player.
    const finished = demo.world
      .matches('football')
      .filter((match) => match.phase === 'finished')
      .sort((a, b) => b.startTimestamp - a.startTimestamp);
    let found: { matchId: number; teamId: number; player: { id: number; name: string } } | null =
      null;
    for (const match of finished) {
      const { incidents } = await fetchJson<{ incidents: ServiceIncident[] }>(
        demo,
        `football/match/${match.id}/incidents`,
      );
      const goal = incidents.find((i) => i.incidentType === 'goal' && i.player && i.player.id > 0);
      if (goal?.player) {
        const teamId = goal.isHome ? match.homeTeamId : match.awayTeamId;
        found = { matchId: match.id, teamId, player: goal.player };
        break;
      }
    }
    if (!found) throw new Error('the demo world has no finished match with a scorer');
    const cli = runs.start(
      [
        ...against(demo),
        '--player',
        `football:${found.player.id}`,
        '--team',
        `football:${found.teamId}`,
        '--player',
        'football:999999',
        '--team',
        'football:999998',
      ],
      'node',
    );
    await cli.waitForLine(
      (line) => line.type === 'team' && line.id === 999_998,
      'the last team',
      60_000,
    );
    const [card, unknownCard] = cli.lines.filter(isType('player'));
    expect(card).toMatchObject({
      sport: 'football',
      id: found.player.id,
      name: found.player.name,
      team: { id: found.teamId, name: expect.any(String) },
      nationality: expect.any(String),
      age: expect.any(Number),
    });
    const recent = card!.recent as { matchId: number; rating: number | null }[];
    expect(recent.find((match) => match.matchId === found.matchId)?.rating).toEqual(
      expect.any(Number),
    );
    const season = card!.season as { appearances: number; goals: number } | null;
    expect(season?.appearances).toBeGreaterThan(0);

    const [page, unknownPage] = cli.lines.filter(isType('team'));
    expect(page).toMatchObject({ id: found.teamId, manager: expect.any(String) });
    const squad = page!.squad as { id: number; name: string }[];
    expect(squad).toContainEqual(
      expect.objectContaining({ id: found.player.id, name: found.player.name }),
    );
    const last = page!.last as { matchId: number; status: string };
    expect(last.status).toBe('finished');
    expect((page!.form as string[]).length).toBeGreaterThan(0);

    expect(unknownCard).toEqual({
      type: 'player',
      sport: 'football',
      id: 999_999,
      name: null,
      team: null,
      position: null,
      shirtNumber: null,
      nationality: null,
      age: null,
      height: null,
      preferredFoot: null,
      marketValue: null,
      season: null,
      recent: [],
    });
    expect(unknownPage).toMatchObject({ id: 999_998, name: null, squad: [], news: null });
    const errors = cli.lines.filter(isType('error')).map((line) => line.message);
    expect(errors).toEqual([
      'The service does not know football player 999999',
      'The service does not know football team 999998',
    ]);
    expect(cli.strayLines).toEqual([]);
    expect(await cli.stop('SIGTERM')).toBe(0);
  }, 90_000);

  it('refuses a --player without an id, with exit code 2', async () => {
    await runs.expectRefused(['--demo', '--player', 'football'], '--player takes SPORT:ID');
  }, 30_000);
});
