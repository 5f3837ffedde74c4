// The multi-sport group's competitor lists as the demo serves them: a team's games still to play and
// its results, from the same simulated matches as its sport's lists, with or without the sport in
// the address (ice hockey as the group's `hockey`), and 404 where the group has no such sport or
// the team is unknown.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoService } from '../../electron/demo/demo-service-api';
import { getJson, startTestService } from './demo-test-kit';

let service: DemoService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.close());

interface Listed {
  games: { id: number; homeTeam: unknown; awayTeam: unknown; startTimestamp: number }[];
}

function teamOf(sport: string) {
  const matches = service.world.matches(sport);
  const team = matches.find((m) => m.phase === 'finished')!.homeTeamId;
  const ours = matches.filter((m) => m.homeTeamId === team || m.awayTeamId === team);
  return { team, ours };
}

describe('competitor games and results', () => {
  it("list the team's games to play, nearest first, and its results, latest first", async () => {
    const { team } = teamOf('football');
    const games = (await getJson(service, `/api/v1/football/competitor/${team}/games`))
      .body as Listed;
    const results = (await getJson(service, `/api/v1/football/competitor/${team}/results`))
      .body as Listed;
    const { ours } = teamOf('football');
    const finished = ours.filter((m) => m.phase === 'finished').map((m) => m.id);
    const toPlay = ours.filter((m) => m.phase !== 'finished').map((m) => m.id);
    expect(results.games.map((g) => g.id)).toEqual(
      [...finished].sort((a, b) => {
        const at = (id: number) => ours.find((m) => m.id === id)!.startTimestamp;
        return at(b) - at(a);
      }),
    );
    // The games reach further ahead than the world's summaries: every match still to play that the
    // summaries show is listed, and no finished one.
    const listed = games.games.map((g) => g.id);
    expect(toPlay.length).toBeGreaterThan(0);
    for (const id of toPlay) expect(listed).toContain(id);
    for (const id of finished) expect(listed).not.toContain(id);
    const starts = games.games.map((g) => g.startTimestamp);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  it('answer without the sport and under the group name hockey too', async () => {
    const { team } = teamOf('ice-hockey');
    const prefixed = await getJson(service, `/api/v1/hockey/competitor/${team}/results`);
    const bare = await getJson(service, `/api/v1/competitor/${team}/results`);
    expect(prefixed.status).toBe(200);
    expect(bare.body).toEqual(prefixed.body);
  });

  it('are 404 for a sport outside the group, a team of another sport, or an unknown team', async () => {
    const futsal = teamOf('futsal').team;
    const football = teamOf('football').team;
    expect((await getJson(service, `/api/v1/futsal/competitor/${futsal}/games`)).status).toBe(404);
    expect((await getJson(service, `/api/v1/competitor/${futsal}/games`)).status).toBe(404);
    expect((await getJson(service, `/api/v1/basketball/competitor/${football}/games`)).status).toBe(
      404,
    );
    expect((await getJson(service, '/api/v1/football/competitor/999999/games')).status).toBe(404);
    expect((await getJson(service, '/api/v1/football/competitor/abc/games')).status).toBe(404);
  });
});
