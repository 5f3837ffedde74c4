// A flood of pushed messages about match ids nobody has heard of, while the socket's heartbeat goes
// on: the engine keeps its socket (no false half-open reconnect), the window does not fill with
// thousands of phantom matches, and the followed match's goal is still told.

import { describe, expect, it } from 'vitest';
import { newMatchMessage } from '../../fixtures/hostile-bodies';
import {
  followHome,
  goalAlertsAt,
  liveMatchOf,
  requestsTo,
  useDemoEngines,
  waitFor,
  waitForState,
} from './engine-harness';

const harness = useDemoEngines();

/** Far above any real football live list, yet a fraction of the flood. */
const FLOOD_MESSAGES = 20_000;
const BURST = 250;

describe('a flood of new match ids on the push channel', () => {
  it('keeps the socket, stays bounded and still tells the followed goal', async () => {
    const demo = await harness.startDemo();
    const match = liveMatchOf(demo, 'football');
    const running = harness.startEngine(demo, { follows: [followHome(match)] });
    await running.engine.start();
    await waitForState(running.seen, 'connected');
    const listed = running.engine.live.list().length;
    const connects = requestsTo(demo, '/football/ws');
    const statusesBefore = running.seen.statuses.length;

    // Bursts with a turn of the event loop between them, so pings and pongs go on meanwhile.
    for (let sent = 0; sent < FLOOD_MESSAGES; sent += BURST) {
      for (let i = 0; i < BURST; i++) demo.world.pushRaw(newMatchMessage(900_000 + sent + i));
      await new Promise((resolve) => setImmediate(resolve));
    }
    demo.world.score('football', match.id, 'home');
    await waitFor(
      () => goalAlertsAt(running.seen, match.id, match.home + 1, match.away).length > 0,
      'the followed goal after the flood',
    );

    const problems = running.seen.problems.map((problem) => problem.message);
    expect(requestsTo(demo, '/football/ws'), problems.join('; ')).toBe(connects);
    expect(running.seen.problems.filter((p) => p.message.includes('half-open'))).toEqual([]);
    const since = running.seen.statuses.slice(statusesBefore).map((status) => status.state);
    expect(since.filter((state) => state !== 'connected')).toEqual([]);
    // Unknown matches beyond a small allowance wait for the live list to vouch for them.
    expect(running.engine.live.list().length).toBeLessThan(listed + 500);
  }, 120_000);
});
