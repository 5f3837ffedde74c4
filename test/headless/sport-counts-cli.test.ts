// The window's sport switcher from the command line: --sport-counts prints the live matches per
// sport once after the first look, from the service's one counts request.

import { describe, expect, it } from 'vitest';
import { against, isType, latestLive, useHeadlessRuns } from './headless-runs';

const runs = useHeadlessRuns('scoretray-sport-counts-');

describe('headless sport counts', () => {
  it("--sport-counts prints every sport's live matches, asked of the service once", async () => {
    const demo = await runs.demo();
    const followed = latestLive(demo, 'football');
    const cli = runs.start(
      [...against(demo, `football:${followed.homeTeamId}`), '--sport-counts'],
      'node',
    );
    const line = await cli.waitForLine(isType('counts'), 'the counts line', 40_000);
    expect(line.source).toBe('service');
    const counts = line.counts as { sport: string; live: number; total: number | null }[];
    const played = new Set(demo.world.matches().map((match) => match.sport));
    expect(counts.map((count) => count.sport).sort()).toEqual([...played].sort());
    // The followed match is on: football counts at least it, and today's list holds it.
    const football = counts.find((count) => count.sport === 'football');
    expect(football?.live).toBeGreaterThanOrEqual(1);
    expect(football?.total).toBeGreaterThanOrEqual(football?.live ?? 0);
    const asked = demo.log.requests().filter((request) => request.path === '/api/v1/match-counts');
    expect(asked).toHaveLength(1);
    expect(await cli.stop('SIGTERM')).toBe(0);
  }, 90_000);
});
