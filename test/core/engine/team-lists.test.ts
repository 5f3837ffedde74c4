// A followed team's own games and results from the multi-sport group's competitor lists
// (/api/v1/{sport}/competitor/{id}/games, /results), against the demo service: the watchlist's next
// match and last result come from them where the service answers, and from the competition's season
// lists where it does not (404 or a payload with no readable game), which is remembered for the
// service. Odd answers never give a made-up fixture.

import { describe, expect, it } from 'vitest';
import type { DemoService } from '../../../electron/demo/demo-service-api';
import { globalTeamId } from '../../../electron/demo/payloads/global-ids';
import { startDemoWithGaps, without, type GapAnswer } from '../../fixtures/demo-with-gaps';
import { requestsTo, teamWithHistory, useDemoEngines } from './engine-harness';

const harness = useDemoEngines();
const HOUR_MS = 3_600_000;

/** A demo (a new one unless given) behind a stand-in that answers some paths itself. */
async function demoWithGaps(answer: GapAnswer, given?: DemoService) {
  const demo = given ?? (await harness.startDemo());
  const gaps = await startDemoWithGaps(demo, answer);
  harness.onCleanup(() => gaps.close());
  const count = (pattern: RegExp) => gaps.asked.filter((path) => pattern.test(path)).length;
  return { demo, gaps, count };
}

describe("a team's own games and results", () => {
  it('come from the competitor lists where the service has them, without the season look-ups', async () => {
    const demo = await harness.startDemo();
    const basketball = teamWithHistory(demo, 'basketball');
    const hockey = teamWithHistory(demo, 'ice-hockey');
    const running = await harness.runEngine(demo, { follows: [basketball.follow, hockey.follow] });

    const [ours, theirs] = await running.engine.fans.overviews();
    expect(ours!.next?.id).toBe(basketball.next?.id);
    expect(ours!.last?.id).toBe(basketball.last.id);
    expect(ours!.competition?.tournamentId).toBe(basketball.tournamentId);
    expect(theirs!.last?.id).toBe(hockey.last.id);
    // Asked by the group's own names (hockey for ice hockey) and the team's global id, found by
    // name through /api/v1/search, which differs from the V2 id: each list once.
    expect(globalTeamId(basketball.teamId)).not.toBe(String(basketball.teamId));
    const games = (sport: string, team: number, which: string) =>
      requestsTo(demo, `/api/v1/${sport}/competitor/${globalTeamId(team)}/${which}`);
    expect(games('basketball', basketball.teamId, 'games')).toBe(1);
    expect(games('basketball', basketball.teamId, 'results')).toBe(1);
    expect(games('hockey', hockey.teamId, 'games')).toBe(1);
    expect(requestsTo(demo, `/competitor/${basketball.teamId}/`)).toBe(0);
    expect(requestsTo(demo, '/api/v1/search')).toBe(2);
    // The lists name the team's competition: no team or season look-up, no season events.
    expect(requestsTo(demo, `/v2/basketball/teams/${basketball.teamId}`)).toBe(0);
    expect(requestsTo(demo, '/events/next/') + requestsTo(demo, '/events/last/')).toBe(0);
    // The table is still the competition's.
    expect(ours!.standing?.position).toBeGreaterThan(0);

    // Cached: the watchlist opened again costs nothing.
    const asked = requestsTo(demo, '/competitor/');
    await running.engine.fans.overviews();
    expect(requestsTo(demo, '/competitor/')).toBe(asked);
  });

  it('a sport outside the multi-sport group is never asked for them', async () => {
    const demo = await harness.startDemo();
    const futsal = teamWithHistory(demo, 'futsal');
    const running = await harness.runEngine(demo, { follows: [futsal.follow] });
    const [overview] = await running.engine.fans.overviews();
    expect(overview!.last?.id).toBe(futsal.last.id);
    expect(requestsTo(demo, '/competitor/')).toBe(0);
    expect(requestsTo(demo, '/events/last/')).toBe(1);
  });

  it('on a service without them, come from the season lists, and the 404 is asked once', async () => {
    const { demo, gaps, count } = await demoWithGaps(without(/\/competitor\//));
    const team = teamWithHistory(demo, 'basketball');
    const running = await harness.runEngine(gaps.demo, { follows: [team.follow] });

    const [overview] = await running.engine.fans.overviews();
    expect(overview!.next?.id).toBe(team.next?.id);
    expect(overview!.last?.id).toBe(team.last.id);
    expect(overview!.form[0]).toBe(overview!.lastOutcome);
    // One request found the endpoint missing: the results were not asked after the games' 404.
    expect(count(/\/competitor\//)).toBe(1);
    expect(count(/\/events\/last\//)).toBe(1);

    // Hours later the season lists are read again, the missing endpoint is not.
    demo.world.advance(13 * HOUR_MS);
    await running.engine.fans.overviews();
    expect(count(/\/events\/last\//)).toBe(2);
    expect(count(/\/competitor\//)).toBe(1);
  });

  it('an odd answer is read for the games it holds, and what is not a game is left out', async () => {
    const demo = await harness.startDemo();
    const team = teamWithHistory(demo, 'basketball');
    const response = await fetch(
      `${demo.url}/api/v1/basketball/competitor/${globalTeamId(team.teamId)}/games`,
      {
        headers: { 'x-api-key': demo.apiKey },
      },
    );
    const real = (await response.json()) as { games: unknown[] };
    expect(real.games.length).toBeGreaterThan(0);
    const odd = { data: { games: [{ id: 'x', homeTeam: 3 }, 'junk', null, ...real.games] } };
    const { gaps, count } = await demoWithGaps(
      (path) => (/\/competitor\/[a-z0-9]+\/games$/.test(path) ? { status: 200, body: odd } : null),
      demo,
    );
    const running = await harness.runEngine(gaps.demo, { follows: [team.follow] });
    const [overview] = await running.engine.fans.overviews();
    expect(overview!.next?.id).toBe(team.next?.id);
    expect(count(/\/events\/next\//)).toBe(0);
  });

  it.each([
    ['no list in it', { unexpected: true }],
    ['no game that reads as one', { games: [{ id: 'x' }, 42, { homeTeam: 'A' }] }],
    ['a list of words', ['a', 'b']],
  ])('an answer with %s is as good as none: the season lists answer', async (_what, body) => {
    const { demo, gaps, count } = await demoWithGaps((path) =>
      /\/competitor\//.test(path) ? { status: 200, body } : null,
    );
    const team = teamWithHistory(demo, 'basketball');
    const running = await harness.runEngine(gaps.demo, { follows: [team.follow] });
    const [overview] = await running.engine.fans.overviews();
    expect(overview!.next?.id).toBe(team.next?.id);
    expect(overview!.last?.id).toBe(team.last.id);
    expect(count(/\/competitor\//)).toBe(1);
    expect(count(/\/events\/next\//)).toBe(1);
  });
});

describe("a team's global id, found by name", () => {
  it('a team the search does not name by its exact name and sport gets the season lists, never a guessed id', async () => {
    const demo = await harness.startDemo();
    const team = teamWithHistory(demo, 'basketball');
    // A name the search finds only as part of a longer one: not the same team.
    const follow = { ...team.follow, name: team.follow.name.slice(0, -1) };
    const running = await harness.runEngine(demo, { follows: [follow] });
    const [overview] = await running.engine.fans.overviews();
    expect(overview!.last?.id).toBe(team.last.id);
    expect(requestsTo(demo, '/api/v1/search')).toBe(1);
    expect(requestsTo(demo, '/competitor/')).toBe(0);
    expect(requestsTo(demo, '/events/last/')).toBe(1);
    // The answer is kept: the watchlist opened again does not search again.
    await running.engine.fans.overviews();
    expect(requestsTo(demo, '/api/v1/search')).toBe(1);
  });
});
