// Refusals are retried with sense, run as a user runs it against the stand-in service: after a 401
// or 403 the status says so and the key is tried again on a growing wait (six shortest intervals
// first: 300 ms at --poll-interval-ms 50, a minute at the default 10 s), so alerts come back without
// a restart once the service accepts the key, also when it refuses only one request in three. A
// refused upgrade of the push channel alone never stops HTTP: football is polled and the status
// and an error line say why.

import { describe, expect, it } from 'vitest';
import { isType, useHeadlessRuns } from './headless-runs';
import { KEY_REFUSALS, MATCH, told, twoSports, UNAUTHORIZED } from './stand-in-runs';

const runs = useHeadlessRuns('scoretray-key-retry-', ['--poll-interval-ms', '50']);

describe('a refused key is tried again later', () => {
  it.each(KEY_REFUSALS)(
    'a $status while polling: $state with the next try named, and alerts again once accepted',
    async ({ status, code, state }) => {
      const stand = await twoSports(runs);
      const cli = stand.start('path');
      await cli.waitForLine(told.score(MATCH.futsal, 0, 0), 'the futsal score');
      await stand.socketOpen(cli);

      stand.service.refuse({ status, code, message: 'Access refused', sockets: true });
      const refused = await cli.waitForLine(told.status(state), `the ${state} status`);
      expect(String(refused.detail)).toMatch(/is tried again at \d{4}-\d\d-\d\dT/);
      stand.futsal(1, 0);
      // Refused again at the next try: still refused, the wait longer.
      const tries = () =>
        stand.service.requests.filter((request) => request.status === status).length;
      const first = tries();
      await cli.waitForLine(() => tries() >= first + 2, 'two more tries of the key');

      const acceptedAt = Date.now();
      stand.service.refuse(null);
      await cli.waitForLine(told.alert(MATCH.futsal), 'the goal told once the key is accepted');
      const resumedMs = Date.now() - acceptedAt;
      await cli.waitForLine(told.status('connected'), 'connected again');
      stand.service.push(JSON.stringify(stand.football(1, 0)));
      await cli.waitForLine(told.alert(MATCH.football), 'a pushed goal: the channel is back');
      expect(await cli.stop('SIGTERM')).toBe(0);
      console.info(`key accepted again: ${resumedMs} ms until the goal was told`);
    },
    60_000,
  );

  it('one request in three refused: every goal is still told, no restart', async () => {
    const stand = await twoSports(runs);
    const cli = stand.start('path');
    await cli.waitForLine(told.score(MATCH.futsal, 0, 0), 'the futsal score');
    stand.service.refuse({ ...UNAUTHORIZED, message: 'Flaky', oneIn: 3 });
    for (const home of [1, 2, 3]) {
      stand.futsal(home, 0);
      await cli.waitForLine(told.goalTo(MATCH.futsal, home), `the goal to ${home}–0 told`);
    }
    expect(cli.lines.filter(told.status('unauthorized')).length).toBeGreaterThan(0);
    expect(await cli.stop('SIGTERM')).toBe(0);
  }, 60_000);
});

describe('a refused upgrade of the push channel alone', () => {
  it('polls football and says why; HTTP goes on; the channel opens once accepted', async () => {
    const stand = await twoSports(runs);
    stand.service.refuse({ ...UNAUTHORIZED, message: 'No socket', socketsOnly: true });
    const cli = stand.start('path');
    await cli.waitForLine(isType('ready'), 'ready');
    const said = await cli.waitForLine(
      (line) => line.type === 'status' && /upgrade was refused/.test(String(line.detail)),
      'the status naming the refused channel',
    );
    expect(said.state).toBe('reconnecting');
    expect(String(said.detail)).toMatch(/401: No socket.*football is polled meanwhile/);
    const error = await cli.waitForLine(
      (line) => line.type === 'error' && /upgrade was refused \(401/.test(String(line.detail)),
      'an error line naming the refused channel',
    );
    expect(String(error.message)).toMatch(/polled/);

    // Football's goal comes through its polled list; futsal's as ever.
    stand.football(1, 0);
    await cli.waitForLine(told.alert(MATCH.football), 'the football goal, polled');
    stand.futsal(1, 0);
    await cli.waitForLine(told.alert(MATCH.futsal), 'the futsal goal');
    expect(cli.lines.filter(told.status('unauthorized', 'suspended'))).toEqual([]);

    stand.service.refuse(null);
    await stand.socketOpen(cli);
    stand.service.push(JSON.stringify(stand.football(2, 0)));
    await cli.waitForLine(told.goalTo(MATCH.football, 2), 'a pushed goal once the channel is back');
    expect(await cli.stop('SIGTERM')).toBe(0);
  }, 60_000);
});
