// The headless mode against a stand-in serving answers in the real service's forms (the ones in
// test/fixtures/real-payloads): an NHL game whose time object counts the whole match, listed by
// the service with the visitors first, that is interrupted and then ends level on goals with the
// winner in winnerCode. The score lines show the window's clock and the phase; the full-time alert
// says who won, never "drew". A live tennis match's clock is its set in words ("3rd set").

import { describe, expect, it } from 'vitest';
import { startStandIn } from '../fixtures/stand-in-service';
import { against, isType, useHeadlessRuns } from './headless-runs';
import type { CliLine } from './spawn-cli';

const runs = useHeadlessRuns('scoretray-real-forms-', ['--poll-interval-ms', '50']);

const HOME = { id: 3682, name: 'Colorado Avalanche' };
const AWAY = { id: 3688, name: 'Los Angeles Kings' };
const MATCH = 16532341;

function nhlEvent(fields: Record<string, unknown>) {
  return {
    id: MATCH,
    homeTeam: HOME,
    awayTeam: AWAY,
    tournament: {
      id: 234,
      name: 'NHL',
      // As in the real answer: the US leagues' fans read the visitors first.
      uniqueTournament: { id: 234, displayInverseHomeAwayTeams: true },
    },
    startTimestamp: Math.floor(Date.now() / 1000) - 3600,
    ...fields,
  };
}

const scoreLine = (line: CliLine) => line.type === 'score' && line.matchId === MATCH;

describe('headless against answers in the real forms', () => {
  it('ice hockey: the period clock from whole-match seconds, interrupted, then won by winnerCode', async () => {
    const service = await startStandIn({ slug: 'ice-hockey', livePath: 'live' });
    runs.onCleanup(() => service.close());
    // 1800 s played of 3 x 1200: ten minutes into the 2nd period, its clock stopped.
    service.put(
      nhlEvent({
        status: { code: 18, description: '2nd period', type: 'inprogress' },
        homeScore: { current: 1, display: 1, period1: 1, period2: 0 },
        awayScore: { current: 1, display: 1, period1: 0, period2: 1 },
        time: {
          played: 1800,
          periodLength: 1200,
          overtimeLength: 300,
          totalPeriodCount: 3,
          clockRunning: false,
          clockRunningLastUpdated: new Date().toISOString(),
        },
      }),
    );
    const cli = runs.start(against(service, `ice-hockey:${HOME.id}`));
    await cli.waitForLine(isType('ready'), 'ready');
    const first = await cli.waitForLine(scoreLine, 'the first score line');
    expect(first).toMatchObject({ status: 'live', statusText: '2nd period', clock: 'P2 10:00' });

    service.put(
      nhlEvent({
        status: { code: 80, description: 'Interrupted', type: 'interrupted' },
        homeScore: { current: 1, display: 1, period1: 1, period2: 0 },
        awayScore: { current: 1, display: 1, period1: 0, period2: 1 },
      }),
    );
    const stopped = await cli.waitForLine(
      (line) => scoreLine(line) && line.status === 'interrupted',
      'the interrupted score line',
    );
    expect(stopped).toMatchObject({ statusText: 'Interrupted', clock: 'Interrupted' });

    // Play goes on and ends level; the shoot-out is not in the score: winnerCode alone tells.
    const level = {
      homeScore: { current: 1, display: 1, period1: 1, period2: 0, period3: 0 },
      awayScore: { current: 1, display: 1, period1: 0, period2: 1, period3: 0 },
    };
    service.put(
      nhlEvent({ status: { code: 19, description: '3rd period', type: 'inprogress' }, ...level }),
    );
    await cli.waitForLine(
      (line) => scoreLine(line) && line.statusText === '3rd period',
      'the 3rd period score line',
    );
    service.put(
      nhlEvent({
        status: { code: 100, description: 'Ended', type: 'finished' },
        ...level,
        winnerCode: 2,
      }),
    );
    const fulltime = await cli.waitForLine(
      (line) => line.type === 'notification' && line.matchId === MATCH && line.kind === 'fulltime',
      'the full-time notification',
    );
    expect(fulltime.title).toBe(
      'Final, Colorado Avalanche lost: Los Angeles Kings 1–1 Colorado Avalanche',
    );
    const ended = cli.lines.filter((line) => scoreLine(line) && line.status === 'finished');
    expect(ended.at(-1)).toMatchObject({ clock: 'Final' });
  }, 60_000);

  it('tennis: the clock says the set in words, as the window does', async () => {
    const service = await startStandIn({ slug: 'tennis', livePath: 'live' });
    runs.onCleanup(() => service.close());
    const player = { id: 275923, name: 'Learner Tien' };
    service.put({
      id: 15000003,
      homeTeam: player,
      awayTeam: { id: 128554, name: 'Hubert Hurkacz' },
      tournament: { id: 2389, name: 'Paris, France' },
      startTimestamp: Math.floor(Date.now() / 1000) - 5400,
      // As the real tennis answer sends it (status code 9, "3rd set"), one set all.
      status: { code: 9, description: '3rd set', type: 'inprogress' },
      homeScore: { current: 1, display: 1, period1: 6, period2: 4, period3: 2, point: '15' },
      awayScore: { current: 1, display: 1, period1: 3, period2: 6, period3: 1, point: '30' },
    });
    const cli = runs.start(against(service, `tennis:${player.id}`));
    await cli.waitForLine(isType('ready'), 'ready');
    const line = await cli.waitForLine(
      (candidate) => candidate.type === 'score' && candidate.matchId === 15000003,
      'the tennis score line',
    );
    expect(line).toMatchObject({ status: 'live', statusText: '3rd set', clock: '3rd set' });
  }, 60_000);
});
