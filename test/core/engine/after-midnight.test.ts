// An engine started after midnight UTC while a followed match that kicked off the evening before is
// still being played: today's list does not hold it, so yesterday's is asked too, and the match is
// followed live (its goal told) as it would have been by an engine running since the evening.

import { describe, expect, it } from 'vitest';
import { followHome, goalAlertsAt, useDemoEngines, waitFor } from './engine-harness';

const harness = useDemoEngines();

const MIDNIGHT = Date.UTC(2026, 8, 30, 0, 0);

describe('after midnight UTC', () => {
  it('follows a match that began the evening before and is still on: its score, then its goal', async () => {
    const demo = await harness.startDemo({ startAt: MIDNIGHT + 40 * 60_000 });
    const late = demo.world
      .matches('football')
      .find((match) => match.phase === 'live' && match.startTimestamp * 1000 < MIDNIGHT);
    if (!late) throw new Error('the demo world has no football match on from before midnight');
    const running = await harness.runEngine(demo, { follows: [followHome(late)] });
    await waitFor(
      () => running.engine.live.followed().some((match) => match.id === late.id),
      'the late match followed',
    );
    const before = running.engine.live.followed().find((match) => match.id === late.id)!;
    expect(before.status.phase).toBe('live');
    expect(demo.log.requests().map((request) => request.path)).toContain(
      '/v2/football/schedule/2026-09-29',
    );

    demo.world.score('football', late.id, 'home');
    const home = (before.homeScore.current ?? 0) + 1;
    const away = before.awayScore.current ?? 0;
    await waitFor(
      () => goalAlertsAt(running.seen, late.id, home, away).length > 0,
      'the late match goal told',
    );
  });

  it('asks yesterday once, and not at all later in the day', async () => {
    const early = await harness.startDemo({ startAt: MIDNIGHT + 60 * 60_000 });
    const late = early.world.matches('football').find((match) => match.phase === 'live')!;
    const running = await harness.runEngine(early, { follows: [followHome(late)] });
    await running.engine.live.whenIdle();
    const yesterday = (paths: string[]) =>
      paths.filter((path) => path === '/v2/football/schedule/2026-09-29');
    expect(yesterday(early.log.requests().map((request) => request.path))).toHaveLength(1);

    const afternoon = await harness.startDemo({ startAt: MIDNIGHT + 15 * 3_600_000 });
    const on = afternoon.world.matches('football').find((match) => match.phase === 'live')!;
    const later = await harness.runEngine(afternoon, { follows: [followHome(on)] });
    await later.engine.live.whenIdle();
    expect(yesterday(afternoon.log.requests().map((request) => request.path))).toHaveLength(0);
  });
});
