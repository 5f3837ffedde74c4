// What the headless tests against the stand-in service (written from the interface document) share:
// a stand-in that serves futsal (polled) and football (pushed) with one followed match live in each,
// and the flags that point a run at it in either address form. Football's live event form is not
// shown, so it comes in the basketball form, futsal in the object form (liveEvent, in the fixture).

import {
  liveEvent,
  startStandIn,
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
