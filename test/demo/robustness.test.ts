// Bad input from a client gets a clear answer and never takes the service down; a demo left running
// for days keeps working.

import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoService } from '../../electron/demo/demo-service-api';
import { startDemoService } from '../../electron/demo/server';
import { errorBodySchema } from './interface-schemas';
import { API_KEY, get, getJson, startTestService } from './demo-test-kit';

let service: DemoService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.close());

function rawRequest(text: string): Promise<string> {
  const { port } = new URL(service.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.end(text));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('bad input', () => {
  it.each([
    '/v2/football/match/%ZZ',
    '/v2/football/match/-1',
    '/v2/football/match/1e3',
    '/v2/football/teams/99999999999999999999',
    `/v2/football/search?q=${'x'.repeat(5000)}`,
    '/v2/%E0%A4%A/live',
    '/v2/football/schedule/../../../etc/passwd',
    '/v3/football/live',
  ])('%s gets a JSON error or an empty answer, and the service keeps serving', async (path) => {
    const { status, body } = await getJson(service, path);
    if (status !== 200) errorBodySchema.parse(body);
    else expect(body.success ?? true).toBe(true);
    expect((await getJson(service, '/v2/football/live')).status).toBe(200);
  });

  it('a sport slug is read case-insensitively; an unknown one is a 404', async () => {
    expect((await getJson(service, '/v2/FOOTBALL/live')).status).toBe(200);
    const unknown = await getJson(service, '/v2/quidditch/live');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toMatch(/quidditch/);
  });

  it('garbage on the wire is answered 400 by the HTTP parser and nothing breaks', async () => {
    const answer = await rawRequest('THIS IS NOT HTTP\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    expect((await get(`${service.url}/v2/football/live`, { 'x-api-key': API_KEY })).status).toBe(
      200,
    );
  });

  it('options that cannot work are refused with a clear error', async () => {
    await expect(startDemoService({ host: '0.0.0.0' })).rejects.toThrow(/loopback/);
    await expect(startDemoService({ speed: 0 })).rejects.toThrow(/speed/);
    await expect(startDemoService({ dailyQuota: -5 })).rejects.toThrow(/dailyQuota/);
    const taken = Number(new URL(service.url).port);
    await expect(startDemoService({ port: taken })).rejects.toThrow(/EADDRINUSE/);
  });
});

describe('a long-running demo', () => {
  it('after ten simulated days there is still live play, today has matches, and old days are let go', async () => {
    const long = await startTestService();
    try {
      const firstId = long.world.matches('football')[0]?.id ?? 0;
      for (let day = 0; day < 10; day++) long.world.advance(24 * 3_600_000);
      expect((await getJson(long, '/v2/football/live')).body.count).toBeGreaterThanOrEqual(3);
      expect((await getJson(long, '/v2/basketball/today')).body.count).toBeGreaterThan(50);
      expect((await getJson(long, `/v2/football/match/${firstId}`)).status).toBe(404);
    } finally {
      await long.close();
    }
  });
});
