// Quiet hours on the user's local clock: alerts held and summarised once when they end, or dropped.

import { describe, expect, it } from 'vitest';
import { isQuietAt, nextQuietEnd } from '../../../electron/core/alerts/quiet-hours';
import { quietHoursSchema } from '../../../shared/settings';
import { ManualClock } from '../../fixtures/manual-clock';
import { AlertHarness, follow, followNorthbridge } from './alert-harness';
import { sketchMatch } from '../../fixtures/match-builders';

const at = (day: number, hours: number, minutes = 0) =>
  new Date(2026, 8, day, hours, minutes).getTime();
const overnight = quietHoursSchema.parse({ enabled: true, start: '22:00', end: '07:00' });

describe('the quiet window', () => {
  it('spans midnight when it starts later than it ends', () => {
    expect(isQuietAt(at(29, 21, 59), overnight)).toBe(false);
    expect(isQuietAt(at(29, 22, 0), overnight)).toBe(true);
    expect(isQuietAt(at(30, 3, 30), overnight)).toBe(true);
    expect(isQuietAt(at(30, 7, 0), overnight)).toBe(false);
  });

  it('is a plain range within a day, and empty when switched off or zero long', () => {
    const lunch = quietHoursSchema.parse({ enabled: true, start: '12:00', end: '13:30' });
    expect(isQuietAt(at(29, 12, 45), lunch)).toBe(true);
    expect(isQuietAt(at(29, 13, 30), lunch)).toBe(false);
    expect(isQuietAt(at(29, 23, 0), { ...overnight, enabled: false })).toBe(false);
    expect(isQuietAt(at(29, 9, 0), { ...lunch, end: '12:00' })).toBe(false);
  });

  it('ends at the next local end time after now', () => {
    expect(nextQuietEnd(at(29, 23, 0), overnight)).toBe(at(30, 7, 0));
    expect(nextQuietEnd(at(30, 2, 0), overnight)).toBe(at(30, 7, 0));
    expect(nextQuietEnd(at(30, 7, 0), overnight)).toBe(at(1 + 30, 7, 0));
  });
});

function lateEvening(mode: 'summarise' | 'drop', extra: Partial<AlertHarness['settings']> = {}) {
  const clock = new ManualClock(at(29, 21, 30));
  const harness = new AlertHarness({
    clock,
    settings: { quietHours: { ...overnight, mode }, ...extra },
  });
  harness.look([sketchMatch({ score: [0, 0], clock: "70'" })]);
  harness.notifier.clear();
  clock.set(at(29, 22, 15));
  return harness;
}

describe('quiet hours in summarise mode', () => {
  it('holds alerts and sends one summary when quiet hours end', () => {
    const harness = lateEvening('summarise');
    expect(harness.look([sketchMatch({ score: [1, 0], clock: "80'" })])).toEqual([]);
    harness.look([sketchMatch({ score: [2, 0], clock: "88'" })]);
    harness.look([sketchMatch({ score: [2, 0], phase: 'finished' })]);
    harness.clock.set(at(30, 6, 59));
    expect(harness.notifier.shown).toEqual([]);

    harness.clock.set(at(30, 7, 0));
    expect(harness.notifier.shown).toHaveLength(1);
    expect(harness.notifier.shown[0]).toMatchObject({
      kind: 'summary',
      title: 'While you were away: Northbridge Rovers 2–0 Eastham City',
      body: 'Full time · 3 alerts during quiet hours',
      score: { home: 2, away: 0 },
    });

    harness.clock.advance(24 * 60 * 60_000);
    expect(harness.notifier.shown).toHaveLength(1);
  });

  it('names each match when several were held', () => {
    const harness = new AlertHarness({
      clock: new ManualClock(at(29, 21, 0)),
      settings: {
        quietHours: overnight,
        follows: [followNorthbridge(), follow({ teamId: 30, name: 'Lakeside' })],
      },
    });
    const lakeside = (score: [number, number]) =>
      sketchMatch({
        id: 8,
        home: { id: 30, name: 'Lakeside' },
        away: { id: 31, name: 'Hill Town' },
        score,
      });
    harness.look([sketchMatch({ score: [0, 0] }), lakeside([0, 0])]);
    harness.notifier.clear();
    harness.clock.set(at(29, 23, 0));
    harness.look([sketchMatch({ score: [1, 0], clock: "75'" }), lakeside([0, 1])]);
    harness.clock.set(at(30, 7, 0));
    expect(harness.notifier.shown).toMatchObject([
      {
        kind: 'summary',
        title: 'While you were away: 2 matches, 2 alerts',
        body: "Northbridge Rovers 1–0 Eastham City (75') · Lakeside 0–1 Hill Town (1st half)",
      },
    ]);
  });

  it('keeps held alerts on disk across a restart in the night', () => {
    const harness = lateEvening('summarise');
    harness.look([sketchMatch({ score: [1, 0] })]);
    harness.look([sketchMatch({ score: [1, 1] })]);
    harness.restart();
    harness.clock.set(at(30, 3, 0));
    harness.restart();
    expect(harness.notifier.shown).toEqual([]);

    harness.clock.set(at(30, 7, 0));
    expect(harness.notifier.kinds()).toEqual(['summary']);
    expect(harness.notifier.shown[0]?.body).toBe('1st half · 2 alerts during quiet hours');
    harness.restart();
    harness.clock.advance(60_000);
    expect(harness.notifier.shown).toHaveLength(1);
  });

  it('releases what it held at the next look once quiet hours are switched off', () => {
    const harness = lateEvening('summarise');
    harness.look([sketchMatch({ score: [1, 0] })]);
    harness.settings = { ...harness.settings, quietHours: { ...overnight, enabled: false } };
    harness.look([sketchMatch({ score: [2, 0] })]);
    expect(harness.notifier.kinds()).toEqual(['summary', 'goal']);
  });
});

describe('quiet hours in drop mode', () => {
  it('discards alerts during quiet hours and alerts normally after', () => {
    const harness = lateEvening('drop');
    harness.look([sketchMatch({ score: [1, 0] })]);
    harness.clock.set(at(30, 7, 0));
    expect(harness.notifier.shown).toEqual([]);
    harness.look([sketchMatch({ score: [1, 0], phase: 'finished' })]);
    expect(harness.notifier.kinds()).toEqual(['fulltime']);
  });
});
