// The user's say over alerts: per-team choices and mute, the global switch per kind, pause.

import { describe, expect, it } from 'vitest';
import { AlertHarness, follow, followNorthbridge, harnessWanting } from './alert-harness';
import { sketchMatch } from '../../fixtures/match-builders';

const kickoffThenGoal = (harness: AlertHarness) => {
  harness.look([sketchMatch({ phase: 'scheduled' })]);
  harness.look([sketchMatch({ score: [0, 0] })]);
  harness.look([sketchMatch({ score: [1, 0] })]);
  harness.look([sketchMatch({ score: [1, 0], phase: 'finished' })]);
};

describe('per-team choices', () => {
  it('raises nothing at all for a muted team', () => {
    const harness = new AlertHarness({
      settings: { follows: [followNorthbridge({ muted: true })] },
    });
    kickoffThenGoal(harness);
    expect(harness.notifier.shown).toEqual([]);
    expect(harness.notifier.shown).toEqual([]);
  });

  it('leaves out the kinds a team has switched off', () => {
    const harness = harnessWanting({ kickoff: false, goals: true, periods: true, fulltime: false });
    kickoffThenGoal(harness);
    expect(harness.notifier.kinds()).toEqual(['goal']);
  });

  it('alerts a match of two followed teams once, for the team that wants it', () => {
    const harness = new AlertHarness({
      settings: {
        follows: [followNorthbridge({ muted: true }), follow({ teamId: 2, name: 'Eastham City' })],
      },
    });
    kickoffThenGoal(harness);
    expect(harness.notifier.kinds()).toEqual(['kickoff', 'goal', 'fulltime']);
    expect(harness.notifier.shown.every((alert) => alert.teamId === 2)).toBe(true);
  });
});

describe('global switches', () => {
  it('drops a kind switched off for everyone even where a team wants it', () => {
    const harness = new AlertHarness({
      settings: { alertKinds: { kickoff: true, goals: false, periods: true, fulltime: true } },
    });
    kickoffThenGoal(harness);
    expect(harness.notifier.kinds()).toEqual(['kickoff', 'fulltime']);
  });

  it('does not replay a goal once goals are switched back on', () => {
    const harness = new AlertHarness({
      settings: { alertKinds: { kickoff: true, goals: false, periods: true, fulltime: true } },
    });
    harness.look([sketchMatch({ score: [0, 0] })]);
    harness.look([sketchMatch({ score: [1, 0] })]);
    harness.settings = {
      ...harness.settings,
      alertKinds: { ...harness.settings.alertKinds, goals: true },
    };
    harness.restart();
    harness.setKnown([sketchMatch({ score: [0, 0] })]);
    harness.look([sketchMatch({ score: [1, 0] })], 'catch-up');
    expect(harness.notifier.kinds()).toEqual(['kickoff']);
  });
});

describe('pause', () => {
  it('drops what happens while alerts are paused and alerts again after', () => {
    const harness = new AlertHarness();
    harness.look([sketchMatch({ phase: 'scheduled' })]);
    harness.settings = {
      ...harness.settings,
      alertsPausedUntil: harness.clock.now() + 60 * 60_000,
    };
    harness.look([sketchMatch({ score: [0, 0] })]);
    harness.look([sketchMatch({ score: [1, 0] })]);
    harness.clock.advance(61 * 60_000);
    expect(harness.notifier.shown).toEqual([]);

    harness.look([sketchMatch({ score: [2, 0] })]);
    expect(harness.shownTitles()).toEqual([
      'GOAL for Northbridge Rovers! Northbridge Rovers 2–0 Eastham City',
    ]);
  });

  it('returns what it sent, and nothing while paused', () => {
    const harness = new AlertHarness();
    harness.look([sketchMatch({ score: [0, 0] })]);
    harness.settings = { ...harness.settings, alertsPausedUntil: harness.clock.now() + 1000 };
    expect(harness.look([sketchMatch({ score: [1, 0] })])).toEqual([]);
    harness.clock.advance(2000);
    const sent = harness.look([sketchMatch({ score: [1, 1] })]);
    expect(sent.map((alert) => alert.kind)).toEqual(['goal']);
  });
});

describe('period alerts', () => {
  it('leaves out quarter ends when a basketball fan switched periods off', () => {
    const herons = { id: 500, name: 'Riverside Herons' };
    const harness = new AlertHarness({
      firstRun: true,
      settings: {
        follows: [
          follow({
            sport: 'basketball',
            teamId: 500,
            name: herons.name,
            alerts: { kickoff: true, goals: true, periods: false, fulltime: true },
          }),
        ],
      },
    });
    const game = (periods: [number, number][], phase: 'live' | 'finished' = 'live') =>
      sketchMatch({ sport: 'basketball', home: herons, score: [50, 40], periods, phase });
    harness.look([game([[25, 20]])]);
    harness.look([
      game([
        [25, 20],
        [25, 20],
      ]),
    ]);
    harness.look([
      game(
        [
          [25, 20],
          [25, 20],
        ],
        'finished',
      ),
    ]);
    expect(harness.notifier.kinds()).toEqual(['fulltime']);
  });
});
