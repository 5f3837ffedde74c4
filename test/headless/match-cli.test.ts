// The match page from the command line: --match prints, after the first look, one `match` line per
// asked match with what its page holds. Checked against the demo service's own answers: the scorer
// is in the line-ups, a live match carries no pre-match forecast (it would contradict the score),
// a match to come carries it marked live false with its team news; an unknown id gives an error
// line and the line with every field null.

import { describe, expect, it } from 'vitest';
import { fetchJson } from '../core/engine/engine-harness';
import { against, isType, useHeadlessRuns, viewLines } from './headless-runs';

const runs = useHeadlessRuns('scoretray-match-');

interface LineupPlayerLine {
  id: number | null;
  name: string;
  rating: number | null;
}

describe('headless --match', () => {
  it('prints a live match with its scorer in the line-ups and no forecast, and a match to come with its forecast and team news', async () => {
    const demo = await runs.demo({ seed: 21, clockMode: 'manual' });
    const live = demo.world
      .matches('football')
      .filter((match) => match.phase === 'live' && match.home + match.away > 0)
      .sort((a, b) => b.startTimestamp - a.startTimestamp)[0]!;
    const upcoming = demo.world
      .matches('football')
      .filter((match) => match.phase === 'scheduled')
      .sort((a, b) => a.startTimestamp - b.startTimestamp)[0]!;
    const rallies = demo.world
      .matches('badminton')
      .filter((match) => match.phase === 'live')
      .sort((a, b) => a.startTimestamp - b.startTimestamp)[0]!;
    const cli = runs.start(
      [
        ...against(demo),
        '--match',
        `football:${live.id}`,
        '--match',
        `football:${upcoming.id}`,
        '--match',
        `badminton:${rallies.id}`,
      ],
      'node',
    );
    const [first, second, third] = await viewLines(cli, 'match', 3);
    expect(first).toMatchObject({
      sport: 'football',
      matchId: live.id,
      home: { id: live.homeTeamId, name: live.homeTeamName },
      away: { id: live.awayTeamId, name: live.awayTeamName },
      score: { home: live.home, away: live.away },
      status: 'live',
      winProbability: null,
    });
    expect(first!.clock).toMatch(/^\d+/);
    const goals = (first!.incidents as { kind: string; player: string | null }[]).filter(
      (incident) => incident.kind === 'goal',
    );
    expect(goals).toHaveLength(live.home + live.away);
    const lineups = first!.lineups as Record<
      'home' | 'away',
      { formation: string | null; players: LineupPlayerLine[] }
    >;
    expect(lineups.home.formation).toBe('4-3-3');
    const playing = [...lineups.home.players, ...lineups.away.players];
    for (const goal of goals) expect(playing.map((player) => player.name)).toContain(goal.player);
    expect(playing.every((player) => player.id !== null && player.rating !== null)).toBe(true);
    // Each scorer's goals in the player figures are the goals the incidents give them.
    const figures = first!.playerStatistics as { name: string; goals: number; rating: number }[];
    for (const goal of goals)
      expect(figures.find((player) => player.name === goal.player)?.goals).toBe(
        goals.filter((other) => other.player === goal.player).length,
      );
    const momentum = first!.momentum as { minute: number; value: number }[];
    expect(momentum.length).toBeGreaterThan(0);
    const highlights = first!.highlights as { title: string; url: string }[];
    expect(highlights).toHaveLength(goals.length);
    expect(highlights.every((item) => item.url.startsWith('https://'))).toBe(true);

    const { event } = await fetchJson<{ event: { venue: { name: string } } }>(
      demo,
      `football/match/${upcoming.id}`,
    );
    expect(second).toMatchObject({
      matchId: upcoming.id,
      status: 'scheduled',
      score: null,
      clock: null,
      winProbability: { live: false },
    });
    const news = second!.teamNews as {
      venue: string;
      referee: string | null;
      managers: { home: string; away: string };
      missingPlayers: { name: string }[];
    };
    expect(news.venue).toContain(event.venue.name);
    expect(news.referee).toEqual(expect.any(String));
    expect(news.managers.home).toEqual(expect.any(String));
    // Whoever is missing is in neither line-up.
    const { home, away } = await fetchJson<{
      home: { players: { player: { name: string } }[] };
      away: { players: { player: { name: string } }[] };
    }>(demo, `football/match/${upcoming.id}/lineups`);
    const named = [...home.players, ...away.players].map((entry) => entry.player.name);
    for (const player of news.missingPlayers) expect(named).not.toContain(player.name);
    const form = second!.form as { home: { form: string[] }; away: { form: string[] } };
    expect(form.home.form.every((result) => /^[WDL]$/.test(result))).toBe(true);
    // A streak agrees with the form it is read from: "Wins 3" ends the form in three wins.
    const streaks = (second!.streaks ?? []) as {
      name: string;
      value: string;
      team: 'home' | 'away';
    }[];
    for (const streak of streaks.filter((item) => item.name === 'Wins'))
      expect(form[streak.team].form.slice(-Number(streak.value))).toEqual(
        Array.from({ length: Number(streak.value) }, () => 'W'),
      );

    // Badminton rally by rally: each game's last rally leaves the score the match shows, and a
    // sport of one player a side has no line-ups.
    expect(third!.lineups).toBeNull();
    const { event: played } = await fetchJson<{
      event: { homeScore: Record<string, number>; awayScore: Record<string, number> };
    }>(demo, `badminton/match/${rallies.id}`);
    const games = third!.pointByPoint as {
      game: number;
      points: { home: number; away: number }[];
    }[];
    expect(games.length).toBeGreaterThan(0);
    for (const game of games) {
      const last = game.points.at(-1)!;
      expect([last.home, last.away]).toEqual([
        played.homeScore[`period${game.game}`],
        played.awayScore[`period${game.game}`],
      ]);
    }
    expect(cli.strayLines).toEqual([]);
    expect(await cli.stop('SIGTERM')).toBe(0);
  }, 90_000);

  it('says the service does not know a match, and prints its line with every field null', async () => {
    const demo = await runs.demo({ seed: 21, clockMode: 'manual' });
    const known = demo.world.matches('football')[0]!;
    const cli = runs.start(
      [...against(demo), '--match', 'football:999999', '--match', `football:${known.id}`],
      'node',
    );
    const [unknown, seen] = await viewLines(cli, 'match', 2);
    const { type, sport, matchId, ...fields } = unknown!;
    expect({ type, sport, matchId }).toEqual({
      type: 'match',
      sport: 'football',
      matchId: 999_999,
    });
    // The fields of the line of a match the service knows, every one of them null.
    const seenFields = Object.keys(seen!).filter(
      (key) => !['type', 'sport', 'matchId'].includes(key),
    );
    expect(Object.keys(fields).sort()).toEqual(seenFields.sort());
    expect(seenFields.length).toBeGreaterThan(10);
    expect(Object.entries(fields).filter(([, value]) => value !== null)).toEqual([]);
    const error = cli.lines.find(isType('error'));
    expect(error?.message).toBe(
      'The service does not know football match 999999: there is no match page to show',
    );
    expect(await cli.stop('SIGTERM')).toBe(0);
  }, 90_000);

  it('refuses a --match that names no match, with exit code 2', async () => {
    await runs.expectRefused(['--demo', '--match', 'football'], '--match takes SPORT:');
  }, 30_000);
});
