// What the headless tests against the stand-in service (written from the interface document) share:
// a stand-in that serves futsal (polled) and football (pushed) with one followed match live in each,
// runs that follow both with the stand-in in either address form, and predicates for the lines they
// tell. Football's live event form is not shown, so it comes in the basketball form, futsal in the
// object form (liveEvent, in the fixture).

import {
  liveEvent,
  startStandIn,
  STAND_IN_KEY,
  type StandInService,
} from '../fixtures/stand-in-service';
import type { HeadlessRuns } from './headless-runs';
import type { CliLine, RunningCli } from './spawn-cli';

type Json = Record<string, unknown>;

const FUTSAL_TEAM = 601;
const FOOTBALL_TEAM = 701;
/** The followed match of each sport, live from the start. */
export const MATCH = { futsal: 5001, football: 6001 } as const;

/** The documented refusal of a key (the interface document's 401). */
export const UNAUTHORIZED = { status: 401, code: 'UNAUTHORIZED' } as const;

/** The document's two refusals of a key (wrong, suspended) and the status state each leads to. */
export const KEY_REFUSALS = [
  { ...UNAUTHORIZED, state: 'unauthorized' },
  { status: 403, code: 'FORBIDDEN', state: 'suspended' },
] as const;

export interface TwoSports {
  service: StandInService;
  /** Sets the followed futsal match's score. */
  futsal(home: number, away: number): Json;
  /** Sets the followed football match's score (what the live list says). */
  football(home: number, away: number): Json;
  /**
   * Starts a run (by node) following both teams, with the stand-in addressed in `form`, then
   * `extra` flags.
   */
  start(form: 'path' | 'classic', ...extra: string[]): RunningCli;
  /** Waits until the stand-in holds an open push socket (the run has opened football's channel). */
  socketOpen(cli: RunningCli): Promise<void>;
  /** Waits until the run has told both followed matches' first scores (0–0). */
  bothScored(cli: RunningCli): Promise<void>;
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
    const event = liveEvent(MATCH.futsal, [FUTSAL_TEAM, 602], [home, away]);
    service.put(event, 'futsal');
    return event;
  };
  // The document shows no football form: the stand-in uses the other documented one.
  const football = (home: number, away: number) => {
    const event = liveEvent(MATCH.football, [FOOTBALL_TEAM, 702], [home, away], 'basketball');
    service.put(event, 'football');
    return event;
  };
  futsal(0, 0);
  football(0, 0);
  return {
    service,
    futsal,
    football,
    start: (form, ...extra) => runs.start([...followingBoth(service, form), ...extra], 'node'),
    socketOpen: async (cli) => {
      await cli.waitForLine(() => service.openSockets() > 0, 'the football push channel open');
    },
    bothScored: async (cli) => {
      await cli.waitForLine(told.score(MATCH.futsal, 0, 0), 'the futsal score');
      await cli.waitForLine(told.score(MATCH.football, 0, 0), 'the football score');
    },
  };
}

function followingBoth(service: StandInService, form: 'path' | 'classic'): string[] {
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

/** Which lines a run told: predicates for `waitForLine` and `lines.filter`. */
export const told = {
  status:
    (...states: string[]) =>
    (line: CliLine) =>
      line.type === 'status' && states.includes(String(line.state)),
  alert:
    (matchId: number, kinds: string[] = ['goal', 'summary']) =>
    (line: CliLine) =>
      line.type === 'notification' && line.matchId === matchId && kinds.includes(String(line.kind)),
  /** The alert of the goal (or the summary) that brought the home side to `home`. */
  goalTo:
    (matchId: number, home: number) =>
    (line: CliLine): boolean =>
      told.alert(matchId)(line) && (line.score as { home?: unknown } | undefined)?.home === home,
  score: (matchId: number, home: number, away: number) => (line: CliLine) => {
    const score = line.score as { home?: unknown; away?: unknown } | undefined;
    return (
      line.type === 'score' &&
      line.matchId === matchId &&
      score?.home === home &&
      score.away === away
    );
  },
};
