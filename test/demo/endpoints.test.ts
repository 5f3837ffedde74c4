// Every endpoint answers, in both address forms, with plausible shapes; unknown ids answer 404 with
// the error body; search needs two characters; images are real PNGs.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { DemoService } from '../../electron/demo/demo-service-api';
import { errorBodySchema, imageNotFoundSchema, timezoneSchema } from './interface-schemas';
import { SIMULATED_SPORTS, get, getJson, startTestService } from './demo-test-kit';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

let service: DemoService;
let footballMatch: { id: number; homeTeamId: number };
beforeAll(async () => {
  service = await startTestService();
  const live = service.world.matches('football').find((match) => match.phase === 'live');
  if (!live) throw new Error('no live football match');
  footballMatch = live;
});
afterAll(() => service.close());

describe('address forms', () => {
  it('answers the same data at /v2/{sport}/<path>, /v2/{sport}/api/<path> and in the classic form by Host', async () => {
    const path = (await getJson(service, '/v2/football/live')).body;
    const alias = (await getJson(service, '/v2/football/api/live')).body;
    const classic = await get(`${service.url}/api/live`, {
      host: 'v2.football.example.com',
      'x-api-key': service.apiKey,
    });
    expect(alias).toEqual(path);
    expect(classic.json()).toEqual(path);
  });

  it('answers an unknown path with the error body', async () => {
    const { status, body } = await getJson(service, '/v2/football/no-such-thing');
    expect(status).toBe(404);
    expect(errorBodySchema.parse(body).error.code).toBe('NOT_FOUND');
  });

  it('answers an empty live list for a sport the service knows but the demo does not simulate', async () => {
    const { status, body } = await getJson(service, '/v2/volleyball/live');
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, count: 0, events: [] });
  });
});

describe('match endpoints', () => {
  const parts = {
    '': z.object({ event: z.object({ id: z.number(), status: z.object({ code: z.number() }) }) }),
    '/scores': z.object({
      home: z.object({ current: z.number() }),
      away: z.object({ current: z.number() }),
    }),
    '/incidents': z.object({
      incidents: z.array(z.object({ incidentType: z.string(), time: z.number() })),
    }),
    '/statistics': z.object({
      statistics: z
        .array(
          z.object({
            period: z.string(),
            groups: z.array(
              z.object({
                groupName: z.string(),
                statisticsItems: z
                  .array(z.object({ name: z.string(), home: z.string(), away: z.string() }))
                  .min(1),
              }),
            ),
          }),
        )
        .min(1),
    }),
    '/lineups': z.object({
      home: z.object({
        players: z.array(z.object({ player: z.object({ name: z.string() }) })).min(11),
      }),
      away: z.object({ players: z.array(z.unknown()).min(11) }),
    }),
    '/h2h': z.object({
      teamDuel: z.object({ homeWins: z.number(), awayWins: z.number(), draws: z.number() }),
    }),
    '/winning-odds': z.object({
      home: z.number().min(0).max(1),
      draw: z.number().min(0).max(1),
      away: z.number().min(0).max(1),
    }),
  };
  it.each(Object.entries(parts))('match/{id}%s answers its shape', async (suffix, schema) => {
    const { status, body } = await getJson(
      service,
      `/v2/football/match/${footballMatch.id}${suffix}`,
    );
    expect(status).toBe(200);
    schema.parse(body);
  });

  it.each(Object.keys(parts))(
    'match/{unknown}%s answers 404 with the error body',
    async (suffix) => {
      const { status, body } = await getJson(service, `/v2/football/match/999${suffix}`);
      expect(status).toBe(404);
      errorBodySchema.parse(body);
    },
  );

  it('a match of another sport is unknown here', async () => {
    const basketball = service.world.matches('basketball')[0];
    expect((await getJson(service, `/v2/football/match/${basketball?.id ?? 0}`)).status).toBe(404);
  });

  it('incidents come newest first, with goals that match the score', async () => {
    const { body } = await getJson(service, `/v2/football/match/${footballMatch.id}/incidents`);
    const times = body.incidents
      .filter((incident: { incidentType: string }) => incident.incidentType !== 'period')
      .map((incident: { time: number }) => incident.time);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const event = (await getJson(service, `/v2/football/match/${footballMatch.id}`)).body.event;
    const goals = body.incidents.filter(
      (incident: { incidentType: string }) => incident.incidentType === 'goal',
    );
    expect(goals).toHaveLength(event.homeScore.display + event.awayScore.display);
  });

  it('basketball incidents are period markers only, not every basket', async () => {
    const finished = service.world
      .matches('basketball')
      .find((match) => match.phase === 'finished');
    const { body } = await getJson(service, `/v2/basketball/match/${finished?.id ?? 0}/incidents`);
    expect(body.incidents.length).toBeGreaterThanOrEqual(4);
    for (const incident of body.incidents) expect(incident.incidentType).toBe('period');
  });

  it('cycling stages give stage results once finished', async () => {
    const finished = service.world.matches('cycling').find((match) => match.phase === 'finished');
    const { body } = await getJson(service, `/v2/cycling/match/${finished?.id ?? 0}/scores`);
    expect(body.results.length).toBeGreaterThan(5);
    // As the real stage results name them: the rider in `team`, the team in its `parentTeam`.
    expect(body.results[0]).toMatchObject({
      position: 1,
      team: { name: expect.any(String), parentTeam: { name: expect.any(String) } },
      gap: 0,
    });
  });
});

describe('lists, search and discovery', () => {
  it.each(SIMULATED_SPORTS)(
    '%s: live-tournaments names the tournaments with live events',
    async (sport) => {
      const { body } = await getJson(service, `/v2/${sport}/live-tournaments`);
      timezoneSchema.parse(body.timezone);
      expect(body.tournaments.length).toBeGreaterThan(0);
      for (const tournament of body.tournaments)
        expect(tournament).toMatchObject({
          name: expect.any(String),
          id: expect.any(Number),
          liveEvents: expect.any(Number),
        });
    },
  );

  it.each(SIMULATED_SPORTS)('%s: every list endpoint answers in the envelope', async (sport) => {
    for (const path of ['live', 'live/all', 'today', 'schedule/2026-11-20', 'newly-added-events']) {
      const { status, body } = await getJson(service, `/v2/${sport}/${path}`);
      expect(status, path).toBe(200);
      expect(body).toMatchObject({ success: true, count: body.events.length });
      timezoneSchema.parse(body.timezone);
    }
    const tournaments = (await getJson(service, `/v2/${sport}/scheduled-tournaments/2026-11-21`))
      .body;
    expect(tournaments.tournaments.length).toBeGreaterThan(0);
  });

  it.each(SIMULATED_SPORTS)('%s: countries lists categories', async (sport) => {
    const { body } = await getJson(service, `/v2/${sport}/countries`);
    expect(body.categories.length).toBeGreaterThan(0);
  });

  it('esports categories are games and cycling has the one International category', async () => {
    const esports = (await getJson(service, '/v2/esports/countries')).body.categories.map(
      (c: { id: number }) => c.id,
    );
    expect(esports).toContain(1572);
    expect((await getJson(service, '/v2/cycling/countries')).body.categories).toEqual([
      expect.objectContaining({ id: 1458, name: 'International' }),
    ]);
  });

  it('search finds a team by part of its name, with its sport and country', async () => {
    const team = service.world.matches('football')[0];
    const word = (team?.homeTeamName ?? '').split(' ')[0] ?? '';
    const { status, body } = await getJson(
      service,
      `/v2/football/search?q=${encodeURIComponent(word.slice(0, 5))}`,
    );
    expect(status).toBe(200);
    const teams = body.results.filter((result: { type: string }) => result.type === 'team');
    expect(teams.map((result: { entity: { id: number } }) => result.entity.id)).toContain(
      team?.homeTeamId,
    );
    expect(teams[0].entity).toMatchObject({
      sport: { slug: 'football' },
      country: { name: expect.any(String) },
    });
  });

  it.each(['', 'a', ' b '])('search with q=%j answers 400 with the error body', async (q) => {
    const { status, body } = await getJson(
      service,
      `/v2/football/search?q=${encodeURIComponent(q)}`,
    );
    expect(status).toBe(400);
    errorBodySchema.parse(body);
  });

  it('schedule with a malformed date answers 400', async () => {
    expect((await getJson(service, '/v2/football/schedule/2026-13-40')).status).toBe(400);
  });
});

describe('teams, players and tournaments', () => {
  it('teams/{id} and teams/{id}/players describe the team and its squad', async () => {
    const team = (await getJson(service, `/v2/football/teams/${footballMatch.homeTeamId}`)).body
      .team;
    expect(team).toMatchObject({
      id: footballMatch.homeTeamId,
      name: expect.any(String),
      nameCode: expect.stringMatching(/^[A-Z]{3}$/),
      sport: { slug: 'football' },
    });
    const players = (
      await getJson(service, `/v2/football/teams/${footballMatch.homeTeamId}/players`)
    ).body.players;
    expect(players.length).toBeGreaterThanOrEqual(11);
    const playerId = players[0].player.id;
    expect((await getJson(service, `/v2/football/players/${playerId}`)).body.player.team.id).toBe(
      footballMatch.homeTeamId,
    );
  });

  it('a team plays in one sport only', async () => {
    expect(
      (await getJson(service, `/v2/basketball/teams/${footballMatch.homeTeamId}`)).status,
    ).toBe(404);
  });

  it.each([
    'teams/999',
    'teams/999/players',
    'players/999',
    'tournament/999/info',
    'tournament/999/seasons',
    'tournaments/999',
    'teams/abc',
  ])('%s answers 404 with the error body', async (path) => {
    const { status, body } = await getJson(service, `/v2/football/${path}`);
    expect(status).toBe(404);
    errorBodySchema.parse(body);
  });

  it('tournament info, seasons and standings hang together', async () => {
    const event = (await getJson(service, `/v2/football/match/${footballMatch.id}`)).body.event;
    const uniqueId = event.tournament.uniqueTournament.id;
    const info = (await getJson(service, `/v2/football/tournament/${uniqueId}/info`)).body
      .tournament;
    expect(info.name).toBe(event.tournament.name);
    const seasons = (await getJson(service, `/v2/football/tournament/${uniqueId}/seasons`)).body
      .seasons;
    expect(seasons[0].id).toBe(event.season.id);
    const standings = (
      await getJson(
        service,
        `/v2/football/tournament/${uniqueId}/season/${seasons[0].id}/standings`,
      )
    ).body.standings;
    const rows = standings[0].rows;
    expect(rows.length).toBeGreaterThan(4);
    expect(rows.some((row: { matches: number }) => row.matches > 0)).toBe(true);
    expect(rows.map((row: { points: number }) => row.points)).toEqual(
      [...rows.map((row: { points: number }) => row.points)].sort((a, b) => b - a),
    );
    expect(
      (await getJson(service, `/v2/football/tournament/${uniqueId}/season/1/standings`)).status,
    ).toBe(404);
  });
});

describe('images', () => {
  it('team, player and tournament images are PNGs, the same bytes every time', async () => {
    const team = await get(`${service.url}/v2/football/images/teams/${footballMatch.homeTeamId}`, {
      'x-api-key': service.apiKey,
    });
    expect(team.status).toBe(200);
    expect(team.headers['content-type']).toBe('image/png');
    expect(team.body.subarray(0, 8)).toEqual(PNG_MAGIC);
    const again = await get(`${service.url}/v2/football/images/teams/${footballMatch.homeTeamId}`, {
      'x-api-key': service.apiKey,
    });
    expect(again.body.equals(team.body)).toBe(true);
    const event = (await getJson(service, `/v2/football/match/${footballMatch.id}`)).body.event;
    const players = (
      await getJson(service, `/v2/football/teams/${footballMatch.homeTeamId}/players`)
    ).body.players;
    for (const path of [
      `players/${players[0].player.id}`,
      `tournaments/${event.tournament.uniqueTournament.id}`,
    ]) {
      const image = await get(`${service.url}/v2/football/images/${path}`, {
        'x-api-key': service.apiKey,
      });
      expect(image.body.subarray(0, 8)).toEqual(PNG_MAGIC);
    }
  });

  it('different teams get different crests', async () => {
    const ids = service.world
      .matches('football')
      .slice(0, 2)
      .map((match) => match.homeTeamId);
    const [a, b] = await Promise.all(
      ids.map((id) =>
        get(`${service.url}/v2/football/images/teams/${id}`, { 'x-api-key': service.apiKey }),
      ),
    );
    expect(a?.body.equals(b?.body ?? Buffer.alloc(0))).toBe(false);
  });

  it('countries/{code} is a flag PNG for a country the demo lists, one per country', async () => {
    const flag = async (code: string) =>
      get(`${service.url}/v2/football/images/countries/${code}`, { 'x-api-key': service.apiKey });
    const [germany, germanyAgain, france] = await Promise.all([flag('DE'), flag('DE'), flag('FR')]);
    expect(germany?.status).toBe(200);
    expect(germany?.headers['content-type']).toBe('image/png');
    expect(germany?.body.subarray(0, 8)).toEqual(PNG_MAGIC);
    expect(germanyAgain?.body.equals(germany?.body ?? Buffer.alloc(0))).toBe(true);
    expect(france?.body.equals(germany?.body ?? Buffer.alloc(0))).toBe(false);
  });

  it.each([
    'teams/999',
    'players/1',
    'tournaments/51011',
    'flags/1',
    'teams/x',
    'countries/ZZ',
    'countries/D3',
  ])('images/%s answers 404 with the image body', async (path) => {
    const response = await get(`${service.url}/v2/football/images/${path}`, {
      'x-api-key': service.apiKey,
    });
    expect(response.status).toBe(404);
    imageNotFoundSchema.parse(response.json());
  });

  it('images are served in the classic form too', async () => {
    const response = await get(`${service.url}/images/teams/${footballMatch.homeTeamId}`, {
      host: 'v2.football.example.com',
      'x-api-key': service.apiKey,
    });
    expect(response.body.subarray(0, 8)).toEqual(PNG_MAGIC);
  });
});
