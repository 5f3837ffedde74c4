// The demo's V6 competition and V5 sportsbook endpoints answer in both address forms the
// interface names (path {api_host}/v6/{sport}/..., {api_host}/v5/...; classic v6.{sport}.<domain>
// and v5.<domain> with /api/v1/...), the same bodies, and 404 for what they do not know.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoService } from '../../electron/demo/demo-service-api';
import { API_KEY, get, startTestService } from './demo-test-kit';

let demo: DemoService;
let port: string;
const key = { 'x-api-key': API_KEY };

beforeAll(async () => {
  demo = await startTestService();
  port = new URL(demo.url).port;
});

afterAll(async () => {
  await demo.close();
});

describe('V6 and V5 on the demo service', () => {
  it('answers a competition’s statistics and a match’s event the same in both forms', async () => {
    const match = demo.world.matches('football').find((m) => m.phase === 'scheduled');
    expect(match).toBeDefined();
    const compId = match?.tournamentId ?? 0;
    const path = await get(`${demo.url}/v6/football/competition/${compId}/stats`, key);
    const classic = await get(`${demo.url}/api/v1/competition/${compId}/stats`, {
      ...key,
      host: `v6.football.demo.test:${port}`,
    });
    expect(path.status).toBe(200);
    expect(classic.json()).toEqual(path.json());
    const event = await get(`${demo.url}/v5/event/${match?.id ?? 0}`, key);
    const classicEvent = await get(`${demo.url}/api/v1/event/${match?.id ?? 0}`, {
      ...key,
      host: `v5.demo.test:${port}`,
    });
    expect(event.json()).toMatchObject({ data: { id: match?.id, odds: { '1x2': {} } } });
    expect(classicEvent.json()).toEqual(event.json());
  });

  it('404 for a competition of another sport, an unknown part, an unknown event; 401 without a key', async () => {
    const football = demo.world.matches('football')[0];
    expect(
      (await get(`${demo.url}/v6/basketball/competition/${football?.tournamentId ?? 0}/stats`, key))
        .status,
    ).toBe(404);
    expect((await get(`${demo.url}/v6/football/competition/1/transfers`, key)).status).toBe(404);
    expect((await get(`${demo.url}/v5/event/999999999`, key)).status).toBe(404);
    expect((await get(`${demo.url}/v5/event/1`)).status).toBe(401);
  });
});
