import { afterEach, describe, expect, it } from 'vitest';
import type { DemoService } from '../../electron/demo/demo-service-api';
import { startTestService } from './demo-test-kit';

let service: DemoService | null = null;
afterEach(async () => {
  await service?.close();
  service = null;
});

describe('the first-try showcase', () => {
  it('suggests teams that are playing now, football first', async () => {
    service = await startTestService();
    const picks = service.suggestedFollows();
    expect(picks.map((pick) => pick.sport)).toEqual(['football', 'football', 'basketball']);
    for (const pick of picks) {
      const match = service.world.matches(pick.sport).find((m) => m.id === pick.matchId)!;
      expect(match.phase).toBe('live');
      expect(match.homeTeamId).toBe(pick.teamId);
      expect(match.homeTeamName).toBe(pick.name);
    }
  });

  it('scores a goal for the first suggested football team soon after start', async () => {
    service = await startTestService({ showcaseGoalAfterMs: 30 });
    const pick = service.suggestedFollows()[0]!;
    const scoreOf = () => service!.world.matches('football').find((m) => m.id === pick.matchId)!;
    const before = scoreOf().home;
    await expect.poll(() => scoreOf().home, { timeout: 5_000 }).toBe(before + 1);
  });

  it('scores nothing when not asked to', async () => {
    service = await startTestService();
    const pick = service.suggestedFollows()[0]!;
    const before = service.world.matches('football').find((m) => m.id === pick.matchId)!;
    // The clock is manual, so nothing but a showcase could change this score.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const after = service.world.matches('football').find((m) => m.id === pick.matchId)!;
    expect(after.home).toBe(before.home);
  });
});
