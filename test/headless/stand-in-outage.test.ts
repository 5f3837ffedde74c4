// The headless mode started during an outage, against the stand-in service written from the
// interface document, in both address forms: 5xx answers (the document's "internal error" and
// "temporary outage") or nothing listening at all. The user hears the true state at once, football's
// pushed goals are told while HTTP fails, the scores come as soon as the service answers, and the
// first look after it does not swallow (or repeat) what was pushed meanwhile.

import { describe, expect, it } from 'vitest';
import type { StandInService } from '../fixtures/stand-in-service';
import { isType, useHeadlessRuns } from './headless-runs';
import type { RunningCli } from './spawn-cli';
import { MATCH, told, twoSports, type TwoSports } from './stand-in-runs';

const runs = useHeadlessRuns('scoretray-stand-in-outage-', ['--poll-interval-ms', '50']);

/** `ready` first, then an outage status, and no score the service could not have given. */
async function toldOutage(cli: RunningCli): Promise<void> {
  await cli.waitForLine(isType('ready'), 'ready');
  expect(cli.lines[0]!.type).toBe('ready');
  await cli.waitForLine(told.status('reconnecting', 'offline'), 'the outage status');
}

/** After the service answers again: connected, the futsal score, and a futsal goal told. */
async function backAndScoring(cli: RunningCli, stand: TwoSports): Promise<void> {
  await cli.waitForLine(
    told.score(MATCH.futsal, 0, 0),
    'the futsal score once the service answers',
  );
  await cli.waitForLine(told.status('connected'), 'connected again');
  stand.futsal(1, 0);
  await cli.waitForLine(told.alert(MATCH.futsal, ['goal']), 'a futsal goal after the outage');
}

/** How often football's fixture lists were asked (either form) before the push channel's upgrade. */
function fixtureAsksBeforeSocket(service: StandInService): number {
  const upgrade = service.requests.findIndex((request) => request.status === 101);
  return service.requests
    .slice(0, upgrade)
    .filter((request) => `${request.host}${request.path}`.includes('football'))
    .filter((request) => /\/(today|schedule\/[\d-]+)$/.test(request.path)).length;
}

function outage(service: StandInService, status: number): void {
  service.refuse({ status, message: status === 503 ? 'Temporary outage' : 'Internal error' });
}

describe('headless against the stand-in, started during an outage', () => {
  it.each([
    { form: 'classic', status: 503 },
    { form: 'path', status: 500 },
  ] as const)(
    '$status in the $form form: the outage said at once, a pushed goal told meanwhile and not again after, scores when it answers',
    async ({ form, status }) => {
      const stand = await twoSports(runs);
      outage(stand.service, status);
      const cli = stand.start(form);
      await toldOutage(cli);

      await stand.socketOpen(cli);
      // The channel opens at the first failed look, not once the fixture lists' retries are spent:
      // today's and tomorrow's lists were asked once each before it (one retry at most slipping in
      // on a loaded machine), not three times.
      expect(fixtureAsksBeforeSocket(stand.service)).toBeLessThanOrEqual(3);
      stand.service.push(JSON.stringify({ events: [stand.football(0, 0)] }));
      await cli.waitForLine(told.score(MATCH.football, 0, 0), 'the pushed 0–0');
      stand.service.push(JSON.stringify(stand.football(1, 0)));
      await cli.waitForLine(told.alert(MATCH.football, ['goal']), 'the pushed goal');
      expect(cli.lines.some(told.score(MATCH.futsal, 0, 0))).toBe(false);

      stand.service.refuse(null);
      await backAndScoring(cli, stand);
      // The first look after the outage saw the same 1–0: nothing told twice, no burst.
      expect(cli.lines.filter(told.alert(MATCH.football, ['goal', 'summary']))).toHaveLength(1);
      expect(cli.lines.filter(told.alert(MATCH.futsal, ['goal', 'summary']))).toHaveLength(1);
      // The outage is told once as an error, however many looks failed.
      expect(cli.lines.filter(isType('error')).length).toBeLessThanOrEqual(2);
    },
    60_000,
  );

  it('nothing listening at start: the outage said at once, the scores as soon as the service listens', async () => {
    const stand = await twoSports(runs);
    await stand.service.stop();
    const cli = stand.start('path');
    await toldOutage(cli);
    expect(cli.lines.some(isType('score'))).toBe(false);
    await stand.service.listen();
    await backAndScoring(cli, stand);
    await cli.waitForLine(told.score(MATCH.football, 0, 0), 'the football score');
  }, 60_000);

  it('a service that takes connections and never answers: ready and the outage said before any request gives up, scores once it answers', async () => {
    const stand = await twoSports(runs);
    stand.service.hold(true);
    const cli = stand.start('path');
    await toldOutage(cli);
    // Told while the first requests still wait, not once the request deadline gave them up.
    expect(stand.service.abandoned()).toBe(0);
    expect(cli.lines.some(isType('score'))).toBe(false);
    stand.service.hold(false);
    await backAndScoring(cli, stand);
  }, 60_000);

  it('after a run before, an outage outlasting the retries: once the service answers, one summary per match, football too though nothing was pushed', async () => {
    const stand = await twoSports(runs);
    const before = stand.start('path');
    await stand.bothScored(before);
    expect(await before.stop('SIGTERM')).toBe(0);

    // Goals while the app was away and the service down; none is pushed.
    outage(stand.service, 503);
    const askedBefore = stand.service.asked.length;
    stand.football(2, 2);
    stand.futsal(3, 1);
    const cli = stand.start('path');
    await toldOutage(cli);
    await stand.socketOpen(cli);
    // Football's catch-up after the socket opened has spent its retries.
    await cli.waitForLine(
      () =>
        stand.service.asked.slice(askedBefore).filter((path) => path === '/v2/football/live')
          .length >= 3,
      "football's catch-up tried three times",
    );
    stand.service.refuse(null);
    const football = await cli.waitForLine(told.alert(MATCH.football), "football's summary");
    expect(football).toMatchObject({ kind: 'summary', score: { home: 2, away: 2 } });
    const futsal = await cli.waitForLine(told.alert(MATCH.futsal), "futsal's summary");
    expect(futsal).toMatchObject({ kind: 'summary', score: { home: 3, away: 1 } });
    await cli.waitForLine(told.status('connected'), 'connected again');
    expect(cli.lines.filter(isType('notification'))).toHaveLength(2);
  }, 60_000);

  it('a goal pushed in a form the client cannot read, during an outage: told once the service answers, not swallowed', async () => {
    const stand = await twoSports(runs);
    outage(stand.service, 503);
    const cli = stand.start('path');
    await toldOutage(cli);
    await stand.socketOpen(cli);
    stand.service.push(JSON.stringify({ event: stand.football(0, 0) }));
    await cli.waitForLine(told.score(MATCH.football, 0, 0), 'the pushed 0–0');
    // The channel's message shapes are not shown: one the client does not know only says that
    // something happened, and the live list (failing now) has to tell what.
    stand.service.push(JSON.stringify({ type: 'goal', payload: { matchId: MATCH.football } }));
    stand.football(1, 0);

    stand.service.refuse(null);
    const goal = await cli.waitForLine(
      told.alert(MATCH.football, ['goal', 'summary']),
      'the goal once the live list answers',
    );
    expect(goal.score).toEqual({ home: 1, away: 0 });
  }, 60_000);
});
