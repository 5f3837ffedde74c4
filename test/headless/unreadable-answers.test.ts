// A service that answers, but with nothing Scoretray can read, for good (a redirect to a login page,
// an answer over the size cap, broken JSON): it is asked less and less often, the status says the
// answers are unreadable, one error line tells it (not one per poll), and all is back to normal at
// the first answer that reads again. An answer behind a byte order mark reads as it is.

import { describe, expect, it } from 'vitest';
import {
  startFixedAnswerServer,
  type FixedAnswer,
  type FixedAnswerServer,
} from '../fixtures/fixed-answer-server';
import { manySmallObjects } from '../fixtures/hostile-bodies';
import { liveList } from '../fixtures/one-path-server';
import { waitFor } from '../core/live/wait-for';
import { useHeadlessRuns } from './headless-runs';

const runs = useHeadlessRuns('scoretray-unreadable-');
const POLL_MS = 100;
const READABLE: FixedAnswer = { body: JSON.stringify(liveList(8001)) };

async function service(first: FixedAnswer = READABLE): Promise<FixedAnswerServer> {
  const server = await startFixedAnswerServer(first);
  runs.onCleanup(() => server.close());
  return server;
}

function start(server: FixedAnswerServer) {
  return runs.start(
    [
      '--base-url',
      server.url,
      '--api-key',
      'k7Qz9-test-key-unreadable',
      '--follow',
      'ice-hockey:40',
      '--poll-interval-ms',
      String(POLL_MS),
      '--language',
      'en',
    ],
    'node',
  );
}

/**
 * When each request for the sport's live list reached the server, from `from` on (one per look:
 * a look that tries the shared scores list first asks that too).
 */
function liveAsks(server: FixedAnswerServer, times: number[], from: number): number[] {
  return times
    .slice(from)
    .filter((_, index) => /\/live$/.test(server.received[from + index]!.path));
}

const UNREADABLE: [string, FixedAnswer][] = [
  ['a redirect', { status: 302, body: '', headers: { location: 'http://127.0.0.1:9/login' } }],
  ['broken JSON', { body: '{"events":[{"id":8001,' }],
  ['an answer over the size cap', { body: Buffer.alloc(9 * 1024 * 1024, 0x20) }],
  ['an answer over the budget of values', { body: manySmallObjects() }],
];

describe('a service whose answers cannot be read', () => {
  it.each(UNREADABLE)(
    'is asked less and less often after %s, says so once, and recovers',
    async (_what, answer) => {
      const server = await service();
      const times: number[] = [];
      const received = server.received;
      const push = received.push.bind(received);
      received.push = (...items) => {
        for (let i = 0; i < items.length; i++) times.push(Date.now());
        return push(...items);
      };
      const cli = start(server);
      await cli.waitForLine((line) => line.type === 'score', 'the first score');
      const from = received.length;
      const linesBefore = cli.lines.length;
      server.answer(answer);
      await cli.waitForLine(
        (line) => line.type === 'status' && line.state === 'unreadable',
        'the unreadable status',
      );
      await waitFor(() => liveAsks(server, times, from).length >= 5, 'five asks', 30_000);
      const asks = liveAsks(server, times, from);
      const gaps = asks.slice(1).map((at, index) => at - asks[index]!);
      // Doubling from the shortest interval: 2, 4, 8, 16 times it. At full speed every gap would
      // be about one interval.
      const seen = `gaps ${gaps.join(', ')} ms; asked ${received
        .slice(from)
        .map((r) => r.path)
        .join(' ')}`;
      expect(gaps[3], seen).toBeGreaterThanOrEqual(8 * POLL_MS);
      expect(gaps[3]! - gaps[0]!, seen).toBeGreaterThan(4 * POLL_MS);
      const errors = cli.lines
        .slice(linesBefore)
        .filter((line) => line.type === 'error' && !/scores list/.test(String(line.detail)));
      expect(errors.map((line) => line.detail)).toHaveLength(1);

      server.answer(READABLE);
      await cli.waitForLine(
        (line) =>
          line.type === 'status' &&
          line.state === 'connected' &&
          cli.lines.indexOf(line) > linesBefore,
        'connected again',
      );
    },
    // The run's start, the backoff's five asks and the wait for the next one, on a busy machine.
    45_000,
  );

  it('reads an answer behind a byte order mark', async () => {
    const server = await service({ body: `\ufeff${READABLE.body as string}` });
    const cli = start(server);
    const score = await cli.waitForLine((line) => line.type === 'score', 'the score');
    expect(score).toMatchObject({ matchId: 8001, home: { name: 'Frostvale Wolves' } });
    // The fixed answer is served for the scores list too, where its event names no sport.
    const errors = cli.lines.filter(
      (line) => line.type === 'error' && !/scores list/.test(String(line.detail)),
    );
    expect(errors).toEqual([]);
  });
});
