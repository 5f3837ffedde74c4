// The alert center keeps working when its files are damaged or a consumer of alerts fails.

import { describe, expect, it } from 'vitest';
import { matchKey } from '../../../shared/domain';
import { MemoryDocumentStore } from '../../fixtures/memory-document-store';
import { ManualClock } from '../../fixtures/manual-clock';
import { AlertHarness } from './alert-harness';
import { NORTHBRIDGE, sketchMatch } from '../../fixtures/match-builders';

describe('damaged alert files', () => {
  it('moves a damaged ledger aside with a message and goes on alerting', () => {
    const clock = new ManualClock();
    const store = new MemoryDocumentStore({}, () => clock.now());
    store.putRaw('alert-ledger', '{"version":1,"matches":{"football:7":');
    store.write('alerts-held', { version: 1, held: [{ alert: 'not an alert' }] });
    const harness = new AlertHarness({ clock, store });

    expect(harness.problems).toEqual([
      expect.stringMatching(
        /^alert-ledger\.json was damaged; moved to memory:\/\/.+ and the record of sent alerts starts afresh \(.+\)$/,
      ),
      expect.stringMatching(
        /^alerts-held\.json was not valid; moved to .+ and alerts held during quiet hours could not be recovered \(held\.0\.alert: .+\)$/,
      ),
    ]);
    expect(store.quarantinedDocuments()).toHaveLength(2);

    harness.look([sketchMatch({ score: [0, 0] })]);
    harness.look([sketchMatch({ score: [1, 0] })]);
    expect(harness.notifier.kinds()).toEqual(['kickoff', 'goal']);
  });
});

describe('a partly damaged ledger', () => {
  it('loses the damaged match only: the other matches repeat nothing', () => {
    const clock = new ManualClock();
    const store = new MemoryDocumentStore({}, () => clock.now());
    const first = new AlertHarness({ clock, store });
    const other = { id: 9, home: NORTHBRIDGE, away: { id: 3, name: 'Westfield' } };
    first.look([sketchMatch({ score: [0, 0] }), sketchMatch({ ...other, score: [0, 0] })]);
    first.look([sketchMatch({ score: [1, 0] }), sketchMatch({ ...other, score: [0, 1] })]);
    expect(first.notifier.kinds()).toEqual(['kickoff', 'kickoff', 'goal', 'goal']);
    // Stopped: the ledger is one document, whole.
    first.restart();

    // One match's record holds a figure no score can be (as an older version could write).
    const ledger = store.read('alert-ledger') as {
      matches: Record<string, { lastScore: unknown }>;
    };
    ledger.matches['football:9']!.lastScore = { home: 2.5, away: 1 };
    store.write('alert-ledger', ledger);

    const second = new AlertHarness({ clock, store });
    expect(second.problems).toEqual([
      expect.stringMatching(
        /^alert-ledger\.json was partly unreadable; moved to memory:\/\/.+ and the records of the other matches are kept.* \(the record of 1 of 2 matches could not be read: football:9\)$/,
      ),
    ]);
    // The intact match's goal is not told again, as it would be if the whole ledger were lost.
    second.setKnown([sketchMatch({ score: [0, 0] })]);
    second.look([sketchMatch({ score: [1, 0] })]);
    expect(second.notifier.kinds()).toEqual([]);
  });
});

describe('a ledger whose records of services left are damaged', () => {
  it('keeps the current records: a goal told is not told again', () => {
    const clock = new ManualClock();
    const store = new MemoryDocumentStore({}, () => clock.now());
    const first = new AlertHarness({ clock, store });
    first.look([sketchMatch({ score: [0, 0] })]);
    first.look([sketchMatch({ score: [1, 0] })]);
    expect(first.notifier.kinds()).toEqual(['kickoff', 'goal']);
    first.restart();

    const ledger = store.read('alert-ledger') as Record<string, unknown>;
    store.write('alert-ledger', { ...ledger, earlier: { broken: true } });

    const second = new AlertHarness({ clock, store });
    expect(second.problems).toEqual([
      expect.stringMatching(
        /^alert-ledger\.json was partly unreadable; moved to memory:\/\/.+ \(the records of services left before could not be read\)$/,
      ),
    ]);
    expect(store.quarantinedDocuments()[0]?.text).toContain('broken');
    second.setKnown([sketchMatch({ score: [0, 0] })]);
    second.look([sketchMatch({ score: [1, 0] })]);
    expect(second.notifier.kinds()).toEqual([]);
  });
});

describe('the marks of alerts shown', () => {
  /** A run that showed a kickoff and a goal (marked shown), then was killed before the ledger write. */
  function shownThenKilled() {
    const clock = new ManualClock();
    const store = new MemoryDocumentStore({}, () => clock.now());
    const harness = new AlertHarness({ clock, store });
    harness.look([sketchMatch({ score: [0, 0] })]);
    harness.look([sketchMatch({ score: [1, 0] })]);
    for (const alert of harness.notifier.shown) harness.delivered(alert.id);
    const [kickoff, goal] = harness.notifier.shown;
    harness.notifier.clear();
    return { store, harness, kickoff: kickoff!, goal: goal! };
  }

  it('are one record per alert in a log, and keep the next start from showing those alerts again', () => {
    const { store, harness, kickoff, goal } = shownThenKilled();
    // Each record holds the alert's match as it was, so the ledger not yet written knows it told.
    expect(store.log('alert-ledger-shown').read()).toEqual([
      {
        shown: [kickoff.id],
        matches: { [matchKey(kickoff.sport, kickoff.matchId)]: expect.anything() },
      },
      { shown: [goal.id], matches: { [matchKey(goal.sport, goal.matchId)]: expect.anything() } },
    ]);
    harness.killAndStart();
    harness.resend();
    expect(harness.notifier.kinds()).toEqual([]);
    // The ledger written at the start no longer holds them: the marks are cleared.
    expect(store.log('alert-ledger-shown').read()).toEqual([]);
  });

  it('in a damaged log are set aside with a message; only those alerts are shown again', () => {
    const { store, harness } = shownThenKilled();
    const log = store.log('alert-ledger-shown');
    const damaged = log.rawText().replace(']', '');
    log.putRaw(damaged);
    harness.killAndStart();
    expect(harness.problems).toEqual([
      expect.stringMatching(
        /^alert-ledger-shown\.jsonl was damaged; moved to memory:\/\/alert-ledger-shown\.corrupt-.+\.jsonl and an alert shown just before the app stopped may be shown again \(record 1 is not JSON: .+\)$/,
      ),
    ]);
    expect(store.quarantinedDocuments().map(({ text }) => text)).toEqual([damaged]);
    harness.resend();
    expect(harness.notifier.kinds()).toEqual(['kickoff', 'goal']);
    // The ledger itself is whole: the goal is not decided again.
    harness.look([sketchMatch({ score: [1, 0] })]);
    expect(harness.notifier.kinds()).toEqual(['kickoff', 'goal']);
  });

  it('written by an earlier version as a document are honoured once, then emptied', () => {
    const { store, harness, goal } = shownThenKilled();
    store.log('alert-ledger-shown').clear();
    store.write('alert-ledger-shown', { version: 1, ids: [goal.id] });
    harness.killAndStart();
    harness.resend();
    expect(harness.notifier.kinds()).toEqual(['kickoff']);
    expect(store.read('alert-ledger-shown')).toEqual({ version: 1, ids: [] });
  });
});
