// The window's day list from the command line: --day prints, after the first look, one `day` line
// per flag with the sport's matches of a local day as the demo service plays them (upcoming with
// kick-off, live with score, finished with result), followed teams first; a malformed day ends
// the run with a clear word and exit code 2.

import { describe, expect, it } from 'vitest';
import { against, isType, latestLive, useHeadlessRuns } from './headless-runs';
import type { CliLine } from './spawn-cli';

const runs = useHeadlessRuns('scoretray-day-');

interface DayMatch {
  matchId: number;
  status: string;
  kickoff: string | null;
  score: { home: number | null; away: number | null } | null;
  followed: boolean;
}

const sectionsOf = (line: CliLine) => line.sections as { section: string; matches: DayMatch[] }[];

/** The local calendar date of an epoch time, YYYY-MM-DD (the run's zone is the test's). */
function localDate(epochMs: number): string {
  const day = new Date(epochMs);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

describe('headless --day', () => {
  it("prints today's matches as the window lists them: followed first, then live, upcoming and finished with their scores", async () => {
    const demo = await runs.demo({ seed: 21, clockMode: 'manual' });
    const ours = latestLive(demo, 'football');
    const cli = runs.start(
      [...against(demo, `football:${ours.homeTeamId}`), '--day', 'football'],
      'node',
    );
    const line = await cli.waitForLine(isType('day'), 'the day line', 60_000);
    expect(line).toMatchObject({ sport: 'football', offset: 0, date: localDate(demo.world.now()) });
    const sections = sectionsOf(line);
    expect(sections[0]!.section).toBe('followed');
    expect(sections[0]!.matches.map((match) => match.matchId)).toContain(ours.id);
    expect(
      sections
        .flatMap((part) => part.matches)
        .every((m) => m.followed === sections[0]!.matches.includes(m)),
    ).toBe(true);

    const order = sections.map((part) => part.section);
    expect(order).toEqual(
      ['followed', 'live', 'upcoming', 'finished', 'other'].filter((name) => order.includes(name)),
    );
    const from = Date.parse(line.from as string);
    const to = Date.parse(line.to as string);
    const world = demo.world
      .matches('football')
      .filter((match) => match.startTimestamp * 1000 >= from && match.startTimestamp * 1000 < to);
    const printed = sections.flatMap((part) => part.matches);
    expect(printed.map((match) => match.matchId).sort()).toEqual(
      expect.arrayContaining(world.map((match) => match.id).sort()),
    );
    for (const played of world) {
      const match = printed.find((candidate) => candidate.matchId === played.id)!;
      expect(match.kickoff).toBe(new Date(played.startTimestamp * 1000).toISOString());
      if (played.phase === 'scheduled') expect(match.score).toBeNull();
      else expect(match.score).toEqual({ home: played.home, away: played.away });
    }
    expect(cli.strayLines).toEqual([]);
    expect(await cli.stop('SIGTERM')).toBe(0);
  }, 90_000);

  it('prints tomorrow and a named date, each its own local day', async () => {
    const demo = await runs.demo({ seed: 21, clockMode: 'manual' });
    const tomorrow = localDate(demo.world.now() + 86_400_000);
    const cli = runs.start(
      [...against(demo), '--day', 'basketball:tomorrow', '--day', `basketball:${tomorrow}`],
      'node',
    );
    await cli.waitForLine(
      (line) => line.type === 'day' && line.offset === null,
      'the named date',
      60_000,
    );
    const [asWord, asDate] = cli.lines.filter(isType('day'));
    expect(asWord).toMatchObject({ offset: 1, date: tomorrow });
    expect(asDate).toMatchObject({ offset: null, date: tomorrow });
    expect(asDate!.sections).toEqual(asWord!.sections);
    const from = Date.parse(asWord!.from as string);
    const to = Date.parse(asWord!.to as string);
    const printed = sectionsOf(asWord!).flatMap((part) => part.matches);
    expect(printed.length).toBeGreaterThan(0);
    for (const match of printed) {
      expect(Date.parse(match.kickoff!)).toBeGreaterThanOrEqual(from);
      expect(Date.parse(match.kickoff!)).toBeLessThan(to);
    }
    expect(await cli.stop('SIGTERM')).toBe(0);
  }, 90_000);

  it('refuses a day that is not a date or one of the words, with exit code 2', async () => {
    await runs.expectRefused(['--demo', '--day', 'football:someday'], '--day takes SPORT or');
    await runs.expectRefused(
      ['--demo', '--day', 'football:2026-02-30'],
      '2026-02-30 is not a date in the calendar',
    );
  }, 30_000);
});
