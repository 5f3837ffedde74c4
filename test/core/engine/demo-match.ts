// A demo match as the tests that play one through read it: the event the match endpoint serves
// (what the engine reads, and what a test counts from), and the next match worth following from its
// start.

import type { DemoMatchSummary, DemoService } from '../../../electron/demo/demo-service-api';
import { sportInfo } from '../../../shared/sports';
import { fetchJson } from './engine-harness';

const MINUTE = 60_000;

export type ScoreObject = Record<string, number | string | undefined>;

/** A match as the demo serves it at /match/{id}. */
export interface Served {
  status: { description: string; type: string };
  homeScore: ScoreObject;
  awayScore: ScoreObject;
  tournament?: { uniqueTournament?: { name?: string } };
}

export const readable = (score: ScoreObject) => Number(score.display ?? score.current ?? 0);

/** The codes of an ended match in the basketball string form, which has no status type. */
const ENDED_CODES = new Set([100, 110, 120]);

/** The match endpoint's event in either form: basketball's status is a string beside its code. */
export async function served(demo: DemoService, match: DemoMatchSummary): Promise<Served> {
  const { event } = await fetchJson<{
    event: Omit<Served, 'status'> & { status: Served['status'] | string; statusCode?: number };
  }>(demo, `${match.sport}/match/${match.id}`);
  if (typeof event.status !== 'string') return { ...event, status: event.status };
  const ended = ENDED_CODES.has(event.statusCode ?? 0);
  return { ...event, status: { description: event.status, type: ended ? 'finished' : '' } };
}

/**
 * The scheduled matches of the sport that start more than a minute from now and whose home team is
 * not playing now, so that following one brings only that match's alerts; stages: all of them.
 */
export function laterMatchesOf(demo: DemoService, sport: string): DemoMatchSummary[] {
  const all = demo.world.matches(sport);
  const playing = new Set(
    all
      .filter((match) => match.phase === 'live' || match.phase === 'paused')
      .flatMap((match) => [match.homeTeamId, match.awayTeamId]),
  );
  const later = demo.world.now() + MINUTE;
  return all.filter(
    (match) =>
      match.phase === 'scheduled' &&
      match.startTimestamp * 1000 > later &&
      (sportInfo(sport).scoring === 'stage' || !playing.has(match.homeTeamId)),
  );
}
