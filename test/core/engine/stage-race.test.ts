// A cycling race followed as a competition, against the demo service: the stages under way at the
// first look are silent, a stage that starts says "Race start", and a stage that ends names its
// winner from the stage results (/match/{id}/scores) the demo serves. The match page of a stage
// carries the same results.

import { describe, expect, it } from 'vitest';
import type { DemoMatchSummary, DemoService } from '../../../electron/demo/demo-service-api';
import type { Alert } from '../../../shared/domain';
import { followedCompetitionSchema, type FollowedCompetition } from '../../../shared/settings';
import { fetchJson, useDemoEngines, waitFor, type RunningEngine } from './engine-harness';

const harness = useDemoEngines();

/** The demo's own stage results, as a fan's app would read them off the service. */
async function winnerOf(demo: DemoService, stageId: number): Promise<string> {
  // The real form: the rider in `team`, the rider's team in its `parentTeam`.
  const body = await fetchJson<{ results: { team: { name: string } }[] }>(
    demo,
    `cycling/match/${stageId}/scores`,
  );
  const first = body.results[0];
  if (!first) throw new Error(`stage ${stageId} has no results`);
  return first.team.name;
}

function raceOf(demo: DemoService): { live: DemoMatchSummary; next: DemoMatchSummary } {
  const stages = demo.world.matches('cycling');
  const live = stages.find((stage) => stage.phase === 'live');
  const next = stages.find(
    (stage) => stage.phase === 'scheduled' && stage.tournamentId === live?.tournamentId,
  );
  if (!live || !next) throw new Error('the demo world has no race with a live and a next stage');
  return { live, next };
}

function raceFollowed(live: DemoMatchSummary): FollowedCompetition {
  return followedCompetitionSchema.parse({
    sport: 'cycling',
    tournamentId: live.tournamentId,
    name: 'The race',
  });
}

/** Ends the stage on the demo and returns the alert the engine told for it. */
/** The stage's end, once its update names the winner (`named`: how the words name one). */
async function stageEnd(
  demo: DemoService,
  running: RunningEngine,
  stageId: number,
  named = /^Won by /,
): Promise<Alert> {
  demo.world.finish('cycling', stageId);
  const end = () => running.seen.alerts.find((a) => a.matchId === stageId && a.kind === 'fulltime');
  await waitFor(() => named.test(end()?.body ?? ''), 'the live stage ends, its winner named');
  return end()!;
}

describe('a race followed as a competition', () => {
  it('first look silent, the start of a stage, and its end naming the winner from the stage results', async () => {
    const demo = await harness.startDemo();
    const { live, next } = raceOf(demo);
    const race = raceFollowed(live);
    const running = harness.startEngine(demo, { options: { sessionCompetitions: [race] } });
    await running.engine.start();
    await running.engine.live.whenIdle();
    expect(running.seen.alerts).toEqual([]);

    demo.world.kickOff('cycling', next.id);
    await waitFor(
      () => running.seen.alerts.some((a) => a.matchId === next.id && a.kind === 'kickoff'),
      'the next stage starts',
    );
    const start = running.seen.alerts.find((a) => a.matchId === next.id)!;
    expect(start.title).toMatch(/^Race start: /);
    expect(start).toMatchObject({ teamId: 0, competitionId: live.tournamentId });

    const end = await stageEnd(demo, running, live.id);
    const winner = await winnerOf(demo, live.id);
    expect(end.body).toMatch(new RegExp(`^Won by ${winner} \\(.+\\) · \\d+:\\d\\d:\\d\\d · `));
    expect(end).toMatchObject({ teamId: 0, competitionId: live.tournamentId });
    // Each once, and nothing else.
    expect(running.seen.alerts.map((a) => `${a.matchId}:${a.kind}`)).toEqual([
      `${next.id}:kickoff`,
      `${live.id}:fulltime`,
    ]);

    const page = await running.engine.details.get('cycling', live.id);
    expect(page.stageResults?.[0]).toMatchObject({ position: 1, name: winner, gap: null });
    expect(page.stageResults?.[1]?.gap).toMatch(/^\+\d+:\d\d$/);
  });

  it('under a language override for the run, the stage end names its winner in that language', async () => {
    const demo = await harness.startDemo();
    const { live } = raceOf(demo);
    const race = raceFollowed(live);
    const running = harness.startEngine(demo, {
      options: { sessionCompetitions: [race], alertOverrides: { language: 'de' } },
    });
    await running.engine.start();
    await running.engine.live.whenIdle();

    const end = await stageEnd(demo, running, live.id, /^Sieger: /);
    const winner = await winnerOf(demo, live.id);
    expect(end.body).toMatch(new RegExp(`^Sieger: ${winner} \\(.+\\) · \\d+:\\d\\d:\\d\\d · `));
  });

  it('a stage under way has no results yet: its page says so with an empty list, not an error', async () => {
    const demo = await harness.startDemo();
    const { live } = raceOf(demo);
    const running = harness.startEngine(demo);
    await running.engine.start();
    const page = await running.engine.details.get('cycling', live.id);
    expect(page.match.isStage).toBe(true);
    expect(page.stageResults).toEqual([]);
  });
});
