// What a fan of each kind of sport hears about (DESIGN.md, "What counts as an alert").

import { describe, expect, it } from 'vitest';
import { AlertHarness, follow } from './alert-harness';
import { sketchMatch } from '../../fixtures/match-builders';

function footballHarness(): AlertHarness {
  const harness = new AlertHarness();
  harness.look([sketchMatch({ phase: 'scheduled' })]);
  return harness;
}

/** Northbridge Rovers 1–0 up in the 88th minute, the half-time score 1–0. */
const leadingLate = () =>
  sketchMatch({ score: [1, 0], clock: "88'", text: '2nd half', periods: [[1, 0]] });

describe('low-scoring sports (football)', () => {
  it('alerts kick-off, each goal of either side, half-time and full time with the score', () => {
    const harness = footballHarness();
    harness.look([sketchMatch({ score: [0, 0], clock: "1'" })]);
    harness.look([sketchMatch({ score: [1, 0], clock: "23'" })]);
    harness.look([sketchMatch({ score: [1, 1], clock: "31'" })]);
    harness.look([sketchMatch({ score: [1, 1], phase: 'paused', periods: [[1, 1]] })]);
    harness.look([sketchMatch({ score: [2, 1], clock: "67'", text: '2nd half' })]);
    harness.look([sketchMatch({ score: [2, 1], phase: 'finished', text: 'Ended' })]);

    expect(harness.shownTitles()).toEqual([
      'Kick-off: Northbridge Rovers 0–0 Eastham City',
      'GOAL for Northbridge Rovers! Northbridge Rovers 1–0 Eastham City',
      'Goal against Northbridge Rovers: Northbridge Rovers 1–1 Eastham City',
      'Half-time: Northbridge Rovers 1–1 Eastham City',
      'GOAL for Northbridge Rovers! Northbridge Rovers 2–1 Eastham City',
      'Full time, Northbridge Rovers won: Northbridge Rovers 2–1 Eastham City',
    ]);
    const goal = harness.notifier.shown[4];
    expect(harness.notifier.shown[2]?.body).toBe("Eastham City scored · 31' · Premier Division");
    expect(goal).toMatchObject({
      kind: 'goal',
      body: "67' · Premier Division",
      sport: 'football',
      matchId: 7,
      teamId: 1,
      score: { home: 2, away: 1 },
    });
  });

  it('alerts a cancelled goal, and the same score scored again is a new goal', () => {
    const harness = footballHarness();
    harness.look([sketchMatch({ score: [0, 0] })]);
    harness.notifier.clear();
    harness.look([sketchMatch({ score: [1, 0] })]);
    harness.look([sketchMatch({ score: [0, 0], clock: "40'" })]);
    harness.look([sketchMatch({ score: [1, 0] })]);

    expect(harness.notifier.kinds()).toEqual(['goal', 'goal-cancelled', 'goal']);
    expect(harness.shownTitles()[1]).toBe(
      'Goal for Northbridge Rovers cancelled: Northbridge Rovers 0–0 Eastham City',
    );
    const ids = harness.notifier.shown.map((alert) => alert.id);
    expect(new Set(ids).size).toBe(3);
  });

  it('cancels a full time told in error, like a goal cancelled, and tells the real one later', () => {
    const harness = footballHarness();
    harness.look([leadingLate()]);
    harness.notifier.clear();
    harness.look([sketchMatch({ score: [1, 0], phase: 'finished', text: 'Ended' })]);
    harness.look([sketchMatch({ score: [1, 0], clock: "90+2'", text: '2nd half' })]);
    harness.look([sketchMatch({ score: [2, 0], clock: "90+4'", text: '2nd half' })]);
    harness.look([sketchMatch({ score: [2, 0], phase: 'finished', text: 'Ended' })]);

    expect(harness.notifier.kinds()).toEqual([
      'fulltime',
      'fulltime-cancelled',
      'goal',
      'fulltime',
    ]);
    expect(harness.shownTitles()[1]).toBe(
      'Not full time after all: Northbridge Rovers 1–0 Eastham City, play goes on',
    );
    expect(harness.notifier.shown[1]?.body).toBe("90+2' · Premier Division");
    const ids = harness.notifier.shown.map((alert) => alert.id);
    expect(new Set(ids).size).toBe(4);
  });

  it('cancels a told full time when the match comes back to a list it had left, across a restart', () => {
    const harness = footballHarness();
    harness.look([leadingLate()]);
    harness.look([sketchMatch({ score: [1, 0], phase: 'finished', text: 'Ended' })]);
    // Shown ended once, then let go: the match left the board.
    harness.look([]);
    harness.restart();
    harness.notifier.clear();
    harness.look([sketchMatch({ score: [1, 0], clock: "90+2'", text: '2nd half' })]);
    expect(harness.notifier.kinds()).toEqual(['fulltime-cancelled']);
    harness.look([sketchMatch({ score: [1, 0], phase: 'finished', text: 'Ended' })]);
    expect(harness.notifier.kinds()).toEqual(['fulltime-cancelled', 'fulltime']);
  });

  it('names the shoot-out winner at full time, with the score a person reads', () => {
    const harness = footballHarness();
    harness.look([sketchMatch({ score: [1, 1] })]);
    harness.notifier.clear();
    harness.look([
      sketchMatch({ score: [1, 1], phase: 'finished', text: 'AP', penalties: [4, 3] }),
    ]);
    expect(harness.notifier.shown).toHaveLength(1);
    expect(harness.notifier.shown[0]).toMatchObject({
      title: 'Full time, Northbridge Rovers won: Northbridge Rovers 1–1 Eastham City',
      body: 'Northbridge Rovers won 4–3 on penalties · Premier Division',
    });
  });

  it('alerts ice hockey goals but not the end of each period', () => {
    const team = { id: 40, name: 'Frostvale Wolves' };
    const rival = { id: 41, name: 'Harbor Seals' };
    const harness = new AlertHarness({
      settings: { follows: [follow({ sport: 'ice-hockey', teamId: 40, name: team.name })] },
      firstRun: true,
    });
    const hockey = (score: [number, number], periods: [number, number][]) =>
      sketchMatch({ sport: 'ice-hockey', home: team, away: rival, score, periods });
    harness.look([hockey([0, 0], [[0, 0]])]);
    harness.look([hockey([1, 0], [[1, 0]])]);
    harness.look([
      hockey(
        [1, 0],
        [
          [1, 0],
          [0, 0],
        ],
      ),
    ]);
    expect(harness.shownTitles()).toEqual([
      'GOAL for Frostvale Wolves! Frostvale Wolves 1–0 Harbor Seals',
    ]);
  });
});

describe('high-scoring and set-based sports', () => {
  const lakers = { id: 500, name: 'Riverside Herons' };
  const rival = { id: 501, name: 'Dunmore Foxes' };
  const basketball = (sketch: Parameters<typeof sketchMatch>[0]) =>
    sketchMatch({ sport: 'basketball', id: 90, home: lakers, away: rival, ...sketch });

  it('never alerts a basketball point; alerts tip-off, each quarter end and the final', () => {
    const harness = new AlertHarness({
      settings: { follows: [follow({ sport: 'basketball', teamId: 500, name: lakers.name })] },
    });
    harness.look([basketball({ phase: 'scheduled', text: 'Not started' })]);
    harness.look([basketball({ score: [0, 0], periods: [[0, 0]], text: '1st quarter' })]);
    harness.look([basketball({ score: [2, 0], periods: [[2, 0]] })]);
    harness.look([basketball({ score: [25, 19], periods: [[25, 19]] })]);
    harness.look([
      basketball({ phase: 'paused', text: 'Pause', score: [25, 19], periods: [[25, 19]] }),
    ]);
    harness.look([
      basketball({
        score: [27, 19],
        periods: [
          [25, 19],
          [2, 0],
        ],
        text: '2nd quarter',
      }),
    ]);
    harness.look([
      basketball({
        phase: 'finished',
        score: [101, 97],
        periods: [
          [25, 19],
          [30, 28],
          [22, 25],
          [24, 25],
        ],
      }),
    ]);

    expect(harness.shownTitles()).toEqual([
      'Tip-off: Riverside Herons 0–0 Dunmore Foxes',
      'End of quarter 1: Riverside Herons 25–19 Dunmore Foxes',
      'Final, Riverside Herons won: Riverside Herons 101–97 Dunmore Foxes',
    ]);
    expect(harness.notifier.shown[1]?.body).toBe('Quarter 1: 25–19 · Premier Division');
  });

  it('alerts the end of a tennis set, naming who took it', () => {
    const gao = { id: 150130, name: 'Xinyu Gao' };
    const udvardy = { id: 150131, name: 'Panna Udvardy' };
    const harness = new AlertHarness({
      settings: { follows: [follow({ sport: 'tennis', teamId: gao.id, name: gao.name })] },
      firstRun: true,
    });
    const tennis = (score: [number, number], periods: [number, number][]) =>
      sketchMatch({ sport: 'tennis', id: 3, home: gao, away: udvardy, score, periods });
    harness.look([tennis([0, 0], [[5, 4]])]);
    harness.look([
      tennis(
        [1, 0],
        [
          [6, 4],
          [0, 0],
        ],
      ),
    ]);
    expect(harness.shownTitles()).toEqual(['End of set 1: Xinyu Gao 1–0 Panna Udvardy']);
    expect(harness.notifier.shown[0]?.body).toBe('Set 1 to Xinyu Gao, 6–4 · Premier Division');
  });

  it('tells handball half-time once, not again as the end of the first half', () => {
    const home = { id: 60, name: 'Kolding Stars' };
    const harness = new AlertHarness({
      settings: { follows: [follow({ sport: 'handball', teamId: 60, name: home.name })] },
      firstRun: true,
    });
    const handball = (sketch: Parameters<typeof sketchMatch>[0]) =>
      sketchMatch({ sport: 'handball', home, ...sketch });
    harness.look([handball({ score: [14, 12], periods: [[14, 12]] })]);
    harness.look([handball({ phase: 'paused', score: [15, 13], periods: [[15, 13]] })]);
    harness.look([
      handball({
        score: [16, 13],
        periods: [
          [15, 13],
          [1, 0],
        ],
        text: '2nd half',
      }),
    ]);
    expect(harness.shownTitles()).toEqual(['Half-time: Kolding Stars 15–13 Eastham City']);
  });

  it('treats a sport it does not know like a high-scoring one', () => {
    const harness = new AlertHarness({
      settings: { follows: [follow({ sport: 'kabaddi', teamId: 1, name: 'Northbridge Rovers' })] },
      firstRun: true,
    });
    harness.look([sketchMatch({ sport: 'kabaddi', score: [3, 2], periods: [[3, 2]] })]);
    harness.look([sketchMatch({ sport: 'kabaddi', score: [9, 2], periods: [[3, 2]] })]);
    harness.look([
      sketchMatch({
        sport: 'kabaddi',
        score: [9, 2],
        periods: [
          [9, 2],
          [0, 0],
        ],
      }),
    ]);
    expect(harness.shownTitles()).toEqual(['End of period 1: Northbridge Rovers 9–2 Eastham City']);
  });
});

describe('cycling stages', () => {
  it('alerts the start and the finish of a stage, nothing in between', () => {
    const label = { id: 77, name: 'Stage 5 · Nice › Col de Turini' };
    const harness = new AlertHarness({
      settings: { follows: [follow({ sport: 'cycling', teamId: 77, name: 'Tour stage' })] },
    });
    const stage = (sketch: Parameters<typeof sketchMatch>[0]) =>
      sketchMatch({
        sport: 'cycling',
        home: label,
        away: { id: 0, name: '' },
        isStage: true,
        tournament: 'Paris–Nice',
        score: null,
        ...sketch,
      });
    harness.look([stage({ phase: 'scheduled' })]);
    harness.look([stage({ phase: 'live', text: 'In Progress' })]);
    harness.look([stage({ phase: 'live', text: 'In Progress', clock: '120 km to go' })]);
    harness.look([stage({ phase: 'finished' })]);
    expect(harness.shownTitles()).toEqual([
      'Race start: Stage 5 · Nice › Col de Turini',
      'Stage finished: Stage 5 · Nice › Col de Turini',
    ]);
  });
});

describe('what is not followed', () => {
  it('raises nothing for matches of teams nobody follows', () => {
    const harness = new AlertHarness();
    const others = (score: [number, number]) =>
      sketchMatch({ id: 8, home: { id: 10, name: 'A' }, away: { id: 11, name: 'B' }, score });
    harness.look([others([0, 0])]);
    harness.look([others([3, 0])]);
    expect(harness.notifier.shown).toEqual([]);
  });

  it('takes a match leaving the live list as no proof of full time', () => {
    const harness = footballHarness();
    harness.look([sketchMatch({ score: [2, 1] })]);
    harness.notifier.clear();
    harness.look([]);
    expect(harness.notifier.shown).toEqual([]);
  });
});
