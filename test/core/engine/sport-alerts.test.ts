// docs/alerts.md "Sports", held against the demo service for every sport it simulates (its
// catalog, so a sport added there is covered here without a word more): a match that starts later
// is followed, the first look is silent, and the demo's clock is driven through the whole match.
// What the engine tells must be exactly what the sport's policy (shared/sports.ts) names for what
// the demo served: one start alert with the sport's start word, a goal per goal where goals are
// told, half-time and the period ends the policy names, one full-time alert saying won, drew or
// lost (a race's stage: its winner), and nothing else.

import { describe, expect, it } from 'vitest';
import { SIM_SPORTS } from '../../../electron/demo/sim/sport-catalog';
import type { DemoMatchSummary, DemoService } from '../../../electron/demo/demo-service-api';
import type { Alert, ScoreSide } from '../../../shared/domain';
import { followedCompetitionSchema } from '../../../shared/settings';
import { sportInfo, type SportInfo } from '../../../shared/sports';
import { laterMatchesOf, readable, served, type ScoreObject, type Served } from './demo-match';
import { followHome, useDemoEngines, waitFor, type RunningEngine } from './engine-harness';

const harness = useDemoEngines();
const MINUTE = 60_000;

const total = (event: Served) => readable(event.homeScore) + readable(event.awayScore);

/** The next match of the sport to follow from its start. A stage: the next one. */
function nextMatchOf(demo: DemoService, sport: string): DemoMatchSummary {
  const found = laterMatchesOf(demo, sport)[0];
  if (!found) throw new Error(`the demo has no ${sport} match to follow from its start`);
  return found;
}

/** Goal sports change their score within seconds; the rest only at period ends worth looking at. */
function stepFor(info: SportInfo): number {
  if (info.goalAlerts) return MINUTE / 4;
  return info.scoring === 'stage' ? 5 * MINUTE : MINUTE;
}

/** What a look must tell apart: the status, and the score where the policy counts its moves. */
function lookOf(info: SportInfo, event: Served): string {
  const counted = info.goalAlerts || info.form === 'sets' || info.periodAlerts === 'with-score';
  const score = counted ? `${readable(event.homeScore)}-${readable(event.awayScore)}` : '';
  return `${event.status.description}|${score}`;
}

function engineSaw(running: RunningEngine, matchId: number, info: SportInfo, event: Served) {
  const last = running.seen.scores.filter((match) => match.id === matchId).at(-1);
  if (!last) return false;
  // The engine's reading of the score, in the served shape, so both looks are told alike.
  const side = (score: ScoreSide): ScoreObject => ({
    display: score.display ?? undefined,
    current: score.current ?? undefined,
  });
  const seen: Served = {
    status: { description: last.status.text, type: '' },
    homeScore: side(last.homeScore),
    awayScore: side(last.awayScore),
  };
  return lookOf(info, seen) === lookOf(info, event);
}

const SCORE_KINDS: ReadonlySet<Alert['kind']> = new Set(['goal', 'goal-cancelled', 'summary']);

function toldScore(running: RunningEngine, matchId: number, event: Served): boolean {
  return running.seen.alerts.some(
    (alert) =>
      alert.matchId === matchId &&
      SCORE_KINDS.has(alert.kind) &&
      alert.score.home === readable(event.homeScore) &&
      alert.score.away === readable(event.awayScore),
  );
}

/**
 * Drives the demo's clock from the kick-off to full time in steps, and after every step that
 * changed what a fan is told about, waits until the engine has seen it too (a state, not a time).
 * Returns each different look the demo served, in order.
 */
async function playThrough(
  demo: DemoService,
  running: RunningEngine,
  match: DemoMatchSummary,
): Promise<Served[]> {
  const info = sportInfo(match.sport);
  demo.world.advance(match.startTimestamp * 1000 - demo.world.now());
  const looks: Served[] = [];
  for (let step = 0; step < 3000; step++) {
    const event = await served(demo, match);
    const previous = looks.at(-1);
    if (!previous || lookOf(info, event) !== lookOf(info, previous)) {
      looks.push(event);
      await waitFor(
        () => engineSaw(running, match.id, info, event),
        `the engine sees ${match.sport} ${lookOf(info, event)}`,
      );
      // The engine tells changes of a match that come within seconds of each other once, where
      // they settled; a fan's goals are minutes apart, so each goal is waited for before the next.
      if (info.goalAlerts && previous && total(event) !== total(previous))
        await waitFor(
          () => toldScore(running, match.id, event),
          `the alert for ${lookOf(info, event)}`,
        );
    }
    if (event.status.type === 'finished') return looks;
    demo.world.advance(stepFor(info));
  }
  throw new Error(`the ${match.sport} match ${match.id} never ended`);
}

/** Periods played by the end: sets, games or maps won in the sets form, period fields otherwise. */
function playedAtEnd(info: SportInfo, end: Served): number {
  if (info.form === 'sets') return total(end);
  return Object.keys(end.homeScore).filter((key) => /^(period\d+|overtime|extra\d)$/.test(key))
    .length;
}

type Counts = Partial<Record<Alert['kind'], number>>;

/** The alerts the sport's policy names for what the demo served, by kind. */
function expectedCounts(info: SportInfo, looks: Served[]): Counts {
  const counts: Counts = { kickoff: 1, fulltime: 1 };
  const end = looks.at(-1)!;
  if (info.scoring === 'stage') return counts;
  if (info.goalAlerts) {
    looks.slice(1).forEach((look, index) => {
      const before = looks[index]!;
      const moved = total(look) - total(before);
      // Several goals found by one look are told once, as a summary (a goal alert tells one).
      if (moved > 1) counts.summary = (counts.summary ?? 0) + 1;
      if (moved === 1) counts.goal = (counts.goal ?? 0) + 1;
      if (moved < 0) counts['goal-cancelled'] = (counts['goal-cancelled'] ?? 0) + 1;
    });
  }
  // The last period ends with the match: full time tells it.
  const ended = playedAtEnd(info, end) - 1;
  const halftime = info.hasHalftime && ended >= 1 ? 1 : 0;
  if (halftime) counts.halftime = 1;
  let periodEnds = 0;
  if (info.periodAlerts === 'each') periodEnds = ended - halftime;
  if (info.periodAlerts === 'session') {
    periodEnds = looks.filter(
      (look, index) => index > 0 && /break|pause/i.test(look.status.description),
    ).length;
  }
  if (info.periodAlerts === 'with-score') {
    const runs = (n: number) =>
      Number(end.homeScore[`period${n}`] ?? 0) + Number(end.awayScore[`period${n}`] ?? 0);
    for (let n = 1; n <= ended; n++) if (runs(n) > 0) periodEnds++;
  }
  if (periodEnds > 0) counts['period-end'] = periodEnds;
  return counts;
}

/** Won, drew or lost, for the home team followed: a level score goes to a shoot-out where one was. */
function verdictOf(end: Served): 'won' | 'drew' | 'lost' {
  const penalties = (score: ScoreObject) => Number(score.penalties ?? 0);
  const margin =
    readable(end.homeScore) - readable(end.awayScore) ||
    penalties(end.homeScore) - penalties(end.awayScore);
  return margin > 0 ? 'won' : margin < 0 ? 'lost' : 'drew';
}

function countsOf(alerts: Alert[]): Counts {
  const counts: Counts = {};
  for (const alert of alerts) counts[alert.kind] = (counts[alert.kind] ?? 0) + 1;
  return counts;
}

async function follow(demo: DemoService, match: DemoMatchSummary): Promise<RunningEngine> {
  const stage = sportInfo(match.sport).scoring === 'stage';
  const race = followedCompetitionSchema.parse({
    sport: match.sport,
    tournamentId: match.tournamentId,
    name: 'The race',
  });
  return harness.runEngine(demo, {
    ...(stage ? {} : { follows: [followHome(match)] }),
    options: {
      ...(stage ? { sessionCompetitions: [race] } : {}),
      // Reminders are a fan's choice about the day, not the sport's alert policy.
      alertOverrides: { remindBeforeMinutes: 0 },
    },
  });
}

describe('every simulated sport alerts as its policy says', () => {
  it.each(SIM_SPORTS.map((sport) => sport.slug))(
    '%s: silent first look, the start, the period alerts of its policy and full time, each once, nothing else',
    async (sport) => {
      const info = sportInfo(sport);
      const demo = await harness.startDemo({ dailyQuota: 1_000_000 });
      const match = nextMatchOf(demo, sport);
      const running = await follow(demo, match);
      await running.engine.live.whenIdle();
      expect(running.seen.alerts).toEqual([]);

      const looks = await playThrough(demo, running, match);
      // A stage's end is shown at once; its update names the winner from the stage results.
      const toldEnd = (a: Alert) =>
        a.matchId === match.id &&
        a.kind === 'fulltime' &&
        (info.scoring !== 'stage' || a.body.startsWith('Won by '));
      await waitFor(() => running.seen.alerts.some(toldEnd), `${sport}: full time`);
      await running.engine.live.whenIdle();

      const ours = running.seen.alerts.filter((alert) => alert.matchId === match.id);
      expect(countsOf(ours)).toEqual(expectedCounts(info, looks));
      expect(new Set(ours.map((alert) => alert.id)).size).toBe(ours.length);
      // Followed as a race, the race's other stages are told too; a followed team has only this match.
      if (info.scoring !== 'stage') expect(running.seen.alerts).toEqual(ours);

      const start = ours.find((alert) => alert.kind === 'kickoff')!;
      expect(start.title.startsWith(`${info.startWord}: `), start.title).toBe(true);
      const fulltime = ours.find((alert) => alert.kind === 'fulltime')!;
      if (info.scoring === 'stage') expect(fulltime.body).toMatch(/^Won by \S/);
      else
        expect(fulltime.title).toContain(`, ${match.homeTeamName} ${verdictOf(looks.at(-1)!)}: `);
    },
    // A whole match of each sport, looked at step by step over loopback.
    180_000,
  );
});
