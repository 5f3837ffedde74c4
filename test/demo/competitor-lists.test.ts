// The multi-sport group's competitor lists as the demo serves them: a team's games still to play and
// its results, from the same simulated matches as its sport's lists, with or without the sport in
// the address (ice hockey as the group's `hockey`), and 404 where the group has no such sport or
// the team is unknown.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoService } from '../../electron/demo/demo-service-api';
import { globalTeamId } from '../../electron/demo/payloads/global-ids';
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
  // The group knows the team by its own text id, not the V2 number.
  return { team, global: globalTeamId(team), ours };
}

describe('competitor games and results', () => {
  it("list the team's games to play, nearest first, and its results, latest first", async () => {
    const { global } = teamOf('football');
    const games = (await getJson(service, `/api/v1/football/competitor/${global}/games`))
      .body as Listed;
    const results = (await getJson(service, `/api/v1/football/competitor/${global}/results`))
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
    const { global } = teamOf('ice-hockey');
    const prefixed = await getJson(service, `/api/v1/hockey/competitor/${global}/results`);
    const bare = await getJson(service, `/api/v1/competitor/${global}/results`);
    expect(prefixed.status).toBe(200);
    expect(bare.body).toEqual(prefixed.body);
  });

  it('are 404 for a sport outside the group, a team of another sport, or an unknown team', async () => {
    const futsal = teamOf('futsal').global;
    const football = teamOf('football').global;
    expect((await getJson(service, `/api/v1/futsal/competitor/${futsal}/games`)).status).toBe(404);
    expect((await getJson(service, `/api/v1/competitor/${futsal}/games`)).status).toBe(404);
    expect((await getJson(service, `/api/v1/basketball/competitor/${football}/games`)).status).toBe(
      404,
    );
    expect((await getJson(service, '/api/v1/football/competitor/999999/games')).status).toBe(404);
    expect((await getJson(service, '/api/v1/football/competitor/abc/games')).status).toBe(404);
    // The team's V2 number is no global id.
    const v2 = teamOf('football').team;
    expect((await getJson(service, `/api/v1/football/competitor/${v2}/games`)).status).toBe(404);
  });
});

describe('the multi-sport search', () => {
  it("names a team by its global id, text that differs from its V2 id, with its sport's list id", async () => {
    const { team, global } = teamOf('basketball');
    const name = service.world
      .matches('basketball')
      .find((m) => m.homeTeamId === team)!.homeTeamName;
    const { status, body } = await getJson(service, `/api/v1/search?q=${encodeURIComponent(name)}`);
    expect(status).toBe(200);
    const { results } = body as {
      results: { type: string; id: unknown; name: string; sportId: unknown }[];
    };
    const hit = results.find((result) => result.name === name);
    expect(hit).toMatchObject({ type: 'team', id: global });
    expect(hit!.id).not.toBe(String(team));
    const sports = (await getJson(service, '/api/v1/sports')).body as {
      sports: { id: string; slug: string }[];
    };
    expect(hit!.sportId).toBe(sports.sports.find((sport) => sport.slug === 'basketball')!.id);
    expect((await getJson(service, '/api/v1/search?q=a')).status).toBe(400);
  });
});
