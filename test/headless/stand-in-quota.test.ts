// The headless mode with the daily quota used up or its headers garbled, against the stand-in
// service written from the interface document (not the demo, which always sends every quota header
// on every answer). The document says a 429 RATE_LIMIT_EXCEEDED's message names the reset at
// midnight UTC; the reset header's form is not shown, and the quota headers are documented on
// image answers only. Whatever the service says: `ready` and a clear status at once, football's
// pushed goals told meanwhile, no request loop, scores again once the quota is back.

import { describe, expect, it } from 'vitest';
import { nextUtcMidnight } from '../../shared/utc-day';
import type { StandInService } from '../fixtures/stand-in-service';
import { isType, useHeadlessRuns } from './headless-runs';
import type { RunningCli } from './spawn-cli';
import { MATCH, told, twoSports, type TwoSports } from './stand-in-runs';

const runs = useHeadlessRuns('scoretray-stand-in-quota-', ['--poll-interval-ms', '50']);

const QUOTA_MESSAGE = 'Daily quota exceeded. The quota resets at midnight UTC.';
/** The document's refusal of a request once the day's quota is used up. */
const USED_UP = { status: 429, code: 'RATE_LIMIT_EXCEEDED', message: QUOTA_MESSAGE } as const;

type Headers = Record<string, string>;

function usedUp(service: StandInService, headers: Headers = {}, message = QUOTA_MESSAGE) {
  service.refuse({ ...USED_UP, message, headers });
}

/** HTTP requests (not the push channel's upgrade) the stand-in refused with 429. */
function refusedRequests(service: StandInService): number {
  return service.requests.filter(
    (request) => request.status === 429 && !request.path.endsWith('/ws'),
  ).length;
}

/**
 * Starts a run against a stand-in whose quota is used up and waits for what the user is told:
 * `ready` first, then the quota status. Returns the run and the reset that status names.
 */
async function startUsedUp(stand: TwoSports): Promise<{ cli: RunningCli; resetAt: string }> {
  const cli = stand.start('path');
  await cli.waitForLine(isType('ready'), 'ready');
  expect(cli.lines[0]!.type).toBe('ready');
  const status = await cli.waitForLine(told.status('quota-exhausted'), 'the quota status');
  expect(status.message).toMatch(/quota/i);
  return { cli, resetAt: String(status.resetAt) };
}

/** A goal pushed on football's channel while HTTP is refused is told, once. */
async function pushedGoalTold(cli: RunningCli, stand: TwoSports): Promise<void> {
  await stand.socketOpen(cli);
  // The channel's message shapes are not shown: a list of events, then one event under a key the
  // client was never told of (with HTTP refused, a refetch could not tell the goal).
  stand.service.push(JSON.stringify([stand.football(0, 0)]));
  await cli.waitForLine(told.score(MATCH.football, 0, 0), 'the pushed 0–0');
  stand.service.push(JSON.stringify({ type: 'score', payload: stand.football(1, 0) }));
  const goal = await cli.waitForLine(told.alert(MATCH.football, ['goal']), 'the pushed goal');
  expect(goal.score).toEqual({ home: 1, away: 0 });
}

const midnight = () => new Date(nextUtcMidnight(Date.now())).toISOString();

/**
 * The quota used up at start, the 429s carrying `headers`: quota-exhausted until midnight UTC at
 * once and said once, football's pushed goals told, and after the first look's refused requests
 * (each followed sport's fixture lists) nothing more sent.
 */
async function untilMidnight(headers: Headers, message?: string): Promise<void> {
  const stand = await twoSports(runs);
  usedUp(stand.service, headers, message);
  const { cli, resetAt } = await startUsedUp(stand);
  expect(resetAt).toBe(midnight());
  await pushedGoalTold(cli, stand);
  expect(refusedRequests(stand.service)).toBeLessThanOrEqual(4);
  expect(cli.lines.filter(told.status('quota-exhausted'))).toHaveLength(1);
}

describe('headless against the stand-in with the quota used up at start', () => {
  it.each([
    { said: 'in the message only', headers: {} as Headers },
    {
      said: 'in the message, with Limit and Remaining',
      headers: { 'X-RateLimit-Limit': '500', 'X-RateLimit-Remaining': '0' },
    },
    // The daily reset of the document's Limits section: midnight UTC.
    { said: 'nowhere', headers: {} as Headers, message: 'Too many requests' },
  ])(
    'the reset named $said: quota-exhausted until midnight UTC at once, pushed goals told, nothing more sent',
    async ({ headers, message }) => untilMidnight(headers, message),
    60_000,
  );

  it.each([
    { form: 'epoch seconds', header: (at: number) => String(at / 1000) },
    { form: 'an ISO time', header: (at: number) => new Date(at).toISOString() },
    { form: 'an HTTP date', header: (at: number) => new Date(at).toUTCString() },
  ])(
    'X-RateLimit-Reset as $form a few seconds ahead: that reset is shown, and once it passes scores and goals come at the shortest interval',
    async ({ header }) => {
      const stand = await twoSports(runs);
      // The service answers again once its reset passes, a few seconds after it first refused;
      // its answers then carry no quota headers (the document names them on image answers).
      stand.service.refuse({
        ...USED_UP,
        headers: { 'X-RateLimit-Limit': '10000', 'X-RateLimit-Remaining': '0' },
        resetAfter: { ms: 2_000, form: header },
      });
      const { cli, resetAt } = await startUsedUp(stand);
      expect(resetAt).toBe(new Date(stand.service.namedReset()!).toISOString());

      await cli.waitForLine(told.score(MATCH.futsal, 0, 0), 'the futsal score after the reset');
      await cli.waitForLine(told.status('connected'), 'connected after the reset');
      // The allowance is back: a goal is seen at the pace a fresh quota allows, not at the pace
      // of the nothing that was left before the reset.
      stand.futsal(1, 0);
      await cli.waitForLine(told.alert(MATCH.futsal, ['goal']), 'the futsal goal after the reset');
      const paced = cli.lines.filter(told.status('connected')).at(-1);
      expect(String(paced?.message ?? '')).not.toMatch(/min/);
      expect(refusedRequests(stand.service)).toBeLessThanOrEqual(4);
    },
    60_000,
  );
});

describe('headless against the stand-in when the quota comes back', () => {
  it('after a run before, goals not pushed while the quota was used up are caught up at the reset, football too', async () => {
    const stand = await twoSports(runs);
    const before = stand.start('path');
    await stand.bothScored(before);
    expect(await before.stop('SIGTERM')).toBe(0);

    stand.service.refuse({
      ...USED_UP,
      resetAfter: { ms: 2_000, form: (at) => String(at / 1000) },
    });
    stand.football(2, 0);
    stand.futsal(0, 1);
    const { cli } = await startUsedUp(stand);
    await stand.socketOpen(cli);
    const football = await cli.waitForLine(told.alert(MATCH.football), "football's summary");
    expect(football).toMatchObject({ kind: 'summary', score: { home: 2, away: 0 } });
    const futsal = await cli.waitForLine(told.alert(MATCH.futsal), "futsal's goal");
    expect(futsal.score).toEqual({ home: 0, away: 1 });
  }, 60_000);
});

describe('headless against the stand-in when the quota runs out while polling', () => {
  it('a 429 mid-run: said once, no request until its reset, then polling again', async () => {
    const stand = await twoSports(runs);
    const cli = stand.start('path');
    await cli.waitForLine(told.score(MATCH.futsal, 0, 0), 'the futsal score');
    stand.service.refuse({
      ...USED_UP,
      resetAfter: { ms: 2_000, form: (at) => new Date(at).toUTCString() },
    });
    const status = await cli.waitForLine(told.status('quota-exhausted'), 'the quota status');
    expect(status.resetAt).toBe(new Date(stand.service.namedReset()!).toISOString());
    stand.futsal(1, 0);
    await cli.waitForLine(told.alert(MATCH.futsal, ['goal']), 'the futsal goal after the reset');
    // Polled every 50 ms before: the looks under way when the quota ran out, and no more.
    expect(refusedRequests(stand.service)).toBeLessThanOrEqual(3);
    expect(cli.lines.filter(told.status('quota-exhausted'))).toHaveLength(1);
  }, 60_000);
});

describe('headless against the stand-in refusing the push channel too', () => {
  it('a 429 on the socket upgrade: tried again at the reset, not on a backoff, and no word of polling', async () => {
    const stand = await twoSports(runs);
    stand.service.refuse({
      ...USED_UP,
      sockets: true,
      resetAfter: { ms: 3_000, form: (at) => new Date(at).toISOString() },
    });
    const { cli } = await startUsedUp(stand);
    await pushedGoalTold(cli, stand);
    const upgrades = stand.service.requests.filter((request) => request.path.endsWith('/ws'));
    expect(upgrades.filter((request) => request.status === 429)).toHaveLength(1);
    // The status says the quota is used up; the socket's refusal adds nothing to tell.
    expect(cli.lines.filter(isType('error'))).toEqual([]);
  }, 60_000);
});

describe('headless against the stand-in with bad quota headers', () => {
  it.each([
    { header: 'soon', says: 'garbage' },
    { header: '2093-01-01T00:00:00Z', says: 'years ahead' },
    {
      header: String(Math.floor(Date.now() / 1000) + 5 * 365 * 86_400),
      says: 'years ahead in epoch seconds',
    },
  ])(
    'a 429 whose reset is $says: quota-exhausted until midnight UTC, said once, no loop',
    async ({ header }) => untilMidnight({ 'X-RateLimit-Reset': header }),
    60_000,
  );

  it('a 429 whose reset has passed: a short pause that is said once, not a loop nor a day-long block', async () => {
    const stand = await twoSports(runs);
    usedUp(stand.service, { 'X-RateLimit-Reset': String(Math.floor(Date.now() / 1000) - 3600) });
    const { cli, resetAt } = await startUsedUp(stand);
    const pause = Date.parse(resetAt) - Date.now();
    expect(pause).toBeGreaterThan(0);
    expect(pause).toBeLessThanOrEqual(5 * 60_000);
    await pushedGoalTold(cli, stand);
    expect(refusedRequests(stand.service)).toBeLessThanOrEqual(4);
    // Every refused look names the same pause: one status line, not one per answer.
    expect(cli.lines.filter(told.status('quota-exhausted'))).toHaveLength(1);
  }, 60_000);

  it.each([
    {
      says: 'more left than the limit',
      headers: { 'X-RateLimit-Limit': '100', 'X-RateLimit-Remaining': '100000' } as Headers,
      paced: true,
    },
    {
      says: 'nothing left on a 200',
      headers: { 'X-RateLimit-Limit': '100', 'X-RateLimit-Remaining': '0' },
      paced: true,
    },
    {
      says: 'garbage',
      headers: {
        'X-RateLimit-Limit': 'lots',
        'X-RateLimit-Remaining': 'many',
        'X-RateLimit-Reset': 'soon',
      },
      paced: false,
    },
  ])(
    'answers saying $says: a status that says how often it updates, and polling at that pace',
    async ({ headers, paced }) => {
      const stand = await twoSports(runs);
      stand.service.rateHeaders(headers);
      const cli = stand.start('path');
      await cli.waitForLine(isType('ready'), 'ready');
      const status = await cli.waitForLine(
        (line) =>
          told.status('connected')(line) && (!paced || /Updates every/.test(String(line.message))),
        'the status',
      );
      await cli.waitForLine(told.score(MATCH.futsal, 0, 0), 'the futsal score');
      // A pushed goal is the test's clock: the time it takes is many shortest intervals.
      await pushedGoalTold(cli, stand);
      const polls = stand.service.asked.filter((path) => path === '/v2/futsal/live').length;
      if (paced) {
        expect(polls).toBeLessThanOrEqual(2);
      } else {
        // Nothing readable: the quota is unknown, so the shortest interval applies.
        expect(status.message).toBeNull();
        stand.futsal(1, 0);
        await cli.waitForLine(told.alert(MATCH.futsal, ['goal']), 'the futsal goal');
      }
    },
    60_000,
  );
});
