// The fan's day on bad input, against the demo behind a stand-in that answers the table and the
// bracket oddly: a table without rows or without figures, a cup's bracket without rounds. The watchlist
// and the table view say "not available" (null), never a made-up place or points, and never crash.

import { describe, expect, it } from 'vitest';
import { startDemoWithGaps, type GapAnswer } from '../../fixtures/demo-with-gaps';
import { competition, teamWithHistory, useDemoEngines } from './engine-harness';

const harness = useDemoEngines();

/** An engine following a basketball team, on the demo behind a stand-in answering as told. */
async function engineWithOdd(answerFor: (teamId: number) => GapAnswer) {
  const demo = await harness.startDemo();
  const team = teamWithHistory(demo, 'basketball');
  const answer = answerFor(team.teamId);
  const gaps = await startDemoWithGaps(demo, answer);
  harness.onCleanup(() => gaps.close());
  const running = await harness.runEngine(gaps.demo, { follows: [team.follow] });
  return { team, running };
}

const odd =
  (pattern: RegExp, body: unknown): GapAnswer =>
  (path) =>
    pattern.test(path) ? { status: 200, body } : null;

describe("the fan's day on bad input", () => {
  it.each([
    ['no tables', { standings: [] }],
    ['rows without teams', { standings: [{ type: 'total', rows: [{ points: 3 }, 'x'] }] }],
    ['no list at all', { message: 'nope' }],
  ])('a table with %s is not available: no place, no points', async (_what, body) => {
    const { team, running } = await engineWithOdd(() => odd(/\/standings$/, body));
    const [overview] = await running.engine.fans.overviews();
    expect(overview!.last?.id).toBe(team.last.id);
    expect(overview!.standing).toBeNull();
    const tables = await running.engine.fans.tables(overview!.competition!);
    expect(tables.standings).toBeNull();
  });

  it('a row that names the team without place or points gives neither, not a guess', async () => {
    const { running } = await engineWithOdd((teamId) =>
      odd(/\/standings$/, {
        standings: [{ type: 'total', rows: [{ team: { id: teamId, name: 'Ours' } }] }],
      }),
    );
    const [overview] = await running.engine.fans.overviews();
    expect(overview!.standing).toEqual({ position: null, points: null });
  });

  // On a cup the demo draws a bracket for, so "not available" can only come from the odd answer.
  it.each([
    ['no rounds', { cupTrees: [{ rounds: [] }] }],
    ['rounds without matches', { cupTrees: [{ rounds: [{ description: 'Final' }] }] }],
    ['no tree at all', { cupTrees: [{}] }],
  ])('a bracket with %s is not available', async (_what, body) => {
    const demo = await harness.startDemo();
    const gaps = await startDemoWithGaps(demo, odd(/\/knockout$/, body));
    harness.onCleanup(() => gaps.close());
    const running = await harness.runEngine(gaps.demo);
    const cup = await competition(demo, 'Crown Cup');
    const tables = await running.engine.fans.tables(cup);
    expect(tables.bracket).toBeNull();
  });
});
