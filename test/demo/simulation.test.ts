// The simulated world over the HTTP interface: repeatable for a seed, always something live,
// matches that kick off, score, reach full time and leave the live list.

import { afterEach, describe, expect, it } from 'vitest';
import type { DemoService } from '../../electron/demo/demo-service-api';
import { FIXED_START, SIMULATED_SPORTS, getJson, startTestService } from './demo-test-kit';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const started: DemoService[] = [];
async function start(options: Parameters<typeof startTestService>[0] = {}): Promise<DemoService> {
  const service = await startTestService(options);
  started.push(service);
  return service;
}
afterEach(async () => {
  await Promise.all(started.splice(0).map((service) => service.close()));
});

const liveIds = async (service: DemoService, sport: string): Promise<number[]> =>
  (await getJson(service, `/v2/${sport}/live`)).body.events.map(
    (event: { id: number }) => event.id,
  );

describe('determinism', () => {
  it('the same seed and start give the same world, answer for answer', async () => {
    const [a, b] = [await start(), await start()];
    for (const sport of SIMULATED_SPORTS) {
      expect((await getJson(a, `/v2/${sport}/today`)).body).toEqual(
        (await getJson(b, `/v2/${sport}/today`)).body,
      );
    }
    a.world.advance(2 * HOUR);
    b.world.advance(2 * HOUR);
    expect((await getJson(a, '/v2/football/live')).body).toEqual(
      (await getJson(b, '/v2/football/live')).body,
    );
  });

  it('another seed gives other teams, while team ids stay stable per seed', async () => {
    const [a, b] = [await start({ seed: 1 }), await start({ seed: 2 })];
    const names = (service: DemoService) =>
      service.world
        .matches('football')
        .map((match) => match.homeTeamName)
        .join();
    expect(names(a)).not.toBe(names(b));
    const again = await start({ seed: 1 });
    const team = a.world.matches('football')[0];
    expect(
      (await getJson(again, `/v2/football/teams/${team?.homeTeamId ?? 0}`)).body.team.name,
    ).toBe(team?.homeTeamName);
  });
});

describe('progress', () => {
  it('a live match reaches full time, leaves the live list, and its match endpoint says it ended', async () => {
    const service = await start();
    const before = await liveIds(service, 'football');
    const matchId = before[0] ?? 0;
    service.world.advance(3 * HOUR);
    const after = await liveIds(service, 'football');
    expect(after).not.toContain(matchId);
    const event = (await getJson(service, `/v2/football/match/${matchId}`)).body.event;
    expect(event.status.type).toBe('finished');
    expect([100, 110, 120]).toContain(event.status.code);
    expect(event.winnerCode).toBeGreaterThanOrEqual(1);
    // New matches have kicked off meanwhile.
    expect(after.filter((id) => !before.includes(id)).length).toBeGreaterThan(2);
  });

  it('at every half hour of a whole day, every sport has several live matches', async () => {
    const service = await start({ startAt: Date.UTC(2026, 10, 21, 0, 0) });
    for (let step = 0; step < 48; step++) {
      for (const sport of SIMULATED_SPORTS) {
        const live = service.world
          .matches(sport)
          .filter((match) => match.phase === 'live' || match.phase === 'paused');
        expect(
          live.length,
          `${sport} at ${new Date(service.world.now()).toISOString()}`,
        ).toBeGreaterThanOrEqual(3);
      }
      service.world.advance(30 * MINUTE);
    }
  });

  it('within one simulated hour (one real minute at speed 60) a football goal is scored somewhere', async () => {
    const service = await start();
    const live = new Set(
      service.world
        .matches('football')
        .filter((match) => match.phase === 'live' || match.phase === 'paused')
        .map((match) => match.id),
    );
    const goals = () =>
      service.world
        .matches('football')
        .filter((match) => live.has(match.id))
        .reduce((sum, match) => sum + match.home + match.away, 0);
    const before = goals();
    service.world.advance(HOUR);
    expect(goals()).toBeGreaterThan(before);
  });

  it('a football match lasts close to 110 minutes from kick-off to full time', async () => {
    const service = await start();
    const next = service.world.matches('football').find((match) => match.phase === 'scheduled');
    if (!next) throw new Error('nothing scheduled');
    service.world.advance(next.startTimestamp * 1000 - service.world.now());
    const phaseAfter = (minutes: number) => {
      const match = service.world.matches('football').find((candidate) => candidate.id === next.id);
      service.world.advance(minutes * MINUTE);
      return match?.phase;
    };
    expect(phaseAfter(100)).toBe('live');
    expect(phaseAfter(0)).not.toBe('scheduled');
    service.world.advance(80 * MINUTE);
    expect(
      service.world.matches('football').find((candidate) => candidate.id === next.id)?.phase,
    ).toBe('finished');
  });
});

describe('controls', () => {
  it('kick-off, goals, a goal taken back and full time are seen in the live list and match endpoint', async () => {
    const service = await start();
    const next = service.world.matches('football').find((match) => match.phase === 'scheduled');
    if (!next) throw new Error('nothing scheduled');
    service.world.kickOff('football', next.id);
    const kickedOff = (await getJson(service, '/v2/football/live')).body.events.find(
      (event: { id: number }) => event.id === next.id,
    );
    expect(kickedOff).toMatchObject({
      status: { code: 6, description: '1st half', type: 'inprogress' },
      homeScore: { current: 0, period1: 0 },
    });
    service.world.score('football', next.id, 'home');
    service.world.score('football', next.id, 'home');
    service.world.cancelLastScore('football', next.id);
    const event = (await getJson(service, `/v2/football/match/${next.id}`)).body.event;
    expect([event.homeScore.display, event.awayScore.display]).toEqual([1, 0]);
    const incidents = (await getJson(service, `/v2/football/match/${next.id}/incidents`)).body
      .incidents;
    expect(incidents[0]).toMatchObject({ incidentType: 'varDecision', isHome: true });
    expect(
      incidents.filter((incident: { incidentType: string }) => incident.incidentType === 'goal'),
    ).toHaveLength(1);
    service.world.finish('football', next.id);
    expect(await liveIds(service, 'football')).not.toContain(next.id);
    expect((await getJson(service, `/v2/football/match/${next.id}`)).body.event.status).toEqual({
      code: 100,
      description: 'Ended',
      type: 'finished',
    });
  });

  it('in other sports a score is a basket, a game or a map', async () => {
    const service = await start();
    const pick = (sport: string) =>
      service.world.matches(sport).find((match) => match.phase === 'live') ?? { id: 0 };
    const basketball = pick('basketball');
    const before = (await getJson(service, `/v2/basketball/match/${basketball.id}`)).body.event
      .homeScore.current;
    service.world.score('basketball', basketball.id, 'home');
    expect(
      (await getJson(service, `/v2/basketball/match/${basketball.id}`)).body.event.homeScore
        .current,
    ).toBe(before + 2);

    const tennis = pick('tennis');
    const set = (await getJson(service, `/v2/tennis/match/${tennis.id}`)).body.event;
    const key = set.lastPeriod;
    service.world.score('tennis', tennis.id, 'away');
    const after = (await getJson(service, `/v2/tennis/match/${tennis.id}`)).body.event;
    expect(
      after.awayScore[key] === set.awayScore[key] + 1 ||
        after.awayScore.current === set.awayScore.current + 1,
    ).toBe(true);
    expect(after.awayScore.point).toBe('0');

    const esports = service.world.matches('esports').find((match) => match.phase === 'live');
    if (esports) {
      const maps = (await getJson(service, `/v2/esports/match/${esports.id}`)).body.event.awayScore
        .current;
      service.world.score('esports', esports.id, 'away');
      expect(
        (await getJson(service, `/v2/esports/match/${esports.id}`)).body.event.awayScore.current,
      ).toBe(maps + 1);
    }
  });

  it('controls refuse what cannot be done, with a clear error', async () => {
    const service = await start();
    const scheduled = service.world
      .matches('football')
      .find((match) => match.phase === 'scheduled');
    expect(() => service.world.score('football', scheduled?.id ?? 0, 'home')).toThrow(
      /not in play/,
    );
    expect(() => service.world.score('football', 1, 'home')).toThrow(/no football match/);
    const stage = service.world.matches('cycling').find((match) => match.phase === 'live');
    expect(() => service.world.score('cycling', stage?.id ?? 0, 'home')).toThrow(/no score/);
    expect(() => service.world.advance(-1)).toThrow();
  });

  it('the clock starts where asked and moves only when advanced in manual mode', async () => {
    const service = await start();
    expect(service.world.now()).toBe(FIXED_START);
    service.world.advance(1500);
    expect(service.world.now()).toBe(FIXED_START + 1500);
  });
});
