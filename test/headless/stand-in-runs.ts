// What the headless tests against the stand-in service (written from the interface document) share:
// a stand-in that serves futsal (polled) and football (pushed) with one followed match live in each,
// the flags that point a run at it in either address form, and the two documented forms of a live
// event (football's own is not shown, so it comes in the basketball form, futsal in the object form).

import {
  startStandIn,
  statusOf,
  STAND_IN_KEY,
  type StandInService,
} from '../fixtures/stand-in-service';
import type { HeadlessRuns } from './headless-runs';
import type { CliLine, RunningCli } from './spawn-cli';

type Json = Record<string, unknown>;

export const FUTSAL_TEAM = 601;
export const FOOTBALL_TEAM = 701;
export const FUTSAL_MATCH = 5001;
export const FOOTBALL_MATCH = 6001;

/**
 * A live event, a score of `home`–`away`, kicked off 20 minutes ago: in the futsal/cycling object
 * form, or in the basketball form (names as strings beside their ids, the status as text and code).
 */
export function liveEvent(
  id: number,
  teams: [home: number, away: number],
  score: [home: number, away: number],
  form: 'object' | 'basketball' = 'object',
): Json {
  const common = {
    id,
    homeScore: { current: score[0], period1: score[0] },
    awayScore: { current: score[1], period1: score[1] },
    startTimestamp: Math.floor(Date.now() / 1000) - 1200,
  };
  if (form === 'basketball') {
    return {
      ...common,
      homeTeam: `Team ${teams[0]}`,
      awayTeam: `Team ${teams[1]}`,
      homeTeamId: teams[0],
      awayTeamId: teams[1],
      status: '1st half',
      statusCode: 6,
      tournament: 'Stand-in Cup',
      tournamentId: 91,
    };
  }
  return {
    ...common,
    homeTeam: { id: teams[0], name: `Team ${teams[0]}` },
    awayTeam: { id: teams[1], name: `Team ${teams[1]}` },
    status: statusOf('inprogress', '1st half', 6),
    tournament: { id: 90, name: 'Stand-in League' },
  };
}

export interface TwoSports {
  service: StandInService;
  /** Sets the followed futsal match's score. */
  futsal(home: number, away: number): Json;
  /** Sets the followed football match's score (what the live list says). */
  football(home: number, away: number): Json;
}

/** A stand-in with the followed futsal and football matches live at 0–0. */
export async function twoSports(runs: HeadlessRuns): Promise<TwoSports> {
  const service = await startStandIn({
    slug: 'futsal',
    livePath: 'live',
    otherSlugs: ['football'],
  });
  runs.onCleanup(() => service.close());
  const futsal = (home: number, away: number) => {
    const event = liveEvent(FUTSAL_MATCH, [FUTSAL_TEAM, 602], [home, away]);
    service.put(event, 'futsal');
    return event;
  };
  // The document shows no football form: the stand-in uses the other documented one.
  const football = (home: number, away: number) => {
    const event = liveEvent(FOOTBALL_MATCH, [FOOTBALL_TEAM, 702], [home, away], 'basketball');
    service.put(event, 'football');
    return event;
  };
  futsal(0, 0);
  football(0, 0);
  return { service, futsal, football };
}

/** The flags that point a run at the stand-in in `form`, following both teams. */
export function followingBoth(service: StandInService, form: 'path' | 'classic'): string[] {
  const address =
    form === 'path'
      ? ['--base-url', service.url]
      : ['--base-url', service.classicUrl, '--address-form', 'classic'];
  return [
    ...address,
    '--api-key',
    STAND_IN_KEY,
    '--follow',
    `futsal:${FUTSAL_TEAM}`,
    '--follow',
    `football:${FOOTBALL_TEAM}`,
  ];
}

export function statusIn(...states: string[]) {
  return (line: CliLine) => line.type === 'status' && states.includes(String(line.state));
}

export function alertOf(matchId: number, kinds: string[] = ['goal', 'summary']) {
  return (line: CliLine) =>
    line.type === 'notification' && line.matchId === matchId && kinds.includes(String(line.kind));
}

export function scoreOf(matchId: number, home: number, away: number) {
  return (line: CliLine) => {
    const score = line.score as { home?: unknown; away?: unknown } | undefined;
    return (
      line.type === 'score' &&
      line.matchId === matchId &&
      score?.home === home &&
      score.away === away
    );
  };
}

/** Waits until the stand-in holds an open push socket (the run has opened football's channel). */
export async function socketOpen(cli: RunningCli, service: StandInService): Promise<void> {
  await cli.waitForLine(() => service.openSockets() > 0, 'the football push channel open');
}
