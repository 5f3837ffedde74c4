// Requests per simulated match day: the engine following one team in each of three sports through
// a whole day of the demo world, against a blind poller fetching every sport's live list every 15 s;
// and the fan's day on top of live polling (fan-day-user.ts): watchlist, day view, tables, line-ups,
// scorers and players of the match for the same three teams.

import { followedTeamSchema, type FollowedTeam } from '../shared/settings';
import { serviceSlugsOf } from '../shared/sports';
import type { DemoService } from '../electron/demo/demo-service-api';
import { startTestDemo } from '../test/fixtures/demo-service';
import { benchEngine } from './bench-engine';
import { FanDayUser, fanDayCost, type FanDayCost } from './fan-day-user';
import { pathToFileURL } from 'node:url';
import { fixed, machineLine, writeSection } from './bench-report';
import { LockstepClock } from './lockstep-clock';

const DAY_MS = 24 * 3_600_000;
const BLIND_INTERVAL_MS = 15_000;
const STEP_MS = 15_000;
const SPORTS = ['football', 'basketball', 'ice-hockey'] as const;

/**
 * all-day: the teams are followed all day, and in the demo world they play match after match.
 * one-match: each team is unfollowed once its first match of the day has ended, as on a real
 * match day where a team plays once.
 * fan-day: followed all day with line-up alerts on, and a user who opens the watchlist, the day
 * view and the tables through the day (fan-day-user.ts).
 */
export type RequestsScenario = 'all-day' | 'one-match' | 'fan-day';

export interface RequestsResult {
  scenario: RequestsScenario;
  sports: readonly string[];
  ours: number;
  blind: number;
  ratio: number;
  bySport: Record<string, number>;
  fixtureRequests: number;
  /** Rounds of the shared multi-sport scores list (/api/v1/scores): one request for several sports. */
  scoresLists: number;
  confirmations: number;
  socketConnects: number;
  followedMatches: number;
  /**
   * The followed teams' matches begun the evening before and still on at 00:00 UTC, when the day
   * starts: the engine follows them to their end too (yesterday's fixture list names them).
   */
  carriedOver: number;
  alerts: number;
  /**
   * Requests of the fan's day on top of live polling: team fixtures, results and tables
   * (tournament season events, standings, team and seasons look-ups), scorers and players of the
   * match, with the watchlist opened every WATCHLIST_EVERY_MS all day.
   */
  fanDay: number;
  /** fan-day only: the fan's day by kind. */
  fanDayCost: FanDayCost | null;
  wallSeconds: number;
}

const WATCHLIST_EVERY_MS = 15 * 60_000;
const FAN_DAY_PATH =
  /\/(tournament\/\d+\/|teams\/\d+$|competitor\/\d+\/|match\/\d+\/(incidents|best-players|award|lineups|channels)$)/;

export async function runRequestsBench(scenario: RequestsScenario): Promise<RequestsResult> {
  const dayStart = Date.UTC(2026, 8, 29);
  const demo = await startTestDemo({ seed: 33, startAt: dayStart });
  const follows = SPORTS.map((sport) => pickTeam(demo, sport, dayStart));
  const carriedOver = follows.flatMap((team) =>
    demo.world
      .matches(team.sport)
      .filter(
        (match) =>
          (match.homeTeamId === team.teamId || match.awayTeamId === team.teamId) &&
          match.startTimestamp * 1000 < dayStart &&
          match.phase !== 'finished',
      ),
  ).length;
  const firstMatches = follows.map((team) => ({
    team,
    matchId: matchesOf(demo, team, dayStart)[0]?.id,
  }));
  const clock = new LockstepClock(() => demo.world.now());
  const bench = benchEngine({
    baseUrl: demo.url,
    apiKey: demo.apiKey,
    clock,
    // The blind poller's interval is also the shortest one the engine may use: a fair comparison.
    options: { live: { minPollIntervalMs: BLIND_INTERVAL_MS, maxSleepMs: 60_000 } },
  });
  const startedAt = Date.now();
  try {
    const starting = bench.engine.start();
    let started = false;
    void starting.then(() => (started = true));
    for (const team of follows) bench.engine.settings.follow(team);
    while (!started) {
      clock.fireDue();
      await pauseReal(2);
    }
    const user = scenario === 'fan-day' ? new FanDayUser(bench.engine, follows, dayStart) : null;
    if (user) bench.engine.settings.update({ lineupAlerts: true });
    let playing = scenario === 'one-match' ? firstMatches : [];
    const end = dayStart + DAY_MS;
    let watchlistAt = demo.world.now();
    while (demo.world.now() < end) {
      // The user opens the watchlist: next match, last result, form and table for each team.
      if (user) {
        await user.act(demo.world.now());
      } else if (
        demo.world.now() >= watchlistAt &&
        playing.length + (scenario === 'all-day' ? 1 : 0) > 0
      ) {
        await bench.engine.fans.overviews();
        watchlistAt += WATCHLIST_EVERY_MS;
      }
      const now = demo.world.now();
      const next = Math.min(clock.nextDueAt() ?? Infinity, now + STEP_MS, end);
      if (next > now) demo.world.advance(next - now);
      clock.fireDue();
      await bench.engine.live.whenIdle();
      await new Promise((resolve) => setImmediate(resolve));
      playing = playing.filter(({ team, matchId }) => {
        const match = demo.world.matches(team.sport).find((candidate) => candidate.id === matchId);
        if (match && match.phase !== 'finished') return true;
        bench.engine.settings.unfollow(team.sport, team.teamId);
        return false;
      });
    }
  } finally {
    await bench.dispose();
  }
  const requests = demo.log.requests().filter((request) => request.at >= 0);
  await demo.close();

  const paths = requests.map((request) => request.path);
  // A sport is counted under every slug the client may ask it by (ice hockey: hockey first).
  const asked = (sport: string, path: string) =>
    serviceSlugsOf(sport).some((slug) => path.startsWith(`/v2/${slug}/`));
  const bySport = Object.fromEntries(
    SPORTS.map((sport) => [sport, paths.filter((path) => asked(sport, path)).length]),
  );
  const blind = SPORTS.length * (DAY_MS / BLIND_INTERVAL_MS);
  const followedMatches =
    scenario === 'one-match'
      ? firstMatches
      : follows.flatMap((team) => matchesOf(demo, team, dayStart));
  const nthIds = (n: number) =>
    new Set(follows.flatMap((team) => matchesOf(demo, team, dayStart)[n]?.id ?? []));
  return {
    scenario,
    sports: SPORTS,
    ours: paths.length,
    blind,
    ratio: blind / paths.length,
    bySport,
    fixtureRequests: paths.filter((path) => /\/(today|schedule\/)/.test(path)).length,
    scoresLists: paths.filter((path) => path.startsWith('/api/v1/scores')).length,
    confirmations: paths.filter((path) => /\/match\/\d+$/.test(path)).length,
    socketConnects: paths.filter((path) => path.includes('/ws')).length,
    followedMatches: followedMatches.length,
    carriedOver,
    alerts: bench.alerts.length,
    fanDay: paths.filter((path) => FAN_DAY_PATH.test(path)).length,
    fanDayCost: scenario === 'fan-day' ? fanDayCost(paths, dayStart, nthIds(0), nthIds(1)) : null,
    wallSeconds: (Date.now() - startedAt) / 1000,
  };
}

/** The three runs and their section of BENCHMARKS.md (npm run bench, or this file alone). */
export async function requestsSection(): Promise<string> {
  return requestsMarkdown([
    await runRequestsBench('all-day'),
    await runRequestsBench('one-match'),
    await runRequestsBench('fan-day'),
  ]);
}

export function requestsMarkdown(results: readonly RequestsResult[]): string {
  const rows = results
    .filter((result) => result.scenario !== 'fan-day')
    .map((result) => {
      const perSport = result.sports.map((sport) => `${sport} ${result.bySport[sport]}`).join(', ');
      const label =
        result.scenario === 'all-day'
          ? `followed all day (${result.followedMatches} matches: the demo's teams play back to back)`
          : `one match per team (${result.followedMatches} matches, and ${result.carriedOver} begun the evening before, on at 00:00): unfollowed once its first match of the day ended`;
      return `| ${label} | ${result.ours} | ${result.blind} | **${fixed(result.ratio, 1)}x fewer** | ${perSport}; ${result.scoresLists} shared scores lists, ${result.fixtureRequests} fixture lists, ${result.confirmations} confirmations, ${result.socketConnects} socket connects | ${result.fanDay} | ${result.alerts} |`;
    });
  const wall = results.reduce((sum, result) => sum + result.wallSeconds, 0);
  return [
    '## Engine: requests per simulated match day',
    '',
    machineLine(),
    '',
    `One followed team in each of ${SPORTS.join(', ')} (each the home side of its sport's first match after`,
    '10:00), through 24 simulated hours of the embedded demo service, on its manual clock moved in steps',
    `of at most 15 s (${fixed(wall, 0)} s of real time for the ${results.length} runs). Every request the service answered is`,
    'counted: fixture lists, live lists, confirmations of ended matches, WebSocket connects. Basketball',
    'and ice hockey are polled mostly through one shared request, the multi-sport scores list',
    '(`/api/v1/scores`), counted on its own beside the requests made for one sport. The blind',
    "poller fetches the live list of each of the three sports every 15 s, all day; the engine's",
    'shortest polling interval was set to the same 15 s. Football rides the WebSocket.',
    "The fan's day column counts what the watchlist, the standings and the richer alerts add (team",
    'fixtures and results from the tournament season events, tables, team and season look-ups, goal',
    'scorers, players of the match), with the watchlist opened every 15 simulated minutes while a',
    'team is followed; it is part of the engine requests.',
    '',
    "| scenario | engine requests | blind poller requests | ratio | engine requests by sport | fan's day | alerts |",
    '|---|---|---|---|---|---|---|',
    ...rows,
    '',
    ...results.flatMap((result) =>
      result.fanDayCost
        ? fanDayMarkdown(
            result,
            result.fanDayCost,
            results.find((other) => other.scenario === 'all-day'),
          )
        : [],
    ),
  ].join('\n');
}

/**
 * `baseline`: the all-day run, the same teams and day without the user. The day view's lists and
 * live polling's are one cache (a list either fetched serves the other), so what the day view adds
 * is the fixture lists this run asked beyond the baseline's, not every list it asked itself.
 */
function fanDayMarkdown(
  result: RequestsResult,
  cost: FanDayCost,
  baseline: RequestsResult | undefined,
): string[] {
  const dayViewAdds = baseline ? result.fixtureRequests - baseline.fixtureRequests : cost.dayView;
  const shared = cost.dayView - dayViewAdds;
  return [
    "### The fan's day on top of live polling",
    '',
    'The same three teams followed all day, line-up alerts on, reminders 15 min before (they cost no',
    'request: they come from fixtures already known), and a user who opens the watchlist every hour',
    "from 07:00 to 23:00, the day view of each followed sport at 08:00, 13:00 and 19:00 and yesterday's",
    "at 08:00, and each team's table at 12:00 and 21:00. Requests of the fan's day by kind. The day",
    "view asks for today's and yesterday's schedules; today's list is the one live polling keeps",
    '(a list either side fetched serves the other while fresh enough for it), so the day view counts',
    "the fixture lists this run asked beyond the same day without the user (the all-day run's",
    `${baseline?.fixtureRequests ?? 'n/a'}): it asked ${cost.dayView}, of which ${shared} live polling then did not ask again.`,
    '',
    "| fixtures and results | tables | channels | day view | line-ups | scorers | players of the match | fan's day, whole demo day | with one match per team |",
    '|---|---|---|---|---|---|---|---|---|',
    `| ${cost.fixtures} | ${cost.tables} | ${cost.channels} | ${dayViewAdds} | ${cost.lineups} | ${cost.scorers} | ${cost.playersOfMatch} | **${cost.total - shared}** (${result.followedMatches} followed matches) | **${cost.oneMatchPerTeam - shared}** |`,
    '',
    "The demo's teams play back to back (six matches each that day); a real team plays once. The last",
    "column counts the channels, line-ups, scorers and players of the match of each team's first",
    'match only (channels also of the match after it, which the watchlist shows next), and everything',
    'else as measured: an upper bound, since every finished followed match may refresh its',
    `competition's table (at most hourly). Engine requests in all: ${result.ours}.`,
    '',
  ];
}

/** The home team of the sport's first match kicking off after 10:00. */
function pickTeam(demo: DemoService, sport: string, dayStart: number): FollowedTeam {
  const fixtures = demo.world
    .matches(sport)
    .filter((match) => match.startTimestamp * 1000 >= dayStart + 10 * 3_600_000);
  const first = fixtures.sort((a, b) => a.startTimestamp - b.startTimestamp)[0];
  if (!first) throw new Error(`no ${sport} match to follow`);
  return followedTeamSchema.parse({ sport, teamId: first.homeTeamId, name: first.homeTeamName });
}

function matchesOf(demo: DemoService, team: FollowedTeam, dayStart: number) {
  return demo.world
    .matches(team.sport)
    .filter(
      (match) =>
        (match.homeTeamId === team.teamId || match.awayTeamId === team.teamId) &&
        match.startTimestamp * 1000 >= dayStart &&
        match.startTimestamp * 1000 < dayStart + DAY_MS,
    )
    .sort((a, b) => a.startTimestamp - b.startTimestamp);
}

function pauseReal(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const section = await requestsSection();
  writeSection(section);
  process.stdout.write(`${section}\n`);
}
