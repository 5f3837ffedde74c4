// Every real answer in test/fixtures/real-payloads/, fed through the client call the app makes for
// its endpoint (over a loopback socket, with the answer's own HTTP status), and read back as a fan
// sees it: the teams in the order the rows show them, the score as shown, the phase, the window's
// clock label, the period, the winner, and the words of the full-time alert for a follower of each
// side. The table below has one row per file; a file added to the folder without a row fails here.

import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Match } from '../../shared/domain';
import { matchClock } from '../../shared/match-clock';
import { progressOf } from '../../shared/match-progress';
import { fixtureText, scoreShown } from '../../shared/side-order';
import { createServiceClient } from '../../electron/core/api/service-client';
import { createFanDataClient } from '../../electron/core/api/fan-data-client';
import { isServiceError } from '../../electron/core/api/service-errors';
import { happeningWords } from '../../electron/core/alerts/alert-text';
import { verdictOf } from '../../electron/core/alerts/match-verdict';
import { translator } from '../../shared/i18n';
import { useFixedAnswerServer } from '../fixtures/fixed-answer-server-per-file';
import { ManualClock } from '../fixtures/manual-clock';
import {
  REAL_PAYLOADS_DIR,
  realPayloadFiles,
  stripScraperMarkers,
  unwrapScraperRecord,
} from '../fixtures/real-payloads';
import { REAL_ANSWERS, type Endpoint } from './real-answers-table';

const server = useFixedAnswerServer();

const EN = translator('en');
const DE = translator('de');

/** The service's answer held in a file, and the HTTP status it came with. */
function realAnswer(file: string): { status: number; body: string } {
  const record = JSON.parse(readFileSync(join(REAL_PAYLOADS_DIR, file), 'utf8')) as Record<
    string,
    unknown
  >;
  const given = record.status ?? record.http_status;
  const status = typeof given === 'number' ? given : 200;
  // The status-sample files hold the event alone; the service sends it as {event}.
  const unwrapped = stripScraperMarkers(unwrapScraperRecord(record));
  const body = 'event' in record && !('body' in record) ? { event: unwrapped } : unwrapped;
  return { status, body: JSON.stringify(body) };
}

/** What a fan sees of one match, at `now`. */
export function fanView(match: Match, now: number) {
  const finished = match.status.phase === 'finished';
  const verdict = finished ? verdictOf(match) : null;
  const words = (side: 'home' | 'away', t = EN) => {
    const teamId = side === 'home' ? match.home.id : match.away.id;
    const said = happeningWords({ kind: 'fulltime', id: 'x', match }, { teamId }, t);
    return `${said.title} | ${said.body}`;
  };
  return {
    teams: fixtureText(match),
    score: scoreShown(match),
    phase: match.status.phase,
    clock: matchClock(match, now),
    period: progressOf(match).current,
    winner: verdict ? (verdict.draw ? 'draw' : verdict.winner) : null,
    ...(finished
      ? {
          alerts: { home: words('home'), away: words('away') },
          alertsDe: { home: words('home', DE), away: words('away', DE) },
        }
      : {}),
  };
}

async function ask(endpoint: Endpoint, sport: string, now: number): Promise<unknown> {
  const clock = new ManualClock(now);
  const client = createServiceClient({
    endpoint: { addressForm: 'path', baseUrl: server.url },
    apiKey: 'k',
    clock,
    retry: { baseDelayMs: 1, attempts: 1 },
  });
  const fan = createFanDataClient(client, () => clock.now());
  const events = (matches: Match[]) => matches.map((match) => fanView(match, now));
  switch (endpoint) {
    case 'live':
      return events(await client.live(sport));
    case 'match':
      return events([await client.match(sport, 1)]);
    case 'team-events':
      return events(await fan.seasonEvents(sport, 1, 1, 'last', 0));
    case 'incidents':
      return (await client.incidents(sport, 1)).map((incident) => incident.text);
    case 'lineups':
      return await client.lineups(sport, 1);
    case 'statistics':
      return (await client.statistics(sport, 1)).slice(0, 3);
    case 'h2h':
      return await client.h2h(sport, 1);
    case 'winning-odds':
      return await client.winningOdds(sport, 1);
    case 'best-players':
      return await fan.bestPlayers(sport, 1);
    case 'stage-results':
      return (await fan.stageResults(sport, 1)).slice(0, 3);
    case 'standings': {
      const standings = await fan.standings(sport, 1, 1);
      return standings.tables.map((table) => ({
        name: table.name,
        top: table.rows
          .slice(0, 3)
          .map((row) => `${row.position}. ${row.teamName} ${row.played} ${row.points}`),
        rows: table.rows.length,
      }));
    }
  }
}

/** A failed call as the app reports it: the error's kind and message. */
async function outcome(endpoint: Endpoint, sport: string, now: number): Promise<unknown> {
  try {
    return await ask(endpoint, sport, now);
  } catch (error) {
    if (isServiceError(error)) return { failed: error.kind, message: error.message };
    throw error;
  }
}

describe('real answers, read as a fan sees them', () => {
  it('every file in the folder has a row, and every row a file', () => {
    expect(Object.keys(REAL_ANSWERS).sort()).toEqual(realPayloadFiles());
  });

  for (const file of realPayloadFiles()) {
    const row = REAL_ANSWERS[file];
    it(`${file.replace(/^(research-all_sports-samples-|data-status_samples-)/, '')}`, async () => {
      expect(row, `no row for ${file} in real-answers-table.ts`).toBeDefined();
      if (!row) return;
      server.answer(realAnswer(file));
      const seen = await outcome(row.endpoint, row.sport, Date.parse(row.at));
      expect(seen).toEqual(row.fan);
    });
  }
});
