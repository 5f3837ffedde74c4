import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { followedTeamSchema } from '../../../shared/settings';
import { startOnePathServer } from '../../fixtures/one-path-server';
import { pause, requestsTo, useDemoEngines, waitFor, type RunningEngine } from './engine-harness';

const harness = useDemoEngines();

/** Basketball's string form, as the interface document describes it. */
const stringFormEvent = (id: number, home: number) => ({
  id,
  homeTeam: `Home ${id}`,
  awayTeam: `Away ${id}`,
  homeTeamId: home,
  awayTeamId: home + 1,
  homeScore: { period1: 20, current: 40, display: 40 },
  awayScore: { period1: 18, current: 38, display: 38 },
  status: '2nd quarter',
  statusCode: 14,
  tournament: 'League',
  tournamentId: 3,
  season: '2026',
  seasonId: 9,
  startTimestamp: Math.floor(Date.now() / 1000) - 1_800,
});

/** A stand-in service on loopback and the team of its one live match. */
interface HandMadeService {
  url: string;
  team: { sport: string; teamId: number; name: string };
}

/** A stand-in service written from the interface document alone, with a damaged item in its list. */
async function oddService(): Promise<HandMadeService & { hits: () => number }> {
  let hits = 0;
  const server: Server = createServer((request, response) => {
    hits += 1;
    const url = request.url ?? '';
    let body: unknown = { success: true, count: 0, events: [] };
    if (url === '/v2/basketball/live') {
      body = {
        success: true,
        events: [stringFormEvent(1, 100), { id: 'x', homeTeam: 42 }, stringFormEvent(2, 200)],
      };
    } else if (url === '/v2/basketball/today') {
      // Grouped by tournament, one documented-plausible form of basketball's lists.
      body = {
        tournaments: [{ tournament: { id: 3, name: 'League' }, events: [stringFormEvent(1, 100)] }],
      };
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  harness.onCleanup(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    team: { sport: 'basketball', teamId: 100, name: 'Home 1' },
    hits: () => hits,
  };
}

/** Football's object form, as the interface document describes it. */
const objectFormEvent = (id: number, home: number, goals: number) => ({
  id,
  homeTeam: { id: home, name: `Home ${id}` },
  awayTeam: { id: home + 1, name: `Away ${id}` },
  homeScore: { current: goals, display: goals },
  awayScore: { current: 0, display: 0 },
  status: { code: 7, description: '2nd half', type: 'inprogress' },
  startTimestamp: Math.floor(Date.now() / 1000) - 4_000,
});

/** A service with live lists only: no fixture lists, no socket (its upgrade is never answered). */
async function liveOnlyService(): Promise<
  HandMadeService & {
    setGoals(goals: number): void;
    hits(path: string): number;
  }
> {
  let goals = 1;
  const server = await startOnePathServer({
    '/v2/football/live': () => ({ events: [objectFormEvent(5, 500, goals)] }),
  });
  harness.onCleanup(() => server.close());
  return {
    url: server.url,
    team: { sport: 'football', teamId: 500, name: 'Home 5' },
    setGoals: (next) => (goals = next),
    hits: (path) => server.asked.filter((asked) => asked.startsWith(path)).length,
  };
}

/** An engine against a hand-made service on loopback, following its team, fast intervals. */
function engineAgainst(service: HandMadeService): RunningEngine {
  return harness.engineAgainst(service.url, {
    sessionFollows: [followedTeamSchema.parse(service.team)],
    live: { minPollIntervalMs: 20, maxSleepMs: 20, backoff: { baseMs: 10, capMs: 40 } },
    prefetchCrests: false,
  });
}

describe('odd payloads', () => {
  it('finds and alerts a followed match on a service without fixture lists or socket', async () => {
    const service = await liveOnlyService();
    const { engine, seen } = engineAgainst(service);
    await engine.start();
    await waitFor(
      () => engine.live.followed().some((match) => match.id === 5),
      'the followed match',
    );
    expect(engine.status().transports.football).toBe('polling');
    service.setGoals(2);
    await waitFor(
      () =>
        seen.alerts.some(
          (alert) => alert.kind === 'goal' && alert.score.home === 2 && alert.score.away === 0,
        ),
      'the goal',
    );
    await waitFor(() => service.hits('/v2/football/ws') >= 3, 'several reconnect attempts');
    expect(seen.problems.filter((problem) => problem.code === 'push-down')).toHaveLength(1);
  });

  it('keeps the readable events of a list with a damaged one, and says so once', async () => {
    const service = await oddService();
    const { engine, seen } = engineAgainst(service);
    const problems = seen.problems;
    await engine.start();
    expect(
      engine.live
        .list()
        .map((match) => match.id)
        .sort(),
    ).toEqual([1, 2]);
    expect(engine.live.followed()[0]).toMatchObject({
      home: { id: 100, name: 'Home 1' },
      status: { phase: 'live' },
    });
    const before = service.hits();
    await waitFor(() => service.hits() > before + 5, 'more polls');
    expect(problems.filter((problem) => problem.code === 'unreadable-items')).toHaveLength(1);
    expect(problems[0]!.message).toContain('x');
  });

  it('refetches the live list on a push it cannot read, and applies one it can', async () => {
    const { demo, match, running } = await harness.followLive('football');
    await running.engine.live.whenIdle();
    const lists = requestsTo(demo, '/v2/football/live');
    demo.world.pushRaw('{"kind":"heartbeat"');
    demo.world.pushRaw('{"type":"stats","data":{"possession":[55,45]}}');
    await waitFor(
      () => requestsTo(demo, '/v2/football/live') === lists + 1,
      'one refetch for both',
    );
    await pause(100);
    expect(requestsTo(demo, '/v2/football/live')).toBe(lists + 1);

    // One goal more than shown: a jump of several goals would rightly be told as one summary.
    const shown = running.engine.live.followed()[0]!;
    const goal = (shown.homeScore.current ?? 0) + 1;
    demo.world.pushRaw(
      JSON.stringify([
        {
          id: match.id,
          homeTeam: { id: match.homeTeamId, name: match.homeTeamName },
          awayTeam: { id: match.awayTeamId, name: match.awayTeamName },
          homeScore: { current: goal, display: goal },
          awayScore: { current: shown.awayScore.current, display: shown.awayScore.display },
          status: { code: 7, description: '2nd half', type: 'inprogress' },
        },
      ]),
    );
    await waitFor(
      () => running.engine.live.followed()[0]?.homeScore.display === goal,
      'the pushed score',
    );
    // The goal alert follows once the incidents were asked for its scorer.
    await waitFor(
      () => running.seen.alerts.some((alert) => alert.kind === 'goal' && alert.score.home === goal),
      'the goal alert',
    );
  });
});
