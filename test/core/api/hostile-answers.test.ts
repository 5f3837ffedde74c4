// Answers under the body cap that would cost a gigabyte once parsed are refused before parsing, with
// a reason a person can act on; what is refused is never echoed back.

import { describe, expect, it } from 'vitest';
import { createServiceClient } from '../../../electron/core/api/service-client';
import { isServiceError } from '../../../electron/core/api/service-errors';
import { useFixedAnswerServer } from '../../fixtures/fixed-answer-server-per-file';
import { hugeTeamName, manyEvents, nestedArrays } from '../../fixtures/hostile-bodies';

const server = useFixedAnswerServer();

function client() {
  return createServiceClient({
    endpoint: { addressForm: 'path', baseUrl: server.url },
    apiKey: 'k',
    retry: { baseDelayMs: 5 },
  });
}

async function refusal(body: string): Promise<string> {
  server.answer({ body });
  const error = await client()
    .live('football')
    .then(
      () => null,
      (failure: unknown) => failure,
    );
  if (!isServiceError(error)) throw new Error(`expected a service error, got ${String(error)}`);
  expect(error.kind).toBe('bad-payload');
  return error.message;
}

describe('hostile answers under the body cap', () => {
  it('refuses 8 MB of nested arrays by their depth', async () => {
    expect(await refusal(nestedArrays())).toMatch(/nesting deeper than \d+ levels/);
  });

  it('refuses a list of 100,000 events by its length', async () => {
    expect(await refusal(manyEvents())).toMatch(/a list or object of more than [\d,]+ items/);
  });

  it('refuses a 7 MB team name without repeating it', async () => {
    const message = await refusal(hugeTeamName());
    expect(message).toMatch(/a text of 7340032 characters/);
    expect(message.length).toBeLessThan(300);
  });

  it('reads a long but bounded name as an unreadable event, not a match', async () => {
    server.answer({ body: hugeTeamName(5_000) });
    const problems: string[] = [];
    const matches = await createServiceClient({
      endpoint: { addressForm: 'path', baseUrl: server.url },
      apiKey: 'k',
      onItemProblems: (_what, found) => problems.push(...found.map((p) => p.message)),
    }).live('football');
    expect(matches).toEqual([]);
    expect(problems).toEqual([expect.stringContaining("homeTeam's name is 5000 characters long")]);
  });

  it('still reads an ordinary list', async () => {
    server.answer({ body: manyEvents(50) });
    expect(await client().live('football')).toHaveLength(50);
  });
});
