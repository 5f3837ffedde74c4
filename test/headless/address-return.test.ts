// A run at another --base-url and then one back at the first: the first service's records count
// again, as after a plain restart there. What it told is not told again, and a goal it scored while
// the runs read the other service is told, not learnt silently.

import { describe, expect, it } from 'vitest';
import type { DemoService } from '../../electron/demo/demo-service-api';
import { against, isAlert, isType, latestLive, useHeadlessRuns } from './headless-runs';

const KEY = 'sk-user-key-ba5eba11';
const runs = useHeadlessRuns('scoretray-return-');

describe('back at an address after a run at another', () => {
  it("tells the goal scored meanwhile, and nothing told before, from the first service's records", async () => {
    const first = await runs.demo({ apiKey: KEY });
    // Same seed and key: another service with the same match ids.
    const other = await runs.demo({ apiKey: KEY });
    const match = latestLive(first, 'football');
    const at = (demo: DemoService) => against(demo, `football:${match.homeTeamId}`);

    const one = runs.start(at(first), 'node');
    await one.waitForLine(isType('ready'), 'ready at the first service');
    first.world.score('football', match.id, 'home');
    await one.waitForLine(isAlert('goal'), 'the goal at the first service');
    expect(await one.stop('SIGTERM')).toBe(0);

    const two = runs.start(at(other), 'node');
    await two.waitForLine(isType('ready'), 'ready at the other service');
    expect(await two.stop('SIGTERM')).toBe(0);
    first.world.score('football', match.id, 'away');

    const three = runs.start(at(first), 'node');
    const meanwhile = { home: match.home + 1, away: match.away + 1 };
    await three.waitForLine(
      (line) =>
        line.type === 'notification' && JSON.stringify(line.score) === JSON.stringify(meanwhile),
      'the goal scored meanwhile',
    );
    // The goal's scorer may follow as an update of the same alert (update: true): not a second alert.
    const told = three.lines
      .filter((line) => line.type === 'notification' && line.update !== true)
      .map((line) => line.score);
    expect(told).toEqual([meanwhile]);
  }, 60_000);
});
