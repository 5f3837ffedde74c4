// A match page costs six requests: going back and forth between pages must not pay them again each
// time. A live match's page is kept 15 s (the window asks again at most that often while it moves),
// a finished one's a minute. Against the demo over loopback, on its manual clock.

import { describe, expect, it } from 'vitest';
import { readableScore } from '../../../shared/domain';
import { liveMatchOf, requestsTo, useDemoEngines } from './engine-harness';

const harness = useDemoEngines();

describe('a match page', () => {
  it('is asked once per visit burst: kept 15 s while live, a minute once finished', async () => {
    const demo = await harness.startDemo();
    const { engine } = await harness.runEngine(demo);
    const match = liveMatchOf(demo, 'football');
    const page = `/match/${match.id}/incidents`;

    const first = await engine.details.get('football', match.id);
    expect(first.match.status.phase).toBe('live');
    await engine.details.get('football', match.id);
    expect(requestsTo(demo, page)).toBe(1);

    // Live: after 15 s the page is news again, and a goal meanwhile is on it.
    demo.world.score('football', match.id, 'home');
    demo.world.advance(16_000);
    const later = await engine.details.get('football', match.id);
    expect(requestsTo(demo, page)).toBe(2);
    expect(readableScore(later.match).home).toBe((readableScore(first.match).home ?? 0) + 1);

    // Finished: kept a minute, then asked again.
    demo.world.finish('football', match.id);
    demo.world.advance(16_000);
    const ended = await engine.details.get('football', match.id);
    expect(ended.match.status.phase).toBe('finished');
    demo.world.advance(30_000);
    await engine.details.get('football', match.id);
    expect(requestsTo(demo, page)).toBe(3);
    demo.world.advance(31_000);
    await engine.details.get('football', match.id);
    expect(requestsTo(demo, page)).toBe(4);
  });
});
