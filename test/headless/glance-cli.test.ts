// The tray glance from the command line: --glance prints a `glance` line after the first look (the
// followed live match the tray shows, why, and the others) and again when a goal takes the glance.

import { describe, expect, it } from 'vitest';
import { against, isType, latestLive, useHeadlessRuns } from './headless-runs';
import type { CliLine } from './spawn-cli';

const runs = useHeadlessRuns('scoretray-glance-');

interface Shown {
  sport: string;
  matchId: number;
  reason: string;
  code: string;
  side: string | null;
  lead: string | null;
  score: { mine: number | null; theirs: number | null };
  text: string;
}
const shownOf = (line: CliLine) => line.shown as Shown | null;

describe('headless --glance', () => {
  it('prints which followed live match the tray shows, and moves it to a match that scores', async () => {
    const demo = await runs.demo({ seed: 21, clockMode: 'manual' });
    const football = latestLive(demo, 'football');
    const basketball = latestLive(demo, 'basketball');
    const cli = runs.start(
      [
        ...against(demo, `football:${football.awayTeamId}`, `basketball:${basketball.homeTeamId}`),
        '--poll-interval-ms',
        '200',
        '--glance',
      ],
      'node',
    );
    const both = await cli.waitForLine(
      (line) => isType('glance')(line) && (line.others as unknown[]).length === 1,
      'a glance of both followed matches',
      60_000,
    );
    const ids = [shownOf(both)?.matchId, (both.others as { matchId: number }[])[0]?.matchId];
    expect(ids.sort()).toEqual([football.id, basketball.id].sort());

    // A goal against the followed away side: the football takes the glance, from that side.
    demo.world.score('football', football.id, 'home');
    const goal = await cli.waitForLine(
      (line) =>
        isType('glance')(line) &&
        shownOf(line)?.matchId === football.id &&
        shownOf(line)?.reason === 'scored',
      'the goal in the glance',
      60_000,
    );
    const shown = shownOf(goal)!;
    expect(shown.side).toBe('away');
    expect(shown.score).toEqual({ mine: football.away, theirs: football.home + 1 });
    expect(shown.lead).toBe(
      football.away > football.home + 1
        ? 'ahead'
        : football.away < football.home + 1
          ? 'behind'
          : 'level',
    );
    expect(shown.text).toContain(`${football.home + 1}–${football.away}`);
    expect(cli.strayLines).toEqual([]);
    expect(await cli.stop('SIGTERM')).toBe(0);
  }, 90_000);
});
