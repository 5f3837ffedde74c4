// The first look after a start or a reconnect: a silent baseline on the very first run, otherwise
// one summary per match for what happened while the app was away, never a burst.

import { describe, expect, it } from 'vitest';
import { AlertHarness, harnessWanting } from './alert-harness';
import { sketchMatch } from '../../fixtures/match-builders';

describe('first run ever', () => {
  it('takes the first snapshot as a silent baseline, then alerts what follows', () => {
    const harness = new AlertHarness({ firstRun: true });
    const other = sketchMatch({
      id: 8,
      home: { id: 1, name: 'Northbridge Rovers' },
      score: [3, 3],
    });
    expect(
      harness.look(
        [
          sketchMatch({ score: [2, 1], clock: "67'" }),
          other,
          sketchMatch({ id: 9, phase: 'finished' }),
        ],
        'catch-up',
      ),
    ).toEqual([]);
    expect(harness.notifier.shown).toEqual([]);

    harness.look([sketchMatch({ score: [3, 1] }), other]);
    expect(harness.shownTitles()).toEqual([
      'GOAL for Northbridge Rovers! Northbridge Rovers 3–1 Eastham City',
    ]);
  });
});

describe('back after being away', () => {
  it('folds several things of one match into one summary a person reads well', () => {
    const harness = new AlertHarness();
    harness.look([sketchMatch({ score: [0, 0], clock: "12'" })]);
    harness.notifier.clear();
    harness.restart();

    const sent = harness.look([sketchMatch({ score: [2, 1], phase: 'finished' })], 'catch-up');

    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      kind: 'summary',
      title: 'While you were away: Northbridge Rovers 2–1 Eastham City',
      body: 'Full time · Premier Division',
      score: { home: 2, away: 1 },
      teamId: 1,
    });
    expect(harness.notifier.shown).toEqual(sent);
  });

  it('keeps a single thing as its own kind', () => {
    const harness = new AlertHarness();
    harness.look([sketchMatch({ score: [1, 0] })]);
    harness.notifier.clear();
    harness.restart();
    harness.look([sketchMatch({ score: [2, 0], clock: "55'" })], 'catch-up');
    expect(harness.notifier.shown).toMatchObject([
      { kind: 'goal', title: 'GOAL for Northbridge Rovers! Northbridge Rovers 2–0 Eastham City' },
    ]);
  });

  it('summarises a match that began and scored while the app was away', () => {
    const harness = new AlertHarness();
    harness.look([sketchMatch({ id: 99, home: { id: 50, name: 'Elsewhere' } })]);
    harness.look([sketchMatch({ score: [1, 0], clock: "30'" })], 'catch-up');
    expect(harness.notifier.shown).toMatchObject([
      {
        kind: 'summary',
        title: 'While you were away: Northbridge Rovers 1–0 Eastham City',
        body: "30' · Premier Division",
      },
    ]);
  });

  it('summarises a match first seen already under way, even while running', () => {
    const harness = new AlertHarness();
    harness.look([]);
    harness.look([sketchMatch({ id: 12, score: [0, 0], clock: "1'" })]);
    expect(harness.shownTitles()).toEqual(['Kick-off: Northbridge Rovers 0–0 Eastham City']);
    harness.notifier.clear();
    harness.look([sketchMatch({ id: 13, score: [1, 2], clock: "70'", text: '2nd half' })]);
    expect(harness.notifier.shown).toMatchObject([
      { kind: 'summary', title: 'Catching up: Northbridge Rovers 1–2 Eastham City' },
    ]);
  });

  it('sums up only what the user wants to hear', () => {
    const harness = harnessWanting({ kickoff: true, goals: false, periods: false, fulltime: true });
    harness.look([sketchMatch({ score: [0, 0] })]);
    harness.notifier.clear();
    harness.restart();
    harness.look([sketchMatch({ score: [3, 0], phase: 'finished' })], 'catch-up');
    expect(harness.notifier.shown).toMatchObject([
      {
        kind: 'fulltime',
        title: 'Full time, Northbridge Rovers won: Northbridge Rovers 3–0 Eastham City',
      },
    ]);
  });

  it('says nothing twice when it comes back again', () => {
    const harness = new AlertHarness();
    harness.look([sketchMatch({ score: [0, 0] })]);
    harness.restart();
    harness.look([sketchMatch({ score: [2, 1], phase: 'finished' })], 'catch-up');
    harness.notifier.clear();
    harness.restart();
    harness.setKnown([sketchMatch({ score: [0, 0] })]);
    harness.look([sketchMatch({ score: [2, 1], phase: 'finished' })], 'catch-up');
    expect(harness.notifier.shown).toEqual([]);
  });
});
