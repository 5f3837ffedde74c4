// The match centre's parts cost few requests: each is kept by sense (the progression a minute,
// highlights ten minutes), asked again only once that has passed, and an endpoint the service does
// not have for the match is asked once an hour, not at every look. Against the demo over loopback.

import { describe, expect, it } from 'vitest';
import { liveMatchOf, requestsTo, useDemoEngines } from './engine-harness';

const harness = useDemoEngines();

describe('match centre parts', () => {
  it('are kept by sense, and a missing endpoint is not asked again within the hour', async () => {
    const demo = await harness.startDemo();
    const { engine } = await harness.runEngine(demo);
    const football = liveMatchOf(demo, 'football');
    const graph = `/match/${football.id}/graph`;
    const highlights = `/match/${football.id}/highlights`;

    const first = await engine.centre.read('football', football.id, ['progression', 'highlights']);
    expect(first.progression?.length).toBeGreaterThan(0);
    await engine.centre.read('football', football.id, ['progression', 'highlights']);
    expect([requestsTo(demo, graph), requestsTo(demo, highlights)]).toEqual([1, 1]);

    demo.world.advance(61_000);
    await engine.centre.read('football', football.id, ['progression', 'highlights']);
    expect([requestsTo(demo, graph), requestsTo(demo, highlights)]).toEqual([2, 1]);

    // Tennis has no scoring progression at the demo (404): none, and kept as none.
    const tennis = liveMatchOf(demo, 'tennis');
    const none = await engine.centre.read('tennis', tennis.id, ['progression']);
    expect(none).toEqual({ progression: null });
    demo.world.advance(5 * 60_000);
    await engine.centre.read('tennis', tennis.id, ['progression']);
    expect(requestsTo(demo, `/match/${tennis.id}/graph`)).toBe(1);
  });
});
