import { describe, expect, it } from 'vitest';
import { followedTeamSchema } from '../../../shared/settings';
import { followHome, goalAlertsAt, liveMatchOf, useDemoEngines, waitFor } from './engine-harness';

const harness = useDemoEngines();

describe("the demo's suggested follows", () => {
  it('alert a goal of a suggested team while the user follows nobody', async () => {
    const demo = await harness.startDemo();
    const suggested = demo
      .suggestedFollows()
      .map(({ sport, teamId, name }) => followedTeamSchema.parse({ sport, teamId, name }));
    const pick = demo.suggestedFollows()[0]!;
    const running = await harness.runEngine(demo, { suggestedFollows: suggested });
    expect(running.engine.settings.get().follows).toEqual([]);

    demo.world.score('football', pick.matchId, 'home');
    const match = demo.world.matches('football').find((m) => m.id === pick.matchId)!;
    await waitFor(
      () => goalAlertsAt(running.seen, pick.matchId, match.home, match.away).length === 1,
      'the goal of the suggested team',
    );
    expect((await running.engine.fans.watchlist()).map((entry) => entry.team.teamId)).toContain(
      pick.teamId,
    );
  });

  it('give way as soon as the user follows a team of their own', async () => {
    const demo = await harness.startDemo();
    const pick = demo.suggestedFollows()[0]!;
    const suggested = [followedTeamSchema.parse({ ...pick })];
    const running = await harness.runEngine(demo, { suggestedFollows: suggested });

    const own = liveMatchOf(demo, 'basketball');
    running.engine.settings.follow(followHome(own));
    const watchlist = await running.engine.fans.watchlist();
    expect(watchlist.map((entry) => entry.team.teamId)).toEqual([own.homeTeamId]);

    demo.world.score('football', pick.matchId, 'home');
    demo.world.score('basketball', own.id, 'home');
    // The user's own team is heard from; the suggested one no longer is.
    await waitFor(
      () => running.seen.scores.some((match) => match.id === own.id),
      "the user's own team",
    );
    await running.engine.live.whenIdle();
    expect(running.seen.alerts.filter((alert) => alert.matchId === pick.matchId)).toEqual([]);
  });
});
