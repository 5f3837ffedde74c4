// The watchlist's answers from the command line: --watchlist prints a `watchlist` line per followed
// team (next match with opponent, competition, kick-off and channels; last result with won/drew/lost;
// form; table place) as the demo service tells them, null where it tells nothing, and a new line
// for a team once its answers change (a followed match ends).

import { describe, expect, it } from 'vitest';
import { startDemoWithGaps, without } from '../fixtures/demo-with-gaps';
import { fetchJson, teamWithHistory } from '../core/engine/engine-harness';
import { against, latestLive, useHeadlessRuns, type HeadlessRuns } from './headless-runs';
import type { CliLine } from './spawn-cli';
import type { DemoService } from '../../electron/demo/demo-service-api';

const runs = useHeadlessRuns('scoretray-watchlist-');

const GHOST = 987_654;

const watchlistOf = (teamId: number) => (line: CliLine) =>
  line.type === 'watchlist' && (line.team as { id: number }).id === teamId;

/** "3rd · 12 pts" as an English reader writes a table place. */
function placeText(position: number, points: number): string {
  const suffix = { one: 'st', two: 'nd', few: 'rd', other: 'th', zero: 'th', many: 'th' }[
    new Intl.PluralRules('en', { type: 'ordinal' }).select(position)
  ];
  return `${position}${suffix} · ${points} ${points === 1 ? 'pt' : 'pts'}`;
}

function startWatching(runs: HeadlessRuns, demo: DemoService, follows: string[]) {
  return runs.start(
    [...against(demo, ...follows), '--watchlist', '--language', 'en', '--poll-interval-ms', '200'],
    'node',
  );
}

describe('headless --watchlist', () => {
  it("prints each followed team's next match, last result, form and table place; null where unknown", async () => {
    const demo = await runs.demo({ seed: 21, clockMode: 'manual' });
    const team = teamWithHistory(demo, 'football');
    const next = team.next!;
    const cli = startWatching(runs, demo, [`football:${team.teamId}`, `football:${GHOST}`]);
    const line = await cli.waitForLine(watchlistOf(team.teamId), 'our team', 60_000);
    const home = next.homeTeamId === team.teamId;
    const { channels } = await fetchJson<{ channels: { name: string }[] }>(
      demo,
      `football/match/${next.id}/channels`,
    );
    expect(line.next).toEqual({
      matchId: next.id,
      opponent: home
        ? { id: next.awayTeamId, name: next.awayTeamName }
        : { id: next.homeTeamId, name: next.homeTeamName },
      home,
      competition: expect.any(String),
      kickoff: new Date(next.startTimestamp * 1000).toISOString(),
      channels: channels.length > 0 ? channels.map((channel) => channel.name) : null,
    });
    const ours = team.last.homeTeamId === team.teamId;
    // Who won as the service says it (1 home, 2 away, 3 a draw): a cup match level after extra
    // time is still won or lost on penalties, so the goals alone cannot tell.
    const { event: lastServed } = await fetchJson<{ event: { winnerCode?: number } }>(
      demo,
      `football/match/${team.last.id}`,
    );
    const ourCode = ours ? 1 : 2;
    expect(line.last).toMatchObject({
      matchId: team.last.id,
      score: { home: team.last.home, away: team.last.away },
      outcome:
        lastServed.winnerCode === 3 ? 'drew' : lastServed.winnerCode === ourCode ? 'won' : 'lost',
    });
    const form = line.form as string[];
    expect(form[0]).toBe((line.last as { outcome: string }).outcome);
    expect(form.length).toBeGreaterThan(0);
    expect(form.length).toBeLessThanOrEqual(5);
    expect((line.team as { name: string }).name).toBe(
      ours ? team.last.homeTeamName : team.last.awayTeamName,
    );

    const table = line.table as {
      competition: { tournamentId: number; seasonId: number };
      position: number;
      points: number;
      text: string;
    };
    const { standings } = await fetchJson<{
      standings: { rows: { position: number; points: number; team: { id: number } }[] }[];
    }>(
      demo,
      `football/tournament/${table.competition.tournamentId}/season/${table.competition.seasonId}/standings?type=total`,
    );
    const row = standings[0]!.rows.find((candidate) => candidate.team.id === team.teamId)!;
    expect(table).toMatchObject({ position: row.position, points: row.points });
    expect(table.text).toBe(placeText(row.position, row.points));

    // A team the service does not know: every answer "not available", none made up.
    const ghost = await cli.waitForLine(watchlistOf(GHOST), 'the unknown team', 30_000);
    expect(ghost).toEqual({
      type: 'watchlist',
      sport: 'football',
      team: { id: GHOST, name: null },
      next: null,
      last: null,
      form: [],
      table: null,
    });
    expect(cli.strayLines).toEqual([]);
    expect(await cli.stop('SIGTERM')).toBe(0);
  }, 90_000);

  it('a competition without a table gives no place, while the matches still show', async () => {
    const demo = await runs.demo({ seed: 21, clockMode: 'manual' });
    const gaps = await startDemoWithGaps(demo, without(/\/standings$/));
    runs.onCleanup(() => gaps.close());
    const team = teamWithHistory(demo, 'basketball');
    const cli = startWatching(runs, gaps.demo, [`basketball:${team.teamId}`]);
    const line = await cli.waitForLine(watchlistOf(team.teamId), 'the watchlist line', 60_000);
    expect(line.table).toBeNull();
    expect((line.last as { matchId: number }).matchId).toBe(team.last.id);
    expect(gaps.asked.some((path) => path.endsWith('/standings'))).toBe(true);
    expect(await cli.stop('SIGTERM')).toBe(0);
  }, 90_000);

  it("prints a team's line again once a match of its has ended, and never the same line twice", async () => {
    const demo = await runs.demo({ seed: 21, clockMode: 'manual' });
    const playing = latestLive(demo, 'basketball');
    const cli = startWatching(runs, demo, [`basketball:${playing.homeTeamId}`]);
    const first = await cli.waitForLine(watchlistOf(playing.homeTeamId), 'the first line', 60_000);
    expect((first.last as { matchId: number } | null)?.matchId).not.toBe(playing.id);
    // The match is on; the world plays it to its end.
    while (demo.world.matches('basketball').find((m) => m.id === playing.id)?.phase !== 'finished')
      demo.world.advance(5 * 60_000);
    const after = await cli.waitForLine(
      (line) =>
        watchlistOf(playing.homeTeamId)(line) &&
        (line.last as { matchId: number } | null)?.matchId === playing.id,
      'the line with the match just ended as the last result',
      60_000,
    );
    const final = demo.world.matches('basketball').find((m) => m.id === playing.id)!;
    expect(after.last).toMatchObject({
      score: { home: final.home, away: final.away },
      outcome: final.home > final.away ? 'won' : final.home < final.away ? 'lost' : 'drew',
    });
    expect((after.form as string[])[0]).toBe((after.last as { outcome: string }).outcome);
    const printed = cli.lines.filter(watchlistOf(playing.homeTeamId)).map((l) => JSON.stringify(l));
    printed.forEach((text, index) => expect(text).not.toBe(printed[index - 1]));
    expect(await cli.stop('SIGTERM')).toBe(0);
  }, 120_000);
});
