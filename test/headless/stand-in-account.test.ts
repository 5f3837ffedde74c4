// The headless mode and the account, against the stand-in service written from the interface
// document: a key refused at start (401 UNAUTHORIZED), a key revoked or an account suspended (403)
// while matches are polled (what follows, the key tried again later, is in key-retry.test.ts), and the sport switcher's counts from /api/v1/match-counts in the
// envelopes a service might use (the document shows the record, not its wrapping), or from the live
// lists when the service has no such endpoint (404).

import { describe, expect, it } from 'vitest';
import { isType, useHeadlessRuns } from './headless-runs';
import { KEY_REFUSALS, told, twoSports, UNAUTHORIZED } from './stand-in-runs';

const runs = useHeadlessRuns('scoretray-stand-in-account-', ['--poll-interval-ms', '50']);

describe('headless against the stand-in: the key and the account', () => {
  it('a key refused at start: ready, unauthorized at once, the key not asked again at every poll', async () => {
    const stand = await twoSports(runs);
    stand.service.refuse({
      ...UNAUTHORIZED,
      message: 'A valid x-api-key header or bearer token is required',
      sockets: true,
    });
    const cli = stand.start('classic');
    await cli.waitForLine(isType('ready'), 'ready');
    expect(cli.lines[0]!.type).toBe('ready');
    const status = await cli.waitForLine(told.status('unauthorized'), 'the key status');
    expect(status.message).toMatch(/key/);
    expect(status.detail).toMatch(/401.*the key is tried again at /);
    expect(await cli.stop('SIGTERM')).toBe(0);
    // The first look's fixture lists, then the key's tries on a growing wait (300 ms first at this
    // polling): far fewer than a poll every 50 ms would have asked.
    const refused = stand.service.requests.filter((request) => request.status === 401);
    const polls = (refused.at(-1)!.at - refused[0]!.at) / 50;
    expect(refused.length).toBeLessThanOrEqual(4 + polls / 4);
    expect(stand.service.requests.every((request) => request.status === 401)).toBe(true);
  }, 60_000);

  it.each(KEY_REFUSALS)(
    'a $status while polling: the $state status, the push channel closed, nothing sent until the key is tried again',
    async ({ status, code, state }) => {
      const stand = await twoSports(runs);
      const cli = stand.start('path');
      await stand.bothScored(cli);
      await stand.socketOpen(cli);

      stand.service.refuse({ status, code, message: 'Access refused', sockets: true });
      await cli.waitForLine(told.status(state), `the ${state} status`);
      await cli.waitForLine(() => stand.service.openSockets() === 0, 'the push channel closed');
      expect(await cli.stop('SIGTERM')).toBe(0);
      // Polled every 50 ms before: one refused look (and those already under way), then only the
      // key's tries, on a growing wait.
      const refused = stand.service.requests.filter((request) => request.status === status);
      const polls = (refused.at(-1)!.at - refused[0]!.at) / 50;
      expect(refused.length).toBeLessThanOrEqual(3 + polls / 4);
    },
    60_000,
  );
});

describe('headless against the stand-in: the sport switcher counts', () => {
  const records = [
    { sportId: 1, slug: 'football', total: 12, live: 3 },
    { sportId: 29, slug: 'futsal', total: 4, live: 1 },
  ];
  it.each([
    { envelope: 'a bare list', body: records },
    { envelope: 'data', body: { success: true, data: records } },
    { envelope: 'counts', body: { success: true, count: 2, counts: records } },
  ])(
    '/api/v1/match-counts as $envelope: the counts are the service’s',
    async ({ body }) => {
      const stand = await twoSports(runs);
      stand.service.matchCounts(body);
      const cli = stand.start('path', '--sport-counts');
      const line = await cli.waitForLine(isType('counts'), 'the counts line');
      expect(line.source).toBe('service');
      expect(line.counts).toEqual([
        { sport: 'football', live: 3, total: 12 },
        { sport: 'futsal', live: 1, total: 4 },
      ]);
      expect(stand.service.asked.filter((path) => path === '/api/v1/match-counts')).toHaveLength(1);
    },
    60_000,
  );

  it('without /api/v1/match-counts (404): the live lists count, in the classic form too', async () => {
    const stand = await twoSports(runs);
    const cli = stand.start('classic', '--sport-counts');
    const line = await cli.waitForLine(isType('counts'), 'the counts line');
    expect(line.source).toBe('lists');
    const counts = line.counts as { sport: string; live: number; total: null }[];
    expect(counts.sort((a, b) => a.sport.localeCompare(b.sport))).toEqual([
      { sport: 'football', live: 1, total: null },
      { sport: 'futsal', live: 1, total: null },
    ]);
    // Asked on the bare host, as the classic form's global endpoints are.
    expect(
      stand.service.requests.filter((request) => request.path === '/api/v1/match-counts'),
    ).toEqual([
      expect.objectContaining({ status: 404, host: expect.stringMatching(/^localhost:/) }),
    ]);
  }, 60_000);
});
