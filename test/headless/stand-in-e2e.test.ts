// The headless mode end to end against a stand-in service written from the interface document (not
// the demo): an esports series whose map fields come as zeros from the first map, a cycling race
// followed with --follow-tournament (stage start, stage end naming the winner from the stage
// results), and ice hockey under either name the service may use, with the live list at either
// path. Each run starts silent and tells what happened after, once.

import { describe, expect, it } from 'vitest';
import { startStandIn, statusOf } from '../fixtures/stand-in-service';
import { against, isType, useHeadlessRuns } from './headless-runs';
import type { CliLine, RunningCli } from './spawn-cli';

const runs = useHeadlessRuns('scoretray-stand-in-', ['--poll-interval-ms', '50']);

async function standIn(slug: string, livePath: 'live' | 'events/live' | 'api/live' = 'live') {
  const service = await startStandIn({ slug, livePath });
  runs.onCleanup(() => service.close());
  return service;
}

/**
 * What the match itself caused. The reminder before a followed kick-off is left out: these matches
 * start a minute after the run does, so it may come with the first look, and rightly so.
 */
function notices(cli: RunningCli, matchId: number): CliLine[] {
  return cli.lines.filter(
    (line) => line.type === 'notification' && line.matchId === matchId && line.kind !== 'reminder',
  );
}

function notice(cli: RunningCli, matchId: number, kind: string): Promise<CliLine> {
  return cli.waitForLine(
    (line) => line.type === 'notification' && line.matchId === matchId && line.kind === kind,
    `a ${kind} notification`,
  );
}

type Named = [id: number, name: string];

/** An event in the futsal/cycling object form that starts in a minute, soon enough to be watched. */
function upcoming(id: number, home: Named, away: Named, tournament: Named) {
  return {
    id,
    homeTeam: { id: home[0], name: home[1] },
    awayTeam: { id: away[0], name: away[1] },
    homeScore: {},
    awayScore: {},
    status: statusOf('notstarted', 'Not started', 0),
    tournament: { id: tournament[0], name: tournament[1] },
    startTimestamp: Math.floor(Date.now() / 1000) + 60,
  };
}

/** An esports score side with all five map fields, zeros for maps not played (as the service sends). */
function maps(...won: number[]) {
  const fields = [0, 1, 2, 3, 4].map((index) => [`period${index + 1}`, won[index] ?? 0]);
  const total = won.reduce((sum, map) => sum + map, 0);
  return { current: total, display: total, ...Object.fromEntries(fields) };
}

describe('headless against a stand-in service written from the interface', () => {
  it('esports: silent first look, first map, the map end naming who took it, full time; each once', async () => {
    const service = await standIn('esports');
    const series = upcoming(7001, [501, 'Nordic Five'], [502, 'Vale Gaming'], [300, 'Pro Circuit']);
    service.put(series);
    const cli = runs.start(against(service, 'esports:501'));
    await cli.waitForLine(isType('ready'), 'ready');
    expect(notices(cli, 7001)).toEqual([]);

    service.put({
      ...series,
      homeScore: maps(0),
      awayScore: maps(0),
      status: statusOf('inprogress', 'First game', 1001),
    });
    expect((await notice(cli, 7001, 'kickoff')).title).toBe(
      'First map: Nordic Five 0–0 Vale Gaming',
    );
    service.put({
      ...series,
      homeScore: maps(1),
      awayScore: maps(0),
      status: statusOf('inprogress', 'Second game', 1002),
    });
    expect((await notice(cli, 7001, 'period-end')).body).toContain('Map 1 to Nordic Five');
    service.put({
      ...series,
      homeScore: maps(1, 1),
      awayScore: maps(0, 0),
      status: statusOf('finished', 'Ended', 100),
    });
    expect((await notice(cli, 7001, 'fulltime')).title).toMatch(/Nordic Five won/);
    const kinds = notices(cli, 7001).map((line) => line.kind);
    expect(kinds.filter((kind) => kind === 'kickoff' || kind === 'fulltime')).toEqual([
      'kickoff',
      'fulltime',
    ]);
    expect(kinds).not.toContain('summary');
    // The second map may be told as it ends with the series; the first map's end only once.
    const mapEnds = notices(cli, 7001)
      .filter((line) => line.kind === 'period-end')
      .map((line) => String(line.body));
    expect(mapEnds.filter((body) => body.includes('Map 1 to Nordic Five'))).toHaveLength(1);
    expect(new Set(mapEnds).size).toBe(mapEnds.length);
  }, 60_000);

  it('cycling followed with --follow-tournament: silent first look, race start, stage end naming the winner', async () => {
    const service = await standIn('cycling');
    // The cycling form: the stage label in the home name, no away side, ids 0.
    const stage = {
      ...upcoming(8101, [0, 'Stage 3 - Ridgeford > Lowmoor'], [0, ''], [9001, 'Tour of the Hills']),
      season: { name: 'Stage 3' },
    };
    service.put(stage);
    const cli = runs.start([...against(service), '--follow-tournament', 'cycling:9001']);
    await cli.waitForLine(isType('ready'), 'ready');
    expect(notices(cli, 8101)).toEqual([]);

    service.put({ ...stage, status: statusOf('inprogress', 'In Progress', 6) });
    const start = await notice(cli, 8101, 'kickoff');
    expect(start).toMatchObject({ sport: 'cycling', teamId: 0 });
    expect(start.title).toBe('Race start: Stage 3 - Ridgeford > Lowmoor');

    service.scores(8101, {
      results: [
        { position: 2, rider: { name: 'Tom Weller' }, team: { name: 'Ardent' }, gap: 12 },
        { position: 1, rider: { name: 'Ida Brenner' }, team: { name: 'Polar' }, time: 15_153 },
      ],
    });
    service.put({ ...stage, status: statusOf('finished', 'Ended', 100) });
    // The end is shown at once; the winner, read from the stage results, comes as its update.
    const end = await notice(cli, 8101, 'fulltime');
    expect(end.body).toBe('Tour of the Hills');
    const named = await cli.waitForLine(
      (line) => line.type === 'notification' && line.id === end.id && line.update === true,
      'the stage end, updated with its winner',
    );
    expect(named.body).toBe('Won by Ida Brenner (Polar) · 4:12:33 · Tour of the Hills');
    expect(notices(cli, 8101).map((line) => line.kind)).toEqual(['kickoff', 'fulltime', 'fulltime']);
  }, 60_000);

  it.each([
    { slug: 'hockey', livePath: 'events/live', follow: 'ice-hockey:40' },
    { slug: 'ice-hockey', livePath: 'live', follow: 'hockey:40' },
    { slug: 'ice-hockey', livePath: 'api/live', follow: 'ice-hockey:40' },
  ] as const)(
    'ice hockey served as $slug with the live list at /$livePath, followed as $follow: a goal once',
    async ({ slug, livePath, follow }) => {
      const service = await standIn(slug, livePath);
      const game = {
        id: 9301,
        homeTeam: { id: 40, name: 'Frostvale Wolves' },
        awayTeam: { id: 41, name: 'Harbor Seals' },
        homeScore: { current: 1, display: 1, period1: 1 },
        awayScore: { current: 0, display: 0, period1: 0 },
        status: statusOf('inprogress', '1st period', 1),
        tournament: { id: 12, name: 'Northern League' },
        startTimestamp: Math.floor(Date.now() / 1000) - 600,
      };
      service.put(game);
      const cli = runs.start(against(service, follow));
      await cli.waitForLine(isType('ready'), 'ready');
      await cli.waitForLine((line) => line.type === 'score' && line.matchId === 9301, 'a score');
      expect(notices(cli, 9301)).toEqual([]);

      service.put({
        ...game,
        homeScore: { current: 2, display: 2, period1: 2 },
        status: statusOf('inprogress', '1st period', 1),
      });
      const goal = await notice(cli, 9301, 'goal');
      expect(goal).toMatchObject({ sport: 'ice-hockey', teamId: 40, score: { home: 2, away: 0 } });
      expect(goal.title).toBe('GOAL for Frostvale Wolves! Frostvale Wolves 2–0 Harbor Seals');
      expect(service.asked).toContain(`/v2/${slug}/${livePath}`);
      expect(notices(cli, 9301)).toHaveLength(1);
    },
    60_000,
  );
});
