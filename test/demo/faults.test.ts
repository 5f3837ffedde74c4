// Each switchable fault, seen from a client over real sockets.

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DemoService } from '../../electron/demo/demo-service-api';
import { errorBodySchema } from './interface-schemas';
import { API_KEY, get, getJson, startTestService } from './demo-test-kit';

let service: DemoService;
beforeAll(async () => {
  service = await startTestService();
});
beforeEach(() => {
  service.faults.clear();
  service.log.reset();
});
afterAll(() => service.close());

const image = () => get(`${service.url}/v2/football/images/teams/101001`, { 'x-api-key': API_KEY });

describe('faults', () => {
  it('serverErrors: the next N data requests answer the 5xx with the error body, then service resumes', async () => {
    service.faults.serverErrors(2, 503);
    const first = await getJson(service, '/v2/football/live');
    expect(first.status).toBe(503);
    errorBodySchema.parse(first.body);
    expect((await getJson(service, '/v2/basketball/live')).status).toBe(503);
    expect((await getJson(service, '/v2/football/live')).status).toBe(200);
  });

  it('serverErrors defaults to 500 and leaves images alone', async () => {
    service.faults.serverErrors(1);
    expect((await image()).status).toBe(200);
    expect((await getJson(service, '/v2/football/live')).status).toBe(500);
  });

  it('imageBadGateway: the next N image requests answer 502, data is untouched', async () => {
    service.faults.imageBadGateway(1);
    expect((await getJson(service, '/v2/football/live')).status).toBe(200);
    expect((await image()).status).toBe(502);
    expect((await image()).status).toBe(200);
  });

  it('brokenJson: the next answer is cut in the middle but framed correctly', async () => {
    service.faults.brokenJson(1);
    const broken = await get(`${service.url}/v2/football/live`, { 'x-api-key': API_KEY });
    expect(broken.status).toBe(200);
    expect(() => JSON.parse(broken.text)).toThrow();
    expect(Number(broken.headers['content-length'])).toBe(broken.body.length);
    const whole = await getJson(service, '/v2/football/live');
    expect(whole.body.success).toBe(true);
    expect(broken.text.length).toBeLessThan(JSON.stringify(whole.body).length);
  });

  it('slow: an answer asked for while slow comes after one asked for later, once cleared', async () => {
    service.faults.slow(800);
    const order: string[] = [];
    const slowOne = getJson(service, '/v2/football/live').then(() => order.push('slow'));
    await new Promise((resolve) => setTimeout(resolve, 150));
    service.faults.slow(0);
    await getJson(service, '/v2/football/today').then(() => order.push('quick'));
    await slowOne;
    expect(order).toEqual(['quick', 'slow']);
  });

  it('clear switches every fault off', async () => {
    service.faults.rejectKeys(401);
    service.faults.serverErrors(5);
    service.faults.brokenJson(5);
    service.faults.clear();
    expect((await getJson(service, '/v2/football/live')).status).toBe(200);
  });

  it('bad fault arguments are refused with a clear error', () => {
    expect(() => service.faults.serverErrors(1, 404)).toThrow(/5xx/);
    expect(() => service.faults.imageBadGateway(-1)).toThrow();
    expect(() => service.faults.slow(Number.NaN)).toThrow();
  });
});

describe('request log', () => {
  it('records every answered request with its status, the key masked', async () => {
    await getJson(service, '/v2/football/live');
    await get(`${service.url}/v2/football/today`);
    await getJson(service, '/v2/football/match/1');
    const entries = service.log.requests();
    expect(entries.map((entry) => [entry.method, entry.path, entry.status])).toEqual([
      ['GET', '/v2/football/live', 200],
      ['GET', '/v2/football/today', 401],
      ['GET', '/v2/football/match/1', 404],
    ]);
    service.log.reset();
    expect(service.log.requests()).toEqual([]);
  });

  it('non-GET methods answer 405 and are logged', async () => {
    const response = await fetch(`${service.url}/v2/football/live`, {
      method: 'POST',
      headers: { 'x-api-key': API_KEY },
    });
    expect(response.status).toBe(405);
    expect(service.log.requests().at(-1)).toMatchObject({ method: 'POST', status: 405 });
  });
});
