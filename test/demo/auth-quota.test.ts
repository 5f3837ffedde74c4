// Keys and the daily quota, as the interface's Authentication, Errors and Limits sections say.

import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { DemoService } from '../../electron/demo/demo-service-api';
import { errorBodySchema } from './interface-schemas';
import { API_KEY, FIXED_START, get, getJson, startTestService } from './demo-test-kit';

let service: DemoService | undefined;
afterEach(async () => {
  await service?.close();
  service = undefined;
});

const NEXT_MIDNIGHT_S = Date.UTC(2026, 10, 22) / 1000;

function socketUpgrade(url: string): Promise<{ status: number; body: string } | 'open'> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.on('open', () => {
      socket.close();
      resolve('open');
    });
    socket.on('unexpected-response', (_request, response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    socket.on('error', (error) => reject(error));
  });
}

describe('keys', () => {
  it.each([
    ['no key', {}],
    ['a wrong key', { 'x-api-key': 'nope' }],
    ['a wrong bearer token', { authorization: 'Bearer nope' }],
  ])(
    '%s: 401 UNAUTHORIZED with the documented message, on data and images alike',
    async (_name, headers) => {
      service = await startTestService();
      for (const path of ['/v2/football/live', '/v2/football/images/teams/101001']) {
        const response = await get(`${service.url}${path}`, headers);
        expect(response.status).toBe(401);
        expect(errorBodySchema.parse(response.json()).error).toEqual({
          code: 'UNAUTHORIZED',
          message: 'A valid x-api-key header or bearer token is required',
        });
      }
    },
  );

  it('the key is accepted as a bearer token too', async () => {
    service = await startTestService();
    expect(
      (await get(`${service.url}/v2/football/live`, { authorization: `Bearer ${API_KEY}` })).status,
    ).toBe(200);
  });

  it('a generated key is handed out when none is given, and it works', async () => {
    service = await startTestService({ apiKey: undefined });
    expect(service.apiKey.length).toBeGreaterThan(8);
    expect((await getJson(service, '/v2/football/live')).status).toBe(200);
  });

  it('the WebSocket refuses a missing or wrong key with HTTP 401 and the error body', async () => {
    service = await startTestService();
    const wsUrl = `${service.url.replace('http', 'ws')}/v2/football/ws`;
    for (const url of [wsUrl, `${wsUrl}?x-api-key=wrong`]) {
      const outcome = await socketUpgrade(url);
      expect(outcome).not.toBe('open');
      if (outcome === 'open') return;
      expect(outcome.status).toBe(401);
      expect(errorBodySchema.parse(JSON.parse(outcome.body)).error.code).toBe('UNAUTHORIZED');
    }
    expect(await socketUpgrade(`${wsUrl}?x-api-key=${API_KEY}`)).toBe('open');
  });

  it('a suspended account answers 403 on HTTP and on the socket, until cleared', async () => {
    service = await startTestService();
    service.faults.rejectKeys(403);
    const { status, body } = await getJson(service, '/v2/football/live');
    expect(status).toBe(403);
    expect(errorBodySchema.parse(body).error.code).toBe('FORBIDDEN');
    const outcome = await socketUpgrade(
      `${service.url.replace('http', 'ws')}/v2/football/ws?x-api-key=${API_KEY}`,
    );
    expect(outcome).toMatchObject({ status: 403 });
    service.faults.rejectKeys(null);
    expect((await getJson(service, '/v2/football/live')).status).toBe(200);
  });

  it('rejectKeys(401) refuses even the valid key', async () => {
    service = await startTestService();
    service.faults.rejectKeys(401);
    expect((await getJson(service, '/v2/football/live')).status).toBe(401);
  });
});

describe('daily quota', () => {
  it('every counted answer carries the limit, what is left and the next midnight UTC', async () => {
    service = await startTestService({ dailyQuota: 10 });
    const first = await getJson(service, '/v2/football/live');
    expect(first.response.headers['x-ratelimit-limit']).toBe('10');
    expect(first.response.headers['x-ratelimit-remaining']).toBe('9');
    expect(first.response.headers['x-ratelimit-reset']).toBe(String(NEXT_MIDNIGHT_S));
    const image = await get(`${service.url}/v2/football/images/teams/101001`, {
      'x-api-key': API_KEY,
    });
    expect(image.headers['x-ratelimit-remaining']).toBe('8');
    const notFound = await getJson(service, '/v2/football/match/1');
    expect(notFound.response.headers['x-ratelimit-remaining']).toBe('7');
  });

  it('answers 429 RATE_LIMIT_EXCEEDED once used up, and serves again after midnight UTC', async () => {
    service = await startTestService({ dailyQuota: 3 });
    for (let i = 0; i < 3; i++)
      expect((await getJson(service, '/v2/football/live')).status).toBe(200);
    const refused = await getJson(service, '/v2/football/live');
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('RATE_LIMIT_EXCEEDED');
    expect(refused.body.error.message).toMatch(/midnight UTC/);
    expect(refused.response.headers['x-ratelimit-remaining']).toBe('0');
    expect(refused.response.headers['x-ratelimit-reset']).toBe(String(NEXT_MIDNIGHT_S));
    expect(
      (await get(`${service.url}/v2/football/images/teams/101001`, { 'x-api-key': API_KEY }))
        .status,
    ).toBe(429);
    service.world.advance(NEXT_MIDNIGHT_S * 1000 - FIXED_START);
    expect((await getJson(service, '/v2/football/live')).status).toBe(200);
  });

  it('the classic form and the path form share one quota', async () => {
    service = await startTestService({ dailyQuota: 2 });
    await get(`${service.url}/api/live`, { host: 'v2.football.example.com', 'x-api-key': API_KEY });
    await getJson(service, '/v2/basketball/live');
    expect(
      (
        await get(`${service.url}/api/live`, {
          host: 'v2.basketball.example.com',
          'x-api-key': API_KEY,
        })
      ).status,
    ).toBe(429);
  });

  it('exhaustQuota answers 429 with the given reset time until the clock reaches it', async () => {
    service = await startTestService();
    const resetAt = FIXED_START + 90 * 60_000;
    service.faults.exhaustQuota(resetAt);
    const refused = await getJson(service, '/v2/football/live');
    expect(refused.status).toBe(429);
    expect(refused.response.headers['x-ratelimit-reset']).toBe(String(resetAt / 1000));
    service.world.advance(90 * 60_000);
    expect((await getJson(service, '/v2/football/live')).status).toBe(200);
  });
});
