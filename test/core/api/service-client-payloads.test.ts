// What the demo service never sends, served by a fixed-answer loopback server: the real service's
// responses, a list with an unreadable item, and quota headers in other forms.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createServiceClient } from '../../../electron/core/api/service-client';
import type { ItemProblem } from '../../../electron/core/api/parse/parse-error';
import { isServiceError } from '../../../electron/core/api/service-errors';
import { useFixedAnswerServer } from '../../fixtures/fixed-answer-server-per-file';
import { ManualClock } from '../../fixtures/manual-clock';
import {
  REAL_PAYLOADS_DIR,
  stripScraperMarkers,
  unwrapScraperRecord,
} from '../../fixtures/real-payloads';

const server = useFixedAnswerServer();

function realBody(file: string): string {
  const record = JSON.parse(readFileSync(join(REAL_PAYLOADS_DIR, file), 'utf8')) as unknown;
  return JSON.stringify(stripScraperMarkers(unwrapScraperRecord(record)));
}

function client(
  extra: Parameters<typeof createServiceClient>[0] extends infer O ? Partial<O> : never = {},
) {
  return createServiceClient({
    endpoint: { addressForm: 'path', baseUrl: server.url },
    apiKey: 'k',
    retry: { baseDelayMs: 5 },
    ...extra,
  });
}

describe('the client reading answers the demo never gives', () => {
  it('reads the real football live list and a real match detail over HTTP', async () => {
    server.answer({
      body: realBody('research-all_sports-samples-football-sport-sport-events-live__1.json'),
    });
    const live = await client().live('football');
    expect(live.map((match) => match.id)).toEqual([17118211, 17212339]);
    server.answer({
      body: JSON.stringify({
        event: JSON.parse(
          realBody('data-status_samples-football-A_finished-120-ap__17090707.json'),
        ),
      }),
    });
    const match = await client().match('football', 17090707);
    expect(match.homeScore).toMatchObject({ current: 6, display: 1 });
  });

  it('keeps the good events of a list with an unreadable one, and reports the bad one', async () => {
    const good = {
      id: 1,
      homeTeam: { id: 2, name: 'A' },
      awayTeam: { id: 3, name: 'B' },
      status: { type: 'inprogress', code: 6, description: '1st half' },
    };
    server.answer({
      body: JSON.stringify({
        success: true,
        count: 2,
        events: [good, { id: 9, homeTeam: 'no id' }],
      }),
    });
    const reported: { what: string; problems: ItemProblem[] }[] = [];
    const live = await client({
      onItemProblems: (what, problems) => reported.push({ what, problems }),
    }).live('futsal');
    expect(live.map((match) => match.id)).toEqual([1]);
    expect(reported).toEqual([
      { what: 'futsal live list', problems: [expect.objectContaining({ index: 1, id: 9 })] },
    ]);
  });

  it('a JSON body in no known shape is bad-payload naming what came', async () => {
    server.answer({ body: JSON.stringify({ hello: 'world' }) });
    const error = await client()
      .live('football')
      .catch((caught: unknown) => caught);
    expect(isServiceError(error, 'bad-payload')).toBe(true);
    expect(String((error as Error).message)).toMatch(/no list of events.*hello/);
  });

  it('a 429 with an HTTP-date reset, and one with no reset at all (next midnight UTC)', async () => {
    const clock = new ManualClock(Date.UTC(2026, 8, 29, 18, 0));
    const resetAt = Date.UTC(2026, 8, 29, 19, 30);
    server.answer({
      status: 429,
      body: '{}',
      headers: { 'x-ratelimit-reset': new Date(resetAt).toUTCString(), 'x-ratelimit-limit': '500' },
    });
    const first = client({ clock });
    await first.live('football').catch(() => undefined);
    expect(first.access()).toEqual({ state: 'quota-exhausted', resetAt });
    expect(first.quota()).toMatchObject({ limit: 500, remaining: 0, resetAt });

    server.answer({
      status: 429,
      body: '{"success":false,"error":{"code":"RATE_LIMIT_EXCEEDED","message":"Daily quota exceeded"}}',
    });
    const second = client({ clock });
    const error = await second.live('football').catch((caught: unknown) => caught);
    expect(isServiceError(error, 'quota') && error.details).toMatchObject({
      code: 'RATE_LIMIT_EXCEEDED',
      resetAt: Date.UTC(2026, 8, 30),
    });
  });

  it('an oversized answer is refused instead of filling memory', async () => {
    server.answer({ body: JSON.stringify({ events: [], padding: 'x'.repeat(20_000) }) });
    const error = await client({ maxBodyBytes: 10_000 })
      .live('football')
      .catch((caught: unknown) => caught);
    expect(isServiceError(error, 'bad-payload')).toBe(true);
  });
});
