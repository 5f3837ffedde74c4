// The outlet alone: what the alert center returned goes out in order, a goal before any request for
// its scorer, the scorer as an update of the same alert, and the budget with its summary.

import { describe, expect, it } from 'vitest';
import type { Alert } from '../../../shared/domain';
import type { Incident } from '../../../shared/match-detail';
import { translator } from '../../../shared/i18n';
import { AlertOutlet } from '../../../electron/core/alerts/alert-outlet';
import { ALERT_BUDGET } from '../../../electron/core/alerts/alert-budget';
import type { ServiceClient } from '../../../electron/core/api/service-client-api';
import { ManualClock } from '../../fixtures/manual-clock';
import { makeAlert } from '../../fixtures/match-builders';
import { RecordingNotifier } from '../../fixtures/recording-notifier';

function alertOf(id: string, overrides: Partial<Alert> = {}): Alert {
  return makeAlert({
    id,
    matchId: 7,
    teamId: 1,
    score: { home: 1, away: 0 },
    title: `GOAL! Northbridge Rovers 1–0 Eastham City (${id})`,
    body: "23' · Premier Division",
    ...overrides,
  });
}

/** A service whose incidents answer only when the test says so, and that counts the asks. */
function slowIncidents() {
  const asked: number[] = [];
  let answer: (incidents: Incident[]) => void = () => {};
  const client = {
    incidents: (_sport: string, matchId: number) => {
      asked.push(matchId);
      return new Promise<Incident[]>((resolve) => (answer = resolve));
    },
  } as unknown as ServiceClient;
  return { client, asked, answer: (incidents: Incident[]) => answer(incidents) };
}

function outletWith(client: ServiceClient | null, clock = new ManualClock()) {
  const notifier = new RecordingNotifier();
  const marked: string[][] = [];
  const told: Alert[] = [];
  const outlet = new AlertOutlet({
    notifier,
    ledger: () => ({ save: () => null, delivered: (ids) => void marked.push([...ids]) }),
    clock,
    crestPath: (sport, teamId) => `/cache/${sport}-${teamId}.png`,
    enricher: { client: () => client, fan: () => null, clock },
    words: () => translator('en'),
    onShown: (alert) => told.push(alert),
    onUpdated: (alert) => told.push(alert),
  });
  outlet.begin();
  outlet.ready(() => undefined);
  return { outlet, notifier, marked, told, clock };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('the alert outlet', () => {
  it('shows a goal before its scorer is asked for, then updates that alert with the scorer', async () => {
    const service = slowIncidents();
    const { outlet, notifier, marked } = outletWith(service.client);
    outlet.tell([alertOf('g1')]);
    // Shown, marked and given its crest while the incidents have not answered.
    expect(notifier.shown.map((alert) => alert.id)).toEqual(['g1']);
    expect(notifier.shown[0]?.iconPath).toBe('/cache/football-1.png');
    expect(marked).toEqual([['g1']]);
    expect(service.asked).toEqual([7]);

    service.answer([
      {
        kind: 'goal',
        player: 'Ada Stone',
        text: 'Goal',
        homeScore: 1,
        awayScore: 0,
      } as unknown as Incident,
    ]);
    await flush();
    expect(notifier.updates).toEqual([
      expect.objectContaining({ id: 'g1', body: "Ada Stone · 23' · Premier Division" }),
    ]);
    // Still one alert shown: the update is no new one.
    expect(notifier.shown).toHaveLength(1);
  });

  it('tells a few a minute per team, the rest in one summary standing for all of them', () => {
    const { outlet, notifier, marked, clock } = outletWith(null);
    const flood = Array.from({ length: 20 }, (_, n) =>
      alertOf(`k${n}`, { kind: 'kickoff', matchId: 100 + n }),
    );
    outlet.tell(flood);
    // Another team still has room.
    outlet.tell([alertOf('other', { teamId: 2, matchId: 9 })]);
    expect(notifier.shown.map((alert) => alert.id)).toEqual(['k0', 'k1', 'k2', 'k3', 'other']);

    clock.advance(ALERT_BUDGET.windowMs);
    const summary = notifier.shown.at(-1)!;
    expect(summary).toMatchObject({ kind: 'summary', title: '16 more updates' });
    expect(summary.covers).toEqual(flood.slice(4).map((alert) => alert.id));
    // One mark for everything the summary stands for.
    expect(marked.at(-1)).toEqual(flood.slice(4).map((alert) => alert.id));
  });

  it('a full time taken back costs no room: the goal after it and the real full time are told at once', () => {
    const { outlet, notifier } = outletWith(null);
    const match = alertOf('football:7:goal:1-0:0');
    outlet.tell([match, alertOf('football:7:fulltime', { kind: 'fulltime' })]);
    outlet.tell([alertOf('football:7:fulltime-cancelled:0', { kind: 'fulltime-cancelled' })]);
    outlet.tell([alertOf('football:7:goal:2-0:0', { score: { home: 2, away: 0 } })]);
    outlet.tell([
      alertOf('football:7:fulltime:1', { kind: 'fulltime', score: { home: 2, away: 0 } }),
    ]);
    expect(notifier.shown.map((alert) => alert.id)).toEqual([
      'football:7:goal:1-0:0',
      'football:7:fulltime',
      'football:7:fulltime-cancelled:0',
      'football:7:goal:2-0:0',
      'football:7:fulltime:1',
    ]);
  });

  it('a correction of an alert still waiting for room waits behind it, in the summary', () => {
    const { outlet, notifier, clock } = outletWith(null);
    const goals = Array.from({ length: 5 }, (_, n) => alertOf(`g${n}`, { matchId: 100 + n }));
    outlet.tell(goals);
    outlet.tell([alertOf('c4', { kind: 'goal-cancelled', matchId: 104 })]);
    expect(notifier.shown.map((alert) => alert.id)).toEqual(['g0', 'g1', 'g2', 'g3']);
    clock.advance(ALERT_BUDGET.windowMs);
    expect(notifier.shown.at(-1)?.covers).toEqual(['g4', 'c4']);
  });

  it('names the goals among what it summarises', () => {
    const { outlet, notifier, clock } = outletWith(null);
    const goals = Array.from({ length: 9 }, (_, n) => alertOf(`g${n}`, { matchId: 100 + n }));
    outlet.tell(goals);
    clock.advance(ALERT_BUDGET.windowMs);
    expect(notifier.shown.at(-1)?.body).toBe(
      [
        goals[4]!.title,
        goals[5]!.title,
        goals[6]!.title,
        'and 2 more goals: every score is in the window',
      ].join(' · '),
    );
  });

  it('shows nothing before ready, and what waits for room stays owed when the run ends', () => {
    const { outlet, notifier, clock } = outletWith(null);
    outlet.end();
    outlet.begin();
    outlet.tell([alertOf('early')]);
    expect(notifier.shown).toEqual([]);
    outlet.ready(() => undefined);
    expect(notifier.shown.map((alert) => alert.id)).toEqual(['early']);
    outlet.tell(Array.from({ length: 6 }, (_, n) => alertOf(`x${n}`, { matchId: 50 + n })));
    outlet.end();
    clock.advance(ALERT_BUDGET.windowMs);
    expect(notifier.shown).toHaveLength(ALERT_BUDGET.perTeam);
  });
});
